import Foundation

extension SnapshotTransformViewOptions {
    /// How ``PiecesValue/aggregated(_:_:)-swift.enum.case`` combines the values of its parts, from the
    /// first to the last.
    ///
    /// Written `"sum"` or `"product"` in spec files. Code ported from the original library that passes
    /// the operators themselves, `.aggregated([…], +)` and `.aggregated([…], *)`, still compiles (with a
    /// deprecation warning) and means ``sum`` and ``product``.
    public enum AggregationOperation: String, Sendable, Hashable, CaseIterable, Codable {
        /// Adds the parts' values, component by component.
        case sum
        /// Multiplies the parts' values, component by component.
        case product

        /// `lhs` combined with `rhs` by this operation.
        func combine(_ lhs: PiecesVector, _ rhs: PiecesVector) -> PiecesVector {
            switch self {
            case .sum: lhs + rhs
            case .product: lhs * rhs
            }
        }
    }
}

extension SnapshotTransformViewOptions.AggregationOperation {
    /// ``sum``, whatever the operands: the operator `+` stands for the sum, so that the original's
    /// `.aggregated([…], +)` names it.
    ///
    /// Kept for code ported from the original library; write `.aggregated(values, .sum)`.
    @available(*, deprecated, message: "write .sum")
    public static func + (lhs: Self, rhs: Self) -> Self { .sum }

    /// ``product``, whatever the operands: the operator `*` stands for the product, so that the
    /// original's `.aggregated([…], *)` names it.
    ///
    /// Kept for code ported from the original library; write `.aggregated(values, .product)`.
    @available(*, deprecated, message: "write .product")
    public static func * (lhs: Self, rhs: Self) -> Self { .product }
}
