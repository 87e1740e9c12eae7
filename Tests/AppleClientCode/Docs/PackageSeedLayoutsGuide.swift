// Docs/Layouts-Carousel.md and Docs/Layouts-Photos.md of this package: the focus carousel, the Photos
// preview pager and thumbnail strip in collection views, preview cells applying the parallax.
import PagingLayout
import PagingLayoutUIKit
import UIKit

final class CarouselViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CarouselCollectionViewLayout()
        layout.itemSize = CGSize(width: 250, height: 150)
        layout.spacing = 10
        layout.spacingWhenFocused = 40
        collectionView.collectionViewLayout = layout
        collectionView.decelerationRate = .fast
    }
}

final class PhotosPreviewCell: UICollectionViewCell {
    let imageView = UIImageView()

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? ScrollLayoutAttributes else { return }
        imageView.transform = CGAffineTransform(translationX: attributes.parallaxOffset.x, y: 0)
    }
}

final class PhotosViewController: UIViewController {
    let previewView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let thumbnailsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var photos: [UIImage] = []
    var pager: PhotosPagerCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let coordinator = PhotosPagerCoordinator(previewView: previewView, thumbnailsView: thumbnailsView)
        coordinator.previewLayout.spacing = 20
        coordinator.thumbnailLayout.aspectRatios = photos.map { $0.size.width / $0.size.height }
        pager = coordinator
    }

    func deleteShownPhoto(coordinator: PhotosPagerCoordinator) {
        let shown = coordinator.activeIndex
        coordinator.deleteItem(at: shown, dataSourceUpdate: { self.photos.remove(at: shown) })
    }
}
