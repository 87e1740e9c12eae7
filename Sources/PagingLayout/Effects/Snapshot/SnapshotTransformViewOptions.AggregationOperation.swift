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
    /// The type through which the operator `+` names ``SnapshotTransformViewOptions/AggregationOperation/sum``
    /// in `.aggregated([…], +)`.
    ///
    /// It has no values: its `+` exists only so that the bare operator type-checks as an argument, and is
    /// never called.
    public struct SumOperator: Sendable {
        private init() {}

        /// Gives `+` a meaning for this type so that `.aggregated([…], +)` picks the sum.
        public static func + (lhs: SumOperator, rhs: SumOperator) -> SumOperator { lhs }
    }

    /// The type through which the operator `*` names
    /// ``SnapshotTransformViewOptions/AggregationOperation/product`` in `.aggregated([…], *)`.
    ///
    /// It has no values: its `*` exists only so that the bare operator type-checks as an argument, and is
    /// never called.
    public struct ProductOperator: Sendable {
        private init() {}

        /// Gives `*` a meaning for this type so that `.aggregated([…], *)` picks the product.
        public static func * (lhs: ProductOperator, rhs: ProductOperator) -> ProductOperator { lhs }
    }
}
