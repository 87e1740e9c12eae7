#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages scale, slide and turn with the scale effect (`ScaleTransformView`'s).
    ///
    /// ```swift
    /// ScalePageView(photos) { photo in PhotoView(photo) }
    ///     .options(.layout(.coverFlow))
    ///     .pagePadding(vertical: .absolute(100), horizontal: .absolute(80))
    /// ```
    public struct ScalePageView<ValueType: Identifiable, PageContent: View>: TransformPageViewProtocol {
        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates a pager with one page per item of `data`, with the default scale options.
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
                data: data, selection: selection, effect: ScaleEffect(), buildsWithProgress: false,
                pageBuilder: { value, _ in viewBuilder(value) })
        }

        /// The scale effect's options, such as `.layout(.coverFlow)`.
        public func options(_ options: ScaleTransformViewOptions) -> Self {
            modified { $0.effect = ScaleEffect(options: options) }
        }
    }
#endif
