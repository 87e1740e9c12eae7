// A photo gallery in the style of the sample app's Gallery screen: a 3-D flip per page and text
// that animates with a property animator when its page is centred.
import PagingLayoutUIKit
import UIKit

struct GalleryPhoto: Equatable {
    let imageName: String
    let title: String
    let author: String
}

final class GalleryScreenController: UIViewController {
    var photos: [GalleryPhoto] = []
    private let layout = CollectionViewPagingLayout()
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerCell(GalleryPhotoCell.self)
        collectionView.isPagingEnabled = true
        collectionView.dataSource = self
        layout.numberOfVisibleItems = 10
        collectionView.collectionViewLayout = layout
        collectionView.backgroundColor = .clear
    }

    @IBAction private func onNextTouched() {
        layout.goToNextPage()
    }

    @IBAction private func onPreviousTouched() {
        layout.goToPreviousPage()
    }
}

extension GalleryScreenController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell: GalleryPhotoCell = collectionView.dequeueCell(for: indexPath)
        cell.photo = photos[indexPath.row]
        return cell
    }
}

final class GalleryPhotoCell: UICollectionViewCell, ReusableCell {
    var photo: GalleryPhoto?
    private let photoContainer = UIView()
    private let titleLabel = UILabel()
    private let backgroundContainer = UIView()
    private var textAnimator: UIViewPropertyAnimator?

    private func startTextAnimation() {
        guard textAnimator == nil else { return }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { [weak self] in
            self?.titleLabel.transform = .identity
        }
        animator.addCompletion { [weak self] _ in self?.textAnimator = nil }
        animator.startAnimation()
        textAnimator = animator
    }
}

extension GalleryPhotoCell: TransformableView {
    func transform(progress: CGFloat) {
        var flip = CATransform3DIdentity
        flip.m34 = -0.001_5
        photoContainer.layer.transform = CATransform3DRotate(flip, .pi * progress, 0, 1, 0)
        photoContainer.alpha = abs(progress) > 0.5 ? 0 : 1
        backgroundContainer.alpha = 1 - abs(progress)
        if progress == 0 {
            startTextAnimation()
        } else {
            textAnimator?.fractionComplete = 1
            titleLabel.transform = CGAffineTransform(translationX: 0, y: 10 + 100 * abs(progress))
                .scaledBy(x: 1, y: 1.2 + 2 * abs(progress))
            titleLabel.alpha = 1 - abs(progress) / 0.3
        }
    }
}
