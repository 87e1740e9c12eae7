#if canImport(UIKit)
    import UIKit

    /// The collection view delegate's selection and scrolling messages the layout sends itself,
    /// with UIKit's answer for a delegate that does not implement one (`true` for the `should`
    /// questions).
    ///
    /// The one place that knows how to call them: these are optional requirements of Objective-C
    /// protocols in UIKit, called with `?(`; where there is no Objective-C runtime (the stand-in
    /// UIKit the adapter runs against on Linux) the protocols declare them as requirements with
    /// default implementations, called directly.
    @MainActor
    extension UICollectionViewDelegate {
        /// `collectionView(_:shouldSelectItemAt:)`, or `true`.
        func askShouldSelectItem(at indexPath: IndexPath, in view: UICollectionView) -> Bool {
            #if canImport(ObjectiveC)
                collectionView?(view, shouldSelectItemAt: indexPath) ?? true
            #else
                collectionView(view, shouldSelectItemAt: indexPath)
            #endif
        }

        /// `collectionView(_:didSelectItemAt:)`.
        func tellDidSelectItem(at indexPath: IndexPath, in view: UICollectionView) {
            #if canImport(ObjectiveC)
                collectionView?(view, didSelectItemAt: indexPath)
            #else
                collectionView(view, didSelectItemAt: indexPath)
            #endif
        }

        /// `collectionView(_:shouldDeselectItemAt:)`, or `true`.
        func askShouldDeselectItem(at indexPath: IndexPath, in view: UICollectionView) -> Bool {
            #if canImport(ObjectiveC)
                collectionView?(view, shouldDeselectItemAt: indexPath) ?? true
            #else
                collectionView(view, shouldDeselectItemAt: indexPath)
            #endif
        }

        /// `collectionView(_:didDeselectItemAt:)`.
        func tellDidDeselectItem(at indexPath: IndexPath, in view: UICollectionView) {
            #if canImport(ObjectiveC)
                collectionView?(view, didDeselectItemAt: indexPath)
            #else
                collectionView(view, didDeselectItemAt: indexPath)
            #endif
        }

        /// `scrollViewDidEndScrollingAnimation(_:)`.
        func tellDidEndScrollingAnimation(of view: UICollectionView) {
            #if canImport(ObjectiveC)
                scrollViewDidEndScrollingAnimation?(view)
            #else
                scrollViewDidEndScrollingAnimation(view)
            #endif
        }
    }
#endif
