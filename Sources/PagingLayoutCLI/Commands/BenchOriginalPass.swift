import Foundation
import PagingLayout

/// The original library's per-frame layout work, transcribed for `paging-layout bench` to measure
/// the engine against — not used by the library.
///
/// CollectionViewPagingLayout invalidates its layout on every bounds change, so for every frame of
/// a scroll UIKit asks it for `collectionViewContentSize` and `layoutAttributesForElements(in:)`.
/// Both count the items by asking the data source for every section's count; the attributes then
/// walk the sections from the first one to the window, and make one attributes object per visible
/// item into an array of (page, attributes) pairs that is mapped into a second array. This is that
/// work with UIKit taken out: the collection view is a list of section counts, an attributes object
/// is a class instance holding what the original sets, and no cell is loaded (the original then
/// gives every item the visible rect as its frame and transforms nothing). The original's window
/// (and its even-count behaviour, which the engine fixes) is kept.
struct BenchOriginalPass {
    /// Stands in for `UICollectionView`: its sections' item counts, its offset and bounds.
    final class CollectionView {
        let sectionCounts: [Int]
        var contentOffset: CGPoint = .zero
        let boundsSize: CGSize

        init(sectionCounts: [Int], boundsSize: CGSize) {
            self.sectionCounts = sectionCounts
            self.boundsSize = boundsSize
        }

        var numberOfSections: Int { sectionCounts.count }

        func numberOfItems(inSection section: Int) -> Int {
            section < sectionCounts.count ? sectionCounts[section] : 0
        }
    }

    /// Stands in for `UICollectionViewLayoutAttributes`: a class, allocated once per item per frame.
    final class LayoutAttributes {
        let indexPath: ItemIndexPath
        var frame: CGRect = .zero
        var zIndex = 0
        var alpha: CGFloat = 1

        init(forCellWith indexPath: ItemIndexPath) { self.indexPath = indexPath }
    }

    let collectionView: CollectionView
    let numberOfVisibleItems: Int?
    /// The original keeps the last pass's attributes (`attributesCache`).
    private(set) var attributesCache: [(page: Int, attributes: LayoutAttributes)]?

    init(sectionCounts: [Int], viewportSize: CGSize, numberOfVisibleItems: Int?) {
        collectionView = CollectionView(sectionCounts: sectionCounts, boundsSize: viewportSize)
        self.numberOfVisibleItems = numberOfVisibleItems
    }

    /// One frame: the content size, then the attributes for the visible items at `offset`.
    mutating func pass(at offset: CGPoint) -> (contentSize: CGSize, attributes: [LayoutAttributes]) {
        collectionView.contentOffset = offset
        let size = contentSize
        return (size, layoutAttributesForElements())
    }

    private var visibleRect: CGRect { CGRect(origin: collectionView.contentOffset, size: collectionView.boundsSize) }

    private var currentScrollOffset: CGFloat {
        let visibleRect = self.visibleRect
        return visibleRect.minX / max(visibleRect.width, 1)
    }

    private var numberOfItems: Int {
        let numberOfSections = collectionView.numberOfSections
        guard numberOfSections > 0 else { return 0 }
        return (0..<numberOfSections).compactMap { collectionView.numberOfItems(inSection: $0) }.reduce(0, +)
    }

    /// `getContentSize()` of a horizontal pager without safe-area insets.
    private var contentSize: CGSize {
        CGSize(width: CGFloat(numberOfItems) * visibleRect.width, height: visibleRect.height)
    }

    private mutating func layoutAttributesForElements() -> [LayoutAttributes] {
        let currentScrollOffset = self.currentScrollOffset
        let numberOfItems = self.numberOfItems
        let attributesCount = numberOfVisibleItems ?? numberOfItems
        let visibleRangeMid = attributesCount / 2
        let currentPageIndex = Int(currentScrollOffset.rounded())
        var initialStartIndex = currentPageIndex - visibleRangeMid
        var initialEndIndex = currentPageIndex + visibleRangeMid
        if attributesCount % 2 != 0 {
            if currentPageIndex < visibleRangeMid { initialStartIndex -= 1 } else { initialEndIndex += 1 }
        }
        let startIndexOutOfBounds = max(0, -initialStartIndex)
        let endIndexOutOfBounds = max(0, initialEndIndex - numberOfItems)
        let startIndex = max(0, initialStartIndex - endIndexOutOfBounds)
        let endIndex = min(numberOfItems, initialEndIndex + startIndexOutOfBounds)

        var attributesArray: [(page: Int, attributes: LayoutAttributes)] = []
        var section = 0
        var numberOfItemsInSection = collectionView.numberOfItems(inSection: section)
        var numberOfItemsInPrevSections = 0
        for index in startIndex..<max(startIndex, endIndex) {
            var item = index - numberOfItemsInPrevSections
            while item >= numberOfItemsInSection {
                numberOfItemsInPrevSections += numberOfItemsInSection
                section += 1
                numberOfItemsInSection = collectionView.numberOfItems(inSection: section)
                item = index - numberOfItemsInPrevSections
            }
            let cellAttributes = LayoutAttributes(forCellWith: ItemIndexPath(item: item, section: section))
            let pageIndex = CGFloat(index)
            let progress = pageIndex - currentScrollOffset
            let zIndex = Int(-abs(progress.rounded()))
            // No cell is loaded: the original gives the item the visible rect.
            cellAttributes.frame = visibleRect
            cellAttributes.zIndex = zIndex
            attributesArray.append((page: Int(pageIndex), attributes: cellAttributes))
        }
        attributesCache = attributesArray
        return attributesArray.map(\.attributes)
    }
}
