import Foundation

/// Supplies a collection view's counts and cells.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Hears a collection view's highlighting, selection and scrolling (every method optional).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// A collection view: lays its cells out with its layout on its layout cycle, applies each
/// element's attributes to its cell, reuses cells, highlights and selects on touches.
@MainActor
open class UICollectionView: UIScrollView {
    /// The scroll axis of a layout.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public weak var dataSource: (any UICollectionViewDataSource)?
    public weak var delegate: (any UICollectionViewDelegate)?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []

    /// The layout. Setting it (as `setCollectionViewLayout(_:animated:)` without animation) tells
    /// the old layout `prepareForTransition(to:)` and the new one `prepareForTransition(from:)`,
    /// lays out with the new one, moves to the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` for the offset it has (asked after the
    /// new layout's `prepare()` and content size), then `finalizeLayoutTransition()` both.
    public var collectionViewLayout: UICollectionViewLayout {
        willSet {
            collectionViewLayout.prepareForTransition(to: newValue)
            newValue.prepareForTransition(from: collectionViewLayout)
        }
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
            layoutIfNeeded()
            let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
            if target != contentOffset {
                contentOffset = target
                layoutIfNeeded()
            }
            oldValue.finalizeLayoutTransition()
            collectionViewLayout.finalizeLayoutTransition()
        }
    }

    /// Changes the layout as setting ``collectionViewLayout`` does; the stand-in does not animate
    /// the change.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Changes the layout as setting ``collectionViewLayout`` does (the stand-in does not animate
    /// the change), then calls `completion` with `true` on a later turn of the main run loop.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        if let completion { DispatchQueue.main.async { completion(true) } }
    }

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var counts: [Int]?
    private var needsPrepare = true
    /// The rect last asked of `layoutAttributesForElements(in:)`, or the rect its tiles cover (the
    /// stand-in's record, not UIKit API).
    public private(set) var lastQueriedRect: CGRect = .zero
    /// Data-source counts that did not match the updates (UIKit raises an exception).
    public private(set) var inconsistencies: [String] = []
    /// The changes of the running batch updates; `nil` outside `performBatchUpdates`.
    private var pendingUpdates: StandInBatchUpdate?
    /// Stand-in: whether the collection view keeps the attributes objects its layout returns as they
    /// are, without copying them, and compares the next ones with those. UIKit says only that they
    /// "may be copied by the collection view", so a layout cannot count on a copy; `false` (copies,
    /// as before) by default.
    public var keepsLayoutAttributesUncopied = false
    /// Stand-in: how the collection view talks to its layout where UIKit's documentation leaves a
    /// choice (``StandInLayoutChoices``); the stand-in's usual choices by default.
    public var layoutChoices = StandInLayoutChoices()
    /// A bounds change not yet put to the layout (``StandInLayoutChoices/asksBoundsInvalidationAtLayout``).
    private var hasUnaskedBoundsChange = false
    /// A resize or reload after which the layout cycle asks the layout's target offset
    /// (``StandInLayoutChoices/asksTargetOffsetAfterResizeAndReload``).
    private var hasUnaskedTargetOffset = false
    /// Items whose cells the next layout pass replaces with new ones from the data source (`reloadItems(at:)`).
    private var reloadedItems: Set<IndexPath> = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { nil }

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

    // MARK: Data

    public var numberOfSections: Int { currentCounts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        let counts = currentCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var currentCounts: [Int] {
        if let counts { return counts }
        let read = readCounts()
        counts = read
        return read
    }

    private func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    /// The cell `reconfigureItems(at:)` is asking the data source to configure again.
    private var reconfiguringCell: UICollectionViewCell?

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A reused cell (after its `prepareForReuse()`) or a new one of the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let reconfiguringCell { return reconfiguringCell }
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = layoutChoices.reusesLastQueuedCell ? queue.removeLast() : queue.removeFirst()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = registrations[identifier] else {
            preconditionFailure("no cell registered for \(identifier)")
        }
        let cell = type.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cells whose frames meet the bounds (a prefetched cell ahead of them is not visible yet).
    public var visibleCells: [UICollectionViewCell] { visible.filter(isVisible).map(\.value) }

    public var indexPathsForVisibleItems: [IndexPath] { visible.filter(isVisible).map(\.key) }

    /// Whether a shown cell is visible: always, unless the collection view prefetches cells.
    private func isVisible(_ entry: (key: IndexPath, value: UICollectionViewCell)) -> Bool {
        !layoutChoices.prefetchesCells || entry.value.layer.untransformedFrame.intersects(bounds)
    }

    /// Reloads everything: the counts are read again and every cell is requested again.
    public func reloadData() {
        counts = nil
        if layoutChoices.asksTargetOffsetAfterResizeAndReload { hasUnaskedTargetOffset = true }
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        invalidate(everything: true, counts: true)
    }

    /// Runs `updates` (item and section inserts, deletes, moves, reloads), checks the new counts
    /// against them, lays out at once, then moves the content to the layout's
    /// `targetContentOffset(forProposedContentOffset:)` for the offset it has (asked after the
    /// layout's `prepare()` and content size, as after a change of layouts) and lays out again
    /// when that moved it.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        layoutIfNeeded()
        let before = currentCounts
        pendingUpdates = StandInBatchUpdate()
        updates?()
        let changes = pendingUpdates ?? StandInBatchUpdate()
        pendingUpdates = nil
        let after = readCounts()
        counts = after
        let balance = changes.itemBalance(before: before, after: after)
        if after.reduce(0, +) != before.reduce(0, +) + balance {
            inconsistencies.append("items: \(before.reduce(0, +)) + \(balance) ≠ \(after.reduce(0, +))")
        }
        if after.count != before.count + changes.insertedSections.count - changes.deletedSections.count {
            inconsistencies.append(
                "sections: \(before.count) + \(changes.insertedSections.count) − \(changes.deletedSections.count) ≠ \(after.count)")
        }
        moveSurvivingItems(changes)
        invalidate(everything: false, counts: true)
        layoutIfNeeded()
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset {
            contentOffset = target
            layoutIfNeeded()
        }
        if let completion { DispatchQueue.main.async { completion(true) } }
    }

    /// Carries out the batch's changes on what the collection view keeps per item: the cell of a
    /// surviving item (moved or not) stays with its item at the item's new index path, and so do
    /// its selection and a pending reload (given with the index path before the updates); the
    /// cells of deleted items and sections (and of items past the new counts) go back to the
    /// queue; the items of reloaded sections get new cells.
    private func moveSurvivingItems(_ changes: StandInBatchUpdate) {
        func newIndexPath(of old: IndexPath) -> IndexPath? {
            changes.newIndexPath(of: old) { self.numberOfItems(inSection: $0) }
        }
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visible {
            if let new = newIndexPath(of: indexPath) { moved[new] = cell } else { enqueue(cell) }
        }
        visible = moved
        indexPathsForSelectedItems = indexPathsForSelectedItems?.compactMap(newIndexPath(of:))
        reloadedItems = Set(reloadedItems.compactMap(newIndexPath(of:)))
        for section in changes.reloadedSections {
            guard let new = changes.newSection(of: section) else { continue }
            for item in 0..<numberOfItems(inSection: new) { reloadedItems.insert(IndexPath(item: item, section: new)) }
        }
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.insertItems(at: indexPaths) } }
        pendingUpdates!.insertedItems += indexPaths
    }

    /// Moves an item (its index path before the updates to its index path after them): its cell,
    /// selection and a pending reload go with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.moveItem(at: indexPath, to: newIndexPath) } }
        pendingUpdates!.movedItems[indexPath] = newIndexPath
    }

    /// Inserts sections (indexes after the updates), each with the items the data source gives it.
    public func insertSections(_ sections: IndexSet) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.insertSections(sections) } }
        pendingUpdates!.insertedSections.formUnion(sections)
    }

    /// Moves a section with its items (its index before the updates to its index after them): the
    /// cells, selection and pending reloads of its items go with them.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.moveSection(section, toSection: newSection) } }
        pendingUpdates!.movedSections[section] = newSection
    }

    /// Deletes sections (indexes before the updates) with their items.
    public func deleteSections(_ sections: IndexSet) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.deleteSections(sections) } }
        pendingUpdates!.deletedSections.formUnion(sections)
    }

    /// Reloads sections (indexes before the updates): their items' cells are discarded and new ones
    /// asked of the data source, as `reloadItems(at:)` does for items.
    public func reloadSections(_ sections: IndexSet) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.reloadSections(sections) } }
        pendingUpdates!.reloadedSections.formUnion(sections)
    }

    /// Reloads items: their cells are discarded and the data source is asked for new ones, which
    /// the update's layout pass shows — after it has asked the layout for its attributes, as it does
    /// for every cell it creates. The count of items does not change.
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.reloadItems(at: indexPaths) } }
        reloadedItems.formUnion(indexPaths)
    }

    /// Reconfigures items (their index paths now): the data source is asked again for the cell of
    /// each item that has one, and dequeuing hands it the item's existing cell, without
    /// `prepareForReuse()`; the cell stays, with its attributes. Items without a cell are left alone.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visible[indexPath] else { continue }
            reconfiguringCell = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            precondition(returned === cell, "reconfigureItems: the data source returned another cell for \(indexPath)")
        }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        guard pendingUpdates != nil else { return performBatchUpdates { self.deleteItems(at: indexPaths) } }
        pendingUpdates!.deletedItems += indexPaths
    }

    // MARK: Selection

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in indexPathsForSelectedItems ?? [] where other != indexPath {
                deselectItem(at: other, animated: false)
            }
        }
        if !(indexPathsForSelectedItems ?? []).contains(indexPath) { indexPathsForSelectedItems?.append(indexPath) }
        visible[indexPath]?.isSelected = true
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// Where an item is scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    }

    // MARK: Layout

    /// The layout was invalidated: it is prepared again on the next layout cycle.
    func layoutWasInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    private func invalidate(everything: Bool, counts: Bool) {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = counts
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The direction of the last change of the content offset (each coordinate's sign), for prefetching.
    private var lastScrollDirection = CGPoint(x: 1, y: 1)

    /// A scroll step or a resize: the layout says whether it is invalid now.
    override func boundsChanged(from old: CGRect) {
        setNeedsLayout()
        if old.origin != bounds.origin {
            lastScrollDirection = CGPoint(
                x: bounds.minX > old.minX ? 1 : bounds.minX < old.minX ? -1 : 0,
                y: bounds.minY > old.minY ? 1 : bounds.minY < old.minY ? -1 : 0)
        }
        if layoutChoices.asksTargetOffsetAfterResizeAndReload, old.size != bounds.size { hasUnaskedTargetOffset = true }
        if layoutChoices.asksBoundsInvalidationAtLayout {
            hasUnaskedBoundsChange = true
            return
        }
        askLayoutAboutBoundsChange()
    }

    /// Asks the layout whether the bounds now invalidate it, and invalidates it the way
    /// ``layoutChoices`` says.
    private func askLayoutAboutBoundsChange() {
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: bounds) else { return }
        if layoutChoices.invalidatesEverythingOnBoundsChange {
            layout.invalidateLayout()
        } else {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
    }

    /// Whether the collection view's layout cycle runs (its `layoutSubviews()`).
    private var isLayingOut = false

    /// With ``StandInLayoutChoices/laysOutBeforeDidScroll``, lays out at the new offset — unless the
    /// offset changed inside the collection view's own layout cycle (a layout writing it in
    /// `prepare()`, an inset adjustment), which the cycle goes on to lay out.
    override func offsetWillBeAnnounced() {
        if layoutChoices.laysOutBeforeDidScroll, !isLayingOut { layoutIfNeeded() }
    }

    override var animatedScrollDuration: TimeInterval? { layoutChoices.scrollAnimationDuration }

    override func semanticContentAttributeDidChange() {
        if layoutChoices.invalidatesLayoutOnDirectionChange { collectionViewLayout.invalidateLayout() }
    }

    /// The rect whose items get cells: the bounds, and with prefetching also the viewport ahead of
    /// them in the direction of the last scroll.
    private var cellRect: CGRect {
        guard layoutChoices.prefetchesCells else { return bounds }
        let ahead = bounds.offsetBy(dx: bounds.width * lastScrollDirection.x, dy: bounds.height * lastScrollDirection.y)
        return bounds.union(ahead)
    }

    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let scale: CGFloat = layoutChoices.passesLayoutVelocityPerSecond ? 1000 : 1
        return collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: velocity.x * scale, y: velocity.y * scale))
    }

    /// The layout cycle: prepare an invalid layout, read the content size, ask for the elements in
    /// a rect one viewport larger than the bounds on every side, show a cell for each item that
    /// meets the bounds (reusing the others) and apply its attributes when they changed; each step
    /// the way ``layoutChoices`` says.
    open override func layoutSubviews() {
        isLayingOut = true
        defer { isLayingOut = false }
        if hasUnaskedBoundsChange {
            hasUnaskedBoundsChange = false
            askLayoutAboutBoundsChange()
        }
        if needsPrepare {
            needsPrepare = false
            collectionViewLayout.prepare()
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        super.layoutSubviews()
        var elements = queriedCellElements()
        if layoutChoices.repeatsLayoutQueries {
            contentSize = collectionViewLayout.collectionViewContentSize
            elements = queriedCellElements()
        }
        let cellRect = cellRect
        elements = elements.filter { $0.frame.intersects(cellRect) && !$0.isHidden }
        if layoutChoices.appliesItemQueryAttributes {
            elements = elements.compactMap { collectionViewLayout.layoutAttributesForItem(at: $0.indexPath) }
        }
        switch layoutChoices.cellOrder {
        case .asAnswered: break
        case .reversed: elements.reverse()
        case .byZIndex: elements.sort { $0.zIndex < $1.zIndex }
        }
        if layoutChoices.enqueuesLeavingCellsFirst {
            // The cells of items leaving the bounds (and of reloaded items) go back to the queue
            // before the pass dequeues any: the pass may hand them out again at once.
            let staying = Set(elements.map(\.indexPath)).subtracting(reloadedItems)
            for (indexPath, cell) in visible where !staying.contains(indexPath) {
                enqueue(cell)
                visible[indexPath] = nil
            }
        }
        var shown: [IndexPath: UICollectionViewCell] = [:]
        for attributes in elements {
            let indexPath = attributes.indexPath
            guard numberOfItems(inSection: indexPath.section) > indexPath.item else { continue }
            let cell: UICollectionViewCell
            if let existing = visible[indexPath], !reloadedItems.contains(indexPath) {
                cell = existing
            } else {
                guard let dataSource else { continue }
                cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.appliedAttributes = nil
                cell.isSelected = indexPathsForSelectedItems?.contains(indexPath) ?? false
                addSubview(cell)
            }
            switch layoutChoices.cellOrder {
            case .asAnswered: break
            case .reversed: sendSubviewToBack(cell)
            case .byZIndex: bringSubviewToFront(cell)
            }
            shown[indexPath] = cell
            if !(cell.appliedAttributes?.isEqual(attributes) ?? false) {
                apply(attributes, to: cell)
            }
        }
        for (indexPath, cell) in visible where shown[indexPath] !== cell { enqueue(cell) }
        visible = shown
        reloadedItems.removeAll()
        if hasUnaskedTargetOffset {
            hasUnaskedTargetOffset = false
            let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
            if target != contentOffset { contentOffset = target }
        }
    }

    /// The cell elements of the rects ``layoutChoices`` asks of the layout (one element per index
    /// path, the first answered); the rect they cover goes to ``lastQueriedRect``.
    private func queriedCellElements() -> [UICollectionViewLayoutAttributes] {
        let grown = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var rects: [CGRect]
        switch layoutChoices.rectQuery {
        case .boundsGrownByViewport: rects = [grown]
        case .exactBounds: rects = [bounds]
        case .tiles(let side):
            rects = []
            for y in stride(from: grown.minY, to: grown.maxY, by: max(side, 1)) {
                for x in stride(from: grown.minX, to: grown.maxX, by: max(side, 1)) {
                    rects.append(CGRect(x: x, y: y, width: side, height: side))
                }
            }
        }
        lastQueriedRect = rects.count == 1 ? rects[0] : grown
        var seen: Set<IndexPath> = []
        var elements: [UICollectionViewLayoutAttributes] = []
        for rect in rects {
            for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
            where attributes.representedElementCategory == .cell && seen.insert(attributes.indexPath).inserted {
                elements.append(attributes)
            }
        }
        return elements
    }

    /// Applies attributes as UIKit does: centre, size, 3-D transform, alpha, hidden and the layer's
    /// z position (the z index), then the cell's `apply(_:)`. The cell keeps a copy of them, or the
    /// object itself with ``keepsLayoutAttributesUncopied``.
    private func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        let keptObject = keepsLayoutAttributesUncopied ? attributes : attributes.copy(with: nil)
        guard let kept = keptObject as? UICollectionViewLayoutAttributes else { return }
        cell.appliedAttributes = kept
        cell.center = kept.center
        cell.bounds = CGRect(origin: cell.bounds.origin, size: kept.size)
        cell.layer.transform = kept.transform3D
        cell.alpha = kept.alpha
        cell.isHidden = kept.isHidden
        cell.layer.zPosition = CGFloat(kept.zIndex)
        cell.apply(kept)
        if layoutChoices.asksPreferredAttributes { askPreferredAttributes(of: cell, for: kept) }
    }

    /// Self-sizing: the cell may answer other attributes for the ones it keeps; the layout decides
    /// whether that invalidates it (``StandInLayoutChoices/asksPreferredAttributes``). The cell keeps
    /// the layout's attributes either way; the layout's next pass says what it shows.
    private func askPreferredAttributes(of cell: UICollectionViewCell, for kept: UICollectionViewLayoutAttributes) {
        guard let original = kept.copy(with: nil) as? UICollectionViewLayoutAttributes else { return }
        let preferred = cell.preferredLayoutAttributesFitting(kept)
        guard !preferred.isEqual(original) else { return }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return }
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    private func enqueue(_ cell: UICollectionViewCell) {
        if layoutChoices.keepsQueuedCellsHidden {
            cell.isHidden = true
        } else {
            cell.removeFromSuperview()
        }
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    // MARK: Touches: highlight on touch-down, select on touch-up

    private var touchedItem: IndexPath?

    private func item(touchedBy touches: Set<UITouch>) -> IndexPath? {
        guard let view = touches.first?.view else { return nil }
        return visible.first { view.isDescendant(of: $0.value) }?.key
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let indexPath = item(touchedBy: touches) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        touchedItem = indexPath
        visible[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        if allowsMultipleSelection, indexPathsForSelectedItems?.contains(indexPath) == true {
            if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true {
                deselectItem(at: indexPath, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
            }
        } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            selectItem(at: indexPath, animated: false, scrollPosition: [])
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        visible[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        visible[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
