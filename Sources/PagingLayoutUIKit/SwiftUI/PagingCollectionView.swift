#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The representable behind every page view: a ``PagingCollectionViewController`` kept up to
    /// date with the page view's configuration.
    struct PagingCollectionView<ValueType: Identifiable, PageContent: View>: UIViewControllerRepresentable {
        let configuration: PageViewConfiguration<ValueType, PageContent>

        @MainActor
        func makeUIViewController(context: Context) -> PagingCollectionViewController<ValueType, PageContent> {
            PagingCollectionViewController(configuration: configuration)
        }

        @MainActor
        func updateUIViewController(
            _ controller: PagingCollectionViewController<ValueType, PageContent>, context: Context
        ) {
            controller.update(configuration)
        }
    }
#endif
