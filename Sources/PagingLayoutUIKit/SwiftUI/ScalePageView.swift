#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages scale, slide and turn with the scale effect (`ScaleTransformView`'s).
    ///
    /// ```swift
    /// ScalePageView(photos) { photo in PhotoView(photo) }
    ///     .options(.layout(.coverFlow))
    ///     .pagePadding(vertical: .absolute(100), horizontal: .absolute(80))
    /// ```
    public struct ScalePageView<ValueType: Identifiable, PageContent: View>: PreparedEffectPageView {
        /// The scale effect; `options(_:)` takes its options.
        public typealias Effect = ScaleEffect

        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates the page view with `configuration`, another page view's data and settings.
        public init(configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
        }
    }
#endif
