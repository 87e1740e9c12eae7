// "Handle touches" (the original's README before 1.0): taps on the selectable views of any visible
// page, through the layout's delegate or the collection view's own delegate.
import PagingLayoutUIKit
import UIKit

class TapsViewController: UIViewController, UICollectionViewDelegate {
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewPagingLayout()
        layout.numberOfVisibleItems = 10
        collectionView.collectionViewLayout = layout
        layout.configureTapOnCollectionView(goToSelectedPage: true)
        layout.configureTapOnCollectionView()
        layout.delegate = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        (collectionView.collectionViewLayout as? CollectionViewPagingLayout)?.setCurrentPage(indexPath.row) {
            print("selected", indexPath)
        }
    }
}

extension TapsViewController: CollectionViewPagingLayoutDelegate {
    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
        print("tapped page", indexPath.item)
    }
}

/// A delegate that only listens to page changes.
final class PageLogger: CollectionViewPagingLayoutDelegate {
    private(set) var pages: [Int] = []

    func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
        pages.append(currentPage)
    }
}

/// The layout's other settings, from main-actor code.
@MainActor
func configureEverySetting(of layout: CollectionViewPagingLayout) {
    layout.scrollDirection = .vertical
    layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
    layout.zPositionHandler = .cellLayer
    layout.zPositionHandler = .layoutAttribute
    layout.zPositionHandler = CollectionViewPagingLayout.ZPositionHandler.both
    layout.transparentAttributeWhenCellNotLoaded = true
    layout.defaultAnimator = nil
    let page: Int = layout.currentPage
    let animating: Bool = layout.isAnimating
    print(page, animating)
}
