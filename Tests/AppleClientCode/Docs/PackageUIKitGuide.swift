// Docs/UIKit.md of this package: every snippet, in order, with the properties and types they take
// as given declared in between.
import PagingLayoutUIKit   // was: import CollectionViewPagingLayout
import UIKit

/// "Set-up": the layout on an existing collection view.
final class GuideSetupViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewPagingLayout()
        layout.numberOfVisibleItems = 5        // nil (the default) lays out every page, up to PagingEngine.maximumVisibleItems (10 000)
        collectionView.collectionViewLayout = layout
        collectionView.isPagingEnabled = true
    }
}

/// "Prepared effects": one cell per prepared effect.
final class PhotoCell: UICollectionViewCell, ScaleTransformView {
    let photoFrame = UIView()
    let captionLabel = UILabel()
    var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
}

final class DeckCell: UICollectionViewCell, StackTransformView {
    var stackOptions: StackTransformViewOptions { .layout(.perspective) }
}

final class ArticleCell: UICollectionViewCell, SnapshotTransformView {
    var snapshotOptions: SnapshotTransformViewOptions { .layout(.bars) }
}

/// Naming the view the effect moves.
extension PhotoCell {
    var scalableView: UIView { photoFrame }
}

/// "Effects from other pagers, or any effect".
final class AlbumCell: UICollectionViewCell, EffectTransformView {
    let coverView = UIView()
    var effectTarget: UIView { coverView }
    var pagingEffect: any PagingEffect { ICarouselEffect(options: .coverFlow) }
}

final class CubeCell: UICollectionViewCell, EffectTransformView {
    var effectTarget: UIView { self }
    var pagingEffect: any PagingEffect { AnimatedLayoutEffect(options: .layout(.cube)) }
}

/// "Combining an effect with your own changes".
extension PhotoCell {
    func transform(progress: CGFloat) {
        applyScaleTransform(progress: progress)
        captionLabel.alpha = 1 - abs(progress)
    }
}

/// "Your own effect".
final class TicketCell: UICollectionViewCell {
    let ticketView = UIView()
}

extension TicketCell: TransformableView {
    func transform(progress: CGFloat) {
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 500
        ticketView.layer.transform = CATransform3DRotate(turn, .pi / 3 * progress, 0, 1, 0)
        ticketView.alpha = 1 - abs(progress) * 0.5
    }

    func zPosition(progress: CGFloat) -> Int {
        progress < -0.5 ? -10 : Int(-abs(round(progress)))
    }
}

/// "Pages from code".
@MainActor
func guidePagesFromCode(layout: CollectionViewPagingLayout) {
    print(layout.currentPage)                            // the page nearest the scroll position
    layout.setCurrentPage(3)                             // animated with defaultAnimator
    layout.setCurrentPage(3, animated: false)
    layout.setCurrentPage(3, animated: true, animator: DefaultViewAnimator(0.6, curve: .parametric)) {
        print("on page 3")
    }
    layout.goToNextPage()
    layout.goToPreviousPage(animated: true)
    layout.defaultAnimator = DefaultViewAnimator(0.4, curve: .easeOut)
}

/// "Pages from code": the page under a point, in place of `indexPathForItem(at:)`.
@MainActor
func pageIndexPath(at point: CGPoint, in layout: CollectionViewPagingLayout) -> IndexPath? {
    layout.pagerScene()?.item(atContentPoint: point).map { IndexPath($0.indexPath) }
}

/// "Changing the data": a diffable data source feeding the pager.
struct Photo: Identifiable, Sendable {
    let id: UUID
    let title: String
}

final class GuideFeedViewController: UIViewController {
    private let layout = CollectionViewPagingLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var dataSource: UICollectionViewDiffableDataSource<Int, Photo.ID>!
    private var photos: [Photo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        dataSource = UICollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: collectionView) {
            [unowned self] collectionView, indexPath, id in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            cell.photoFrame.accessibilityLabel = photos.first { $0.id == id }?.title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Applies `snapshot`, keeping the item the user was looking at on screen.
    func show(_ snapshot: NSDiffableDataSourceSnapshot<Int, Photo.ID>) {
        let shown = dataSource.itemIdentifier(for: IndexPath(item: layout.currentPage, section: 0))
        dataSource.apply(snapshot)
        if let shown, let indexPath = dataSource.indexPath(for: shown) {
            layout.setCurrentPage(indexPath.item, animated: false)
        }
    }
}

/// "Listening and taps".
struct GuidePhoto {
    let name: String
}

final class GalleryViewController: UIViewController, CollectionViewPagingLayoutDelegate {
    private let pageControl = UIPageControl()
    private let photos = [GuidePhoto(name: "dune"), GuidePhoto(name: "reef")]

    private func open(_ photo: GuidePhoto) {
        print("open", photo.name)
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
        pageControl.currentPage = currentPage
    }

    func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
        open(photos[indexPath.item])
    }
}

@MainActor
func guideListen(layout: CollectionViewPagingLayout, galleryViewController: GalleryViewController) {
    layout.delegate = galleryViewController
}

/// "Listening and taps": a cell of your own routes touches by the layout's hit test.
final class GuideTouchRoutingCell: UICollectionViewCell {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        (superview as? UICollectionView).flatMap { $0.collectionViewLayout as? CollectionViewPagingLayout }?
            .receivesTouch(at: point, in: self) ?? super.point(inside: point, with: event)
    }
}

/// "Any layout in a collection view": the generic shell with one of the library's layouts.
@MainActor
func showCarousel(in collectionView: UICollectionView) {
    collectionView.collectionViewLayout = ScrollLayoutCollectionViewLayout { itemCounts, viewportSize in
        CarouselLayout(options: CarouselLayoutOptions(spacingWhenFocused: 40), itemCount: itemCounts.first ?? 0)
    }
}
