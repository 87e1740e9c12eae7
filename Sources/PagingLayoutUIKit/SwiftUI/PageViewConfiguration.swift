#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Everything a page view (``TransformPageView``, ``ScalePageView``, ``StackPageView``,
    /// ``SnapshotPageView``, ``EffectPageView``) shows and how: its data, its page builder, its effect and the settings
    /// its modifiers make.
    ///
    /// You do not build one: the page views' initialisers and modifiers do.
    public struct PageViewConfiguration<ValueType: Identifiable, PageContent: View> {
        let data: [ValueType]
        let selection: Binding<ValueType.ID?>?
        let pageBuilder: (ValueType, CGFloat) -> PageContent
        /// Whether the page builder reads the progress, so pages are rebuilt on every scroll step.
        let buildsWithProgress: Bool
        /// The effect each page's hosting view gets: any ``PagingEffect`` (the prepared page views
        /// start with theirs); `nil` for none (``TransformPageView``'s pages move themselves).
        var effect: (any PagingEffect)? {
            didSet { preparedEffect = PreparedPageEffect(effect) }
        }
        /// ``effect`` sorted when it is set, for the pages' per-frame path.
        private(set) var preparedEffect: PreparedPageEffect
        var snapshotIdentifier: ((_ index: Int, _ view: UIView?) -> String)?
        var canReuseSnapshot: ((_ snapshotContainer: SnapshotContainerView, _ view: UIView?) -> Bool)?
        var numberOfVisibleItems: Int?
        var zPosition: ((_ progress: CGFloat) -> Int)?
        var onTapPage: ((ValueType.ID) -> Void)?
        var pagePadding = PagePadding.zero
        var animator: (any ViewAnimator)?
        var scrollsToSelectedPage = true
        var scrollDirection: UICollectionView.ScrollDirection = .horizontal
        var pageLength: CGFloat?
        var pageSpacing: CGFloat = 0
        var contentPadding = ContentPadding()
        var pageAlignment: PageAlignment = .center
        var loops = false
        var hidesCellWhenNotLoaded = false
        /// Settings for the underlying collection view, in the order the modifiers were applied.
        var collectionViewSettings: [(UICollectionView) -> Void] = []

        init(
            data: [ValueType], selection: Binding<ValueType.ID?>?, effect: (any PagingEffect)?, buildsWithProgress: Bool,
            pageBuilder: @escaping (ValueType, CGFloat) -> PageContent
        ) {
            self.data = data
            self.selection = selection
            self.effect = effect
            preparedEffect = PreparedPageEffect(effect)
            self.buildsWithProgress = buildsWithProgress
            self.pageBuilder = pageBuilder
        }
    }
#endif
