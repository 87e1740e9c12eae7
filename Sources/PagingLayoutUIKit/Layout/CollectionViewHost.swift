#if canImport(UIKit)
    import UIKit

    /// A `UICollectionView` as the ``PagingLayoutDriver`` sees it: everything the driver reads and
    /// writes.
    @MainActor
    final class CollectionViewHost: PagingLayoutHost {
        private(set) weak var collectionView: UICollectionView?
        /// The layout the host serves, set once by the layout after its initialiser.
        weak var layout: CollectionViewPagingLayout?

        /// Whether a transformed cell's layer gets the z position its page asks for: the layout's
        /// ``ZPositionHandler/setsCellLayer``, kept here so that a page's transform does not read
        /// the layout.
        var setsCellZPosition = true

        /// Runs the second round of transforms of a pass; see ``transformCellsAfterLayout()``.
        private lazy var followUpView: CellLayoutFollowUpView = {
            let view = CellLayoutFollowUpView()
            view.onLayout = { [weak self] in self?.layout?.cellsDidLayOut() }
            return view
        }()

        /// Follows `collectionView` (the layout's current one); returns whether it is another one
        /// than the host followed.
        @discardableResult
        func attach(to collectionView: UICollectionView?) -> Bool {
            // The same one on every pass but the first after a change: nothing is written then.
            guard collectionView !== self.collectionView else { return false }
            detach()
            self.collectionView = collectionView
            return true
        }

        /// Takes what the host put on the collection view off it, and forgets its cells.
        func detach() {
            if followUpView.superview != nil { followUpView.removeFromSuperview() }
            pageCells.removeAll()
            passCells.removeAll()
        }

        // MARK: - Cells

        /// Puts an ``EffectViewResizeObserver`` in the cell's effect view — when the cell names one
        /// that is neither the cell nor its content view, which resize with the cell, and has none yet.
        private func observeEffectView(of page: any TransformableView, in cell: UICollectionViewCell) {
            guard let view = Self.effectView(of: page), view !== cell, view !== cell.contentView,
                EffectViewResizeObserver.installed(in: view) == nil
            else { return }
            let observer = EffectViewResizeObserver(observing: view)
            observer.onResize = { [weak self] in self?.layout?.cellContentDidResize() }
        }

        /// The view a page's prepared effect (or `EffectTransformView`) moves, when it is a `UIView`.
        private static func effectView(of page: any TransformableView) -> UIView? {
            if let scale = page as? any ScaleTransformView { return scale.scalableView as? UIView }
            if let stack = page as? any StackTransformView { return stack.cardView as? UIView }
            if let snapshot = page as? any SnapshotTransformView { return snapshot.targetView as? UIView }
            if let effect = page as? any EffectTransformView { return effect.effectTarget as? UIView }
            return nil
        }

        /// A cell as it was first seen at an index path: its role (whether, and as what, it is
        /// transformable) is worked out once, not on every pass. A class, so a lookup copies a
        /// reference; a transformable cell's is a ``TransformablePageCell``, which calls the cell
        /// through its own type (no existential copied per call).
        @MainActor
        class PageCell {
            let cell: UICollectionViewCell
            /// The cell's layer, read once: a view keeps its layer for life, and each read of `layer`
            /// is a call that retains it.
            let layer: CALayer
            /// The index path in UIKit's type, made once (making one allocates).
            let indexPath: IndexPath
            /// The index path in the driver's type, compared with the pass's page at the cell's position.
            let item: ItemIndexPath
            /// Whether the cell is a `TransformableView`.
            let isTransformable: Bool

            init(cell: UICollectionViewCell, indexPath: IndexPath, isTransformable: Bool = false) {
                self.cell = cell
                layer = cell.layer
                self.indexPath = indexPath
                item = ItemIndexPath(indexPath)
                self.isTransformable = isTransformable
            }

            /// The cell as a transformable page; `nil` for a cell laid out side by side.
            var transformable: (any TransformableView)? { nil }

            /// Transforms the cell for `progress` and returns the z position it asks for; `nil` for a
            /// cell that is not transformable.
            func transform(progress: CGFloat, in context: EffectContext) -> Int? { nil }

            /// The role of `cell`, worked out once (the one dynamic cast).
            static func resolving(_ cell: UICollectionViewCell, at indexPath: IndexPath) -> PageCell {
                guard let transformable = cell as? any TransformableView else {
                    return PageCell(cell: cell, indexPath: indexPath)
                }
                return making(transformable, cell: cell, indexPath: indexPath)
            }

            /// The role of a transformable cell, with the existential opened to the cell's type.
            private static func making<Opened: TransformableView>(
                _ page: Opened, cell: UICollectionViewCell, indexPath: IndexPath
            ) -> PageCell {
                TransformablePageCell<Opened>(page: page, cell: cell, indexPath: indexPath)
            }
        }

        /// A transformable cell's role, generic over the cell's own type.
        @MainActor
        final class TransformablePageCell<Page: TransformableView>: PageCell {
            let page: Page

            init(page: Page, cell: UICollectionViewCell, indexPath: IndexPath) {
                self.page = page
                super.init(cell: cell, indexPath: indexPath, isTransformable: true)
            }

            override var transformable: (any TransformableView)? { page }

            override func transform(progress: CGFloat, in context: EffectContext) -> Int? {
                page.transform(progress: progress, in: context)
                return page.zPosition(progress: progress)
            }
        }

        /// The cells last seen at the laid-out index paths. An entry is replaced when UIKit shows
        /// another cell at its index path (a cell reused for another item is seen anew).
        // Unchecked: looked up once per page per frame, never while the table is being changed (the
        // lookups and updates run no app code), so the run-time exclusivity check would find nothing.
        @exclusivity(unchecked) private var pageCells = ItemIndexPathTable<PageCell>()
        /// The size at which ``pageCells`` is next cleared of cells that have moved on.
        private var pageCellsPruneCount = 32

        /// The loaded cell at `indexPath` and its role, worked out when the cell is first seen there.
        private func pageCell(at indexPath: ItemIndexPath) -> PageCell? {
            guard let collectionView else { return nil }
            return pageCell(at: indexPath, in: collectionView)
        }

        /// ``pageCell(at:)`` in `collectionView`, the host's.
        private func pageCell(at indexPath: ItemIndexPath, in collectionView: UICollectionView) -> PageCell? {
            let known = pageCells[indexPath]
            let uikitIndexPath = known?.indexPath ?? IndexPath(indexPath)
            guard let cell = collectionView.cellForItem(at: uikitIndexPath) else { return nil }
            if let known, known.cell === cell { return known }
            let page = PageCell.resolving(cell, at: uikitIndexPath)
            if let transformable = page.transformable {
                observeEffectView(of: transformable, in: cell)
            }
            if pageCells.count >= pageCellsPruneCount {
                // Entries of index paths that left the pages, or whose cells went elsewhere.
                pageCells.filter { _, page in collectionView.cellForItem(at: page.indexPath) === page.cell }
                pageCellsPruneCount = max(32, pageCells.count * 2)
            }
            pageCells[indexPath] = page
            return page
        }

        // MARK: - PagingLayoutHost

        var viewportSize: CGSize { collectionView?.bounds.size ?? .zero }

        var contentOffset: CGPoint { collectionView?.contentOffset ?? .zero }

        /// Moves the collection view to `offset`. A deceleration in progress heads for an offset
        /// worked out before the layout moved the pages (a rotation, a reload), and an app's
        /// `setContentOffset(_:animated: true)` for its own: both stop here, as
        /// `setContentOffset(_:animated:)` stops scrolling, instead of carrying the view past the
        /// layout's page (UIKit has no property that tells an animated scroll runs). Only under the
        /// user's finger is the offset set without stopping anything.
        func setContentOffset(_ offset: CGPoint) {
            guard let collectionView else { return }
            if collectionView.isTracking {
                collectionView.contentOffset = offset
            } else {
                collectionView.setContentOffset(offset, animated: false)
            }
        }

        var adjustedContentInsets: ScrollInsets {
            // Not `Optional.map`: its closure, called from a function that is not the main actor's,
            // checks its executor on every call.
            guard let collectionView else { return ScrollInsets() }
            return Self.insets(of: collectionView)
        }

        var effectiveLayoutDirection: LayoutDirection {
            guard let collectionView else { return .leftToRight }
            return Self.layoutDirection(of: collectionView)
        }

        /// The user drags and the release is the layout's to settle: with `isPagingEnabled` UIKit
        /// settles the drag itself and the driver only follows the offsets.
        var isDragging: Bool {
            guard let collectionView else { return false }
            return Self.isDragging(collectionView)
        }

        var isDecelerating: Bool { collectionView?.isDecelerating ?? false }

        var isTrackingOrDecelerating: Bool {
            guard let collectionView else { return false }
            return Self.isTrackingOrDecelerating(collectionView)
        }

        /// The collection view is found once (a weak load) for the five readings.
        func passReadings(readingLayoutDirection: Bool) -> HostPassReadings {
            guard let collectionView else {
                return HostPassReadings(
                    viewportSize: .zero, contentOffset: .zero, layoutDirection: readingLayoutDirection ? .leftToRight : nil,
                    isDragging: false, isTrackingOrDecelerating: false)
            }
            return Self.readings(of: collectionView, readingLayoutDirection: readingLayoutDirection)
        }

        // The readings of the collection view as parameters of static functions: read off an
        // unwrapped weak reference instead, the collection view is retained and released around them.

        /// ``passReadings(readingLayoutDirection:)`` of `collectionView`.
        private static func readings(of collectionView: UICollectionView, readingLayoutDirection: Bool)
            -> HostPassReadings
        {
            HostPassReadings(
                viewportSize: collectionView.bounds.size, contentOffset: collectionView.contentOffset,
                layoutDirection: readingLayoutDirection ? layoutDirection(of: collectionView) : nil,
                isDragging: isDragging(collectionView), isTrackingOrDecelerating: isTrackingOrDecelerating(collectionView))
        }

        /// ``adjustedContentInsets`` of `collectionView`.
        private static func insets(of collectionView: UICollectionView) -> ScrollInsets {
            ScrollInsets(collectionView.adjustedContentInset)
        }

        /// ``effectiveLayoutDirection`` of `collectionView`.
        private static func layoutDirection(of collectionView: UICollectionView) -> LayoutDirection {
            collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// ``isDragging`` of `collectionView`.
        private static func isDragging(_ collectionView: UICollectionView) -> Bool {
            collectionView.isDragging && !collectionView.isPagingEnabled
        }

        /// ``isTrackingOrDecelerating`` of `collectionView`.
        private static func isTrackingOrDecelerating(_ collectionView: UICollectionView) -> Bool {
            collectionView.isTracking || collectionView.isDragging || collectionView.isDecelerating
        }

        func itemCounts() -> [Int] {
            guard let collectionView else { return [] }
            return (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        }

        func loadedCell(at indexPath: ItemIndexPath) -> HostedCell? {
            guard let page = pageCell(at: indexPath) else { return nil }
            let cell = page.cell
            return HostedCell(
                isTransformable: page.isTransformable, size: cell.bounds.size,
                transform: Transform3D(page.layer.transform), alpha: cell.alpha)
        }

        func transformCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext) -> Int? {
            guard let page = pageCell(at: indexPath), page.isTransformable else { return nil }
            return transform(page, progress: progress, context: context)
        }

        func transformLoadedCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext)
            -> CellTransformOutcome
        {
            var outcome = CellTransformOutcome.notLoaded
            transformLoadedCell(pageCell(at: indexPath), progress: progress, context: context, into: &outcome)
            return outcome
        }

        /// The cells of the last pass's pages, in the pass's order: a page's cell is found at its
        /// position and checked, with no lookup by index path. A position whose page changed (the
        /// pass moved on by a page) or whose cell UIKit replaced is refilled from ``pageCells``.
        // Unchecked: read and written once per page per pass, by this host alone, running no app code.
        @exclusivity(unchecked) private var passCells: [PageCell?] = []

        /// One walk over the pass's pages: the collection view is found once for the pass, and each
        /// page's cell at its position in the pass; each outcome is written in place.
        func transformLoadedCells(
            of items: [LayoutElement], context: (LayoutElement) -> EffectContext, into outcomes: inout [CellTransformOutcome]
        ) {
            guard let collectionView else {
                for position in items.indices { outcomes[position].kind = .notLoaded }
                return
            }
            if passCells.count != items.count {
                // The pass lays out another number of pages: its cells are found anew.
                passCells.removeAll(keepingCapacity: true)
                passCells.append(contentsOf: repeatElement(nil, count: items.count))
            }
            for position in items.indices {
                let item = items[position]
                let page = passCell(at: position, of: item.indexPath, in: collectionView)
                transformLoadedCell(page, progress: item.progress, context: context(item), into: &outcomes[position])
            }
        }

        /// The loaded cell of the pass's page at `position` (`indexPath`'s): the one kept at that
        /// position while UIKit still shows it for the page, else ``pageCell(at:in:)``'s.
        private func passCell(at position: Int, of indexPath: ItemIndexPath, in collectionView: UICollectionView)
            -> PageCell?
        {
            if let known = passCells[position], known.item == indexPath {
                guard let cell = collectionView.cellForItem(at: known.indexPath) else { return nil }
                if cell === known.cell { return known }
            }
            let page = pageCell(at: indexPath, in: collectionView)
            passCells[position] = page
            return page
        }

        /// Transforms `page`'s cell (when there is one and it is transformable) and reports it in
        /// `outcome`, field by field (no outcome is built and copied).
        private func transformLoadedCell(
            _ page: PageCell?, progress: CGFloat, context: EffectContext, into outcome: inout CellTransformOutcome
        ) {
            guard let page else {
                outcome.kind = .notLoaded
                return
            }
            guard page.isTransformable else {
                outcome.kind = .sideBySide
                return
            }
            report(transforming: page, progress: progress, context: context, into: &outcome)
        }

        /// Transforms a transformable page's cell and reports it in `outcome`. The role is a parameter
        /// here, not an unwrapped optional: the cell and its layer are read off it without being
        /// retained around each call.
        private func report(
            transforming page: PageCell, progress: CGFloat, context: EffectContext, into outcome: inout CellTransformOutcome
        ) {
            // The cell and its layer are read off the role each time, not held in locals across the
            // app's transform (which would retain and release them per page).
            outcome.size = page.cell.bounds.size
            outcome.zPosition = transform(page, progress: progress, context: context)
            outcome.transform = Transform3D(page.layer.transform)
            outcome.alpha = page.cell.alpha
            outcome.kind = .transformed
        }

        /// Transforms a transformable page's cell and writes its z position to the cell's layer (when
        /// the handler says so).
        private func transform(_ page: PageCell, progress: CGFloat, context: EffectContext) -> Int {
            let zPosition = page.transform(progress: progress, in: context) ?? 0
            // VoiceOver reaches the front page only, not the pages stacked under it (written on change).
            let isHiddenFromAccessibility = PagerAccessibility.isHidden(progress: progress)
            if page.cell.accessibilityElementsHidden != isHiddenFromAccessibility {
                page.cell.accessibilityElementsHidden = isHiddenFromAccessibility
            }
            if setsCellZPosition {
                let layerZPosition = CGFloat(zPosition)
                if page.layer.zPosition != layerZPosition { page.layer.zPosition = layerZPosition }
            }
            return zPosition
        }

        func sceneItem(at indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zPosition: Int) -> SceneItem? {
            guard let collectionView, let page = pageCell(at: indexPath) else { return nil }
            let cell = page.cell
            let view = page.transformable?.selectableView as? UIView ?? cell
            return SceneItem(
                view: view, in: collectionView, indexPath: indexPath, flatIndex: flatIndex, progress: progress,
                zPosition: zPosition)
        }

        func invalidateLayout() {
            layout?.invalidateLayout()
        }

        /// Marks the follow-up view as needing layout: UIKit lays it out after the collection view,
        /// in the same pass, once the cells have their new frames.
        func transformCellsAfterLayout() -> Bool {
            guard let collectionView else { return false }
            if followUpView.superview !== collectionView {
                collectionView.insertSubview(followUpView, at: 0)
            }
            followUpView.setNeedsLayout()
            return true
        }

        func schedule(_ work: @escaping @MainActor () -> Void) {
            DispatchQueue.main.async { work() }
        }

        /// The main queue, read once: on Linux every read of `DispatchQueue.main` makes a new wrapper.
        private let mainQueue = DispatchQueue.main

        /// The delivery of the driver's deferred events, made once: a dispatch block object may be
        /// submitted any number of times, so a page change makes no closure, block or wrapper.
        private lazy var eventDelivery: DispatchWorkItem = {
            let deliver: @MainActor () -> Void = { [weak self] in self?.layout?.driver.deliverDeferredEvents() }
            // Only ever submitted to the main queue, whose work runs on the main thread, the main
            // actor's: the isolation is dropped from the closure's type alone. (`MainActor.assumeIsolated`,
            // which would say so, needs iOS 17; a synchronous closure's isolation is not part of its
            // representation, so the cast changes nothing else.)
            return DispatchWorkItem(block: unsafeBitCast(deliver, to: (@Sendable () -> Void).self))
        }()

        /// Submits the delivery made once to the main queue.
        func scheduleEventDelivery() -> Bool {
            mainQueue.async(execute: eventDelivery)
            return true
        }

        func performBatchUpdates(_ updates: @escaping @MainActor () -> Void) {
            collectionView?.performBatchUpdates { updates() }
        }
    }
#endif
