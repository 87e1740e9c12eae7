extension SectionedItemCounts {
    /// Index paths for flat indices visited mostly in ascending order, as a layout pass visits them:
    /// the section of the previous index is remembered, so the next index is found by stepping on
    /// from it rather than by searching all sections again.
    struct Walk {
        /// The section of the last index looked up; 0 before the first.
        private var section = 0
        /// The first flat index of ``section``.
        private var sectionStart = 0
        /// The flat index just past ``section``'s last item; −1 before the first look-up, so that
        /// one searches.
        private var sectionEnd = -1

        /// The index path of `flatIndex`, which must be in `0..<items.totalCount`.
        ///
        /// - Complexity: O(1) within the current section or the next; otherwise O(log d) for an item
        ///   d sections away (a gallop from the current section, or for the first look-up from an
        ///   estimate), O(log sections) at worst.
        mutating func indexPath(forFlatIndex flatIndex: Int, in items: SectionedItemCounts) -> ItemIndexPath {
            if flatIndex == sectionEnd, flatIndex < items.firstFlatIndex(ofSection: section + 2) {
                // The usual boundary: the item opens the next section, which is not empty.
                section += 1
                sectionStart = sectionEnd
                sectionEnd = items.firstFlatIndex(ofSection: section + 1)
            } else if flatIndex < sectionStart || flatIndex >= sectionEnd {
                // Onwards, the gallop starts where the walk is; the first look-up, and a looping
                // pass's wrap back to the first page, search from the item's share of the total.
                let searches = sectionEnd < 0 || flatIndex < sectionStart
                section = searches
                    ? items.section(holding: flatIndex) : items.section(holding: flatIndex, near: section)
                sectionStart = items.firstFlatIndex(ofSection: section)
                sectionEnd = items.firstFlatIndex(ofSection: section + 1)
            }
            return ItemIndexPath(item: flatIndex - sectionStart, section: section)
        }
    }
}
