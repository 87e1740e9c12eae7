import Foundation
import Testing

@testable import PagingLayout

/// The position of the piece at `row`, `column` in a grid of `rows` × `columns`.
private func at(row: Int = 0, column: Int = 0, rows: Int = 1, columns: Int = 1) -> SnapshotOptions.PiecePosition {
    SnapshotOptions.PiecePosition(index: row * columns + column, row: row, column: column, rowCount: rows, columnCount: columns)
}

/// The values of `value` along one row of `columns` columns.
private func alongRow(_ value: SnapshotOptions.PiecesValue<CGFloat>, columns: Int) -> [CGFloat] {
    (0..<columns).map { value.value(at: at(column: $0, columns: columns)) }
}

/// The values of `value` down one column of `rows` rows.
private func downColumn(_ value: SnapshotOptions.PiecesValue<CGFloat>, rows: Int) -> [CGFloat] {
    (0..<rows).map { value.value(at: at(row: $0, rows: rows)) }
}

@Suite("PiecesValue")
struct PiecesValueTests {
    @Test("static gives every piece the same value")
    func staticValue() {
        let value = SnapshotOptions.PiecesValue<CGSize>.static(CGSize(width: 0.3, height: 0.7))
        #expect(value.value(at: at(row: 3, column: 2, rows: 5, columns: 4)) == CGSize(width: 0.3, height: 0.7))
    }

    @Test("column based grows by the value per column, reversed from the right")
    func columnBased() {
        // 4 columns: 0.5 × (0, 1, 2, 3); reversed 0.5 × (3, 2, 1, 0).
        #expect(alongRow(.columnBased(0.5), columns: 4) == [0, 0.5, 1, 1.5])
        #expect(alongRow(.columnBased(0.5, reversed: true), columns: 4) == [1.5, 1, 0.5, 0])
    }

    @Test("row based grows by the value per row, reversed from the bottom, for points too")
    func rowBased() {
        let value = SnapshotOptions.PiecesValue<CGPoint>.rowBased(CGPoint(x: 1, y: -2))
        // Row 3 of 5: 3 × (1, −2); reversed: (5 − 1 − 3) × (1, −2).
        #expect(value.value(at: at(row: 3, rows: 5)) == CGPoint(x: 3, y: -6))
        let reversed = SnapshotOptions.PiecesValue<CGPoint>.rowBased(CGPoint(x: 1, y: -2), reversed: true)
        #expect(reversed.value(at: at(row: 3, rows: 5)) == CGPoint(x: 1, y: -2))
    }

    @Test("odd/even alternates the first value on odd and the second on even columns")
    func columnOddEven() {
        #expect(alongRow(.columnOddEven(0.3, 0.7), columns: 4) == [0.7, 0.3, 0.7, 0.3])
        // Increasing also multiplies by the column: 0.7·0, 0.3·1, 0.7·2, 0.3·3.
        let increasing = alongRow(.columnOddEven(0.3, 0.7, increasing: true), columns: 4)
        #expect(increasing.count == 4)
        #expect(zip(increasing, [0, 0.3, 1.4, 0.9]).allSatisfy { isClose($0, $1) })
    }

    @Test("odd/even by row works on sizes")
    func rowOddEven() {
        let value = SnapshotOptions.PiecesValue<CGSize>.rowOddEven(CGSize(width: 1, height: 2), CGSize(width: 3, height: 4))
        #expect(value.value(at: at(row: 0, rows: 3)) == CGSize(width: 3, height: 4))
        #expect(value.value(at: at(row: 1, rows: 3)) == CGSize(width: 1, height: 2))
        let increasing = SnapshotOptions.PiecesValue<CGSize>.rowOddEven(
            CGSize(width: 1, height: 2), CGSize(width: 3, height: 4), increasing: true)
        #expect(increasing.value(at: at(row: 2, rows: 3)) == CGSize(width: 6, height: 8))
    }

    @Test("mirror is the signed distance from the middle, by hand", arguments: [
        // Odd counts have a middle piece at 0; even counts step in halves.
        (5, false, [-2, -1, 0, 1, 2] as [CGFloat]),
        (4, false, [-1.5, -0.5, 0.5, 1.5]),
        (1, false, [0]),
        // Reversed counts inwards from the middle, as the original does (even counts overshoot to −½).
        (5, true, [0, -1, 0, 1, 0]),
        (7, true, [0, -1, -2, 0, 2, 1, 0]),
        (4, true, [0.5, -0.5, 0.5, -0.5]),
        (6, true, [0.5, -0.5, -1.5, 1.5, 0.5, -0.5]),
        (2, true, [0.5, -0.5]),
    ])
    func mirrorByHand(count: Int, reversed: Bool, expected: [CGFloat]) {
        #expect(alongRow(.columnBasedMirror(1, reversed: reversed), columns: count) == expected)
        #expect(downColumn(.rowBasedMirror(2, reversed: reversed), rows: count) == expected.map { $0 * 2 })
    }

