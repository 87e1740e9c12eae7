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

        init(configuration: PageViewConfiguration<ValueType, PageContent>) {
            self.configuration = configuration
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
            collectionView.register(Cell.self, forCellWithReuseIdentifier: Cell.reuseIdentifier)
            collectionView.dataSource = self
            collectionView.delegate = self
            layout.delegate = self
            layout.driver.onScrollStateChanged = { [weak self] state in
                self?.selectionSync.scrollStateChanged(to: state)
            }
            selectionSync.writeSelection = { [weak self] page in self?.writeSelection(page: page) }
            view = collectionView
            applySettings()
        }

        /// Shows `configuration`: new settings, new items (reloading only when the items' ids
        /// change, refreshing the visible pages otherwise) and the selected page.
        func update(_ configuration: PageViewConfiguration<ValueType, PageContent>) {
            let idsChanged = configuration.data.map(\.id) != self.configuration.data.map(\.id)
            self.configuration = configuration
            loadViewIfNeeded()
            isUpdating = true
            defer { isUpdating = false }
            applySettings()
            if idsChanged {
                collectionView.reloadData()
            } else {
                refreshVisiblePages()
            }
            followSelection()
        }

        private func applySettings() {
            layout.numberOfVisibleItems = configuration.numberOfVisibleItems
            layout.scrollDirection = configuration.scrollDirection
            layout.pageLength = configuration.pageLength
            layout.spacing = configuration.pageSpacing
            layout.contentPadding = configuration.contentPadding
            layout.pageAlignment = configuration.pageAlignment
            layout.isLooping = configuration.loops
            layout.defaultAnimator = configuration.animator
            layout.transparentAttributeWhenCellNotLoaded = configuration.hidesCellWhenNotLoaded
            layout.scrollsToSelectedPage = false
            // Taps are resolved (through the pages' transforms) only when the page view uses them.
            layout.resolvesTaps = configuration.onTapPage != nil || configuration.scrollsToSelectedPage
            for setting in configuration.collectionViewSettings {
                setting(collectionView)
            }
            // Options, padding and the z order may have changed: lay out and transform again.
            collectionView.visibleCells.forEach { $0.setNeedsLayout() }
            layout.invalidateLayout()
        }

        private func refreshVisiblePages() {
            for case let cell as Cell in collectionView.visibleCells {
                guard let indexPath = collectionView.indexPath(for: cell), configuration.data.indices.contains(indexPath.item)
                else { continue }
                cell.show(configuration.data[indexPath.item], at: indexPath.item, in: self)
            }
        }

        /// Goes to the selection's page unless the pager is there or on its way; a selection made
        /// before the pages are counted (the initial one, an item appended and selected at once)
        /// is remembered until they are.
        private func followSelection() {
            guard let selection = configuration.selection else { return }
            let page = configuration.data.firstIndex { $0.id == selection.wrappedValue }
            selectionSync.selectionChanged(toPage: page, animated: view.window != nil)
        }

        // MARK: - UICollectionViewDataSource

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            configuration.data.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
            (cell as? Cell)?.show(configuration.data[indexPath.item], at: indexPath.item, in: self)
            return cell
        }

        // MARK: - Selection

        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
            guard configuration.data.indices.contains(indexPath.item) else { return }
            configuration.onTapPage?(configuration.data[indexPath.item].id)
            if configuration.scrollsToSelectedPage {
                selectionSync.pageTapped(indexPath.item)
            }
        }

        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
            selectionSync.pageChanged(to: currentPage)
        }

        /// Writes the item of `page` to the selection binding.
        private func writeSelection(page: Int) {
            guard let selection = configuration.selection, configuration.data.indices.contains(page) else { return }
            let id = configuration.data[page].id
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
