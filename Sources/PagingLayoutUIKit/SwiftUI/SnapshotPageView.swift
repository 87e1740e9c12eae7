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
    public struct SnapshotPageView<ValueType: Identifiable, PageContent: View>: PreparedEffectPageView {
        /// The snapshot effect; `options(_:)` takes its options.
        public typealias Effect = SnapshotEffect

        /// The page view's data and settings.
        public var configuration: PageViewConfiguration<ValueType, PageContent>

        /// Creates the page view with `configuration`, another page view's data and settings.
        public init(configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
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