    @Test("mirror follows the original's index arithmetic for counts 1 to 16", arguments: [false, true])
    func mirrorMatchesOriginal(reversed: Bool) {
        for count in 1...16 {
            let expected = (0..<count).map { OriginalSnapshotModel.mirrorFactor(current: $0, count: count, reversed: reversed) * 0.3 }
            #expect(alongRow(.columnBasedMirror(0.3, reversed: reversed), columns: count) == expected, "count \(count)")
        }
    }

    @Test("custom lists cycle by index, row or column")
    func customLists() {
        let values: [CGFloat] = [1, 2, 3]
        let position = at(row: 4, column: 2, rows: 5, columns: 4)   // index 4 × 4 + 2 = 18
        #expect(SnapshotOptions.PiecesValue.indexBasedCustom(values).value(at: position) == 1)   // 18 % 3 = 0
        #expect(SnapshotOptions.PiecesValue.rowBasedCustom(values).value(at: position) == 2)     // 4 % 3 = 1
        #expect(SnapshotOptions.PiecesValue.columnBasedCustom(values).value(at: position) == 3)  // 2 % 3 = 2
    }

    @Test("custom lists wrap negative positions instead of trapping")
    func negativePositions() {
        let position = SnapshotOptions.PiecePosition(index: -1, row: -4, column: -2, rowCount: 1, columnCount: 1)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.indexBasedCustom([1, 2, 3]).value(at: position) == 3)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.rowBasedCustom([1, 2, 3]).value(at: position) == 3)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.columnBasedCustom([1, 2, 3]).value(at: position) == 2)
    }

    @Test("reversed and mirrored steps at the ends of Int compute in floating point instead of trapping")
    func extremePositions() {
        // Reversed linear steps are count − 1 − current: −2⁶³ − 1 − (2⁶³ − 1) = −2⁶⁴ (the ones are
        // lost to rounding in floating point; in Int the subtraction overflows).
        let extreme = SnapshotOptions.PiecePosition(
            index: 0, row: Int.max, column: Int.max, rowCount: Int.min, columnCount: Int.min)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.rowBased(1, reversed: true).value(at: extreme) == -0x1p64)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.columnBased(1, reversed: true).value(at: extreme) == -0x1p64)
        // Mirror steps are current − (count − 1) / 2: 2⁶³ − (−2⁶³ − 1) / 2 = 2⁶³ + 2⁶² = 1.5 · 2⁶³.
        #expect(SnapshotOptions.PiecesValue<CGFloat>.rowBasedMirror(1).value(at: extreme) == 0x1.8p63)
        #expect(SnapshotOptions.PiecesValue<CGFloat>.columnBasedMirror(2).value(at: extreme) == 0x1.8p64)
        // Reversed mirror steps count inwards from count / 2 = −2⁶² (count even): −2⁶² − 1 − 1.5 · 2⁶³,
        // positive side, = −2⁶² − 1.5 · 2⁶³ = −2⁶⁴.
        #expect(SnapshotOptions.PiecesValue<CGFloat>.rowBasedMirror(1, reversed: true).value(at: extreme) == -0x1p64)
    }

    @Test("empty lists evaluate to zero instead of trapping", arguments: [
        SnapshotOptions.PiecesValue<CGPoint>.indexBasedCustom([]), .rowBasedCustom([]), .columnBasedCustom([]),
        .aggregated([], .sum), .aggregated([], .product),
    ])
    func emptyLists(value: SnapshotOptions.PiecesValue<CGPoint>) {
        #expect(value.value(at: at(row: 1, column: 1, rows: 2, columns: 2)) == .zero)
    }

    @Test("aggregated sums or multiplies its parts from first to last")
    func aggregated() {
        let position = at(row: 1, column: 2, rows: 3, columns: 4)
        let sum = SnapshotOptions.PiecesValue<CGFloat>.aggregated([.columnBased(1), .static(10), .rowBased(100)], .sum)
        #expect(sum.value(at: position) == 112)   // 1 · 2 + 10 + 100 · 1
        let product = SnapshotOptions.PiecesValue<CGPoint>.aggregated(
            [.columnBased(CGPoint(x: 1, y: 2)), .static(CGPoint(x: 3, y: 4))], .product)
        #expect(product.value(at: position) == CGPoint(x: 2 * 3, y: 4 * 4))
        let nested = SnapshotOptions.PiecesValue<CGFloat>.aggregated([sum, .static(0.5)], .product)
        #expect(nested.value(at: position) == 112 * 0.5)
    }

    @Test("original code passing + and * still compiles (deprecated) and means sum and product")
    @available(*, deprecated)
    func operatorSpelling() {
        let summed: SnapshotOptions.PiecesValue<CGFloat> = .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], +)
        #expect(summed == .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum))
        let multiplied: SnapshotOptions.PiecesValue<CGPoint> = .aggregated(
            [.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnBasedMirror(CGPoint(x: -1, y: 1))], *)
        #expect(multiplied == .aggregated([.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnBasedMirror(CGPoint(x: -1, y: 1))], .product))
        let sizes: SnapshotOptions.PiecesValue<CGSize> = .aggregated([.static(CGSize(width: 1, height: 1))], *)
        guard case .aggregated(_, let operation) = sizes else {
            Issue.record("expected an aggregated value")
            return
        }
        #expect(operation == .product)
    }
}
