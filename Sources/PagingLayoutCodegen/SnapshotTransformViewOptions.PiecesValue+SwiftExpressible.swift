import PagingLayout

extension SnapshotTransformViewOptions.PiecesValue: SwiftExpressible where Value: SwiftExpressible {
    /// The case as an implicit member, flags only when `true`: `.static(0.4)`,
    /// `.rowOddEven(CGPoint(x: -0.4, y: 0), CGPoint(x: 0.4, y: 0))`, `.rowBased(0.1, reversed: true)`,
    /// `.aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum)`.
    var swiftExpression: SwiftExpression {
        func call(_ name: String, _ values: [Value], flag: (String, Bool)? = nil) -> SwiftExpression {
            var arguments = values.map { SwiftExpression.Argument($0.swiftExpression) }
            if let (label, isSet) = flag, isSet { arguments.append(.init(label, isSet.swiftExpression)) }
            return .call("." + name, arguments)
        }
        func list(_ name: String, _ values: [Value]) -> SwiftExpression {
            .call("." + name, [.init(.array(values.map(\.swiftExpression)))])
        }
        switch self {
        case .columnBased(let value, let reversed): return call("columnBased", [value], flag: ("reversed", reversed))
        case .rowBased(let value, let reversed): return call("rowBased", [value], flag: ("reversed", reversed))
        case .columnOddEven(let odd, let even, let increasing):
            return call("columnOddEven", [odd, even], flag: ("increasing", increasing))
        case .rowOddEven(let odd, let even, let increasing):
            return call("rowOddEven", [odd, even], flag: ("increasing", increasing))
        case .columnBasedMirror(let value, let reversed):
            return call("columnBasedMirror", [value], flag: ("reversed", reversed))
        case .rowBasedMirror(let value, let reversed):
            return call("rowBasedMirror", [value], flag: ("reversed", reversed))
        case .indexBasedCustom(let values): return list("indexBasedCustom", values)
        case .rowBasedCustom(let values): return list("rowBasedCustom", values)
        case .columnBasedCustom(let values): return list("columnBasedCustom", values)
        case .static(let value): return call("static", [value])
        case .aggregated(let parts, let operation):
            let elements = SwiftExpression.array(parts.map(\.swiftExpression))
            return .call(".aggregated", [.init(elements), .init(.code("." + operation.rawValue))])
        }
    }
}
