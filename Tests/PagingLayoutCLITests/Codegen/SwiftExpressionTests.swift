import Testing

@testable import PagingLayoutCodegen

@Suite("Swift expression layout")
struct SwiftExpressionTests {
    let point = SwiftExpression.call("CGPoint", [.init("x", .code("-0.4")), .init("y", .code("0"))])

    @Test("an expression that fits stays on one line")
    func inline() {
        #expect(point.rendered() == "CGPoint(x: -0.4, y: 0)")
        #expect(SwiftExpression.tuple([.code("0.1"), .code("0"), .code("-0.7")]).rendered() == "(0.1, 0, -0.7)")
        #expect(SwiftExpression.call("StackEffect", []).rendered(column: 99, width: 100) == "StackEffect()")
    }

    @Test("one that does not fit puts each element on its own line, closing on a line of its own")
    func broken() {
        let call = SwiftExpression.call(".rowOddEven", [.init(point), .init(point)])
        // Inline it is 12 + 22 + 2 + 22 + 1 = 59 characters: it fits from column 41 of 100, not from 42.
        #expect(call.inline.count == 59)
        #expect(call.rendered(column: 41, indentation: 4) == call.inline)
        #expect(
            call.rendered(column: 42, indentation: 4) == """
                .rowOddEven(
                        CGPoint(x: -0.4, y: 0),
                        CGPoint(x: -0.4, y: 0)
                    )
                """)
    }

    @Test("a call of one argument hugs it and breaks inside it")
    func hugging() {
        let options = SwiftExpression.call("Options", [.init("a", .code("1")), .init("b", .array([.code("2")]))])
        let effect = SwiftExpression.call("Effect", [.init("options", options)])
        #expect(
            effect.rendered(column: 0, indentation: 0, width: 20) == """
                Effect(options: Options(
                    a: 1,
                    b: [2]
                ))
                """)
    }
}
