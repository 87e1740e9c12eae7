import Foundation

/// The snapshot effect: the page is cut into a grid of pieces that move, scale,
/// fade and round independently inside a container that moves and scales as a whole.
///
/// The attributes it returns hide the page itself while `progress ≠ 0` (``EffectAttributes/isTargetHidden``,
/// with an identity transform); its snapshot (``snapshot(for:in:into:)``) describes the container and
/// its pieces; at progress 0 the page shows and the container is transparent. When the page cannot be cut (a zero
/// size, or a piece size ratio of 0 or less, or not finite) the page shows unchanged and there is no
/// snapshot, as in the original.
///
/// ```swift
/// let effect = SnapshotEffect(options: .layout(.puzzle))
/// let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
/// effect.attributes(for: 0.5, in: context).isTargetHidden   // true
/// effect.snapshot(for: 0.5, in: context)?.pieces.count     // 40
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

    /// Creates the effect with `options`.
    ///
    /// The options carry their per-piece values, worked out when they were made (a prepared look's
    /// once), so building an effect costs a copy of the options and evaluating it reads a table.
    public init(options: SnapshotTransformViewOptions) {
        self.options = options
    }

    /// Creates the effect with the original library's default options.
    public init() {
        self.init(options: SnapshotTransformViewOptions())
    }

    /// The page hidden behind its snapshot at `progress`, for a page of `context.targetSize`.
    ///
    /// A non-finite progress counts as 0 and progress beyond ±1 000 000 pages is held there, as in the
    /// other prepared effects. Numbers that overflow (options or sizes so large that a product passes
    /// the largest `CGFloat`) hold at the largest finite value of their sign, and NaN from such an
    /// overflow counts as 0. The pieces come from ``snapshot(for:in:into:)``.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        freshAttributes(for: progress, in: context)
    }

    /// Writes ``attributes(for:in:)`` into `attributes`: the page hidden (identity transform) while
    /// `progress ≠ 0` and it can be cut, otherwise untouched.
    public func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes) {
        let progress = EffectProgress.sanitized(progress)
        attributes.reset(progress: progress, blurStyle: .light)
        if SnapshotGrid(targetSize: context.targetSize, pieceSizeRatio: options.pieceSizeRatio) != nil {
            attributes.isTargetHidden = progress != 0
        }
    }

    /// Writes the container and its pieces at `progress` into `snapshot`, refilling the pieces array
    /// it already holds: evaluated every frame into the same value, the effect allocates nothing once
    /// the array has grown to the piece count (unless a copy of the array is still alive elsewhere).
    /// `nil` when the page cannot be cut.
    ///
    /// The snapshot's ``SnapshotAttributes/identifier`` is reset to `nil`, as a fresh evaluation has.
    ///
    /// - Complexity: O(number of pieces); at most 10 000 pieces.
    public func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
        let progress = EffectProgress.sanitized(progress)
        guard let grid = SnapshotGrid(targetSize: context.targetSize, pieceSizeRatio: options.pieceSizeRatio) else {
            if case .some = snapshot { snapshot = nil }
            return
        }
        let container = containerTransform(progress: progress, pageSize: grid.targetSize)
        if case .none = snapshot {
            snapshot = SnapshotAttributes(containerTransform: container, containerAlpha: 0, pieces: [])
        }
        // Written through the optional in place, so the pieces array keeps its storage.
        snapshot!.containerTransform = container.isFinite ? container : container.finite()
        snapshot!.containerAlpha = progress == 0 ? 0 : 1
        snapshot!.identifier = nil
        fillPieces(&snapshot!.pieces, grid: grid, progress: progress)
    }

    /// Replaces `pieces` with the grid's pieces at `progress`, reusing the array's storage.
    private func fillPieces(_ pieces: inout [SnapshotPiece], grid: SnapshotGrid, progress: CGFloat) {
        let count = grid.pieceCount
        if pieces.count != count {
            // Sized once; the loop then overwrites every piece in place.
            pieces.removeAll(keepingCapacity: true)
            pieces.append(
                contentsOf: repeatElement(
                    SnapshotPiece(frame: .zero, transform: .identity, alpha: 1, cornerRadius: 0), count: count))
        }
        let table = options.pieceTable
        let distance = abs(progress)
        // The table has an entry per piece of this grid (its shape depends on the ratio alone), and
        // the loops visit indices 0..<count once each: the buffers spare a bounds check per access.
        pieces.withUnsafeMutableBufferPointer { output in
            table.entries.withUnsafeBufferPointer { entries in
                // Most looks have no translation bounds: their loop is compiled without the bounds.
                let clamping = table.minimumTranslation != nil || table.maximumTranslation != nil
                let total =
                    clamping
                    ? writeFinitePieces(output, entries: entries, grid: grid, distance: distance, clamping: true)
                    : writeFinitePieces(output, entries: entries, grid: grid, distance: distance, clamping: false)
                // The sum is finite only if every number summed is (a sum that overflows sends
                // finite pieces the checked way too, which leaves them as they are).
                if !total.isFinite {
                    rewriteNonFinitePieces(output, entries: entries, grid: grid, distance: distance)
                }
            }
        }
    }

    /// Writes every piece as if its numbers were finite, and returns the sum of those numbers.
    ///
    /// For finite numbers, translating then scaling the identity gives a = sx + 0, b = c = +0,
    /// d = sy + 0, tx = x + 0, ty = y + 0: every other term of those products is a zero, which leaves
    /// a non-zero sum as it is, and each sum has a +0 term, so a zero sum is +0 (`+ 0` turns a -0
    /// into +0 and changes nothing else). Written out, the fields are the same, bit for bit, without
    /// the products — and without a check per piece, which the caller makes once on the sum.
    @inline(__always)
    private func writeFinitePieces(
        _ output: UnsafeMutableBufferPointer<SnapshotPiece>, entries: UnsafeBufferPointer<SnapshotPieceTable.Entry>,
        grid: SnapshotGrid, distance: CGFloat, clamping: Bool
    ) -> CGFloat {
        var total: CGFloat = 0
        forEachPiece(of: grid) { index, frame in
            let piece = numbers(entries[index], index: index, frame: frame, distance: distance, clamping: clamping)
            total += piece.x + piece.y + piece.scale.width + piece.scale.height + piece.alpha + piece.cornerRadius
            output[index] = SnapshotPiece(
                frame: frame,
                transform: Transform3D(
                    m11: piece.scale.width + 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: piece.scale.height + 0, m23: 0,
                    m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: piece.x + 0, m42: piece.y + 0, m43: 0, m44: 1),
                alpha: piece.alpha, cornerRadius: piece.cornerRadius)
        }
        return total
    }

    /// Rewrites the pieces whose numbers are not all finite through the full products and the
    /// finite-value pass; the others were written right by ``writeFinitePieces``.
    @inline(never)
    private func rewriteNonFinitePieces(
        _ output: UnsafeMutableBufferPointer<SnapshotPiece>, entries: UnsafeBufferPointer<SnapshotPieceTable.Entry>,
        grid: SnapshotGrid, distance: CGFloat
    ) {
        forEachPiece(of: grid) { index, frame in
            let piece = numbers(entries[index], index: index, frame: frame, distance: distance, clamping: true)
            // x − x is 0 for a finite x and NaN otherwise.
            let finite = (piece.x - piece.x) + (piece.y - piece.y) + (piece.scale.width - piece.scale.width)
                + (piece.scale.height - piece.scale.height) + (piece.alpha - piece.alpha)
                + (piece.cornerRadius - piece.cornerRadius) == 0
            guard !finite else { return }
            let transform = Transform3D(
                AffineTransform2D.identity.translatedBy(x: piece.x, y: piece.y)
                    .scaledBy(x: piece.scale.width, y: piece.scale.height))
            output[index] = SnapshotPiece(
                frame: frame, transform: transform.finite(), alpha: piece.alpha.finiteValue,
                cornerRadius: piece.cornerRadius.finiteValue)
        }
    }

    /// Calls `body` with every piece's index and frame in the page, row by row from the top left:
    /// the frames of ``SnapshotGrid/frame(row:column:)``, each boundary worked out once.
    @inline(__always)
    private func forEachPiece(of grid: SnapshotGrid, _ body: (Int, CGRect) -> Void) {
        var index = 0
        for row in 0..<grid.rowCount {
            let top = grid.rowEdge(row)
            let height = grid.rowEdge(row + 1) - top
            var left = grid.columnEdge(0)
            for column in 0..<grid.columnCount {
                let right = grid.columnEdge(column + 1)
                body(index, CGRect(x: left, y: top, width: right - left, height: height))
                left = right
                index += 1
            }
        }
    }

    /// Piece number `index`'s translation, scale, alpha and corner radius, for its `frame` in the
    /// page at `distance` = |progress|; the options' translation bounds apply when `clamping`.
    @inline(__always)
    private func numbers(
        _ entry: SnapshotPieceTable.Entry, index: Int, frame: CGRect, distance: CGFloat, clamping: Bool
    ) -> (x: CGFloat, y: CGFloat, scale: CGSize, alpha: CGFloat, cornerRadius: CGFloat) {
        let shrink = entry.scale.scaled(by: distance)
        let shift = entry.translation.scaled(by: distance)
        var x = shift.x * frame.width
        var y = shift.y * frame.height
        if clamping, let minimum = options.pieceTable.minimumTranslation?[index] {
            x = max(x, frame.width * minimum.x)
            y = max(y, frame.height * minimum.y)
        }
        if clamping, let maximum = options.pieceTable.maximumTranslation?[index] {
            x = min(x, frame.width * maximum.x)
            y = min(y, frame.height * maximum.y)
        }
        let scale = CGSize(width: max(0, 1 - shrink.x), height: max(0, 1 - shrink.y))
        let fade = entry.alpha * distance
        let rounding = entry.cornerRadius * distance
        // Preserved for parity: the original reads the piece's frame for the corner radius after it
        // has set the piece's transform, so the radius is measured on the scaled piece.
        let scaledSide = min(frame.height * scale.height, frame.width * scale.width)
        return (x, y, scale, 1 - fade, rounding * scaledSide)
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
}
