import Foundation
import PagingLayout

/// The scroll view `paging-layout bench` runs a ``PagingLayoutDriver`` on: the driver's per-frame
/// work with what a collection view would add taken out.
///
/// Every laid-out page has a loaded, transformable cell of the page's size. Transforming a cell
/// either evaluates the effect into attributes the host keeps (``CellPath/into``), or transforms a
/// `ScaleTransformView` page with a ``LayerNode`` the way the UIKit host transforms its cells
/// (``CellPath/transformableView``: `transform(progress:in:)`, then `zPosition(progress:)`). Work
/// the driver schedules runs when ``runScheduledWork()`` is called, as the next turn of the run loop.
@MainActor
final class BenchHost: PagingLayoutHost {
    let viewportSize: CGSize
    private(set) var contentOffset: CGPoint = .zero
    let adjustedContentInsets = ScrollInsets()
    let effectiveLayoutDirection = LayoutDirection.leftToRight
    let isTrackingOrDecelerating = false
    private let counts: [Int]
    private let effect: ScaleEffect
    private let cellPath: CellPath
    private var attributes = EffectAttributes()
    private let page = BenchAdapterPaths.ScaleCard()
    private var scheduled: [@MainActor () -> Void] = []

    /// How a cell is transformed.
    enum CellPath {
        /// The effect evaluated into kept attributes.
        case into
        /// A `ScaleTransformView` page transformed as the UIKit host transforms its cells.
        case transformableView
    }

    init(viewportSize: CGSize, itemCounts: [Int], effect: ScaleEffect, cellPath: CellPath = .into) {
        self.viewportSize = viewportSize
        self.counts = itemCounts
        self.effect = effect
        self.cellPath = cellPath
    }

    /// Scrolls, as the user's finger or the app moves the scroll view.
    func scroll(to offset: CGPoint) { contentOffset = offset }

    func setContentOffset(_ offset: CGPoint) { contentOffset = offset }

    func itemCounts() -> [Int] { counts }

    func loadedCell(at indexPath: ItemIndexPath) -> HostedCell? {
        HostedCell(isTransformable: true, size: viewportSize)
    }

    func transformCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext) -> Int? {
        switch cellPath {
        case .into:
            effect.attributes(for: progress, in: context, into: &attributes)
            return attributes.zPosition
        case .transformableView:
            page.transform(progress: progress, in: context)
            return page.zPosition(progress: progress)
        }
    }

    func invalidateLayout() {}

    func schedule(_ work: @escaping @MainActor () -> Void) { scheduled.append(work) }

    func performBatchUpdates(_ updates: @escaping @MainActor () -> Void) { updates() }

    /// Runs the work scheduled so far, in order, keeping the queue's storage.
    func runScheduledWork() {
        var index = 0
        while index < scheduled.count {
            scheduled[index]()
            index += 1
        }
        scheduled.removeAll(keepingCapacity: true)
    }
}
