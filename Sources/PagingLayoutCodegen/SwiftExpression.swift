/// A Swift expression as code generation builds it — literals, calls, arrays and tuples — printed
/// on one line when it fits and with one element per line when it does not.
///
/// ```swift
/// let point = SwiftExpression.call("CGPoint", [.init("x", .code("-0.4")), .init("y", .code("0"))])
/// point.rendered()   // CGPoint(x: -0.4, y: 0)
/// ```
indirect enum SwiftExpression: Equatable, Sendable {
    /// Source text used as it is: a literal (`0.1`, `true`, `nil`), a name or an implicit member (`.linear`).
    case code(String)
    /// `callee(label: value, …)`; the callee may be an implicit member such as `.rowOddEven`.
    case call(String, [Argument])
    /// `[element, …]`.
    case array([SwiftExpression])
    /// `(element, …)`.
    case tuple([SwiftExpression])

    /// One argument of a call: an optional label and its value.
    struct Argument: Equatable, Sendable {
        /// The argument label, `nil` for an unlabelled argument.
        var label: String?
        /// The argument's value.
        var value: SwiftExpression

        /// An argument with the label `label`.
        init(_ label: String, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }

        /// An unlabelled argument.
        init(_ value: SwiftExpression) {
            self.label = nil
            self.value = value
        }
    }

    /// The name of `type` as code outside PagingLayout writes it: `ScaleEffect`,
    /// `ScaleTransformViewOptions.Rotation3dOptions`.
    static func typeName(_ type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        let module = "PagingLayout."
        return qualified.hasPrefix(module) ? String(qualified.dropFirst(module.count)) : qualified
    }

    /// The expression on one line.
    var inline: String {
        switch self {
        case .code(let text):
            return text
        case .call(let callee, let arguments):
            return callee + "(" + arguments.map(\.inline).joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map(\.inline).joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map(\.inline).joined(separator: ", ") + ")"
        }
    }

    /// The expression as source text that starts at `column` on a line indented by `indentation`
    /// spaces, broken so that no line runs past `width` characters where breaking can help.
    ///
    /// A call, array or tuple that does not fit puts each element on its own line, indented four
    /// spaces further, and its closing bracket on a line of its own; a call of one argument keeps
    /// that argument on its own line and breaks inside it instead.
    func rendered(column: Int = 0, indentation: Int = 0, width: Int = 100) -> String {
        let flat = inline
        guard column + flat.count > width else { return flat }
        let opening: String
        let closing: String
        let elements: [Argument]
        switch self {
        case .code:
            return flat
        case .call(let callee, let arguments):
            (opening, closing, elements) = (callee + "(", ")", arguments)
        case .array(let values):
            (opening, closing, elements) = ("[", "]", values.map { Argument($0) })
        case .tuple(let values):
            (opening, closing, elements) = ("(", ")", values.map { Argument($0) })
        }
        guard !elements.isEmpty else { return flat }
        if case .call = self, elements.count == 1, let only = elements.first {
            // A call of one argument hugs it: `ScaleEffect(options: ScaleTransformViewOptions(` … `))`.
            let head = opening + (only.label.map { $0 + ": " } ?? "")
            return head + only.value.rendered(column: column + head.count, indentation: indentation, width: width)
                + closing
        }
        let inner = indentation + 4
        let lines = elements.enumerated().map { index, element -> String in
            let label = element.label.map { $0 + ": " } ?? ""
            let value = element.value.rendered(column: inner + label.count, indentation: inner, width: width)
            let separator = index < elements.count - 1 ? "," : ""
            return String(repeating: " ", count: inner) + label + value + separator
        }
        return opening + "\n" + lines.joined(separator: "\n") + "\n" + String(repeating: " ", count: indentation)
            + closing
    }
}

extension SwiftExpression.Argument {
    /// The argument on one line: `label: value` or just `value`.
    var inline: String { (label.map { $0 + ": " } ?? "") + value.inline }
}
