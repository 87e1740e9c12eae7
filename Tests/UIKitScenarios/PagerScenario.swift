import PagingLayoutUIKit
import UIKit

/// The cells a pager scenario shows.
public enum ScenarioCellKind: Sendable {
    case scale, stack, snapshot, wholeCellEffect
    /// The scale effect on the cell's content view (a cell whose content has no single card view).
    case contentViewEffect
}

/// How a pager scenario's app is set up.
public struct PagerScenarioOptions: Sendable {
    public var cells: ScenarioCellKind = .scale
    public var itemCount = 6
    public var numberOfVisibleItems: Int? = 3
    public var isPagingEnabled = true
    public var resolvesTaps = false
    public var allowsMultipleSelection = false
    /// The app's delegate answers `collectionView(_:shouldSelectItemAt:)` with `false`.
    public var refusesSelection = false
    public var windowSize = CGSize(width: 390, height: 844)
    public var safeArea = UIEdgeInsetsValue()
    /// The app calls `layoutIfNeeded()` from `scrollViewDidScroll(_:)` (a common way to keep views in step).
    public var laysOutInDidScroll = false
    public var zPositionHandler: ZPositionHandlerChoice = .both
    /// The layout's page length, spacing and content padding (`nil`, 0, none: full-view pages).
    public var pageLength: CGFloat?
    public var spacing: CGFloat = 0
    public var contentPadding = ContentPadding()
    /// The collection view reads right to left (`semanticContentAttribute = .forceRightToLeft`).
    public var isRightToLeft = false
    /// The collection view keeps the layout's attributes objects without copying them (UIKit: they
    /// "may be copied"; the stand-in copies by default).
    public var keepsLayoutAttributesUncopied = false
    /// How the collection view talks to its layout where UIKit's documentation leaves a choice.
    public var layoutChoices = LayoutChoiceVariant.standInDefaults
    /// The app calls `collectionView.collectionViewLayout.invalidateLayout()` from `scrollViewDidScroll(_:)`.
    public var invalidatesLayoutInDidScroll = false
    /// The app reloads the collection view when the layout tells it the current page changed.
    public var reloadsOnPageChange = false
    /// The pages scroll vertically (the layout's `scrollDirection = .vertical`); drags go up and down.
    public var isVertical = false
    /// The app's own `contentInset` and `contentInsetAdjustmentBehavior` for the collection view.
    public var contentInset = UIEdgeInsetsValue()
    public var insetAdjustment: InsetAdjustmentChoice = .automatic
    /// The items in sections of these sizes, numbered on across them (`nil`: one section of `itemCount`).
    public var sectionSizes: [Int]?
    /// The page the app asks for in `viewDidLoad` (`setCurrentPage(_:)`, animated as by default), restoring its state.
    public var pageSetInViewDidLoad: Int?
    /// The horizontal content offset the app sets in `viewDidLoad`, restoring its state.
    public var offsetSetInViewDidLoad: CGFloat?
    /// The app lays the collection view out in `viewDidLoad` (`layoutIfNeeded()`), after setting its
    /// offset, before the view has the window's size.
    public var laysOutInViewDidLoad = false
    /// The app's cells put their card back to the identity transform and full alpha in `prepareForReuse()`.
    public var cellsResetOnReuse = false
    /// The app feeds the collection view through a `UICollectionViewDiffableDataSource` (sections and
    /// items identified by their numbers), applying its first snapshot in `viewDidLoad`.
    public var usesDiffableDataSource = false
    /// The app loads more pages as the pager nears its end (an endless feed): when the layout
    /// reports a page within two of the last, it appends three items and applies the snapshot
    /// (with ``usesDiffableDataSource``) or inserts them in batch updates, from inside the callback.
    public var appendsNearTheEnd = false
    /// The app keeps the pager at or before this page from `scrollViewDidScroll(_:)`: once the
    /// offset goes past the page's, it calls `setCurrentPage(_:animated: false)` with it.
    public var pageLimitInDidScroll: Int?
    /// The app reads the layout's `currentPage` in every `scrollViewDidScroll(_:)` and keeps what it
    /// read (``PagerScenario/pagesReadInDidScroll``). Off by default, so that the frame bench's app
    /// does no work of its own there.
    public var readsPageInDidScroll = false
    public init() {}
}

/// `CollectionViewPagingLayout.ZPositionHandler`, named without UIKit.
public enum ZPositionHandlerChoice: Sendable { case cellLayer, layoutAttribute, both }

/// `UIScrollView.ContentInsetAdjustmentBehavior`, named without UIKit.
public enum InsetAdjustmentChoice: Sendable { case automatic, never, always }

