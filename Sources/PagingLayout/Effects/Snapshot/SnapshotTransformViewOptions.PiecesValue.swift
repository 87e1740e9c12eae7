import Foundation

extension SnapshotTransformViewOptions {
    /// A value that varies from piece to piece of a snapshot: by row, by column, alternating, from a
    /// list, or constant. `Value` is `CGFloat`, `CGPoint` or `CGSize`, as the option using it needs.
    ///
    /// The snapshot effect multiplies the value by `|progress|`, so each case describes how strongly a
    /// piece reacts as its page moves away. In the examples below a grid has 4 columns (0…3) and 5 rows.
    ///
    /// ```swift
    /// // alpha falls off row by row: row r fades by 0.1 × r × |progress|
    /// let alpha: SnapshotTransformViewOptions.PiecesValue<CGFloat> = .rowBased(0.1)
    /// // the sum of two mirrored values, as the `.space` preset uses
    /// let mixed: SnapshotTransformViewOptions.PiecesValue<CGFloat> =
    ///     .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum)
    /// ```
    ///
    /// In spec files a pieces value is an object with one case key, and for some cases a flag that
    /// defaults to `false`: `{"static":V}`, `{"rowBased":V,"reversed":b}`, `{"columnBased":V,"reversed":b}`,
    /// `{"rowBasedMirror":V,"reversed":b}`, `{"columnBasedMirror":V,"reversed":b}`,
    /// `{"rowOddEven":[odd,even],"increasing":b}`, `{"columnOddEven":[odd,even],"increasing":b}`,
    /// `{"indexBasedCustom":[V,…]}`, `{"rowBasedCustom":[V,…]}`, `{"columnBasedCustom":[V,…]}` and
    /// `{"aggregated":[pieces value,…],"operation":"sum"|"product"}`, where V is a number, `{"x","y"}` or
    /// `{"width","height"}`.
    public enum PiecesValue<Value: PiecesValueElement>: Sendable, Equatable {
        /// `value × column`, or `value × (columnCount − 1 − column)` when `reversed`: 0, 1, 2, 3 times the value.
        case columnBased(Value, reversed: Bool = false)
        /// `value × row`, or `value × (rowCount − 1 − row)` when `reversed`.
        case rowBased(Value, reversed: Bool = false)
        /// The first value on odd columns (1, 3, …), the second on even ones (0, 2, …); when
        /// `increasing`, also multiplied by the column number.
        case columnOddEven(Value, Value, increasing: Bool = false)
        /// The first value on odd rows (1, 3, …), the second on even ones (0, 2, …); when `increasing`,
        /// also multiplied by the row number.
        case rowOddEven(Value, Value, increasing: Bool = false)
        /// `value ×` the column's signed distance from the middle, negative on the left:
        /// −1.5, −0.5, 0.5, 1.5 for 4 columns; −1, 0, 1 for 3. When `reversed`, the distance counts
        /// inwards as in the original (3 columns: 0, 0, 0; 5 columns: 0, −1, 0, 1, 0; 4 columns:
        /// 0.5, −0.5, 0.5, −0.5).
        case columnBasedMirror(Value, reversed: Bool = false)
        /// Like ``columnBasedMirror(_:reversed:)`` for rows, negative at the top.
        case rowBasedMirror(Value, reversed: Bool = false)
        /// The values in turn by piece index, starting over when they run out.
        /// Should not be empty; an empty list evaluates to zero (spec files reject it).
        case indexBasedCustom([Value])
        /// The values in turn by row, starting over when they run out.
        /// Should not be empty; an empty list evaluates to zero (spec files reject it).
        case rowBasedCustom([Value])
        /// The values in turn by column, starting over when they run out.
        /// Should not be empty; an empty list evaluates to zero (spec files reject it).
        case columnBasedCustom([Value])
        /// The same value for every piece.
        case `static`(Value)
        /// The parts' values combined from first to last by `operation` (``AggregationOperation/sum``
        /// or ``AggregationOperation/product``). Should not be empty; an empty list evaluates to zero
        /// (spec files reject it). Original code passing `+` or `*` still compiles, with a deprecation
        /// warning pointing here.
        case aggregated([PiecesValue], AggregationOperation)

