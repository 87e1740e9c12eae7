#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The data source of a prepared layout's collection view in SwiftUI: item counts, and the SwiftUI
    /// content of each cell and supplementary view, hosted in ``LayoutHostingCell``s under the
    /// element's identity — a cell's item id, a supplementary view's kind and section. The owning
    /// view replaces its values on every SwiftUI update.
    @MainActor
    final class LayoutHostingDataSource: NSObject, UICollectionViewDataSource {
        /// The number of items in each section.
        var itemCounts: [Int] = []
        /// The identity of the item at an index path (its `Identifiable` id); by default the index path.
        var cellIdentity: (IndexPath) -> AnyHashable = { AnyHashable($0) }
        /// The content of the cell at an index path.
        var cell: (IndexPath, LayoutElementState) -> AnyView = { _, _ in AnyView(EmptyView()) }
        /// The content of the supplementary view of a kind at an index path.
        var supplementary: (String, IndexPath, LayoutElementState) -> AnyView = { _, _, _ in AnyView(EmptyView()) }

        /// Registers the hosting cell in `view` for cells and for the supplementary `kinds`, and
        /// becomes its data source.
        func attach(to view: UICollectionView, supplementaryKinds kinds: [String]) {
            view.register(LayoutHostingCell.self, forCellWithReuseIdentifier: LayoutHostingCell.reuseIdentifier)
            for kind in kinds {
                view.register(
                    LayoutHostingCell.self, forSupplementaryViewOfKind: kind,
                    withReuseIdentifier: LayoutHostingCell.reuseIdentifier)
            }
            view.dataSource = self
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            itemCounts[section]
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let view = collectionView.dequeueReusableCell(
                withReuseIdentifier: LayoutHostingCell.reuseIdentifier, for: indexPath)
            let cell = cell
            (view as? LayoutHostingCell)?.show(cellIdentity(indexPath)) { cell(indexPath, $0) }
            return view
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: LayoutHostingCell.reuseIdentifier, for: indexPath)
            let supplementary = supplementary
            (view as? LayoutHostingCell)?.show(SupplementaryIdentity(kind: kind, section: indexPath.section)) {
                supplementary(kind, indexPath, $0)
            }
            return view
        }

        /// A supplementary view's identity: the prepared layouts have one view of a kind per section.
        private struct SupplementaryIdentity: Hashable {
            let kind: String
            let section: Int
        }
    }
#endif
