// A shop in the style of the sample app's Fruits screen: each page moves several of its own views
// differently (2-D and 3-D transforms), and a page indicator follows the layout's delegate.
import PagingLayoutUIKit
import UIKit

struct FruitModel {
    let name: String
    let price: Double
    let tint: UIColor
}

final class ShopViewController: UIViewController, CollectionViewPagingLayoutDelegate {
    var fruits: [FruitModel] = []
    private let dots = DotsView()
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerCell(FruitPageCell.self)
        collectionView.isPagingEnabled = true
        collectionView.dataSource = self
        let layout = CollectionViewPagingLayout()
        layout.numberOfVisibleItems = 3
        layout.delegate = self
        collectionView.collectionViewLayout = layout
        collectionView.showsHorizontalScrollIndicator = false
        dots.numberOfPages = fruits.count
    }

    func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
        dots.currentPage = currentPage
    }
}

extension ShopViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fruits.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell: FruitPageCell = collectionView.dequeueCell(for: indexPath)
        cell.fruit = fruits[indexPath.item]
        return cell
    }
}

final class FruitPageCell: UICollectionViewCell, ReusableCell {
    var fruit: FruitModel? {
        didSet {
            titleLabel.text = fruit?.name
            cardBackground.backgroundColor = fruit?.tint
            cardBackground.layer.shadowColor = fruit?.tint.cgColor
        }
    }

    private let pageTitleLabel = UILabel()
    private let cardContainer = UIView()
    private let cardBackground = UIView()
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let priceTag = UIView()
    private let priceTagContainer = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        priceTagContainer.fill(with: priceTag)
        cardBackground.layer.cornerRadius = 15
        cardBackground.layer.shadowOffset = .init(width: 0, height: 0.5)
        cardBackground.layer.shadowOpacity = 0.7
        cardBackground.layer.shadowRadius = 7
    }
}

extension FruitPageCell: TransformableView {
    var selectableView: UIView? { cardContainer }

    func transform(progress: CGFloat) {
        let slide = CGAffineTransform(translationX: bounds.width * progress, y: 0)
        titleLabel.transform = slide

        let titleScale = max(1 - abs(0.3 * progress), 0.7)
        pageTitleLabel.transform = CGAffineTransform(translationX: 40 + progress * 80 - titleScale * 40, y: 0)
            .scaledBy(x: titleScale, y: titleScale)
        pageTitleLabel.alpha = progress < 0 ? max(1 + progress, 0) : max(1 - abs(0.7 * progress), 0.3)

        let imageScale = 1 - abs(0.5 * progress)
        imageView.transform = CGAffineTransform(translationX: bounds.width * progress, y: progress * imageView.frame.height / 8)
            .scaledBy(x: imageScale, y: imageScale)

        var card = CATransform3DIdentity
        if progress < 0 {
            card.m34 = -0.011
            card = CATransform3DRotate(card, max(-abs(.pi / 3 * progress), -.pi / 3), 0, 1, 1)
        } else {
            card.m34 = 0.002
            card.m41 = bounds.width * 0.093 * progress
            card = CATransform3DRotate(card, max(-abs(.pi / 8 * progress), -.pi / 8), 0, 1, -0.1)
        }
        cardContainer.layer.transform = card

        var tag = CATransform3DIdentity
        tag.m34 = -0.008
        priceTag.layer.transform = CATransform3DRotate(tag, .pi * progress, 0, 1, 0)
        priceTag.alpha = abs(progress) > 0.5 ? 0 : 1
    }
}
