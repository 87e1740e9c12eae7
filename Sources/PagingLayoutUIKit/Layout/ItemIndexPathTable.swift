#if canImport(UIKit)
    import PagingLayout

    /// A table of values by index path that answers a scroll step's lookups without hashing: a
    /// dictionary holds every entry, and a small direct-mapped array in front of it holds the entry
    /// last stored or found at each of its slots. A pager's consecutive pages fall into different
    /// slots, so while no more pages are laid out than the array has slots, a frame's lookups all
    /// hit the array (an index and a comparison of two integers).
    struct ItemIndexPathTable<Value> {
        private struct Entry {
            let indexPath: ItemIndexPath
            let value: Value
        }

        /// The number of slots: a power of two, more than the pages a pager lays out at once.
        private static var slotCount: Int { 32 }

        private var entries: [ItemIndexPath: Value] = [:]
        private var recent: [Entry?] = Array(repeating: nil, count: slotCount)

        /// The number of entries.
        var count: Int { entries.count }

        private static func slot(of indexPath: ItemIndexPath) -> Int {
            // Consecutive items of a section go to consecutive slots.
            (indexPath.item &+ indexPath.section &* 7) & (slotCount - 1)
        }

        /// The value stored for `indexPath`, or `nil`; storing `nil` removes it.
        subscript(indexPath: ItemIndexPath) -> Value? {
            mutating get {
                let slot = Self.slot(of: indexPath)
                if let entry = recent[slot], entry.indexPath == indexPath { return entry.value }
                guard let value = entries[indexPath] else { return nil }
                recent[slot] = Entry(indexPath: indexPath, value: value)
                return value
            }
            set {
                let slot = Self.slot(of: indexPath)
                entries[indexPath] = newValue
                recent[slot] = newValue.map { Entry(indexPath: indexPath, value: $0) }
            }
        }

        /// Keeps only the entries for which `isIncluded` is `true`.
        mutating func filter(_ isIncluded: (ItemIndexPath, Value) -> Bool) {
            entries = entries.filter { isIncluded($0.key, $0.value) }
            for slot in recent.indices {
                if let entry = recent[slot], entries[entry.indexPath] == nil { recent[slot] = nil }
            }
        }

        /// Removes every entry.
        mutating func removeAll() {
            entries.removeAll()
            for slot in recent.indices { recent[slot] = nil }
        }
    }
#endif
