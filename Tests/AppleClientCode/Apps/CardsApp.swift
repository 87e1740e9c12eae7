// A deck of cards in the style of the sample app's Cards screen: a vertical pager with an endless
// data source, a hand-made transform with a custom z order, and next/previous buttons.
import PagingLayoutUIKit
import UIKit

struct CardModel: Equatable {
    let imageName: String
}

final class DeckViewController: UIViewController {
    private enum Constants {
        static let endlessCount = 100_000
    }

    var cards: [CardModel] = ["card01", "card02", "card06"].map(CardModel.init)
    private let layout = CollectionViewPagingLayout()
    private var didCentre = false
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerCell(DeckCardCell.self)
        collectionView.isPagingEnabled = true
        collectionView.dataSource = self
        layout.numberOfVisibleItems = 7
        layout.scrollDirection = .vertical
        layout.transparentAttributeWhenCellNotLoaded = true
        collectionView.collectionViewLayout = layout
        collectionView.showsVerticalScrollIndicator = false
        collectionView.clipsToBounds = false
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout.invalidateLayoutInBatchUpdate()
        guard !didCentre else { return }
        didCentre = true
        collectionView?.performBatchUpdates({ [weak self] in
            self?.layout.setCurrentPage(Constants.endlessCount / 2, animated: false)
        })
    }

    @IBAction private func onNextTouched() {
        layout.goToNextPage()
    }

    @IBAction private func onPreviousTouched() {
        layout.goToPreviousPage()
    }
}

extension DeckViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Constants.endlessCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell: DeckCardCell = collectionView.dequeueCell(for: indexPath)
        cell.card = cards[indexPath.row % cards.count]
        return cell
    }
}

final class DeckCardCell: UICollectionViewCell, ReusableCell {
    var card: CardModel? {
        didSet { imageView.image = card.flatMap { UIImage(named: $0.imageName) } }
    }

    private let container = UIView()
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(container)
        container.addSubview(imageView)
        container.layer.cornerRadius = 20
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 0.6
        container.layer.shadowOffset = .init(width: 0, height: 2)
        container.layer.shadowRadius = 10
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension DeckCardCell: TransformableView {
    func transform(progress: CGFloat) {
        var alpha = 1 + progress
        var y = progress * 13
        var angle: CGFloat = 0
        var scale: CGFloat = 1 - progress * 0.05
        if progress > 3 {
            alpha = 4 - progress
            y = 39
        }
        if progress < 0, progress >= -0.5 {
            alpha = 1
            y = -logCurve(-progress / 0.5) * 240
            angle = -logCurve(-progress / 0.5) * .pi * 0.08
        } else if progress < -0.5 {
            alpha = 1
            scale = 1.025 + (progress + 0.5) * 0.35
        }
        container.alpha = alpha
        container.transform = CGAffineTransform(translationX: 0, y: y).scaledBy(x: scale, y: scale).rotated(by: angle)
    }

    func zPosition(progress: CGFloat) -> Int {
        progress < -0.5 ? -10 : Int(-abs(round(progress)))
    }

    private func logCurve(_ value: CGFloat) -> CGFloat {
        log10(1 + min(max(value, 0), 1) * 99) / 2
    }
}
