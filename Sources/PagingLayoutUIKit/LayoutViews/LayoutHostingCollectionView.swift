#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The representable behind the list's and the carousel's SwiftUI views: a collection view with
    /// one of the layouts' UIKit layouts, whose cells and supplementary views host SwiftUI
    /// content (``LayoutHostingDataSource``).
    struct LayoutHostingCollectionView: UIViewRepresentable {
        /// Makes the layout, once.
        let makeLayout: @MainActor () -> UICollectionViewLayout
        /// Brings the layout up to date with the view's settings, on every update.
        let updateLayout: @MainActor (UICollectionViewLayout) -> Void
        /// The number of items in each section.
        let itemCounts: [Int]
        /// The supplementary view kinds the layout asks for.
        let supplementaryKinds: [String]
        /// The identity of the item at an index path: its `Identifiable` id.
        let cellIdentity: @MainActor (IndexPath) -> AnyHashable
        /// The content of the cell at an index path.
        let cell: @MainActor (IndexPath, LayoutElementState) -> AnyView
        /// The content of the supplementary view of a kind at an index path.
        let supplementary: @MainActor (String, IndexPath, LayoutElementState) -> AnyView

        @MainActor
        func makeCoordinator() -> LayoutHostingDataSource { LayoutHostingDataSource() }

        @MainActor
        func makeUIView(context: Context) -> UICollectionView {
            let view = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
            view.backgroundColor = .clear
            context.coordinator.attach(to: view, supplementaryKinds: supplementaryKinds)
            return view
        }

        @MainActor
        func updateUIView(_ view: UICollectionView, context: Context) {
            let source = context.coordinator
            source.itemCounts = itemCounts
            source.cellIdentity = cellIdentity
            source.cell = cell
            source.supplementary = supplementary
            updateLayout(view.collectionViewLayout)
            view.reloadData()
        }
    }
#endif
