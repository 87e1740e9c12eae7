import Foundation

/// The changes one `performBatchUpdates` collects, and where each item before the updates is after
/// them, as UIKit documents batch updates: deletions (of sections and items) and the sources of
/// moves are given with the indexes before the updates; insertions and the destinations of moves
/// with the indexes after them; a deleted section takes its items with it and an inserted one
/// brings its own.
struct StandInBatchUpdate {
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    /// Sections whose items are all discarded and shown again from the data source (indexes before).
    var reloadedSections = IndexSet()
    /// Moved items: index path before the updates to index path after them.
    var movedItems: [IndexPath: IndexPath] = [:]
    /// Moved sections, with their items: index before the updates to index after them.
    var movedSections: [Int: Int] = [:]

    /// How many items the updates add minus how many they remove, given the counts before and after.
    func itemBalance(before: [Int], after: [Int]) -> Int {
        let removed = deletedItems.count + deletedSections.reduce(0) { $0 + (before.indices.contains($1) ? before[$1] : 0) }
        let added = insertedItems.count + insertedSections.reduce(0) { $0 + (after.indices.contains($1) ? after[$1] : 0) }
        return added - removed
    }

    /// The section after the updates of `section` before them; `nil` for a deleted one.
    func newSection(of section: Int) -> Int? {
        if let destination = movedSections[section] { return destination }
        guard !deletedSections.contains(section) else { return nil }
        var index = section - deletedSections.count(in: 0..<section) - movedSections.keys.filter { $0 < section }.count
        for arriving in (Array(insertedSections) + Array(movedSections.values)).sorted() where arriving <= index { index += 1 }
        return index
    }

    /// The index path after the updates of the item at `old` before them; `nil` when the item was
    /// deleted (alone or with its section) or is past `count(section)` after the updates.
    func newIndexPath(of old: IndexPath, itemCount count: (Int) -> Int) -> IndexPath? {
        if let destination = movedItems[old] { return destination }
        guard !deletedItems.contains(old), let section = newSection(of: old.section) else { return nil }
        let leaving = deletedItems.filter { $0.section == old.section && $0.item < old.item }.count
            + movedItems.keys.filter { $0.section == old.section && $0.item < old.item }.count
        var item = old.item - leaving
        let arriving = (insertedItems + Array(movedItems.values)).filter { $0.section == section }.map(\.item).sorted()
        for index in arriving where index <= item { item += 1 }
        return item < count(section) ? IndexPath(item: item, section: section) : nil
    }
}
