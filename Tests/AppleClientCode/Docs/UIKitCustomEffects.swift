// "Make custom effects" in HOW_TO_USE_UIKIT: cells that turn the progress into any change.
import PagingLayoutUIKit
import UIKit

/// The first custom transform of the guide: a half-width slide and a fade.
class SlidingCell: UICollectionViewCell {}

extension SlidingCell: TransformableView {
    func transform(progress: CGFloat) {
        let transform = CGAffineTransform(translationX: bounds.width / 2 * progress, y: 0)
        let alpha = 1 - abs(progress)

        contentView.subviews.forEach { $0.transform = transform }
        contentView.alpha = alpha
    }
}

/// A 3-D turn with Core Animation, a selectable view of its own and a z order.
class TurningCell: UICollectionViewCell {
    let cardView = UIView()
    let buttonArea = UIView()
}

extension TurningCell: TransformableView {
    var selectableView: UIView? { buttonArea }

    func transform(progress: CGFloat) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        transform = CATransform3DRotate(transform, .pi / 3 * progress, 0, 1, 0)
        cardView.layer.transform = transform
        cardView.alpha = abs(progress) > 0.5 ? 0 : 1
    }

    func zPosition(progress: CGFloat) -> Int {
        Int(-abs(round(progress)))
    }
}

/// A page that handles taps itself: no selectable view.
class ManualTapCell: UICollectionViewCell, TransformableView {
    var selectableView: UIView? { nil }

    func transform(progress: CGFloat) {
        contentView.transform = CGAffineTransform(scaleX: 1 - abs(progress) * 0.1, y: 1 - abs(progress) * 0.1)
    }
}
