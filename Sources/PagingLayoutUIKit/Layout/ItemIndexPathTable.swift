#if canImport(UIKit)
    import PagingLayout

    /// A table of values by index path that answers a scroll step's lookups and updates without
    /// hashing: a small direct-mapped array holds, at each of its slots, the entry last stored or
    /// found among the index paths that fall into it, and a dictionary holds every other entry. A
    /// pager's consecutive pages fall into different slots, so while no more pages are laid out than
    /// the array has slots, a frame's lookups and updates all hit the array (an index and a
    /// comparison of two integers); an entry moves to the dictionary only when another index path
    /// takes its slot.
    struct ItemIndexPathTable<Value> {
        private struct Entry {
            let indexPath: ItemIndexPath
            let value: Value
        }

        /// The number of slots: a power of two, more than the pages a pager lays out at once.
        private static var slotCount: Int { 32 }

        /// The entries held in their slots.
        private var recent: [Entry?] = Array(repeating: nil, count: slotCount)
        /// The number of slots that hold an entry.
        private var entriesInSlots = 0
        /// The entries not held in their slots.
        private var others: [ItemIndexPath: Value] = [:]

        /// The number of entries.
        var count: Int { entriesInSlots + others.count }

        private static func slot(of indexPath: ItemIndexPath) -> Int {
            // Consecutive items of a section go to consecutive slots.
            (indexPath.item &+ indexPath.section &* 7) & (slotCount - 1)
        }

        /// The value stored for `indexPath`, or `nil`; storing `nil` removes it.
        subscript(indexPath: ItemIndexPath) -> Value? {
            mutating get {
                let slot = Self.slot(of: indexPath)
                if let entry = recent[slot], entry.indexPath == indexPath { return entry.value }
                guard let value = others.removeValue(forKey: indexPath) else { return nil }
                // Found in the dictionary: it takes its slot for the next lookups.
                hold(Entry(indexPath: indexPath, value: value), at: slot)
                return value
            }
            set {
                let slot = Self.slot(of: indexPath)
                if let entry = recent[slot], entry.indexPath == indexPath {
                    // In its slot (a scroll step's updates): no hashing.
                    if let newValue {
                        recent[slot] = Entry(indexPath: indexPath, value: newValue)
                    } else {
                        recent[slot] = nil
                        entriesInSlots -= 1
                    }
                    return
                }
                others.removeValue(forKey: indexPath)
                if let newValue { hold(Entry(indexPath: indexPath, value: newValue), at: slot) }
            }
        }

        /// Puts `entry` in `slot`, moving the entry there before to the dictionary.
        private mutating func hold(_ entry: Entry, at slot: Int) {
            if let occupant = recent[slot] {
                others[occupant.indexPath] = occupant.value
            } else {
                entriesInSlots += 1
            }
            recent[slot] = entry
        }

        /// Keeps only the entries for which `isIncluded` is `true`.
        mutating func filter(_ isIncluded: (ItemIndexPath, Value) -> Bool) {
            others = others.filter { isIncluded($0.key, $0.value) }
            for slot in recent.indices {
                if let entry = recent[slot], !isIncluded(entry.indexPath, entry.value) {
                    recent[slot] = nil
                    entriesInSlots -= 1
                }
            }
        }

        /// Removes every entry.
        mutating func removeAll() {
            others.removeAll()
            for slot in recent.indices { recent[slot] = nil }
            entriesInSlots = 0
        }
    }
#endif
