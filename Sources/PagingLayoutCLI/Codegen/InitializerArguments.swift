/// The arguments of an initializer call that rebuilds `value`, keeping only those whose expression
/// differs from the default's, in the order they are added (the initializer's parameter order).
///
/// Comparing expressions rather than values keeps what `==` would merge: a `-0.0` where the default
/// is `0` is written out.
///
/// ```swift
/// var arguments = InitializerArguments(value, defaults: StackTransformViewOptions())
/// arguments.add("scaleFactor", \.scaleFactor)
/// arguments.add("minScale", \.minScale)
/// let call = SwiftExpression.call("StackTransformViewOptions", arguments.list)
/// ```
struct InitializerArguments<Value> {
    /// The value being rebuilt.
    let value: Value
    /// The value the initializer makes when given no arguments.
    let defaults: Value
    /// The arguments kept so far.
    private(set) var list: [SwiftExpression.Argument] = []

    init(_ value: Value, defaults: Value) {
        self.value = value
        self.defaults = defaults
    }

    /// Adds `label: value[keyPath: field]` unless it is written the same as the default's.
    mutating func add<Field: SwiftExpressible>(_ label: String, _ field: KeyPath<Value, Field>) {
        let expression = value[keyPath: field].swiftExpression
        if expression != defaults[keyPath: field].swiftExpression {
            list.append(SwiftExpression.Argument(label, expression))
        }
    }
}
