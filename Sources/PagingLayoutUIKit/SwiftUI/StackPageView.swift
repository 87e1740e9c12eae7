#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages stack like cards, with the stack effect (`StackTransformView`'s).
    ///
    /// ```swift
    /// StackPageView(cards) { card in CardView(card) }
    ///     .options(.layout(.perspective))
    ///     .pagePadding(.fractionalWidth(0.15))
    /// ```
    public struct StackPageView<ValueType: Identifiable, PageContent: View>: PreparedEffectPageView {
        /// The stack effect; `options(_:)` takes its options.
        public typealias Effect = StackEffect

        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates the page view with `configuration`, another page view's data and settings.
        public init(configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
        }
    }
#endif
