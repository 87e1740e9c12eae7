#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages move with any ``PagingEffect``: a peer's catalogue effect, one from an
    /// ``EffectRegistry``, a ``ComposedEffect`` or your own.
    ///
    /// ```swift
    /// EffectPageView(photos, effect: ICarouselEffect(options: .coverFlow)) { photo in PhotoView(photo) }
    ///     .pagePadding(horizontal: .fractionalWidth(0.2))
    /// ```
    public struct EffectPageView<ValueType: Identifiable, PageContent: View>: TransformPageViewProtocol {
        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates a pager with one page per item of `data`, moved by `effect`.
        ///
        /// - Parameters:
        ///   - data: the items.
        ///   - selection: the current page's item; set it to go to another page (animated), and it
        ///     follows the user's scrolling.
        ///   - effect: the effect every page gets; its z position orders the pages.
        ///   - viewBuilder: builds the page of an item.
        public init(
            _ data: [ValueType],
            selection: Binding<ValueType.ID?>? = nil,
            effect: any PagingEffect,
            @ViewBuilder viewBuilder: @escaping (ValueType) -> PageContent
        ) {
            configuration = PageViewConfiguration(
                data: data, selection: selection, effect: effect, buildsWithProgress: false,
                pageBuilder: { value, _ in viewBuilder(value) })
        }
    }
#endif
