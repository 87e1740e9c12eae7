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
        case .wholeCellEffect: ScaleEffect(options: ScaleCell.makeOptions())
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
        if let clientCellClass {
            collectionView.register(clientCellClass, forCellWithReuseIdentifier: Self.clientCellIdentifier)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isPagingEnabled = options.isPagingEnabled
        collectionView.keepsLayoutAttributesUncopied = options.keepsLayoutAttributesUncopied
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
    }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier: String
        switch options.cells {
        case .scale: identifier = ScaleCell.reuseIdentifier
        case .stack: identifier = StackCell.reuseIdentifier
        case .snapshot: identifier = SnapshotCell.reuseIdentifier
        case .wholeCellEffect: identifier = WholeCellEffectCell.reuseIdentifier
        }
        guard clientCellClass == nil else {
            // Client cells show their item as their content view's content.
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.clientCellIdentifier, for: indexPath)
            cell.contentView.accessibilityIdentifier = "item \(indexPath.item)"
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? ScenarioCell)?.item = sections[indexPath.section][indexPath.item]
        (cell as? ScenarioCell)?.resetsOnReuse = options.cellsResetOnReuse
        return cell
    }

    // MARK: Delegates

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if options.laysOutInDidScroll { collectionView.layoutIfNeeded() }
        if options.invalidatesLayoutInDidScroll { collectionView.collectionViewLayout.invalidateLayout() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.append("scrollView.didEndScrollingAnimation")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !options.refusesSelection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("collectionView.didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("collectionView.didDeselect \(indexPath.item)")
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
        log.append("layout.didChangeCurrentPage \(currentPage)")
        if options.reloadsOnPageChange { collectionView.reloadData() }
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
        log.append("layout.didSelect \(indexPath.item)")
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
