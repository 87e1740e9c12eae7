#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages you transform yourself: the page builder gets each page's progress
    /// (0 centred, ±1 one page away) and returns the page with the effects you like.
    ///
    /// ```swift
    /// TransformPageView(cards, selection: $selected) { card, progress in
    ///     CardView(card)
    ///         .scaleEffect(1 - abs(progress) * 0.3)
    ///         .opacity(1 - Double(abs(progress)) * 0.5)
    /// }
    /// .pagePadding(vertical: .absolute(80), horizontal: .fractionalWidth(0.15))
    /// ```
    public struct TransformPageView<ValueType: Identifiable, PageContent: View>: TransformPageViewProtocol {
        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates a pager with one page per item of `data`.
        ///
        /// - Parameters:
        ///   - data: the items.
        ///   - selection: the current page's item; set it to go to another page (animated), and it
        ///     follows the user's scrolling.
        ///   - viewBuilder: builds the page of an item at a progress.
        public init(
            _ data: [ValueType],
            selection: Binding<ValueType.ID?>? = nil,
            @ViewBuilder viewBuilder: @escaping (ValueType, CGFloat) -> PageContent
        ) {
            configuration = PageViewConfiguration(
                data: data, selection: selection, effect: nil, buildsWithProgress: true, pageBuilder: viewBuilder)
        }
    }
#endif
