// README.md of this package: the iOS example, wrapped where it needs a home.
import PagingLayoutUIKit   // was: import CollectionViewPagingLayout
import UIKit

/// The README's set-up lines, in a view controller that owns the collection view.
final class ReadmePagerViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewPagingLayout()
        layout.numberOfVisibleItems = 5
        collectionView.collectionViewLayout = layout
        collectionView.isPagingEnabled = true
    }
}

/// The app's own cell, given the scale effect in an extension.
final class PageCell: UICollectionViewCell {}

extension PageCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
}
