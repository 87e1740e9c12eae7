import Foundation

/// The snapshot effect: the page is cut into a grid of pieces (see ``SnapshotGrid``) that move, scale,
/// fade and round independently inside a container that moves and scales as a whole.
///
/// The attributes it returns hide the page itself while `progress ≠ 0` (``EffectAttributes/isTargetHidden``,
/// with an identity transform) and describe the container and its pieces in ``EffectAttributes/snapshot``;
/// at progress 0 the page shows and the container is transparent. When the page cannot be cut (a zero
/// size, or a piece size ratio of 0 or less, or not finite) the page shows unchanged and there is no
/// snapshot, as in the original.
///
/// ```swift
/// let effect = SnapshotEffect(options: .layout(.puzzle))
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// attributes.snapshot?.pieces.count   // 40
/// ```
///
/// For every piece, with `p = |progress|` and the piece's own (untransformed) frame:
/// - scale `max(0, 1 − piecesScaleRatio × p)` per axis, then translation
///   `piecesTranslationRatio × p × piece size`, clamped by the min/max translation ratios × piece size;
/// - alpha `1 − piecesAlphaRatio × p` (raw, not clamped);
/// - corner radius `piecesCornerRadiusRatio × p × the shorter side of the scaled piece` (the original
///   measures the piece after scaling it).
///
/// The container scales by `max(0, 1 − containerScaleRatio × p)` and moves by
/// `progress × page size × containerTranslationRatio`, clamped as
/// ``SnapshotTransformViewOptions/containerMinTranslationRatio`` and
/// ``SnapshotTransformViewOptions/containerMaxTranslationRatio`` describe.
public struct SnapshotEffect: PagingEffect, Equatable {
    /// The options: piece size, per-piece values and the container's motion.
    public var options: SnapshotTransformViewOptions

    /// Creates the effect; by default with the original library's default options.
    public init(options: SnapshotTransformViewOptions = SnapshotTransformViewOptions()) {
        self.options = options
    }

    /// The page hidden behind its snapshot at `progress`, for a page of `context.targetSize`.
    ///
    /// A non-finite progress counts as 0 and progress beyond ±1 000 000 pages is held there, as in the
    /// other prepared effects. Numbers that overflow (options or sizes so large that a product passes
    /// the largest `CGFloat`) hold at the largest finite value of their sign, and NaN from such an
    /// overflow counts as 0.
    ///
    /// - Complexity: O(number of pieces × parts of the options' pieces values); at most 10 000 pieces.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let progress = EffectProgress.sanitized(progress)
        guard let grid = SnapshotGrid(targetSize: context.targetSize, pieceSizeRatio: options.pieceSizeRatio) else {
            return EffectAttributes(progress: progress)
        }
        return EffectAttributes(
            progress: progress,
            isTargetHidden: progress != 0,
            snapshot: SnapshotAttributes(
                containerTransform: containerTransform(progress: progress, pageSize: grid.targetSize),
                containerAlpha: progress == 0 ? 0 : 1,
                pieces: (0..<grid.pieceCount).map { piece(grid.position(ofPiece: $0), of: grid, progress: progress) })
        ).finite()
    }

    /// The container's transform: a scale about its centre, then a translation.
    private func containerTransform(progress: CGFloat, pageSize: CGSize) -> Transform3D {
        let scale = max(1 - abs(progress) * options.containerScaleRatio, 0)
        var x = progress * pageSize.width * options.containerTranslationRatio.x
        var y = progress * pageSize.height * options.containerTranslationRatio.y
        if let minimum = options.containerMinTranslationRatio {
            x = max(x, pageSize.width * minimum.x)
            // Preserved for parity with the original: its lower bound for y starts from the clamped x
            // translation and measures the bound on the width (see `containerMinTranslationRatio`).
            y = max(x, pageSize.width * minimum.y)
        }
        if let maximum = options.containerMaxTranslationRatio {
            x = min(x, pageSize.width * maximum.x)
            y = min(y, pageSize.height * maximum.y)
        }
        return Transform3D(AffineTransform2D.identity.translatedBy(x: x, y: y).scaledBy(x: scale, y: scale))
    }

    /// The piece at `position`: its frame in the page and its transform, alpha and corner radius.
    private func piece(
        _ position: SnapshotTransformViewOptions.PiecePosition, of grid: SnapshotGrid, progress: CGFloat
    ) -> SnapshotPiece {
        let distance = abs(progress)
        let frame = grid.frame(row: position.row, column: position.column)
        let shrink = options.piecesScaleRatio.vector(at: position).scaled(by: distance)
        let shift = options.piecesTranslationRatio.vector(at: position).scaled(by: distance)
        var x = shift.x * frame.width
        var y = shift.y * frame.height
        if let minimum = options.minPiecesTranslationRatio?.vector(at: position) {
            x = max(x, frame.width * minimum.x)
            y = max(y, frame.height * minimum.y)
        }
        if let maximum = options.maxPiecesTranslationRatio?.vector(at: position) {
            x = min(x, frame.width * maximum.x)
            y = min(y, frame.height * maximum.y)
        }
        let scale = CGSize(width: max(0, 1 - shrink.x), height: max(0, 1 - shrink.y))
        let transform = AffineTransform2D.identity.translatedBy(x: x, y: y).scaledBy(x: scale.width, y: scale.height)
        let fade = options.piecesAlphaRatio.value(at: position) * distance
        let rounding = options.piecesCornerRadiusRatio.value(at: position) * distance
        // Preserved for parity: the original reads the piece's frame for the corner radius after it has
        // set the piece's transform, so the radius is measured on the scaled piece.
        let scaledSide = min(frame.height * scale.height, frame.width * scale.width)
        return SnapshotPiece(
            frame: frame,
            transform: Transform3D(transform),
            alpha: 1 - fade,
            cornerRadius: rounding * scaledSide)
    }
}
