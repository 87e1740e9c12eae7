import PagingLayoutUIKit
import UIKit

/// How a scenario app hands a new snapshot to its diffable data source.
public enum SnapshotApplication: Sendable, CaseIterable, CustomStringConvertible {
    /// `apply(_:animatingDifferences: true)`: a difference, performed as batch updates.
    case animated
    /// `apply(_:animatingDifferences: false)`: the same difference, without animation (iOS 15+).
    case withoutAnimation
    /// `applySnapshotUsingReloadData(_:)`: no difference, a reload.
    case reloadingData

    public var description: String {
        switch self {
        case .animated: "apply animated"
        case .withoutAnimation: "apply without animation"
        case .reloadingData: "applySnapshotUsingReloadData"
        }
    }
}

extension PagerScenario {
    /// The app's data becomes `items` in one section (each item the number it was made with) and it
    /// applies the snapshot as `application` says, then the run loop turns.
    public func apply(items: [Int], _ application: SnapshotApplication = .animated) async {
        await apply(sections: [items], identifiedBy: [0], application)
    }

    /// The app's data becomes `sections`, identified by `identifiers`, and it applies the snapshot.
    public func apply(sections: [[Int]], identifiedBy identifiers: [Int], _ application: SnapshotApplication = .animated)
        async
    {
        guard let controller, let dataSource = controller.diffableDataSource else { return }
        controller.sections = sections
        controller.sectionIdentifiers = identifiers
        let snapshot = controller.snapshot()
        switch application {
        case .animated: dataSource.apply(snapshot, animatingDifferences: true)
        case .withoutAnimation: dataSource.apply(snapshot, animatingDifferences: false)
        case .reloadingData: dataSource.applySnapshotUsingReloadData(snapshot)
        }
        await StandInRunLoop.turn()
    }

    /// The app applies `items` (animated) and keeps the item it showed on screen, as Docs/UIKit.md's
    /// "Changing the data" shows: it reads the current page's item identifier before, and after
    /// `apply` returns goes to the page where that item is now, without animation.
    public func applyKeepingTheShownItem(items: [Int]) async {
        guard let controller, let dataSource = controller.diffableDataSource else { return }
        let shown = dataSource.itemIdentifier(for: IndexPath(item: layout.currentPage, section: 0))
        controller.sections = [items]
        controller.sectionIdentifiers = [0]
        dataSource.apply(controller.snapshot())
        if let shown, let indexPath = dataSource.indexPath(for: shown) {
            layout.setCurrentPage(indexPath.item, animated: false)
        }
        await StandInRunLoop.turn()
    }

    /// The app marks `items` for reconfiguring (`reconfigure` true) or reloading in a snapshot of
    /// its unchanged data and applies it.
    public func refresh(items: [Int], reconfigure: Bool) async {
        guard let controller, let dataSource = controller.diffableDataSource else { return }
        var snapshot = dataSource.snapshot()
        if reconfigure { snapshot.reconfigureItems(items) } else { snapshot.reloadItems(items) }
        dataSource.apply(snapshot, animatingDifferences: true)
        await StandInRunLoop.turn()
    }

    /// The callbacks that were handed a page or item the data did not have then, or a page other
    /// than the layout's current page.
    public var pageEventViolations: [String] { controller?.pageEventViolations ?? [] }

    /// The item identifier the diffable data source has at the page's index path, by page (across sections).
    public func diffableItemIdentifier(atPage page: Int) -> Int? {
        guard let dataSource = controller?.diffableDataSource else { return nil }
        var remaining = page
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if remaining < count { return dataSource.itemIdentifier(for: IndexPath(item: remaining, section: section)) }
            remaining -= count
        }
        return nil
    }

    /// How many times the cell on screen for each item (by the number it was made with) was handed
    /// out again through `prepareForReuse()`.
    public func cellReuseCounts() -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for case let cell as ScenarioCell in collectionView.visibleCells { counts[cell.item] = cell.reuseCount }
        return counts
    }

    /// The cells on screen as objects, each with the item it shows, and how often each was
    /// configured by the cell provider.
    public func cellConfigurations() -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for case let cell as ScenarioCell in collectionView.visibleCells { counts[cell.item] = cell.configurationCount }
        return counts
    }
}
