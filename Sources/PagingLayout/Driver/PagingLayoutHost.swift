import Foundation

/// What a ``PagingLayoutDriver`` reads from and writes to the scroll view it lays out: a
/// `UICollectionView` in the UIKit adapter, a simulated one in tests.
///
/// The driver calls it only on the main actor, from inside its own entry points (`prepare()`, the
/// layout queries, page changes, frames of its clock). Everything is in the scroll view's
/// coordinates (points), the way UIKit reports it.
///
/// ```swift
/// // A collection view as a host (the UIKit adapter's shape, abridged):
/// // viewportSize          -> collectionView.bounds.size
/// // contentOffset         -> collectionView.contentOffset (already on the pixel grid)
/// // setContentOffset(_:)  -> collectionView.contentOffset = offset
/// // itemCounts()          -> (0..<numberOfSections).map(numberOfItems(inSection:))
/// ```
@MainActor
package protocol PagingLayoutHost: AnyObject {
    /// The size of the scroll view's bounds, in points: the viewport every page fills.
    var viewportSize: CGSize { get }

    /// The scroll view's content offset, in points, as the scroll view reports it.
    ///
    /// A real scroll view keeps its offset on the device's pixel grid (multiples of 1/2 or 1/3 pt),
    /// so reading back an offset just written may give a slightly different value.
    var contentOffset: CGPoint { get }

    /// Moves the scroll view to `offset` (without animation). The host may round it to its pixel
    /// grid and invalidate the layout, as a scroll view's bounds change does.
    func setContentOffset(_ offset: CGPoint)

    /// The scroll view's adjusted content insets (safe area included), in points.
    var adjustedContentInsets: ScrollInsets { get }

    /// The reading direction the scroll view uses when the layout names none.
    var effectiveLayoutDirection: LayoutDirection { get }

    /// Whether the user drags the content and the driver settles the release
    /// (``PagingLayoutDriver/endDragging(velocity:proposedOffset:)``): a scroll view's
    /// `isDragging`, when it does not page by itself. ``PagingLayoutDriver/prepare()`` begins a drag
    /// when it sees one (`scrollViewWillBeginDragging` precedes the drag's first offset), so no
    /// gesture callback is needed. The default is `false`.
    var isDragging: Bool { get }

    /// Whether the scroll view moves on by itself after a finger left it (a scroll view's
    /// `isDecelerating`). A finger resting on it is not deceleration: taps are resolved while it
    /// tracks. The default is ``isTrackingOrDecelerating``, for hosts that cannot tell the two apart.
    var isDecelerating: Bool { get }

    /// Whether the user's finger is on the scroll view or the scroll view is decelerating after it
    /// left: the scroll view is moving by itself.
    var isTrackingOrDecelerating: Bool { get }

    /// The number of items in each section, as the data source reports them.
    func itemCounts() -> [Int]

    /// What ``PagingLayoutDriver/prepare()`` reads at the start of every pass, in one call:
    /// ``viewportSize``, ``contentOffset``, ``effectiveLayoutDirection`` (only when
    /// `readingLayoutDirection`: the layout may name its own), ``isDragging`` and
    /// ``isTrackingOrDecelerating``.
    ///
    /// The default implementation reads those properties. A host that finds its scroll view at a
    /// cost on every read implements it to find it once.
    func passReadings(readingLayoutDirection: Bool) -> HostPassReadings

    /// The cell the scroll view has loaded for `indexPath`; `nil` when it has none (yet).
    func loadedCell(at indexPath: ItemIndexPath) -> HostedCell?

    /// Applies `progress` to the loaded, transformable cell at `indexPath` and returns the z position
    /// it asks for; `nil` when the cell is not loaded or not transformable.
    ///
    /// - Parameters:
    ///   - indexPath: the page's section and item.
    ///   - progress: 0 for the centred page, ±1 one page away.
    ///   - context: the page's size, the viewport and the step, for the cell's effect.
    func transformCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext) -> Int?

    /// Transforms the loaded cell at `indexPath` for `progress`, as ``transformCell(at:progress:context:)``
    /// does, and reports it as ``loadedCell(at:)`` would before and after — in one call, which the
    /// driver makes for every laid-out page on every pass.
    ///
    /// The default implementation makes those three calls. A host that looks its cells up, or
    /// works out what they are, at a cost implements it to do that once.
    ///
    /// - Parameters:
    ///   - indexPath: the page's section and item.
    ///   - progress: 0 for the centred page, ±1 one page away.
    ///   - context: the page's size, the viewport and the step, for the cell's effect.
    func transformLoadedCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext)
        -> CellTransformOutcome

    /// Transforms the loaded cells of a pass's pages: for each of `items`, in order, what
    /// ``transformLoadedCell(at:progress:context:)`` does with the item's progress and
    /// `context(item)`, its outcome written over the entry of `outcomes` at the item's position —
    /// in one call per pass.
    ///
    /// The default implementation calls ``transformLoadedCell(at:progress:context:)`` for each item.
    /// A host whose per-call set-up costs (finding its scroll view) implements it to do that once,
    /// and writes each outcome's fields in place.
    ///
    /// - Parameters:
    ///   - items: the pass's pages, in the pass's order.
    ///   - context: the effect context of an item's page.
    ///   - outcomes: one entry per item, holding what an earlier pass left there; the host
    ///     overwrites every entry (``CellTransformOutcome/kind`` always, the other fields for a
    ///     transformed cell).
    func transformLoadedCells(
        of items: [LayoutElement], context: (LayoutElement) -> EffectContext, into outcomes: inout [CellTransformOutcome])

    /// The loaded cell at `indexPath` as the hit test sees it: the part that takes taps (its
    /// selectable view, or the whole cell), with its frame in viewport coordinates (origin at the
    /// scroll view's visible top left) and the transform, opacity and snapshot pieces it shows
    /// now; `nil` when the cell is not loaded. The default implementation returns `nil`: a host
    /// without it resolves no taps and routes no touches.
    ///
    /// - Parameters:
    ///   - indexPath: the page's section and item.
    ///   - flatIndex: the page's index across all sections.
    ///   - progress: the page's progress at the last pass.
    ///   - zPosition: the z position the driver orders the page by.
    func sceneItem(at indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zPosition: Int) -> SceneItem?

    /// Asks the scroll view to lay out again (`invalidateLayout()`); the next pass reads no new counts.
    func invalidateLayout()

    /// Arranges for ``PagingLayoutDriver/cellsDidLayOut()`` to be called later in the layout pass in
    /// progress — once the scroll view has applied the pass's attributes to its cells, created the
    /// cells of pages that had none and laid out their content — and returns whether it will be.
    ///
    /// ``PagingLayoutDriver/prepare()`` runs before the scroll view applies a pass's frames, so a
    /// cell that is created by the pass, or resized by it (a rotation), can only be transformed for
    /// its page after that. Called at most once per pass, only when such a cell exists. The
    /// default returns `false`: the driver transforms those cells on the next frame of its
    /// ``PagingLayoutDriver/frameSource`` instead, and they show untransformed for that frame.
    func transformCellsAfterLayout() -> Bool

    /// Runs `work` later on the main actor — after the layout pass in progress, never synchronously
    /// (`DispatchQueue.main.async` on iOS).
    func schedule(_ work: @escaping @MainActor () -> Void)

    /// Arranges for ``PagingLayoutDriver/deliverDeferredEvents()`` to be called later on the main
    /// actor, as ``schedule(_:)`` would run it, and returns whether it will be. The driver calls it
    /// when it queues the first event of a pass for the next turn of the run loop (a page change,
    /// a scroll state).
    ///
    /// A host that can schedule the same work again without making anything (a `DispatchWorkItem`
    /// made once) implements it, so that a page change allocates nothing. The default returns
    /// `false`: the driver hands ``schedule(_:)`` a delivery closure it made once.
    func scheduleEventDelivery() -> Bool

    /// Runs `updates` inside the scroll view's batch updates (`performBatchUpdates(_:)`).
    func performBatchUpdates(_ updates: @escaping @MainActor () -> Void)
}

