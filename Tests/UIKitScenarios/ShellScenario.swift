import PagingLayoutUIKit
import UIKit

/// The other layouts' UIKit shells a scenario can run.
public enum ShellLayoutKind: Sendable {
    case carousel(CarouselLayoutOptions)
    case list(ListLayoutOptions)
    /// An app's own layout (``RowsLayout``) in `ScrollLayoutCollectionViewLayout`, its row count read
    /// from the data source, scrolling vertically.
    case rows(rowHeight: CGFloat, inset: CGFloat)
    /// An app's own layout whose resting row depends on the release velocity (``FlickRowsLayout``),
    /// scrolling vertically.
    case flickRows(rowHeight: CGFloat)
}

/// An element on screen: a cell as the stand-in shows it, in the collection view's content coordinates.
public struct ShownElement: Sendable, Equatable {
    public var section: Int
    public var item: Int
    /// The cell's untransformed frame (its centre and bounds).
    public var frame: CGRect
    public var transform: Transform3D
    public var alpha: CGFloat
    public var zPosition: CGFloat
}

/// An app with one collection view using another layout's shell (`CarouselCollectionViewLayout`,
/// `ListCollectionViewLayout`, or `ScrollLayoutCollectionViewLayout` with the app's own layout), cells
/// that keep the parallax offset their attributes bring, in a window on the stand-in's screen.
@MainActor
public final class ShellScenario: EndableScenario {
    private let window: UIWindow
    private let controller: ShellViewController

    public init(
        _ kind: ShellLayoutKind, itemCounts: [Int], windowSize: CGSize = CGSize(width: 390, height: 844),
        layoutChoices: LayoutChoiceVariant = .standInDefaults
    ) {
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        controller = ShellViewController(kind: kind, itemCounts: itemCounts)
        layoutChoices.apply(to: controller.collectionView)
        ScenarioTeardown.register(self)
    }

    /// The app's teardown: the scroll view comes to rest, then the window lets the screen go.
    public func end() async {
        await StandInRunLoop.framesUntilScrollingStops()
        window.rootViewController = nil
        await StandInRunLoopTurns.run(2)
    }

    public func launch() async {
        window.rootViewController = controller
        StandInRunLoop.show(window)
        await StandInRunLoopTurns.run(2)
    }

    public var contentOffset: CGPoint { controller.collectionView.contentOffset }
    public var viewportSize: CGSize { controller.collectionView.bounds.size }
    public var contentInset: UIEdgeInsetsValue {
        let i = controller.collectionView.contentInset
        return UIEdgeInsetsValue(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }

    /// The cells on screen, by section and item.
    public func shownElements() -> [ShownElement] {
        let collectionView = controller.collectionView
        return collectionView.visibleCells.compactMap { cell -> ShownElement? in
            guard let indexPath = collectionView.indexPath(for: cell) else { return nil }
            return ShownElement(
                section: indexPath.section, item: indexPath.item, frame: cell.untransformedFrame,
                transform: Transform3D(cell.layer.transform), alpha: cell.alpha, zPosition: cell.layer.zPosition)
        }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// The parallax offset each cell on screen was last given (`ScrollLayoutAttributes.parallaxOffset`
    /// read in `apply(_:)`), by item.
    public func parallaxOffsets() -> [Int: CGPoint] {
        let collectionView = controller.collectionView
        var offsets: [Int: CGPoint] = [:]
        for case let cell as ExtrasCell in collectionView.visibleCells {
            if let indexPath = collectionView.indexPath(for: cell) { offsets[indexPath.item] = cell.parallaxOffset }
        }
        return offsets
    }

    /// The frame the layout gives the cell at `item` of section 0 when UIKit asks for that one item.
    public func frameOfItem(_ item: Int) -> CGRect? {
        controller.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?
            .frame
    }

    /// A finger drags by `distance` (vertical for the list, horizontal for the carousel) and lifts
    /// without velocity; the frames run until the view rests where the layout's target offset says.
    public func drag(by distance: CGFloat, vertical: Bool) async {
        await fling(by: distance, releaseVelocity: .zero, vertical: vertical)
        await settle()
    }
}

extension ShellScenario {
    /// A finger drags by `distance` (vertical or horizontal) and lifts at `releaseVelocity` (content
    /// points per millisecond); the scroll view is left decelerating.
    public func fling(by distance: CGFloat, releaseVelocity: CGPoint, vertical: Bool) async {
        let start = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let finger = StandInFinger(touchingDownAt: start, in: window)
        for step in 1...10 {
            let moved = distance * CGFloat(step) / 10
            finger.move(to: vertical ? CGPoint(x: start.x, y: start.y + moved) : CGPoint(x: start.x + moved, y: start.y))
            await StandInRunLoop.turn()
        }
        finger.lift(velocity: releaseVelocity)
        await StandInRunLoop.turn()
    }

    /// Whether the collection view is decelerating.
    public var isDecelerating: Bool { controller.collectionView.isDecelerating }

    /// `count` display frames.
    public func frames(_ count: Int) async {
        for _ in 0..<count { await StandInRunLoop.frame() }
    }

    /// Frames until the scroll view rests, then the layout cycle after.
    public func settle() async {
        await StandInRunLoop.framesUntilScrollingStops()
        await StandInRunLoopTurns.run(2)
    }

    /// The app's data changes to `itemCounts` and it calls `reloadData()`.
    public func reload(itemCounts: [Int]) async {
        controller.itemCounts = itemCounts
        controller.collectionView.reloadData()
        await StandInRunLoopTurns.run(2)
    }

    /// The device turns: the window takes `size`.
    public func rotate(to size: CGSize) async {
        window.rotate(to: size, safeArea: .zero)
        await StandInRunLoopTurns.run(2)
    }
}

/// The shell scenario's view controller: a collection view with the shell layout and plain cells.
@MainActor
final class ShellViewController: UIViewController, UICollectionViewDataSource {
    let collectionView: UICollectionView
    var itemCounts: [Int]

    init(kind: ShellLayoutKind, itemCounts: [Int]) {
        self.itemCounts = itemCounts
        let layout: UICollectionViewLayout
        switch kind {
        case .carousel(let options): layout = CarouselCollectionViewLayout(options: options)
        case .list(let options): layout = ListCollectionViewLayout(options: options)
        case .rows(let rowHeight, let inset):
            let shell = ScrollLayoutCollectionViewLayout { itemCounts, _ in
                RowsLayout(rowCount: itemCounts.first ?? 0, rowHeight: rowHeight, inset: inset)
            }
            shell.scrollDirection = .vertical
            layout = shell
        case .flickRows(let rowHeight):
            let shell = ScrollLayoutCollectionViewLayout { itemCounts, _ in
                FlickRowsLayout(rowCount: itemCounts.first ?? 0, rowHeight: rowHeight)
            }
            shell.scrollDirection = .vertical
            layout = shell
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(ExtrasCell.self, forCellWithReuseIdentifier: "plain")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
    }
}

/// A cell as `ScrollLayoutAttributes` asks an app to write one: it reads the parallax offset in
/// `apply(_:)` (here it only keeps it).
@MainActor
final class ExtrasCell: UICollectionViewCell {
    private(set) var parallaxOffset = CGPoint.zero

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        parallaxOffset = (layoutAttributes as? ScrollLayoutAttributes)?.parallaxOffset ?? .zero
    }
}
