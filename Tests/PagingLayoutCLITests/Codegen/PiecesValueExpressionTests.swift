import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCodegen

@Suite("Swift expressions of snapshot pieces values")
struct PiecesValueExpressionTests {
    typealias Numbers = SnapshotTransformViewOptions.PiecesValue<CGFloat>
    typealias Points = SnapshotTransformViewOptions.PiecesValue<CGPoint>

    struct Case: Sendable, CustomTestStringConvertible {
        var value: Numbers
        var expression: String
        var testDescription: String { expression }
    }

    @Test(
        "every case is an implicit member, with its flag only when true",
        arguments: [
            Case(value: .static(0.4), expression: ".static(0.4)"),
            Case(value: .rowBased(0.1), expression: ".rowBased(0.1)"),
            Case(value: .rowBased(0.1, reversed: true), expression: ".rowBased(0.1, reversed: true)"),
            Case(value: .columnBased(-0.2), expression: ".columnBased(-0.2)"),
            Case(value: .columnBased(1, reversed: true), expression: ".columnBased(1, reversed: true)"),
            Case(value: .rowBasedMirror(0.2), expression: ".rowBasedMirror(0.2)"),
            Case(value: .rowBasedMirror(0.2, reversed: true), expression: ".rowBasedMirror(0.2, reversed: true)"),
            Case(value: .columnBasedMirror(0.4), expression: ".columnBasedMirror(0.4)"),
            Case(value: .columnBasedMirror(0.4, reversed: true), expression: ".columnBasedMirror(0.4, reversed: true)"),
            Case(value: .rowOddEven(0.2, 0), expression: ".rowOddEven(0.2, 0)"),
            Case(value: .rowOddEven(0.2, 0, increasing: true), expression: ".rowOddEven(0.2, 0, increasing: true)"),
            Case(value: .columnOddEven(0, 0.2), expression: ".columnOddEven(0, 0.2)"),
            Case(value: .columnOddEven(0, 0.2, increasing: true), expression: ".columnOddEven(0, 0.2, increasing: true)"),
            Case(value: .indexBasedCustom([0.1, 0.2]), expression: ".indexBasedCustom([0.1, 0.2])"),
            Case(value: .rowBasedCustom([0.3]), expression: ".rowBasedCustom([0.3])"),
            Case(value: .columnBasedCustom([0, -0.0]), expression: ".columnBasedCustom([0, -0.0])"),
            Case(
                value: .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum),
                expression: ".aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum)"),
            Case(
                value: .aggregated([.static(2), .aggregated([.rowBased(1)], .sum)], .product),
                expression: ".aggregated([.static(2), .aggregated([.rowBased(1)], .sum)], .product)"),
        ])
    func cases(_ example: Case) {
        #expect(example.value.swiftExpression.inline == example.expression)
    }

    @Test("points and sizes are written with their initializers")
    func pointsAndSizes() {
        let points: Points = .rowOddEven(CGPoint(x: -0.4, y: 0), CGPoint(x: 0.4, y: 0))
        #expect(points.swiftExpression.inline == ".rowOddEven(CGPoint(x: -0.4, y: 0), CGPoint(x: 0.4, y: 0))")
        let sizes: SnapshotTransformViewOptions.PiecesValue<CGSize> = .static(CGSize(width: 0, height: 1))
        #expect(sizes.swiftExpression.inline == ".static(CGSize(width: 0, height: 1))")
    }

    @Test("the snapshot preset grid's options print as the preset is written")
    func gridPreset() {
        // SnapshotTransformViewOptions.grid, field by field, with 1/4 and 1/10 as their shortest decimals.
        #expect(
            SnapshotTransformViewOptions.grid.swiftExpression.inline
                == "SnapshotTransformViewOptions(pieceSizeRatio: CGSize(width: 0.25, height: 0.1), "
                + "piecesCornerRadiusRatio: .static(1), "
                + "piecesTranslationRatio: .aggregated([.rowBasedMirror(CGPoint(x: 0, y: -1.8)), "
                + ".columnBasedMirror(CGPoint(x: -1.8, y: 0))], .sum), "
                + "piecesScaleRatio: .static(CGSize(width: 0.8, height: 0.8)), containerScaleRatio: 0.1, "
                + "containerTranslationRatio: CGPoint(x: 0.7, y: 0))")
    }
}
