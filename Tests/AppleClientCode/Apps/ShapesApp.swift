// A layout browser in the style of the sample app's Shapes screen: one pager picks the effect,
// another shows cards with it (scale, stack or snapshot cells with options from a shared model),
// taps on any visible page select it, and scrolling callbacks refresh the selection.
import PagingLayoutUIKit
import UIKit

enum ShapeEffect: String, CaseIterable {
    case scaleCoverFlow, scaleRotary, stackVortex, stackReverse, snapshotPuzzle, snapshotBars

    var scaleOptions: ScaleTransformViewOptions? {
        switch self {
        case .scaleCoverFlow: return .layout(.coverFlow)
        case .scaleRotary: return .layout(.rotary)
        default: return nil
        }
    }

    var stackOptions: StackTransformViewOptions? {
        switch self {
        case .stackVortex: return .layout(.vortex)
        case .stackReverse: return .layout(.reverse)
        default: return nil
        }
    }

    var snapshotOptions: SnapshotTransformViewOptions? {
        switch self {
        case .snapshotPuzzle: return .layout(.puzzle)
        case .snapshotBars: return .layout(.bars)
        default: return nil
        }
    }
}

/// The selected options, read by every card cell (as the sample's view model does).
final class ShapesModel {
    private(set) static var scaleOptions: ScaleTransformViewOptions = .init()
    private(set) static var stackOptions: StackTransformViewOptions = .init()
    private(set) static var snapshotOptions: SnapshotTransformViewOptions = .init()

    var selected: ShapeEffect = .scaleCoverFlow {
        didSet {
            if let options = selected.scaleOptions {
                ShapesModel.scaleOptions = options
            } else if let options = selected.stackOptions {
                ShapesModel.stackOptions = options
            } else if let options = selected.snapshotOptions {
                ShapesModel.snapshotOptions = options
            }
        }
    }

    func setCustomOptions<T>(_ options: T) {
        if let options = options as? ScaleTransformViewOptions {
            ShapesModel.scaleOptions = options
        } else if let options = options as? StackTransformViewOptions {
            ShapesModel.stackOptions = options
        } else if let options = options as? SnapshotTransformViewOptions {
            ShapesModel.snapshotOptions = options
        }
    }
}

class ShapeCardCell: UICollectionViewCell, ReusableCell {
    let cardView = UIView()
    private var edgeConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The original's public Auto Layout helper, which apps use.
        edgeConstraints = contentView.fill(
            with: cardView,
            edges: UIEdgeInsets(top: frame.height * 0.06, left: frame.width * 0.18,
                                bottom: -frame.height * 0.06, right: -frame.width * 0.18))
        clipsToBounds = false
        contentView.clipsToBounds = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard edgeConstraints.count == 4 else { return }
        edgeConstraints[0].constant = frame.width * 0.18
        edgeConstraints[2].constant = -frame.width * 0.18
        edgeConstraints[1].constant = frame.height * 0.06
        edgeConstraints[3].constant = -frame.height * 0.06
    }
}

final class ScaleShapeCell: ShapeCardCell, ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        ShapesModel.scaleOptions
    }
}

final class StackShapeCell: ShapeCardCell, StackTransformView {
    var stackOptions: StackTransformViewOptions {
        ShapesModel.stackOptions
    }
}

final class SnapshotShapeCell: ShapeCardCell, SnapshotTransformView {
    var snapshotOptions: SnapshotTransformViewOptions {
        ShapesModel.snapshotOptions
    }
}

/// The effect picker's cell: a circle that scales, and a title that fades.
final class EffectTypeCell: UICollectionViewCell, ReusableCell {
    let circleView = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
}

extension EffectTypeCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        .layout(.linear)
    }

    var scalableView: UIView {
        circleView
    }

    var selectableView: UIView? {
        circleView
    }

    func transform(progress: CGFloat) {
        applyScaleTransform(progress: progress)
        titleLabel.alpha = 1 - abs(progress)
        subtitleLabel.alpha = titleLabel.alpha
    }
}

