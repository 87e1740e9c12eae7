#if canImport(UIKit)
    import UIKit

    /// The snapshot effect's pieces of one view: parts of one image of the view, drawn once from
    /// its layer tree (`CALayer.render(in:)`, the content it has now), shown just above the view
    /// while the view itself is hidden.
    ///
    /// A view's `applySnapshot(_:)` creates, reuses and removes its container; you meet one in
    /// `canReuse` rules, such as SwiftUI's `SnapshotPageView.canReuseSnapshot(_:)`.
    public final class SnapshotContainerView: UIView {
        /// What the capture shows: the snapshot identifier, the view's size and the piece frames.
        package let captureKey: SnapshotCaptureKey
        /// The captured pieces, row by row from the top left.
        public let snapshots: [UIView]
        /// The snapshot's identifier (empty when it had none), as the original library named it.
        public var identifier: String { captureKey.identifier ?? "" }
        /// The size of the view when it was captured, in points.
        public var snapshotSize: CGSize { captureKey.targetSize }
        /// The snapshot last shown, with the container's and the pieces' transforms and alphas.
        public private(set) var shownSnapshot: SnapshotAttributes?

        /// The view the pieces were captured from.
        public private(set) weak var targetView: UIView?

        /// Captures `target` once per piece frame of `key`; `nil` when the view is empty or has no
        /// pieces, or when UIKit returns no image for any piece.
        init?(capturing target: UIView, key: SnapshotCaptureKey) {
            guard target.bounds.width > 0, target.bounds.height > 0, !key.pieceFrames.isEmpty else { return nil }
            // The snapshot effect hides its target while the pieces show; capture it visible.
            let wasHidden = target.isHidden
            target.isHidden = false
            let image = Self.capture(target)
            target.isHidden = wasHidden
            // Every piece shows its part of the one capture (no screen update per piece).
            let size = target.bounds.size
            let pieces = key.pieceFrames.map { frame -> UIView in
                let piece = UIView(frame: frame)
                piece.layer.contents = image.cgImage
                piece.layer.contentsScale = image.scale
                piece.layer.contentsRect = CGRect(
                    x: frame.minX / size.width, y: frame.minY / size.height,
                    width: frame.width / size.width, height: frame.height / size.height)
                return piece
            }
            guard pieces.count == key.pieceFrames.count else { return nil }
            captureKey = key
            snapshots = pieces
            targetView = target
            // Not the target's frame: UIKit leaves it undefined while the target is transformed.
            // `show(_:over:)` places the container with bounds and centre.
            super.init(frame: CGRect(origin: .zero, size: target.bounds.size))
            isUserInteractionEnabled = false
            pieces.forEach(addSubview)
        }

        /// Not supported: containers are made by capturing a view.
        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SnapshotContainerView is created by capturing a view")
        }

        /// The target drawn once into an image from its layer tree (`CALayer.render(in:)`): the
        /// content the target has now.
        ///
        /// Captures happen inside a layout pass, where the screen cannot be brought up to date
        /// (that would commit the transaction the pass is building). `drawHierarchy(in:afterScreenUpdates:)`
        /// without a screen update draws the view as it was last on screen, "which might not
        /// include recent changes": a reused cell's previous item, or nothing for a target the
        /// effect hid. The layer tree is current; the target is laid out first, so content set up
        /// for a new item is in place.
        private static func capture(_ target: UIView) -> UIImage {
            target.layoutIfNeeded()
            return UIGraphicsImageRenderer(bounds: target.bounds).image { context in
                target.layer.render(in: context.cgContext)
            }
        }

        /// Moves the snapshot last shown out of the container, leaving `nil` until the next
        /// ``show(_:over:)``, so the caller holds its storage alone and can refill it in place.
        func takeShownSnapshot() -> SnapshotAttributes? {
            var taken: SnapshotAttributes?
            swap(&taken, &shownSnapshot)
            return taken
        }

        /// Lays the container over `target` (its untransformed frame) and gives the container and
        /// each piece its transform, alpha (clamped to 0…1) and corner radius.
        func show(_ snapshot: SnapshotAttributes, over target: UIView) {
            shownSnapshot = snapshot
            bounds = CGRect(origin: .zero, size: target.bounds.size)
            center = target.center
            layer.zPosition = target.layer.zPosition
            layer.transform = CATransform3D(snapshot.containerTransform)
            alpha = Self.clamped(snapshot.containerAlpha)
            for (view, piece) in zip(snapshots, snapshot.pieces) {
                view.bounds = CGRect(origin: .zero, size: piece.frame.size)
                view.center = CGPoint(x: piece.frame.midX, y: piece.frame.midY)
                view.layer.transform = CATransform3D(piece.transform)
                view.alpha = Self.clamped(piece.alpha)
                view.layer.cornerRadius = piece.cornerRadius
                view.layer.masksToBounds = true
            }
        }

        private static func clamped(_ alpha: CGFloat) -> CGFloat {
            alpha.isFinite ? min(max(alpha, 0), 1) : 1
        }
    }
#endif