/// Insets as plain values (top, left, bottom, right).
public struct UIEdgeInsetsValue: Sendable, Equatable {
    public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    var insets: UIEdgeInsets { UIEdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

/// One page on screen, as the stand-in shows it.
public struct ShownPage: Sendable, Equatable {
    /// The item the cell shows (its card's identifier: the number the item was made with, its index
    /// until the app deletes or inserts items before it), and the item UIKit has it at, counted on
    /// across sections (its page: the items of the sections before its own plus its item).
    public var shownItem: Int
    public var item: Int
    /// The transform on the effect's target (the card, or the cell for whole-cell effects).
    public var targetTransform: Transform3D
    /// The alpha of the effect's target.
    public var targetAlpha: CGFloat
    /// The cell's own layer transform and alpha (what UIKit applied from the attributes, or the effect).
    public var cellTransform: Transform3D
    public var cellAlpha: CGFloat
    /// The cell's layer z position.
    public var cellZPosition: CGFloat
    /// The cell's centre in the collection view's content (what UIKit applied from the attributes).
    public var cellCenter: CGPoint
    /// The size of the effect's target.
    public var targetSize: CGSize
    /// The pieces showing in place of the target (snapshot effect); `nil` without a snapshot.
    public var snapshotContent: [String]?
}

/// An app with one screen: a view controller whose collection view has a `CollectionViewPagingLayout`,
/// in a window on the stand-in's screen. Everything it reports is a plain value.
@MainActor
public final class PagerScenario: EndableScenario {
    let window: UIWindow
    private(set) var controller: PagerViewController?
    /// The callbacks the app heard, in order ("layout.didChangeCurrentPage 2", "collectionView.didSelect 3", …).
    public var log: [String] { controller?.log ?? [] }
    private weak var weakLayout: CollectionViewPagingLayout?
    private weak var weakCollectionView: UICollectionView?

    /// The app, showing the scenario's cells of `options.cells`, or the app's own `clientCellClass`
    /// (each showing "item N" as its content view's content).
    public init(_ options: PagerScenarioOptions = PagerScenarioOptions(), clientCellClass: UICollectionViewCell.Type? = nil) {
        window = UIWindow(frame: CGRect(origin: .zero, size: options.windowSize))
        window.windowSafeArea = options.safeArea.insets
        let controller = PagerViewController(options: options, clientCellClass: clientCellClass)
        self.controller = controller
        weakLayout = controller.layout
        weakCollectionView = controller.collectionView
        ScenarioTeardown.register(self)
    }

    var layout: CollectionViewPagingLayout { controller!.layout }
    var collectionView: UICollectionView { controller!.collectionView }

    /// The app with the default options changed by `configure`, launched.
    public static func launched(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
        var options = PagerScenarioOptions()
        configure(&options)
        let app = PagerScenario(options)
        await app.launch()
        return app
    }

    /// ``launched(_:)`` with the stand-in making `variant`'s choices.
    public static func launched(
        under variant: LayoutChoiceVariant, _ configure: (inout PagerScenarioOptions) -> Void = { _ in }
    ) async -> PagerScenario {
        await launched {
            $0.layoutChoices = variant
            configure(&$0)
        }
    }

    /// Shows the window and lets the run loop lay it out.
    public func launch() async {
        show()
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }

    /// Puts the controller in the window and the window on screen (``launch()`` without its turns).
    func show() {
        window.rootViewController = controller
        controller?.loadViewIfNeeded()
        StandInRunLoop.show(window)
    }

    // MARK: Reading the screen

    public var currentPage: Int { layout.currentPage }
    public var scrollState: ScrollState { layout.scrollState }
    public var contentOffset: CGPoint { collectionView.contentOffset }
    /// Whether the pages scroll vertically.
    public var isVertical: Bool { controller?.options.isVertical ?? false }
    public var viewportSize: CGSize { collectionView.bounds.size }
    public var adjustedInsets: UIEdgeInsetsValue {
        let i = collectionView.adjustedContentInset
        return UIEdgeInsetsValue(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }
    public var isUserInteractionEnabled: Bool { collectionView.isUserInteractionEnabled }
    public var isPagingEnabled: Bool { collectionView.isPagingEnabled }
    public var decelerationRate: CGFloat { collectionView.decelerationRate.rawValue }
    public var selectedItems: [Int] { (collectionView.indexPathsForSelectedItems ?? []).map(\.item).sorted() }
    /// The screen frame of the pager's VoiceOver element (made when first asked, on the collection view).
    public var pagerElementFrame: CGRect { controller!.pagerElement.accessibilityFrame }
    public var gestureRecognizerCount: Int { collectionView.gestureRecognizers?.count ?? 0 }
    /// The frame `layoutAttributesForItem(at:)` gives an item, and the one `layoutAttributesForElements(in:)` gives it.
    public func itemFrames(item: Int) -> (single: CGRect?, inRect: CGRect?) {
        let indexPath = IndexPath(item: item, section: 0)
        let single = layout.layoutAttributesForItem(at: indexPath)?.frame
        let inRect = layout.layoutAttributesForElements(in: collectionView.lastQueriedRect)?
            .first { $0.indexPath == indexPath }?.frame
        return (single, inRect)
    }

    /// How many times the cells on screen were reused for another item, together.
    public var reusedCellCount: Int {
        collectionView.visibleCells.compactMap { ($0 as? ScenarioCell)?.reuseCount }.reduce(0, +)
    }

    /// The cells on screen with their items, by item.
    public func visibleCells() -> [(item: Int, cell: UICollectionViewCell)] {
        collectionView.visibleCells.compactMap { cell in collectionView.indexPath(for: cell).map { ($0.item, cell) } }
            .sorted { $0.item < $1.item }
    }

    /// The page of `indexPath`: the items of the sections before its own plus its item.
    private func page(of indexPath: IndexPath) -> Int {
        (0..<indexPath.section).reduce(indexPath.item) { $0 + collectionView.numberOfItems(inSection: $1) }
    }

    /// The pages on screen, by item.
    public func shownPages() -> [ShownPage] {
        collectionView.visibleCells.compactMap { cell -> ShownPage? in
            guard let cell = cell as? ScenarioCell, let indexPath = collectionView.indexPath(for: cell) else { return nil }
            let target: UIView =
                cell is WholeCellEffectCell ? cell : cell is ContentViewScaleCell ? cell.contentView : cell.card
            let snapshot = (cell as? SnapshotCell)?.card.snapshotContainer
            return ShownPage(
                shownItem: cell.item, item: page(of: indexPath), targetTransform: Transform3D(target.layer.transform),
                targetAlpha: target.alpha, cellTransform: Transform3D(cell.layer.transform), cellAlpha: cell.alpha,
                cellZPosition: cell.layer.zPosition, cellCenter: cell.center, targetSize: target.bounds.size,
                snapshotContent: snapshot.map { container in
                    container.snapshots.first.flatMap { ($0.layer.contents as? CGImage)?.drawnContent } ?? []
                })
        }.sorted { $0.item < $1.item }
    }

    /// What the core's effect gives a page of this scenario at `progress` for a target of `size`.
    public func expectedAttributes(progress: CGFloat, targetSize: CGSize) -> EffectAttributes {
        let viewport = collectionView.bounds.size
        let context = EffectContext(
            targetSize: targetSize, scrollDirection: isVertical ? .vertical : .horizontal, viewportSize: viewport,
            pageStep: isVertical ? viewport.height : viewport.width)
        return controller!.effect.directedAttributes(for: progress, in: context)
    }

    /// The z position the core gives a page at `progress` (the cell's `zPosition(progress:)`).
    public func expectedZPosition(progress: CGFloat) -> Int {
        controller!.effect.attributes(
            for: progress, in: EffectContext(targetSize: CGSize(width: 1, height: 1))
        ).zPosition
    }

    // MARK: Acting

    private var finger: StandInFinger?

    /// A finger drags along the paging axis by `distance` points in `steps` moves, one per run-loop turn,
    /// and lifts unless `lift` is `false` (then ``lift(releaseVelocity:)`` lifts it). A finger
    /// already down goes on from where it is.
    public func drag(by distance: CGFloat, steps: Int = 10, releaseVelocity: CGPoint? = nil, lift: Bool = true) async {
        let finger = self.finger ?? StandInFinger(touchingDownAt: CGPoint(x: window.bounds.midX, y: window.bounds.midY), in: window)
        self.finger = finger
        let start = finger.location
        for step in 1...steps {
            let moved = distance * CGFloat(step) / CGFloat(steps)
            finger.move(to: isVertical ? CGPoint(x: start.x, y: start.y + moved) : CGPoint(x: start.x + moved, y: start.y))
            await StandInRunLoop.turn()
        }
        if lift { await self.lift(releaseVelocity: releaseVelocity) }
    }

    /// Lifts the finger (content velocity in points per millisecond, or the finger's own).
    public func lift(releaseVelocity: CGPoint? = nil) async {
        finger?.lift(velocity: releaseVelocity)
        finger = nil
        await StandInRunLoop.turn()
    }

    /// A point of the window where the pages' scene (the core's hit test of what is on screen)
    /// has `item` in front, scanning every 5 pt; `nil` when it is nowhere in front.
    public func pointShowing(item: Int) -> CGPoint? {
        guard let scene = layout.pagerScene() else { return nil }
        for y in stride(from: CGFloat(0), to: window.bounds.height, by: 5) {
            for x in stride(from: CGFloat(0), to: window.bounds.width, by: 5) {
                let point = CGPoint(x: x, y: y)
                if scene.item(atContentPoint: window.convert(point, to: collectionView))?.indexPath.item == item {
                    return point
                }
            }
        }
        return nil
    }

    /// A tap at `point` (window coordinates).
    public func tap(at point: CGPoint) async {
        let finger = StandInFinger(touchingDownAt: point, in: window)
        await StandInRunLoop.turn()
        finger.lift()
        await StandInRunLoop.turn()
    }

    /// `count` display frames.
    public func frames(_ count: Int) async {
        for _ in 0..<count { await StandInRunLoop.frame() }
    }

    /// Frames until the scroll view rests.
    public func settle() async {
        await StandInRunLoop.framesUntilScrollingStops()
        await StandInRunLoop.turn()
    }

    /// Turns the run loop until the layout's own animation ends. Its animator's clock is the system
    /// uptime (`DisplayLinkFrameSource` ticks once per turn), so this waits in real time: the
    /// 0.3-second animations end after 0.3 s; at most `limit` seconds (a busy machine).
    public func waitForPageAnimation(limit: TimeInterval = 20) async {
        let deadline = ProcessInfo.processInfo.systemUptime + limit
        while layout.isAnimating, ProcessInfo.processInfo.systemUptime < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
            await StandInRunLoop.turn()
        }
        await StandInRunLoop.turn()
    }

    public func setCurrentPage(_ page: Int, animated: Bool) async {
        layout.setCurrentPage(page, animated: animated) { [weak controller] in controller?.log.append("completion \(page)") }
        await StandInRunLoop.turn()
    }

    /// The device turns: the window takes `size` and `safeArea`.
    public func rotate(to size: CGSize, safeArea: UIEdgeInsetsValue = UIEdgeInsetsValue()) async {
        window.rotate(to: size, safeArea: safeArea.insets)
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }

    public func reload(itemCount: Int) async {
        controller?.items = Array(0..<itemCount)
        collectionView.reloadData()
        await StandInRunLoop.turn()
    }

    /// Appends an item in batch updates and selects it at once (the app's usual "add and show").
    public func appendAndSelect() async {
        guard let controller else { return }
        let item = controller.itemCount
        collectionView.performBatchUpdates {
            controller.items.append((controller.items.max() ?? -1) + 1)
            self.collectionView.insertItems(at: [IndexPath(item: item, section: 0)])
        }
        layout.setCurrentPage(item, animated: false)
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }

    public var inconsistencies: [String] { collectionView.inconsistencies }

    public func enterBackground() async {
        UIApplication.shared.enterBackground()
        await StandInRunLoop.turn()
    }

    public func enterForeground() async {
        UIApplication.shared.enterForeground()
        await StandInRunLoop.turn()
    }

    /// Swaps the pager's layout for a flow layout (the app changes its presentation).
    public func replaceLayout() async {
        collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        await StandInRunLoop.turn()
    }

    /// The app closes the screen: the window lets the controller go; reports whether the layout
    /// and the collection view are gone after a few turns of the run loop.
    public func close() async -> (layoutReleased: Bool, collectionViewReleased: Bool) {
        window.rootViewController = nil
        controller = nil
        StandInRunLoop.removeAllWindows()
        await StandInRunLoop.turn()
        try? await Task.sleep(nanoseconds: 50_000_000)
        await StandInRunLoop.turn()
        return (weakLayout == nil, weakCollectionView == nil)
    }
}

extension PagerScenario {
    /// The app's teardown: a finger still down lifts, the layout's page animation ends, the scroll
    /// view comes to rest, then the screen closes.
    public func end() async {
        guard controller != nil else { return }
        if finger != nil { await lift() }
        await waitForPageAnimation()
        await settle()
        _ = await close()
    }
}

/// Turns of the stand-in's run loop, for tests that import no UIKit.
@MainActor
public enum StandInRunLoopTurns {
    /// Runs `count` turns.
    public static func run(_ count: Int) async {
        for _ in 0..<count { await StandInRunLoop.turn() }
    }
}
