import PagingLayoutUIKit
import UIKit

extension PagerScenario {
    /// The app reloads `items` (`reloadItems(at:)`), as after their content changed.
    public func reloadItems(_ items: [Int]) async {
        collectionView.reloadItems(at: items.map { IndexPath(item: $0, section: 0) })
        await StandInRunLoop.turn()
    }

    /// The app removes `items` from its data and deletes them from the collection view in batch updates.
    public func deleteItems(_ items: [Int]) async {
        guard let controller else { return }
        collectionView.performBatchUpdates {
            controller.items = controller.items.indices.filter { !items.contains($0) }.map { controller.items[$0] }
            self.collectionView.deleteItems(at: items.map { IndexPath(item: $0, section: 0) })
        }
        await StandInRunLoop.turn()
    }

    /// The app inserts new items at `items` (indexes after the insertion) in its data and in the
    /// collection view in batch updates; each new item gets a number no item had.
    public func insertItems(_ items: [Int]) async {
        guard let controller else { return }
        collectionView.performBatchUpdates {
            for index in items.sorted() {
                controller.items.insert((controller.items.max() ?? -1) + 1, at: index)
            }
            self.collectionView.insertItems(at: items.map { IndexPath(item: $0, section: 0) })
        }
        await StandInRunLoop.turn()
    }

    /// The app removes `item` of `section` from its data and deletes it in batch updates.
    public func deleteItem(_ item: Int, inSection section: Int) async {
        guard let controller else { return }
        collectionView.performBatchUpdates {
            controller.sections[section].remove(at: item)
            self.collectionView.deleteItems(at: [IndexPath(item: item, section: section)])
        }
        await StandInRunLoop.turn()
    }

    /// The app's data becomes sections of `sizes` (items numbered on across them) and it reloads.
    public func reload(sectionSizes sizes: [Int]) async {
        guard let controller else { return }
        controller.sections = PagerViewController.sections(ofSizes: sizes)
        collectionView.reloadData()
        await StandInRunLoop.turn()
    }

    /// The items the data source has, in order, each by the number it was made with.
    public var dataItems: [Int] { controller?.items ?? [] }

    /// Each item shown on screen (by the number it was made with) with its cell object.
    public func cellsByShownItem() -> [Int: ObjectIdentifier] {
        var cells: [Int: ObjectIdentifier] = [:]
        for case let cell as ScenarioCell in collectionView.visibleCells { cells[cell.item] = ObjectIdentifier(cell) }
        return cells
    }

    /// The app scrolls the collection view itself (`setContentOffset(_:animated:)`).
    public func setContentOffset(x: CGFloat, animated: Bool) async {
        collectionView.setContentOffset(CGPoint(x: x, y: collectionView.contentOffset.y), animated: animated)
        await StandInRunLoop.turn()
    }

    /// Another screen covers the pager: its view leaves the window.
    public func leaveWindow() async {
        controller?.view.removeFromSuperview()
        await StandInRunLoop.turn()
    }

    /// The pager's view comes back into the window, at the window's size.
    public func returnToWindow() async {
        guard let view = controller?.view else { return }
        window.addSubview(view)
        view.frame = window.bounds
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }
}

extension PagerScenario {
    /// A quick swipe whose moves and release the main thread handles before it lays anything out
    /// (a busy main thread handles queued touch events one after another, and lays out only when
    /// it would wait): the finger comes down, then moves by `distance` in two steps and lifts at
    /// `releaseVelocity` (content points per millisecond) within one turn of the run loop.
    public func swipeBeforeAnyLayoutPass(by distance: CGFloat, releaseVelocity: CGPoint) async {
        let start = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let finger = StandInFinger(touchingDownAt: start, in: window)
        await StandInRunLoop.turn()
        finger.move(to: CGPoint(x: start.x + distance / 2, y: start.y))
        finger.move(to: CGPoint(x: start.x + distance, y: start.y))
        finger.lift(velocity: releaseVelocity)
        await StandInRunLoop.turn()
    }
}

extension PagerScenario {
    /// The app lays the collection view out in `viewDidLoad`, before it has a window (at the controller's first size), and
    /// asks for `page` there.
    public func layOutBeforeShowing(page: Int) {
        controller?.loadViewIfNeeded()
        collectionView.layoutIfNeeded()
        layout.setCurrentPage(page, animated: false)
        collectionView.layoutIfNeeded()
    }
}

extension PagerScenario {
    /// The app shows its items in a flow layout for a while, then gives the pager its layout back.
    public func swapLayoutAndBack() async {
        let pager = layout
        collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        await StandInRunLoop.turn()
        collectionView.collectionViewLayout = pager
        await StandInRunLoop.turn()
    }
}

extension PagerScenario {
    /// The app turns the collection view's reading direction while it shows
    /// (`semanticContentAttribute`), invalidating the layout afterwards when `invalidatingLayout`
    /// (as an app that knows the layout mirrors itself would); then a turn of the run loop.
    public func setRightToLeft(_ rightToLeft: Bool, invalidatingLayout: Bool) async {
        collectionView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        if invalidatingLayout { collectionView.collectionViewLayout.invalidateLayout() }
        await StandInRunLoop.turn()
    }
}

extension PagerScenario {
    /// The window takes each of `sizes` in turn with no layout cycle between them (a split view
    /// dragged quickly), then the run loop turns.
    public func resize(throughSizes sizes: [CGSize]) async {
        for size in sizes { window.rotate(to: size, safeArea: .zero) }
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }
}
