// The UIKit set-up of the original's README and HOW_TO_USE_UIKIT: a layout on a collection view,
// a cell with a card view, and the two ways of giving the card an effect.
import PagingLayoutUIKit
import UIKit

/// A plain view controller holding a collection view, as in the "Sample Code" section.
class SetupViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        setupCollectionView()
    }

    private func setupCollectionView() {
        let layout = CollectionViewPagingLayout()
        collectionView = UICollectionView(frame: view.frame, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.register(MyCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        10
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Setting the layout on an existing collection view, with the visible-items limit.
class ExistingCollectionViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewPagingLayout()
        collectionView.collectionViewLayout = layout
        collectionView.isPagingEnabled = true
        layout.numberOfVisibleItems = nil
        layout.numberOfVisibleItems = 5
    }
}

/// The sample's cell: a card inset in the content view, which is as large as the collection view.
class CardCell: UICollectionViewCell {
    var card: UIView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    func setup() {
        let cardFrame = CGRect(
            x: 80,
            y: 100,
            width: frame.width - 160,
            height: frame.height - 200
        )
        card = UIView(frame: cardFrame)
        card.backgroundColor = .systemOrange
        contentView.addSubview(card)
    }
}

/// The sample cell with the scale effect: `card` is the first subview of the content view, so it is
/// the scalable view by default.
class MyCell: CardCell {}

extension MyCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        .layout(.linear)
    }
}

/// The same card with a custom effect instead.
class MyFadingCell: CardCell {}

extension MyFadingCell: TransformableView {
    func transform(progress: CGFloat) {
        let alpha = 1 - abs(progress)
        contentView.alpha = alpha
    }
}

/// A cell with only a custom effect: the "Make custom effects" section.
class YourCell: UICollectionViewCell {}

extension YourCell: TransformableView {
    func transform(progress: CGFloat) {
        let alpha = 1 - abs(progress)
        contentView.alpha = alpha
    }
}
