import PagingLayoutUIKit
import UIKit

/// The scenario app's view controller: a full-screen collection view with the paging layout,
/// its data source and both delegates, logging every callback.
@MainActor
final class PagerViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    CollectionViewPagingLayoutDelegate
{
    let options: PagerScenarioOptions
    let layout = CollectionViewPagingLayout()
    let collectionView: UICollectionView
    /// The items in data order, section by section, each named by the number it was created with:
    /// item `n` (counted on across sections) shows `n` until the app deletes items before it.
    var sections: [[Int]]
    /// The items of a one-section app; setting them makes the data one section.
    var items: [Int] {
        get { sections.flatMap { $0 } }
        set { sections = [newValue] }
    }
    var itemCount: Int { items.count }

    /// Sections of `sizes` items, numbered on across them from 0.
    static func sections(ofSizes sizes: [Int]) -> [[Int]] {
        sizes.indices.map { index in
            let first = sizes[..<index].reduce(0, +)
            return Array(first..<first + sizes[index])
        }
    }
    var log: [String] = []
    /// Each time a callback was handed a page or item that does not exist in the data at that
    /// moment, or a page other than the layout's `currentPage` (issue 22 §2's rule).
    var pageEventViolations: [String] = []
    /// The section identifiers of the diffable data source's snapshots, one per section of ``sections``.
    var sectionIdentifiers: [Int] = []
    /// The data source when the app feeds the collection view with snapshots (``PagerScenarioOptions/usesDiffableDataSource``).
    private(set) var diffableDataSource: UICollectionViewDiffableDataSource<Int, Int>?
    /// The pager's VoiceOver element, as Docs/Accessibility.md shows it.
    private(set) lazy var pagerElement = PagerAccessibilityElement(accessibilityContainer: collectionView)

    /// The app's own cell class, shown instead of the scenario's cells (client code's cells).
    let clientCellClass: UICollectionViewCell.Type?
    static let clientCellIdentifier = "client"

    init(options: PagerScenarioOptions, clientCellClass: UICollectionViewCell.Type? = nil) {
        self.options = options
        self.clientCellClass = clientCellClass
        sections = Self.sections(ofSizes: options.sectionSizes ?? [options.itemCount])
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init()
    }

