import Foundation
import PagingLayout

/// A value that code generation can write as a Swift expression which rebuilds it exactly, using the
/// public API of PagingLayout and Foundation.
///
/// Expressions may rely on the type the context expects (implicit members such as `.linear`,
/// `.zero` or `.rowBased(0.1)`), as they appear in an initializer's argument of that type.
protocol SwiftExpressible {
    /// The expression that rebuilds this value where its type is expected.
    var swiftExpression: SwiftExpression { get }
}

extension Bool: SwiftExpressible {
    var swiftExpression: SwiftExpression { .code(self ? "true" : "false") }
}

extension Int: SwiftExpressible {
    var swiftExpression: SwiftExpression { .code(String(self)) }
}

extension CGFloat: SwiftExpressible {
    /// The shortest literal that reads back as the same number (see ``SwiftLiteral``).
    var swiftExpression: SwiftExpression { .code(SwiftLiteral.number(self)) }
}

extension Float: SwiftExpressible {
    /// The shortest literal that reads back as the same `Float` (see ``SwiftLiteral``).
    var swiftExpression: SwiftExpression { .code(SwiftLiteral.number(self)) }
}

extension CGPoint: SwiftExpressible {
    /// `.zero`, or `CGPoint(x: …, y: …)`.
    var swiftExpression: SwiftExpression {
        let arguments = [SwiftExpression.Argument("x", x.swiftExpression), .init("y", y.swiftExpression)]
        return arguments.allSatisfy { $0.value == .code("0") } ? .code(".zero") : .call("CGPoint", arguments)
    }
}

extension CGSize: SwiftExpressible {
    /// `.zero`, or `CGSize(width: …, height: …)`.
    var swiftExpression: SwiftExpression {
        let arguments = [
            SwiftExpression.Argument("width", width.swiftExpression), .init("height", height.swiftExpression),
        ]
        return arguments.allSatisfy { $0.value == .code("0") } ? .code(".zero") : .call("CGSize", arguments)
    }
}

extension Optional: SwiftExpressible where Wrapped: SwiftExpressible {
    /// `nil`, or the wrapped value's expression (Swift wraps it where an optional is expected).
    var swiftExpression: SwiftExpression { map(\.swiftExpression) ?? .code("nil") }
}

/// Enumerations whose raw values are their case names, written as implicit members: `.easeIn`.
extension SwiftExpressible where Self: RawRepresentable<String> {
    var swiftExpression: SwiftExpression { .code("." + rawValue) }
}

extension TransformCurve: SwiftExpressible {}
extension BlurEffectStyle: SwiftExpressible {}
extension ICarouselOptions.Layout: SwiftExpressible {}
extension FSPagerViewOptions.Layout: SwiftExpressible {}
extension AnimatedLayoutOptions.Layout: SwiftExpressible {}
extension AndroidPageOptions.Layout: SwiftExpressible {}

extension Vector3: SwiftExpressible {
    /// `(x, y, z)`: options hold vectors only in ``ScaleTransformViewOptions/Translation3dOptions``,
    /// whose initialiser takes them as tuples, as the original library's does.
    var swiftExpression: SwiftExpression { .tuple([x.swiftExpression, y.swiftExpression, z.swiftExpression]) }
}

extension RGBAColor: SwiftExpressible {
    /// `.black`, `.white`, or `RGBAColor(red:green:blue:alpha:)` with `alpha` only when not opaque.
    ///
    /// Components that are a whole number of 255ths, as every colour read from `"#RRGGBB[AA]"` is,
    /// are written as that fraction (`51 / 255`), which computes the same number the hex reader does.
    var swiftExpression: SwiftExpression {
        if self == .black { return .code(".black") }
        if self == .white { return .code(".white") }
        func component(_ value: CGFloat) -> SwiftExpression {
            let steps = (value * 255).rounded()
            guard steps > 0, steps < 255, steps / 255 == value else { return value.swiftExpression }
            return .code("\(Int(steps)) / 255")
        }
        var arguments: [SwiftExpression.Argument] = [
            .init("red", component(red)), .init("green", component(green)), .init("blue", component(blue)),
        ]
        if alpha != 1 { arguments.append(.init("alpha", component(alpha))) }
        return .call("RGBAColor", arguments)
    }
}
