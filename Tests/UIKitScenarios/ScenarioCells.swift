import PagingLayoutUIKit
import UIKit

/// The cells of the scenario apps, one per prepared protocol and one for `EffectTransformView`,
/// written as app code is: a card inside the content view, laid out in `layoutSubviews()` (Auto
/// Layout's moment), and an identifier that says which item the cell shows.
@MainActor
class ScenarioCell: UICollectionViewCell {
    let card = UIView(frame: .zero)
    /// The item shown; set by the data source.
    var item = -1 {
        didSet {
            card.accessibilityIdentifier = "item \(item)"
            configurationCount += 1
        }
    }
    /// How many times the data source configured the cell with an item.
    private(set) var configurationCount = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(card)
    }

    required init?(coder: NSCoder) { nil }

    /// How many times UIKit handed this cell out again for another item.
    private(set) var reuseCount = 0

    /// Whether `prepareForReuse()` puts the card back as apps often write it (the scenario's
    /// `cellsResetOnReuse`).
    var resetsOnReuse = false

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        if resetsOnReuse {
            card.transform = .identity
            card.layer.transform = CATransform3DIdentity
            card.alpha = 1
        }
    }

    /// The room around this cell's card: the app may change it (an Auto Layout constant), which
    /// resizes the card on the next layout cycle and leaves the cell as it is.
    var cardInsets = ScenarioCell.cardInset {
        didSet { setNeedsLayout() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Bounds and centre, not `frame`: the effect transforms the card.
        card.place(in: contentView.bounds.insetBy(dx: cardInsets.width, dy: cardInsets.height))
    }

    /// The room around the card inside the page.
    static let cardInset = CGSize(width: 40, height: 80)

    /// Self-sizing as apps write it: the height the cell's content fits (``fittedHeight``), written
    /// into the attributes it is given. UIKit asks it only when it asks self-sizing cells (the
    /// stand-in's ``StandInLayoutChoices/asksPreferredAttributes``).
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        preferredAttributesAskedCount += 1
        layoutAttributes.size.height = Self.fittedHeight
        return layoutAttributes
    }

    /// The height a scenario cell's content fits, shorter than any page of the scenarios.
    static let fittedHeight: CGFloat = 300
    /// How many times the cell was asked its preferred attributes.
    private(set) var preferredAttributesAskedCount = 0
}

/// A cell with the scale effect on its card.
final class ScaleCell: ScenarioCell, ScaleTransformView {
    static let reuseIdentifier = "scale"
    var scaleOptions: ScaleTransformViewOptions { Self.makeOptions() }
}

/// A cell with the stack effect on its card.
final class StackCell: ScenarioCell, StackTransformView {
    static let reuseIdentifier = "stack"
    var stackOptions: StackTransformViewOptions { Self.makeOptions() }
}

/// A cell with the snapshot effect on its card.
final class SnapshotCell: ScenarioCell, SnapshotTransformView {
    static let reuseIdentifier = "snapshot"
    var snapshotOptions: SnapshotTransformViewOptions { Self.makeOptions() }
}

/// A cell with the scale effect on its content view (`scalableView { contentView }`).
final class ContentViewScaleCell: ScenarioCell, ScaleTransformView {
    static let reuseIdentifier = "content-view-scale"
    var scaleOptions: ScaleTransformViewOptions { ScaleCell.makeOptions() }
    var scalableView: UIView { contentView }
}

/// A cell whose effect moves the cell itself (`effectTarget { self }`, as the docs show).
final class WholeCellEffectCell: ScenarioCell, EffectTransformView {
    static let reuseIdentifier = "whole-cell"
    var pagingEffect: any PagingEffect { ScaleEffect(options: ScaleCell.makeOptions()) }
    var effectTarget: WholeCellEffectCell { self }
}
