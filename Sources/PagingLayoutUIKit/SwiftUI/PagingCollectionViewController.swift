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
        /// The page a selection change asked for, while its animation runs.
        private var requestedPage: Int?
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
            collectionView.isPagingEnabled = true
            collectionView.showsHorizontalScrollIndicator = false
            collectionView.showsVerticalScrollIndicator = false
            collectionView.register(Cell.self, forCellWithReuseIdentifier: Cell.reuseIdentifier)
            collectionView.dataSource = self
            collectionView.delegate = self
            layout.delegate = self
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

        /// Goes to the selection's page when it is not the current page or the one being animated to.
        private func followSelection() {
            guard let id = configuration.selection?.wrappedValue,
                let page = configuration.data.firstIndex(where: { $0.id == id }),
                page != (requestedPage ?? layout.currentPage)
            else { return }
            go(to: page)
        }

        private func go(to page: Int) {
            requestedPage = page
            layout.setCurrentPage(page, animated: view.window != nil) { [weak self] in
                self?.requestedPage = nil
            }
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

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard configuration.data.indices.contains(indexPath.item) else { return }
            configuration.onTapPage?(configuration.data[indexPath.item].id)
            if configuration.scrollsToSelectedPage {
                go(to: indexPath.item)
            }
        }

        func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
            guard let selection = configuration.selection, configuration.data.indices.contains(currentPage) else { return }
            let id = configuration.data[currentPage].id
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
