#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A pager whose pages break into pieces as they leave, with the snapshot effect
    /// (`SnapshotTransformView`'s).
    ///
    /// ```swift
    /// SnapshotPageView(articles, selection: $current) { article in ArticleView(article) }
    ///     .options(.layout(.bars))
    /// ```
    ///
    /// Each page is captured once and the capture reused while its identifier (by default the
    /// item's `id`, followed by the scroll offset of a scroll view it shows) and size stay the same.
    public struct SnapshotPageView<ValueType: Identifiable, PageContent: View>: TransformPageViewProtocol {
        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates a pager with one page per item of `data`, with the default snapshot options.
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
                data: data, selection: selection, effect: SnapshotEffect(),
                buildsWithProgress: false, pageBuilder: { value, _ in viewBuilder(value) })
        }

        /// The snapshot effect's options, such as `.layout(.puzzle)`.
        public func options(_ options: SnapshotTransformViewOptions) -> Self {
            modified { $0.effect = SnapshotEffect(options: options) }
        }

        /// Names what a page shows, so its capture is reused while the name stays the same and a
        /// new capture is made when it changes.
        ///
        /// - Parameter snapshotIdentifier: gets the page's index and the `UIView` hosting its content.
        public func snapshotIdentifier(_ snapshotIdentifier: @escaping (_ index: Int, _ view: UIView?) -> String) -> Self {
            modified { $0.snapshotIdentifier = snapshotIdentifier }
        }

        /// Decides whether a page's existing capture (with the same identifier) can be shown again;
        /// by default when the page's size has not changed.
        ///
        /// - Parameter canReuseSnapshot: gets the capture's container and the `UIView` hosting the
        ///   page's content.
        public func canReuseSnapshot(
            _ canReuseSnapshot: @escaping (_ snapshotContainer: SnapshotContainerView, _ view: UIView?) -> Bool
        ) -> Self {
            modified { $0.canReuseSnapshot = canReuseSnapshot }
        }
    }
#endif
