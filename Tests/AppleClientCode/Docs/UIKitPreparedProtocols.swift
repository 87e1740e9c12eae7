// The prepared transformable protocols as HOW_TO_USE_UIKIT shows them: options, target views, and
// combining a prepared effect with changes of your own.
import PagingLayoutUIKit
import UIKit

/// The README's scale example with explicit options.
class ScaleExampleCell: UICollectionViewCell {}

extension ScaleExampleCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        ScaleTransformViewOptions(
            minScale: 0.6,
            scaleRatio: 0.4,
            translationRatio: CGPoint(x: 0.66, y: 0.2),
            maxTranslationRatio: CGPoint(x: 2, y: 0)
        )
    }
}

/// A stack cell with its options and the default card view.
class StackExampleCell: UICollectionViewCell, StackTransformView {
    var stackOptions: StackTransformViewOptions {
        .layout(.perspective)
    }
}

/// A snapshot cell with its options and the default target view and identifier.
class SnapshotExampleCell: UICollectionViewCell, SnapshotTransformView {
    var snapshotOptions: SnapshotTransformViewOptions {
        .layout(.puzzle)
    }
}

/// Target views named explicitly ("Target View" section): the effect moves this view only.
class NamedTargetsCell: UICollectionViewCell {
    let circleView = UIView()
    let cardContainer = UIView()
    let photoContainer = UIView()
}

extension NamedTargetsCell: ScaleTransformView {
    var scalableView: UIView { circleView }
}

class NamedCardCell: UICollectionViewCell, StackTransformView {
    let cardContainer = UIView()
    var cardView: UIView { cardContainer }
}

class NamedSnapshotCell: UICollectionViewCell, SnapshotTransformView {
    let photoContainer = UIView()
    var photoID = "photo-1"
    var targetView: UIView { photoContainer }
    var snapshotIdentifier: String { photoID }
}

/// "Customize or Combine Prepared Transformables": the scale effect plus label fades.
class LayoutTypeCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
}

extension LayoutTypeCell: ScaleTransformView {
    func transform(progress: CGFloat) {
        applyScaleTransform(progress: progress)
        titleLabel.alpha = 1 - abs(progress)
        subtitleLabel.alpha = titleLabel.alpha
    }
}

/// Combining the stack effect with a rotation of an icon, and a custom z order.
class CombinedStackCell: UICollectionViewCell, StackTransformView {
    let iconView = UIImageView()

    func transform(progress: CGFloat) {
        applyStackTransform(progress: progress)
        iconView.transform = CGAffineTransform(rotationAngle: progress * .pi / 8)
    }

    func zPosition(progress: CGFloat) -> Int {
        progress < -0.5 ? -10 : Int(-abs(round(progress)))
    }
}

/// Combining the snapshot effect with a label that stays sharp.
class CombinedSnapshotCell: UICollectionViewCell, SnapshotTransformView {
    let captionLabel = UILabel()

    func transform(progress: CGFloat) {
        applySnapshotTransform(progress: progress)
        captionLabel.alpha = progress == 0 ? 1 : 0
    }
}
