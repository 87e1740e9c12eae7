#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A collection view with a ``CollectionViewPagingLayout`` showing one SwiftUI page per item: the
    /// UIKit side of the page views.
    final class PagingCollectionViewController<ValueType: Identifiable, PageContent: View>: UIViewController,
        UICollectionViewDataSource, UICollectionViewDelegate, CollectionViewPagingLayoutDelegate
    {
        typealias Cell = PagingCollectionViewCell<ValueType, PageContent>

        private(set) var configuration: PageViewConfiguration<ValueType, PageContent>
        let layout = CollectionViewPagingLayout()
        private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        /// The selection binding and the current page, kept in step (the core's state machine).
        private lazy var selectionSync = PageSelectionSync(driver: layout.driver)
        /// Whether SwiftUI is updating the view: bindings must not be written synchronously then.
        private var isUpdating = false
        /// The items the collection view shows: the configuration's, except while items with new
        /// ids wait for the pager to rest.
        private var items: [ValueType]
        /// The settings the pager shows; `nil` before the first update.
        private var appliedSettings: PageViewSettings?
        /// Whether part of the configuration waits for the pager to rest.
        private var waitsForRest = false

        init(configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
            items = configuration.data
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("PagingCollectionViewController is made by the page views")
        }

        override func loadView() {
            collectionView.backgroundColor = .clear
            // The core snaps released drags (velocity, one page per swipe); UIKit decelerates to
            // the page it picks.
            collectionView.isPagingEnabled = false
            collectionView.decelerationRate = .fast
            collectionView.showsHorizontalScrollIndicator = false
            collectionView.showsVerticalScrollIndicator = false
            // Pages are tapped through `onTapPage` (the layout's `resolvesTaps`), not UIKit's
            // selection: without it the layout leaves taps to the pages' own SwiftUI controls.
            collectionView.allowsSelection = false
            collectionView.register(Cell.self, forCellWithReuseIdentifier: Cell.reuseIdentifier)
            collectionView.dataSource = self
            collectionView.delegate = self
            layout.delegate = self
            layout.scrollsToSelectedPage = false
            layout.driver.onScrollStateChanged = { [weak self] state in
                self?.selectionSync.scrollStateChanged(to: state)
                self?.scrollStateChanged(to: state)
            }
            selectionSync.writeSelection = { [weak self] page in self?.writeSelection(page: page) }
            view = collectionView
            applyConfiguration()
        }

        /// Shows `configuration`, applying only what changed (``PageViewUpdatePlan``): the layout
        /// is invalidated only when the pages move or need transforming again, the items reloaded
        /// only when their ids change (the visible pages are updated in place otherwise), and
        /// nothing that would interrupt a drag happens before the pager rests.
        func update(_ configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
            loadViewIfNeeded()
            isUpdating = true
            defer { isUpdating = false }
            applyConfiguration()
        }

        private func applyConfiguration() {
            let wanted = configuration.settings
            let plan = PageViewUpdatePlan(
                applied: appliedSettings, wanted: wanted,
                itemsChanged: configuration.data.map(\.id) != items.map(\.id),
                isScrolling: layout.scrollState != .idle, hasViewSettings: !configuration.collectionViewSettings.isEmpty)
            // Read when used (a page change, a transform, a tap): nothing to invalidate.
            layout.defaultAnimator = configuration.animator
            if plan.writesTapResolution {
                layout.resolvesTaps = wanted.resolvesTaps
            }
            if plan.writesLayoutSettings {
                write(wanted.layout)
            }
            if plan.appliesViewSettings {
                for setting in configuration.collectionViewSettings {
                    setting(collectionView)
                }
            }
            if plan.laysOutPages {
                collectionView.visibleCells.forEach { $0.setNeedsLayout() }
            }
            if plan.invalidatesLayout {
                layout.invalidateLayout()
            }
            if plan.reloadsItems {
                items = configuration.data
                collectionView.reloadData()
            } else if plan.updatesVisiblePages {
                items = configuration.data
                updateVisiblePages()
            }
            if plan.followsSelection {
                followSelection()
            }
            appliedSettings = plan.appliedSettings
            waitsForRest = plan.waitsForRest
        }

        private func write(_ settings: PageViewLayoutSettings) {
            layout.numberOfVisibleItems = settings.numberOfVisibleItems
            layout.scrollDirection = UICollectionView.ScrollDirection(settings.scrollDirection)
            layout.pageLength = settings.pageLength
            layout.spacing = settings.spacing
            layout.contentPadding = settings.contentPadding
            layout.pageAlignment = settings.pageAlignment
            layout.isLooping = settings.isLooping
            layout.transparentAttributeWhenCellNotLoaded = settings.hidesPagesWithoutCells
        }

        /// What waited for the pager to rest is applied once it does, after the pass that reported
        /// the rest.
        private func scrollStateChanged(to state: ScrollState) {
            guard state == .idle, waitsForRest else { return }
            DispatchQueue.main.async { [weak self] in
                guard let self, self.waitsForRest, self.layout.scrollState == .idle else { return }
                self.applyConfiguration()
            }
        }

        /// The visible pages show the items' new content in place (same ids: SwiftUI state kept).
        private func updateVisiblePages() {
            for case let cell as Cell in collectionView.visibleCells {
                guard let indexPath = collectionView.indexPath(for: cell), items.indices.contains(indexPath.item)
                else { continue }
                cell.show(items[indexPath.item], at: indexPath.item, in: self)
            }
        }

        /// Goes to the selection's page unless the pager is there or on its way; a selection made
        /// before the pages are counted (the initial one, an item appended and selected at once)
        /// is remembered until they are.
        private func followSelection() {
            guard let selection = configuration.selection else { return }
            let page = items.firstIndex { $0.id == selection.wrappedValue }
            selectionSync.selectionChanged(toPage: page, animated: view.window != nil)
        }

        // MARK: - UICollectionViewDataSource

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
            (cell as? Cell)?.show(items[indexPath.item], at: indexPath.item, in: self)
            return cell
        }

        // MARK: - Selection

        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
            guard items.indices.contains(indexPath.item) else { return }
            configuration.onTapPage?(items[indexPath.item].id)
            if configuration.scrollsToSelectedPage {
                selectionSync.pageTapped(indexPath.item)
            }
        }

        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
            selectionSync.pageChanged(to: currentPage)
        }

        /// Writes the item of `page` to the selection binding.
        private func writeSelection(page: Int) {
            guard let selection = configuration.selection, items.indices.contains(page) else { return }
            let id = items[page].id
            guard selection.wrappedValue != id else { return }
            if isUpdating {
                // SwiftUI forbids changing state while it updates a view: write once the update is over.
                Task { @MainActor in selection.wrappedValue = id }
            } else {
                selection.wrappedValue = id
            }
        }
    }
#endif