    /// The effect the cells apply, for the expected numbers.
    var effect: any PagingEffect {
        switch options.cells {
        case .scale: ScaleEffect(options: ScaleCell.makeOptions())
        case .stack: StackEffect(options: StackCell.makeOptions())
        case .snapshot: SnapshotEffect(options: SnapshotCell.makeOptions())
        case .wholeCellEffect, .contentViewEffect: ScaleEffect(options: ScaleCell.makeOptions())
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(ScaleCell.self, forCellWithReuseIdentifier: ScaleCell.reuseIdentifier)
        collectionView.register(StackCell.self, forCellWithReuseIdentifier: StackCell.reuseIdentifier)
        collectionView.register(SnapshotCell.self, forCellWithReuseIdentifier: SnapshotCell.reuseIdentifier)
        collectionView.register(WholeCellEffectCell.self, forCellWithReuseIdentifier: WholeCellEffectCell.reuseIdentifier)
        collectionView.register(ContentViewScaleCell.self, forCellWithReuseIdentifier: ContentViewScaleCell.reuseIdentifier)
        if let clientCellClass {
            collectionView.register(clientCellClass, forCellWithReuseIdentifier: Self.clientCellIdentifier)
        }
        if options.usesDiffableDataSource {
            diffableDataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                [weak self] collectionView, indexPath, item in
                self?.cell(showing: item, at: indexPath, in: collectionView)
            }
            sectionIdentifiers = Array(sections.indices)
            diffableDataSource?.apply(snapshot(), animatingDifferences: false)
        } else {
            collectionView.dataSource = self
        }
        collectionView.delegate = self
        collectionView.isPagingEnabled = options.isPagingEnabled
        collectionView.keepsLayoutAttributesUncopied = options.keepsLayoutAttributesUncopied
        options.layoutChoices.apply(to: collectionView)
        if options.isRightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        collectionView.allowsMultipleSelection = options.allowsMultipleSelection
        if options.isVertical { layout.scrollDirection = .vertical }
        collectionView.contentInset = options.contentInset.insets
        switch options.insetAdjustment {
        case .automatic: collectionView.contentInsetAdjustmentBehavior = .automatic
        case .never: collectionView.contentInsetAdjustmentBehavior = .never
        case .always: collectionView.contentInsetAdjustmentBehavior = .always
        }
        layout.numberOfVisibleItems = options.numberOfVisibleItems
        layout.pageLength = options.pageLength
        layout.spacing = options.spacing
        layout.contentPadding = options.contentPadding
        layout.delegate = self
        layout.resolvesTaps = options.resolvesTaps
        switch options.zPositionHandler {
        case .both: layout.zPositionHandler = .both
        case .cellLayer: layout.zPositionHandler = .cellLayer
        case .layoutAttribute: layout.zPositionHandler = .layoutAttribute
        }
        if let page = options.pageSetInViewDidLoad {
            layout.setCurrentPage(page) { [weak self] in self?.log.append("completion \(page)") }
        }
        if let offset = options.offsetSetInViewDidLoad {
            collectionView.contentOffset = CGPoint(x: offset, y: 0)
        }
        if options.laysOutInViewDidLoad { collectionView.layoutIfNeeded() }
    }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(showing: sections[indexPath.section][indexPath.item], at: indexPath, in: collectionView)
    }

    /// ``sections`` as a snapshot, each section identified by its ``sectionIdentifiers`` entry.
    func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sectionIdentifiers)
        for (identifier, items) in zip(sectionIdentifiers, sections) { snapshot.appendItems(items, toSection: identifier) }
        return snapshot
    }

    /// A cell showing `item` (the number it was made with) at `indexPath`.
    private func cell(showing item: Int, at indexPath: IndexPath, in collectionView: UICollectionView) -> UICollectionViewCell {
        let identifier: String
        switch options.cells {
        case .scale: identifier = ScaleCell.reuseIdentifier
        case .stack: identifier = StackCell.reuseIdentifier
        case .snapshot: identifier = SnapshotCell.reuseIdentifier
        case .wholeCellEffect: identifier = WholeCellEffectCell.reuseIdentifier
        case .contentViewEffect: identifier = ContentViewScaleCell.reuseIdentifier
        }
        guard clientCellClass == nil else {
            // Client cells show their item as their content view's content.
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.clientCellIdentifier, for: indexPath)
            cell.contentView.accessibilityIdentifier = "item \(indexPath.item)"
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? ScenarioCell)?.item = item
        (cell as? ScenarioCell)?.resetsOnReuse = options.cellsResetOnReuse
        return cell
    }

    // MARK: Delegates

    /// The layout's `currentPage` as the app read it in each `scrollViewDidScroll(_:)`, when it reads it.
    var pagesReadInDidScroll: [Int] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if options.readsPageInDidScroll { pagesReadInDidScroll.append(layout.currentPage) }
        if let limit = options.pageLimitInDidScroll, scrollView.contentOffset.x > CGFloat(limit) * scrollView.bounds.width {
            layout.setCurrentPage(limit, animated: false)
        }
        if options.laysOutInDidScroll { collectionView.layoutIfNeeded() }
        if options.invalidatesLayoutInDidScroll { collectionView.collectionViewLayout.invalidateLayout() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.append("scrollView.didEndScrollingAnimation")
        checkPage(layout.currentPage, heardBy: "scrollViewDidEndScrollingAnimation")
    }

    /// Notes a violation when `page` is not a page of the data as the collection view counts it
    /// now, or not the layout's current page.
    func checkPage(_ page: Int, heardBy listener: String) {
        let pages = (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
        if !(0..<max(pages, 1)).contains(page) || page != layout.currentPage {
            pageEventViolations.append("\(listener): page \(page) of \(pages), current \(layout.currentPage)")
        }
    }

    /// Notes a violation when `indexPath` is not an item of the data as the collection view counts it now.
    private func checkItem(_ indexPath: IndexPath, heardBy listener: String) {
        guard indexPath.section < collectionView.numberOfSections,
            indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
        else { return pageEventViolations.append("\(listener): no item at \(indexPath)") }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !options.refusesSelection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("collectionView.didSelect \(indexPath.item)")
        checkItem(indexPath, heardBy: "collectionView(_:didSelectItemAt:)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("collectionView.didDeselect \(indexPath.item)")
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
        log.append("layout.didChangeCurrentPage \(currentPage)")
        checkPage(currentPage, heardBy: "collectionViewPagingLayout(_:didChangeCurrentPage:)")
        if options.reloadsOnPageChange { collectionView.reloadData() }
        if options.appendsNearTheEnd, currentPage >= itemCount - 2 { appendPages(3) }
    }

    /// Appends `count` new items (numbered on from the largest) to the one section of the data.
    private func appendPages(_ count: Int) {
        let first = (items.max() ?? -1) + 1
        let start = itemCount
        items += Array(first..<first + count)
        if let diffableDataSource {
            diffableDataSource.apply(snapshot(), animatingDifferences: true)
        } else {
            collectionView.insertItems(at: (start..<start + count).map { IndexPath(item: $0, section: 0) })
        }
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
        log.append("layout.didSelect \(indexPath.item)")
        checkItem(indexPath, heardBy: "collectionViewPagingLayout(_:didSelectItemAt:)")
    }
}

extension ScaleCell {
    static func makeOptions() -> ScaleTransformViewOptions { .layout(.coverFlow) }
}

extension StackCell {
    static func makeOptions() -> StackTransformViewOptions { .layout(.perspective) }
}

extension SnapshotCell {
    static func makeOptions() -> SnapshotTransformViewOptions { .layout(.bars) }
}