extension PagingLayoutHost {
    /// `false`: the host reports drags with ``PagingLayoutDriver/beginDragging()`` itself.
    public var isDragging: Bool { false }

    /// ``isTrackingOrDecelerating``: a host that cannot tell a resting finger from deceleration
    /// refuses taps while either lasts.
    public var isDecelerating: Bool { isTrackingOrDecelerating }

    /// The properties read one by one.
    public func passReadings(readingLayoutDirection: Bool) -> HostPassReadings {
        HostPassReadings(
            viewportSize: viewportSize, contentOffset: contentOffset,
            layoutDirection: readingLayoutDirection ? effectiveLayoutDirection : nil, isDragging: isDragging,
            isTrackingOrDecelerating: isTrackingOrDecelerating)
    }

    /// ``loadedCell(at:)``, then ``transformCell(at:progress:context:)`` for a transformable cell,
    /// then ``loadedCell(at:)`` again for the cell's own transform and alpha after it.
    public func transformLoadedCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext)
        -> CellTransformOutcome
    {
        guard let cell = loadedCell(at: indexPath) else { return .notLoaded }
        guard cell.isTransformable else { return .sideBySide }
        let zPosition = transformCell(at: indexPath, progress: progress, context: context)
        let after = loadedCell(at: indexPath) ?? cell
        return CellTransformOutcome(
            kind: .transformed, size: cell.size, zPosition: zPosition, transform: after.transform, alpha: after.alpha)
    }

    /// ``transformLoadedCell(at:progress:context:)`` for each item, in order, written at its position.
    public func transformLoadedCells(
        of items: [LayoutElement], context: (LayoutElement) -> EffectContext, into outcomes: inout [CellTransformOutcome]
    ) {
        for position in items.indices {
            let item = items[position]
            outcomes[position] = transformLoadedCell(at: item.indexPath, progress: item.progress, context: context(item))
        }
    }

    /// `false`: cells a pass creates or resizes are transformed on the driver's next frame.
    public func transformCellsAfterLayout() -> Bool { false }

    /// `false`: the driver schedules its event deliveries with ``schedule(_:)``.
    public func scheduleEventDelivery() -> Bool { false }

    /// `nil`: the host shows the hit test no cells, so taps select nothing and touches are not
    /// routed (cells keep UIKit's own hit testing).
    public func sceneItem(at indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zPosition: Int) -> SceneItem? {
        nil
    }
}
