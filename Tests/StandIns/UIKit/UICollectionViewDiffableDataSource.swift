import Foundation

/// A data source fed with snapshots, as UIKit documents `UICollectionViewDiffableDataSource`: it
/// makes itself the collection view's data source; `apply(_:animatingDifferences:completion:)`
/// computes the difference from the current snapshot and performs it as batch updates (animated or
/// not, as since iOS 15; the stand-in animates nothing); `applySnapshotUsingReloadData` reloads
/// instead. Cells come from the cell provider with each item's identifier.
///
/// The difference: sections and items that left are deleted (a section's items with it), new ones
/// inserted, surviving items whose order or section changed moved (the items outside the longest
/// run kept in order), items marked with `reloadItems` reloaded and those marked with
/// `reconfigureItems` reconfigured. Sections that survive in another order are not diffed: the
/// stand-in reloads the data then.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data as last applied.
    public func snapshot() -> Snapshot { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Updates the collection view to `snapshot` with batch updates computed from the difference;
    /// `completion` is called on a later turn of the main run loop.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        let new = snapshot.unmarked()
        guard let collectionView else {
            current = new
            return
        }
        let survivingSections = old.sectionIdentifiers.filter { new.indexOfSection($0) != nil }
        guard survivingSections == new.sectionIdentifiers.filter({ old.indexOfSection($0) != nil }) else {
            // Sections that changed order: not diffed by the stand-in.
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let deletedSections = IndexSet(old.sectionIdentifiers.indices.filter { new.indexOfSection(old.sectionIdentifiers[$0]) == nil })
        let insertedSections = IndexSet(new.sectionIdentifiers.indices.filter { old.indexOfSection(new.sectionIdentifiers[$0]) == nil })
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        // Items in both, in the old order, with their new flat position.
        var survivors: [(from: IndexPath, to: IndexPath, newPosition: Int)] = []
        let newPositions = Dictionary(uniqueKeysWithValues: new.itemIdentifiers.enumerated().map { ($1, $0) })
        for item in old.itemIdentifiers {
            guard let from = old.indexPath(of: item), !deletedSections.contains(from.section) else { continue }
            guard let to = new.indexPath(of: item), !insertedSections.contains(to.section) else {
                deletedItems.append(from)
                continue
            }
            survivors.append((from, to, newPositions[item]!))
        }
        for item in new.itemIdentifiers {
            guard let to = new.indexPath(of: item), !insertedSections.contains(to.section) else { continue }
            if let from = old.indexPath(of: item), !deletedSections.contains(from.section) { continue }
            insertedItems.append(to)
        }
        let kept = Self.longestIncreasingRun(survivors.map(\.newPosition))
        for (index, survivor) in survivors.enumerated() {
            let sameSection = old.sectionIdentifiers[survivor.from.section] == new.sectionIdentifiers[survivor.to.section]
            if !kept.contains(index) || !sameSection { moves.append((survivor.from, survivor.to)) }
        }
        let reloaded = snapshot.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) }
        let reloadedSections = IndexSet(snapshot.reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) })
        collectionView.performBatchUpdates(
            {
                self.current = new
                collectionView.deleteSections(deletedSections)
                collectionView.insertSections(insertedSections)
                collectionView.deleteItems(at: deletedItems)
                collectionView.insertItems(at: insertedItems)
                for move in moves { collectionView.moveItem(at: move.from, to: move.to) }
                if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
                if !reloadedSections.isEmpty { collectionView.reloadSections(reloadedSections) }
            },
            completion: { _ in completion?() })
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Shows `snapshot` with `reloadData()`, without a difference; `completion` is called on a later
    /// turn of the main run loop.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked()
        collectionView?.reloadData()
        if let completion { DispatchQueue.main.async { completion() } }
    }

    /// The positions (in `values`) of one longest strictly increasing run of `values`.
    private static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }
}
