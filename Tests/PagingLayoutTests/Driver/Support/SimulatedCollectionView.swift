import Foundation

@testable import PagingLayout

/// A collection view as UIKit documents it, for driving a ``PagingLayoutDriver`` on Linux.
///
/// - Offsets are rounded to the pixel grid (`pixelScale` pixels per point), as `UIScrollView`
///   rounds `contentOffset`; a change of offset is a bounds change, which invalidates the layout
///   (the layout answers `true` to `shouldInvalidateLayout(forBoundsChange:)`).
/// - A layout pass (`layoutIfNeeded()`) calls the layout in UIKit's order: `prepare()`, the content
///   size, the attributes in the visible rect; then cells are created for new attributes (unless
///   they are late or never load), removed when their attributes leave the rect, and given their
///   new frames — after `prepare()`, as UIKit applies attributes.
/// - Invalidation contexts: `reloadData()` invalidates everything, batch updates the data source
///   counts, an offset or size change neither.
/// - `schedule(_:)` is the main queue: work runs when the test calls `runMainQueue()`.
@MainActor
final class SimulatedCollectionView: PagingLayoutHost {
    /// One cell on screen.
    struct Cell {
        var frame: CGRect
        let isTransformable: Bool
        /// The size the cell had when it was last transformed, and the progress it got.
        var transformedSize: CGSize?
        var progress: CGFloat?
    }

    let driver: PagingLayoutDriver
    let pixelScale: CGFloat
    private(set) var bounds: CGRect
    var data: [Int]
    var cellsAreTransformable = true
    /// Cells that appear only after this many more layout passes.
    var lateCells: [ItemIndexPath: Int] = [:]
    /// Cells that never load.
    var missingCells: Set<ItemIndexPath> = []
    var isTrackingOrDecelerating = false
    /// The user drags (a scroll view's `isDragging`, when it does not page by itself).
    var isDragging = false
    /// Lays out from inside `setContentOffset(_:)`, as an app calling `layoutIfNeeded()` from the
    /// scroll view's synchronous `scrollViewDidScroll(_:)` does.
    var laysOutInsideOffsetWrites = false
    /// What a cell's effect leaves on the cell itself at a progress (its transform and alpha);
    /// `nil`: the effect moves a view inside the cell.
    var cellOwnAppearance: ((CGFloat) -> (transform: Transform3D, alpha: CGFloat))?
    var effectiveLayoutDirection: LayoutDirection = .leftToRight
    var adjustedContentInsets = ScrollInsets()
    /// What a transformable cell's effect does to its view at a progress (the identity by default):
    /// what the hit test sees of the cell.
    var cellTransform: (CGFloat) -> Transform3D = { _ in .identity }
    /// The part of each cell that takes touches, in the cell's coordinates; `nil` for all of it.
    var selectableRegion: CGRect?
    /// Whether the host schedules the driver's event deliveries itself (as the UIKit host does with
    /// a work item made once), counting them in ``eventDeliveryRequests``, instead of being handed
    /// a closure through `schedule(_:)`; the test then delivers with the driver's
    /// `deliverDeferredEvents()`.
    var schedulesEventDelivery = false
    /// How many deliveries the driver asked for through `scheduleEventDelivery()`.
    private(set) var eventDeliveryRequests = 0

    private(set) var cells: [ItemIndexPath: Cell] = [:]
    private(set) var contentSizeSeen: CGSize = .zero
    /// How many times each item's cell was created.
    private(set) var creations: [ItemIndexPath: Int] = [:]
    private(set) var layoutPassCount = 0
    /// How many times the driver asked for a page's view as the hit test sees it.
    private(set) var sceneItemQueries = 0
    /// Layout passes begun while another ran (a listener re-entering layout).
    private(set) var reentrantLayoutCount = 0
    private(set) var batchUpdateCount = 0
    private var mainQueue: [@MainActor () -> Void] = []
    private var needsLayout = true
    private var isLayingOut = false

    init(driver: PagingLayoutDriver, size: CGSize, items: [Int], pixelScale: CGFloat = 3) {
        self.driver = driver
        self.bounds = CGRect(origin: .zero, size: size)
        self.data = items
        self.pixelScale = pixelScale
        driver.host = self
    }

    // MARK: - PagingLayoutHost

    var viewportSize: CGSize { bounds.size }
    var contentOffset: CGPoint { bounds.origin }

