import Foundation

/// An item shown through the snapshot effect: conform, say which view to cut (``targetView``) and what
/// it shows (``snapshotIdentifier``), and optionally override ``snapshotOptions``.
///
/// The default ``TransformableView/transform(progress:)`` calls ``applySnapshotTransform(progress:)``,
/// which evaluates a ``SnapshotEffect`` for the target's size and hands the container and pieces to the
/// target. The target draws them: ``LayerNode`` records them as child nodes; the UIKit adapter captures
/// the target's image once per piece frame and keeps the capture while ``snapshotIdentifier`` and the
/// frames stay the same.
///
/// ```swift
/// @MainActor final class PhotoPage: SnapshotTransformView {
///     let targetView = LayerNode(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
///     var photoName = "dune"
///     var snapshotIdentifier: String { photoName }
///     var snapshotOptions: SnapshotTransformViewOptions { .layout(.bars) }
/// }
/// ```
@MainActor
public protocol SnapshotTransformView: TransformableView {
    /// The type of ``targetView``: a `UIView` on Apple platforms, ``LayerNode`` headlessly.
    associatedtype TargetView: TransformTarget

    /// The options of the effect. Defaults to `SnapshotTransformViewOptions()`, the original library's
    /// default look.
    var snapshotOptions: SnapshotTransformViewOptions { get }

    /// The view that is cut into pieces and hidden while they show.
    var targetView: TargetView { get }

    /// What the target shows, so a capture of it can be reused: give items with the same content the
    /// same identifier and different content different ones (for example a model's id, not a position
    /// that a reused view changes).
    var snapshotIdentifier: String { get }

    /// Applies the snapshot effect at `progress` (0 centred, ±1 one page away) to ``targetView``.
    ///
    /// Sets exactly what the original library changed: the target's transform (identity) and visibility
    /// (hidden while `progress ≠ 0`) and the snapshot container and pieces (with ``snapshotIdentifier``).
    /// Other properties of the target are left alone, so you can call it from your own
    /// `transform(progress:)` and add your changes.
    func applySnapshotTransform(progress: CGFloat)
}

extension SnapshotTransformView {
    /// The original library's default options (`SnapshotTransformViewOptions()`, built once with
    /// their per-piece table).
    @inlinable
    public var snapshotOptions: SnapshotTransformViewOptions { .defaults }

    /// Applies the snapshot effect: ``applySnapshotTransform(progress:)``.
    @inlinable
    public func transform(progress: CGFloat) {
        applySnapshotTransform(progress: progress)
    }

    /// Evaluates ``SnapshotEffect`` with ``snapshotOptions`` for the target's bounds and applies it.
    ///
    /// Evaluated into the snapshot the target holds (``TransformTarget/updateSnapshot(_:)``): a
    /// ``LayerNode`` has its pieces refilled in place, so a frame allocates nothing. The options
    /// carry their per-piece table, so building the effect for the frame costs a copy.
    @inlinable
    public func applySnapshotTransform(progress: CGFloat) {
        let target = targetView
        let effect = SnapshotEffect(options: snapshotOptions)
        let context = PagerEnvironment.context(forTargetOf: target.bounds.size)
        let identifier = snapshotIdentifier
        // Evaluated into the kept attributes: no whole attributes value is copied per frame.
        EffectScratch.withAttributes { attributes in
            effect.directedAttributes(for: progress, in: context, into: &attributes)
            target.updateSnapshot { snapshot in
                // The target's own snapshot: its pieces array is refilled in place.
                effect.directedSnapshot(for: progress, in: context, into: &snapshot)
                snapshot?.identifier = identifier
                // Before the snapshot is shown, as the target's transform and visibility always were.
                target.layerTransform = attributes.transform
                target.isHidden = attributes.isTargetHidden
            }
        }
    }
}