final class ShapesScreenController: UIViewController {
    private enum Constants {
        static let endlessCount = 10_000
    }

    let model = ShapesModel()
    private var didCentre = false
    @IBOutlet private weak var collectionView: UICollectionView!
    @IBOutlet private weak var effectsCollectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerCell(ScaleShapeCell.self)
        collectionView.registerCell(StackShapeCell.self)
        collectionView.registerCell(SnapshotShapeCell.self)
        collectionView.isPagingEnabled = true
        collectionView.dataSource = self
        collectionView.delegate = self
        let layout = CollectionViewPagingLayout()
        collectionView.collectionViewLayout = layout
        layout.delegate = self

        effectsCollectionView.registerCell(EffectTypeCell.self)
        effectsCollectionView.isPagingEnabled = true
        effectsCollectionView.dataSource = self
        effectsCollectionView.delegate = self
        let effectsLayout = CollectionViewPagingLayout()
        effectsLayout.numberOfVisibleItems = 10
        effectsCollectionView.collectionViewLayout = effectsLayout
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !didCentre {
            didCentre = true
            effectsCollectionView?.performBatchUpdates({ [weak self] in
                self?.pagingLayout(of: self?.effectsCollectionView)?.setCurrentPage(Constants.endlessCount / 2, animated: false)
            })
        }
        pagingLayout(of: effectsCollectionView)?.invalidateLayoutInBatchUpdate()
    }

    @IBAction private func onNextTouched() {
        (collectionView.collectionViewLayout as? CollectionViewPagingLayout)?.goToNextPage()
    }

    @IBAction private func onPreviousTouched() {
        (collectionView.collectionViewLayout as? CollectionViewPagingLayout)?.goToPreviousPage()
    }

    private func updateSelectedEffect() {
        guard let layout = pagingLayout(of: effectsCollectionView) else { return }
        model.selected = ShapeEffect.allCases[layout.currentPage % ShapeEffect.allCases.count]
        collectionView.reloadData()
        collectionView.performBatchUpdates({ [weak self] in
            self?.collectionView.collectionViewLayout.invalidateLayout()
        })
    }

    private func pagingLayout(of collectionView: UICollectionView?) -> CollectionViewPagingLayout? {
        collectionView?.collectionViewLayout as? CollectionViewPagingLayout
    }
}

extension ShapesScreenController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView == effectsCollectionView ? Constants.endlessCount : 8
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if collectionView == effectsCollectionView {
            let cell: EffectTypeCell = collectionView.dequeueCell(for: indexPath)
            cell.titleLabel.text = ShapeEffect.allCases[indexPath.row % ShapeEffect.allCases.count].rawValue
            return cell
        }
        let cell: ShapeCardCell
        if model.selected.scaleOptions != nil {
            cell = collectionView.dequeueCell(for: indexPath) as ScaleShapeCell
        } else if model.selected.stackOptions != nil {
            cell = collectionView.dequeueCell(for: indexPath) as StackShapeCell
        } else {
            cell = collectionView.dequeueCell(for: indexPath) as SnapshotShapeCell
        }
        cell.cardView.backgroundColor = .systemTeal
        return cell
    }
}

extension ShapesScreenController: UICollectionViewDelegate {
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if scrollView == effectsCollectionView, !decelerate { updateSelectedEffect() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView == effectsCollectionView { updateSelectedEffect() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        if scrollView == effectsCollectionView { updateSelectedEffect() }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        (collectionView.collectionViewLayout as? CollectionViewPagingLayout)?.setCurrentPage(indexPath.row) { [weak self] in
            DispatchQueue.main.async {
                self?.updateSelectedEffect()
            }
        }
    }
}

extension ShapesScreenController: CollectionViewPagingLayoutDelegate {
    func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
        title = "\(currentPage + 1) / 8"
    }
}
