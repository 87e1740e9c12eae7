import PagingLayout

/// Options types that code generation writes as an initialiser call, driven by their field table.
extension SwiftExpressible where Self: SpecFieldTable {
    /// `TypeName(label: value, …)`: every required field, then the others whose expression differs
    /// from the defaults', in table order (the initialiser's parameter order).
    ///
    /// Comparing expressions rather than values keeps what `==` would merge: a `-0.0` where the
    /// default is `0` is written out.
    ///
    /// ```swift
    /// StackTransformViewOptions(maxStackSize: 5).swiftExpression.inline
    /// // StackTransformViewOptions(maxStackSize: 5)
    /// ```
    var swiftExpression: SwiftExpression {
        let defaults = Self.specDefaults
        var arguments: [SwiftExpression.Argument] = []
        for field in Self.specFields {
            let expression = Self.expression(of: self[keyPath: field.keyPath], field: field)
            if field.isRequired || expression != Self.expression(of: defaults[keyPath: field.keyPath], field: field) {
                arguments.append(SwiftExpression.Argument(field.key, expression))
            }
        }
        return .call(Self.swiftTypeName, arguments)
    }

    /// The type's name as code outside the module writes it: `ScaleTransformViewOptions.Rotation3dOptions`.
    private static var swiftTypeName: String { SwiftExpression.typeName(Self.self) }

    /// The expression of a field's value; every field type of every table is `SwiftExpressible`
    /// (a test checks it), so anything else is a programmer error.
    private static func expression(of value: Any, field: SpecField<Self>) -> SwiftExpression {
        guard let value = value as? any SwiftExpressible else {
            preconditionFailure("\(swiftTypeName).\(field.key) (\(type(of: value))) has no Swift expression")
        }
        return value.swiftExpression
    }
}

extension ScaleTransformViewOptions: SwiftExpressible {}
extension ScaleTransformViewOptions.Rotation3dOptions: SwiftExpressible {}
extension ScaleTransformViewOptions.Translation3dOptions: SwiftExpressible {}
extension StackTransformViewOptions: SwiftExpressible {}
extension SnapshotTransformViewOptions: SwiftExpressible {}
extension SlideEffectOptions: SwiftExpressible {}
extension ICarouselOptions: SwiftExpressible {}
extension FSPagerViewOptions: SwiftExpressible {}
extension AnimatedLayoutOptions: SwiftExpressible {}
extension AndroidPageOptions: SwiftExpressible {}