    func setContentOffset(_ offset: CGPoint) {
        let rounded = CGPoint(x: pixelRounded(offset.x), y: pixelRounded(offset.y))
        guard rounded != bounds.origin else { return }
        bounds.origin = rounded
        invalidate(everything: false, counts: false)
        if laysOutInsideOffsetWrites { layoutIfNeeded() }
    }

    func itemCounts() -> [Int] { data }

    func loadedCell(at indexPath: ItemIndexPath) -> HostedCell? {
        cells[indexPath].map { cell in
            let own = cell.progress.flatMap { cellOwnAppearance?($0) } ?? (.identity, 1)
            return HostedCell(
                isTransformable: cell.isTransformable, size: cell.frame.size, transform: own.transform, alpha: own.alpha)
        }
    }

    func transformCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext) -> Int? {
        guard let cell = cells[indexPath], cell.isTransformable else { return nil }
        cells[indexPath]?.transformedSize = cell.frame.size
        cells[indexPath]?.progress = progress
        return PagingEngine.defaultZPosition(progress: progress)
    }

    func sceneItem(at indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zPosition: Int) -> SceneItem? {
        sceneItemQueries += 1
        guard let cell = cells[indexPath] else { return nil }
        // The view as it shows now: moved by its last transform (a side-by-side cell has none).
        let attributes = EffectAttributes(
            zPosition: zPosition, transform: cell.progress.map(cellTransform) ?? .identity)
        return SceneItem(
            indexPath: indexPath, flatIndex: flatIndex, progress: progress,
            frame: cell.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY), attributes: attributes,
            selectableRegion: selectableRegion)
    }

    func invalidateLayout() {
        invalidate(everything: false, counts: false)
    }

    func schedule(_ work: @escaping @MainActor () -> Void) {
        mainQueue.append(work)
    }

    func scheduleEventDelivery() -> Bool {
        guard schedulesEventDelivery else { return false }
        eventDeliveryRequests += 1
        return true
    }

    func performBatchUpdates(_ updates: @escaping @MainActor () -> Void) {
        batchUpdateCount += 1
        updates()
        invalidate(everything: false, counts: true)
        layoutIfNeeded()
    }

    // MARK: - What apps and UIKit do

    func reloadData() {
        invalidate(everything: true, counts: false)
    }

    /// A rotation or resize: the bounds get a new size at the same origin.
    func resize(to size: CGSize) {
        bounds.size = size
        invalidate(everything: false, counts: false)
    }

    /// A layout pass if one is needed, in UIKit's order.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        if isLayingOut { reentrantLayoutCount += 1 }
        isLayingOut = true
        defer { isLayingOut = false }
        needsLayout = false
        layoutPassCount += 1
        driver.prepare()
        contentSizeSeen = driver.contentSize
        let visible = driver.attributes(in: bounds)
        let shown = Set(visible.map(\.indexPath))
        cells = cells.filter { shown.contains($0.key) }
        for attributes in visible {
            if cells[attributes.indexPath] == nil {
                guard loads(attributes.indexPath) else { continue }
                creations[attributes.indexPath, default: 0] += 1
                cells[attributes.indexPath] = Cell(frame: attributes.frame, isTransformable: cellsAreTransformable)
            }
            cells[attributes.indexPath]?.frame = attributes.frame
        }
    }

    /// Whether a layout pass or main-queue work is waiting.
    var needsLayoutOrWork: Bool { needsLayout || !mainQueue.isEmpty }

    /// Runs the work queued on the main queue, including work queued while it runs.
    func runMainQueue() {
        while !mainQueue.isEmpty {
            mainQueue.removeFirst()()
        }
    }

    /// A user's drag to `offset`: the finger moves the content, UIKit lays out.
    func userScroll(to offset: CGPoint) {
        setContentOffset(offset)
        layoutIfNeeded()
        runMainQueue()
    }

    private func loads(_ indexPath: ItemIndexPath) -> Bool {
        if missingCells.contains(indexPath) { return false }
        if let passes = lateCells[indexPath], passes > 0 {
            lateCells[indexPath] = passes - 1
            return false
        }
        return true
    }

    private func invalidate(everything: Bool, counts: Bool) {
        driver.invalidate(everything: everything, dataSourceCounts: counts)
        needsLayout = true
    }

    private func pixelRounded(_ value: CGFloat) -> CGFloat {
        (value * pixelScale).rounded() / pixelScale
    }
}
