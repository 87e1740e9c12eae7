// Docs/Layouts-List.md of this package: the sectioned list in a collection view, cells applying the parallax.
import PagingLayout
import PagingLayoutUIKit
import UIKit

final class ListHeaderView: UICollectionReusableView {
    let overlay = UIView()
}

final class ListPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? ScrollLayoutAttributes else { return }
        imageView.transform = CGAffineTransform(translationX: 0, y: attributes.parallaxOffset.y)
    }
}

final class ListViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = ListCollectionViewLayout(options: .stickyStretchy(width: collectionView.bounds.width))
        collectionView.collectionViewLayout = layout
        collectionView.register(ListPhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(ListHeaderView.self, forSupplementaryViewOfKind: ListCollectionViewLayout.headerKind,
                                withReuseIdentifier: "header")
    }
}