        /// The parts' values combined by the operation `operation` names: what the original wrote
        /// `.aggregated(values, +)` (``AggregationOperation/sum``) and `.aggregated(values, *)`
        /// (``AggregationOperation/product``).
        ///
        /// Kept for code ported from the original library; write `.aggregated(values, .sum)` or
        /// `.aggregated(values, .product)`.
        @available(*, deprecated, message: "write .aggregated(values, .sum) or .aggregated(values, .product)")
        public static func aggregated(
            _ values: [PiecesValue],
            _ operation: (AggregationOperation, AggregationOperation) -> AggregationOperation
        ) -> PiecesValue {
            // `+` and `*` give their operation whatever the operands (see AggregationOperation's operators).
            .aggregated(values, operation(.sum, .sum))
        }
    }
}

// MARK: - Evaluation

extension SnapshotTransformViewOptions.PiecesValue {
    /// The value for the piece at `position`.
    ///
    /// - Complexity: O(number of parts) for ``aggregated(_:_:)-swift.enum.case``, else O(1).
    public func value(at position: SnapshotTransformViewOptions.PiecePosition) -> Value {
        Value.piecesValueTraits.value(vector(at: position))
    }

    /// The value for the piece at `position` as a pair of numbers.
    func vector(at position: SnapshotTransformViewOptions.PiecePosition) -> PiecesVector {
        let traits = Value.piecesValueTraits
        switch self {
        case .columnBased(let value, let reversed):
            return traits.vector(value).scaled(
                by: Self.linearSteps(at: position.column, of: position.columnCount, reversed: reversed))
        case .rowBased(let value, let reversed):
            return traits.vector(value).scaled(
                by: Self.linearSteps(at: position.row, of: position.rowCount, reversed: reversed))
        case .columnOddEven(let odd, let even, let increasing):
            let value = position.column.isMultiple(of: 2) ? even : odd
            return traits.vector(value).scaled(by: increasing ? CGFloat(position.column) : 1)
        case .rowOddEven(let odd, let even, let increasing):
            let value = position.row.isMultiple(of: 2) ? even : odd
            return traits.vector(value).scaled(by: increasing ? CGFloat(position.row) : 1)
        case .columnBasedMirror(let value, let reversed):
            return traits.vector(value).scaled(
                by: Self.mirrorSteps(at: position.column, of: position.columnCount, reversed: reversed))
        case .rowBasedMirror(let value, let reversed):
            return traits.vector(value).scaled(
                by: Self.mirrorSteps(at: position.row, of: position.rowCount, reversed: reversed))
        case .indexBasedCustom(let values):
            return Self.cycling(values, at: position.index).map(traits.vector) ?? .zero
        case .rowBasedCustom(let values):
            return Self.cycling(values, at: position.row).map(traits.vector) ?? .zero
        case .columnBasedCustom(let values):
            return Self.cycling(values, at: position.column).map(traits.vector) ?? .zero
        case .static(let value):
            return traits.vector(value)
        case .aggregated(let parts, let operation):
            guard let first = parts.first else { return .zero }
            return parts.dropFirst().reduce(first.vector(at: position)) {
                operation.combine($0, $1.vector(at: position))
            }
        }
    }

    /// How many steps `current` is from the start of `count` rows or columns (from the end when `reversed`).
    ///
    /// In floating point, exact for any grid, so positions made up at the ends of `Int` cannot overflow.
    private static func linearSteps(at current: Int, of count: Int, reversed: Bool) -> CGFloat {
        reversed ? CGFloat(count) - 1 - CGFloat(current) : CGFloat(current)
    }

    /// The signed distance of `current` from the middle of `count` rows or columns, in rows or columns.
    private static func mirrorSteps(at current: Int, of count: Int, reversed: Bool) -> CGFloat {
        // Centre line at (count − 1) / 2: whole steps for odd counts, half steps for even ones.
        let fromMiddle = CGFloat(current) - (CGFloat(count) - 1) / 2
        guard reversed, fromMiddle != 0 else { return fromMiddle }
        // Reversed, the original counts the distance inwards from `count / 2`, and for even counts
        // one more step further, so its outermost rows overshoot to −½. Kept for parity.
        let half = CGFloat(count / 2)
        let inwards = count.isMultiple(of: 2) ? half - 1 - abs(fromMiddle) : half - abs(fromMiddle)
        return fromMiddle > 0 ? inwards : -inwards
    }

    /// The element at `index` of `values` repeated without end, or `nil` when there are none.
    private static func cycling(_ values: [Value], at index: Int) -> Value? {
        guard !values.isEmpty else { return nil }
        let wrapped = index % values.count
        return values[wrapped < 0 ? wrapped + values.count : wrapped]
    }
}
