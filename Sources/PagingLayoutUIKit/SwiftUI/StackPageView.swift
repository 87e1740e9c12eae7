#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages stack like cards, with the stack effect (`StackTransformView`'s).
    ///
    /// ```swift
    /// StackPageView(cards) { card in CardView(card) }
    ///     .options(.layout(.perspective))
    ///     .pagePadding(.fractionalWidth(0.15))
    /// ```
    public struct StackPageView<ValueType: Identifiable, PageContent: View>: TransformPageViewProtocol {
        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates a pager with one page per item of `data`, with the default stack options.
        ///
        /// - Parameters:
        ///   - data: the items.
        ///   - selection: the current page's item; set it to go to another page (animated), and it
        ///     follows the user's scrolling.
        ///   - viewBuilder: builds the page of an item.
        public init(
            _ data: [ValueType],
            selection: Binding<ValueType.ID?>? = nil,
            @ViewBuilder viewBuilder: @escaping (ValueType) -> PageContent
        ) {
            configuration = PageViewConfiguration(
                data: data, selection: selection, effect: StackEffect(), buildsWithProgress: false,
                pageBuilder: { value, _ in viewBuilder(value) })
        }

        /// The stack effect's options, such as `.layout(.vortex)`.
        public func options(_ options: StackTransformViewOptions) -> Self {
            modified { $0.effect = StackEffect(options: options) }
        }
    }
#endif
