import Foundation
import PagingLayout
import PagingLayoutUIKit
import UIKit

/// Plain views, outside any pager, that the `UIView` target's setters are tried on: a page with the
/// snapshot effect on a view inside a superview, and a view whose shadow an effect writes. Nothing
/// here starts a frame source or queues work, so it needs no teardown.
@MainActor
public final class TargetViewProbe: SnapshotTransformView {
    private let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    /// The view the snapshot effect cuts, 200 × 300 points.
    public let targetView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    /// The view whose shadow ``setEffectShadow(_:)`` writes.
    private let shadowView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    /// Creates the views.
    public init() {
        superview.addSubview(targetView)
    }

    /// The page's snapshot identifier.
    public var snapshotIdentifier: String { "page" }

    /// The snapshot the target's container shows, `nil` without a container.
    public var shownSnapshot: SnapshotAttributes? { targetView.snapshotContainer?.shownSnapshot }

    /// The container showing the target's pieces, as an identity, `nil` without one.
    public var containerIdentity: ObjectIdentifier? { targetView.snapshotContainer.map(ObjectIdentifier.init) }

    /// Where the shown snapshot's pieces array keeps its elements, `nil` without a snapshot.
    public var shownPiecesStorage: UnsafeRawPointer? {
        shownSnapshot?.pieces.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// Whether the target itself is hidden.
    public var isTargetHidden: Bool { targetView.isHidden }

    /// Sets the shadow view's `layerShadow`, as an effect does.
    public func setEffectShadow(_ shadow: ShadowAttributes?) {
        shadowView.layerShadow = shadow
    }

    /// Gives the shadow view's layer a shadow opacity of its own, as an app does.
    public func setOwnShadowOpacity(_ opacity: Float) {
        shadowView.layer.shadowOpacity = opacity
    }

    /// The shadow view's `layerShadow`, read back from its layer.
    public var shadow: ShadowAttributes? { shadowView.layerShadow }

    /// A cell not in a collection view whose effect target is a scroll view.
    public func makeScrollingCell() -> ScrollingSnapshotCell {
        ScrollingSnapshotCell(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    }
}

/// A cell with the snapshot effect on a scroll view, keeping the default `snapshotIdentifier`.
@MainActor
public final class ScrollingSnapshotCell: UICollectionViewCell, SnapshotTransformView {
    private let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(scrollView)
    }

    required init?(coder: NSCoder) { nil }

    /// Scrolls the cell's scroll view to `offset`.
    public func scroll(to offset: CGPoint) {
        scrollView.contentOffset = offset
    }
}
