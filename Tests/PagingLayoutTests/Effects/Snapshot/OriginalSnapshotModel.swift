import Foundation

@testable import PagingLayout

/// Shorter name for the options in the snapshot tests.
typealias SnapshotOptions = SnapshotTransformViewOptions

/// The original library's snapshot computation, re-derived step by step from its source for the tests:
/// slicing by accumulating floats, rows and columns numbered with `Int(1 / ratio)` (clamped at 0.01),
/// pieces measured on their untransformed frames except the corner radius (read after the piece's
/// transform is set, so on the scaled frame), and pieces values evaluated case by case. Independent of the code
/// under test; it shares only the option types.
struct OriginalSnapshotModel {
    typealias Options = SnapshotTransformViewOptions

    /// A 2-D affine transform as the original sets it: `translatedBy(tx, ty).scaledBy(sx, sy)` on identity.
    struct Affine: Equatable {
        var sx: CGFloat
        var sy: CGFloat
        var tx: CGFloat
        var ty: CGFloat

        var transform: Transform3D {
            var t = Transform3D.identity
            t.m11 = sx
            t.m22 = sy
            t.m41 = tx
            t.m42 = ty
            return t
        }
    }

    /// One piece as the original leaves it.
    struct Piece {
        var frame: CGRect
        var transform: Affine
        var alpha: CGFloat
        var cornerRadius: CGFloat
    }

    var options: Options
    var size: CGSize

    /// The piece frames: a piece is ratio × size (capped at the size), the cursor moves right by a piece
    /// width and wraps to the next row when it reaches the width, until it reaches the height.
    var frames: [CGRect] {
        let width = min(options.pieceSizeRatio.width * size.width, size.width)
        let height = min(options.pieceSizeRatio.height * size.height, size.height)
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        while y < size.height {
            frames.append(CGRect(x: x, y: y, width: min(width, size.width - x), height: min(height, size.height - y)))
            x += width
            if x >= size.width {
                x = 0
                y += height
            }
        }
        return frames
    }

    /// The row and column counts the original numbers pieces with.
    var counts: (rows: Int, columns: Int) {
        func count(_ ratio: CGFloat) -> Int { Int(1 / (abs(ratio) < 0.01 ? 0.01 : ratio)) }
        return (count(options.pieceSizeRatio.height), count(options.pieceSizeRatio.width))
    }

    /// The container's transform at `progress`, including the y lower bound that starts from x.
    func container(progress: CGFloat) -> Affine {
        let scale = max(1 - abs(progress) * options.containerScaleRatio, 0)
        var tx = progress * size.width * options.containerTranslationRatio.x
        var ty = progress * size.height * options.containerTranslationRatio.y
        if let low = options.containerMinTranslationRatio {
            tx = max(tx, size.width * low.x)
            ty = max(tx, size.width * low.y)
        }
        if let high = options.containerMaxTranslationRatio {
            tx = min(tx, size.width * high.x)
            ty = min(ty, size.height * high.y)
        }
        return Affine(sx: scale, sy: scale, tx: tx, ty: ty)
    }

    /// Every piece at `progress`.
    func pieces(progress: CGFloat) -> [Piece] {
        let (rows, columns) = counts
        let p = abs(progress)
        return frames.enumerated().map { index, frame in
            let position = Options.PiecePosition(
                index: index, row: index / columns, column: index % columns, rowCount: rows, columnCount: columns)
            let shrink = Self.evaluate(options.piecesScaleRatio, position)
            let shift = Self.evaluate(options.piecesTranslationRatio, position)
            var tx = shift.x * p * frame.width
            var ty = shift.y * p * frame.height
            if let low = options.minPiecesTranslationRatio.map({ Self.evaluate($0, position) }) {
                tx = max(tx, frame.width * low.x)
                ty = max(ty, frame.height * low.y)
            }
            if let high = options.maxPiecesTranslationRatio.map({ Self.evaluate($0, position) }) {
                tx = min(tx, frame.width * high.x)
                ty = min(ty, frame.height * high.y)
            }
            let transform = Affine(sx: max(0, 1 - p * shrink.x), sy: max(0, 1 - p * shrink.y), tx: tx, ty: ty)
            // The corner radius reads the piece's frame after its transform is set: the scaled size.
            let scaled = CGSize(width: frame.width * transform.sx, height: frame.height * transform.sy)
            return Piece(
                frame: frame,
                transform: transform,
                alpha: 1 - Self.evaluate(options.piecesAlphaRatio, position).x * p,
                cornerRadius: Self.evaluate(options.piecesCornerRadiusRatio, position).x * p
                    * min(scaled.height, scaled.width))
        }
    }

    /// The mirror factor step by step: the index counted from `count / 2` (one more on the far side for
    /// even counts), optionally reversed as `count / 2 − index`, less a half for even counts, negative
    /// before the middle; 0 for the middle of an odd count.
    static func mirrorFactor(current: Int, count: Int, reversed: Bool) -> CGFloat {
        let middle = count / 2
        let even = count % 2 == 0
        if !even && current == middle { return 0 }
        var index = current >= middle ? current - middle + (even ? 1 : 0) : middle - current
        if reversed { index = middle - index }
        let factor = CGFloat(index) - (even ? 0.5 : 0)
        return current >= middle ? factor : -factor
    }

    /// A pieces value at `position` as an (x, y) pair; a number fills both.
    static func evaluate<V: ReferencePair>(_ value: Options.PiecesValue<V>, _ position: Options.PiecePosition) -> CGPoint {
        func times(_ v: V, _ factor: CGFloat) -> CGPoint { CGPoint(x: v.pair.x * factor, y: v.pair.y * factor) }
        switch value {
        case .columnBased(let v, let reversed):
            return times(v, CGFloat(reversed ? position.columnCount - position.column - 1 : position.column))
        case .rowBased(let v, let reversed):
            return times(v, CGFloat(reversed ? position.rowCount - position.row - 1 : position.row))
        case .columnOddEven(let odd, let even, let increasing):
            return times(position.column % 2 == 0 ? even : odd, increasing ? CGFloat(position.column) : 1)
        case .rowOddEven(let odd, let even, let increasing):
            return times(position.row % 2 == 0 ? even : odd, increasing ? CGFloat(position.row) : 1)
        case .columnBasedMirror(let v, let reversed):
            return times(v, mirrorFactor(current: position.column, count: position.columnCount, reversed: reversed))
        case .rowBasedMirror(let v, let reversed):
            return times(v, mirrorFactor(current: position.row, count: position.rowCount, reversed: reversed))
        case .indexBasedCustom(let values):
            return values[position.index % values.count].pair
        case .rowBasedCustom(let values):
            return values[position.row % values.count].pair
        case .columnBasedCustom(let values):
            return values[position.column % values.count].pair
        case .static(let v):
            return v.pair
        case .aggregated(let parts, let operation):
            let results = parts.map { evaluate($0, position) }
            return results.dropFirst().reduce(results[0]) { a, b in
                operation == .sum ? CGPoint(x: a.x + b.x, y: a.y + b.y) : CGPoint(x: a.x * b.x, y: a.y * b.y)
            }
        }
    }
}

/// The element types of pieces values as an (x, y) pair, for the reference model.
protocol ReferencePair: PiecesValueElement {
    var pair: CGPoint { get }
}

extension CGFloat: ReferencePair {
    var pair: CGPoint { CGPoint(x: self, y: self) }
}

extension CGPoint: ReferencePair {
    var pair: CGPoint { self }
}

extension CGSize: ReferencePair {
    var pair: CGPoint { CGPoint(x: width, y: height) }
}
