import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCodegen

@Suite("Swift expressions of options values")
struct OptionsExpressionTests {
    @Test("default options print as a call without arguments")
    func defaults() {
        #expect(ScaleTransformViewOptions().swiftExpression.inline == "ScaleTransformViewOptions()")
        #expect(StackTransformViewOptions().swiftExpression.inline == "StackTransformViewOptions()")
        #expect(SnapshotTransformViewOptions().swiftExpression.inline == "SnapshotTransformViewOptions()")
    }

    @Test("only arguments that differ from the defaults are written, in the initializer's order")
    func changedArguments() {
        var options = ScaleTransformViewOptions()
        options.translation3d = nil
        options.blurEffectStyle = .dark
        options.minScale = 0.6
        options.scaleCurve = .easeIn
        #expect(
            options.swiftExpression.inline
                == "ScaleTransformViewOptions(minScale: 0.6, scaleCurve: .easeIn, blurEffectStyle: .dark)")
    }

    @Test("nil is written where the default is a value, a value where the default is nil")
    func optionals() {
        var scale = ScaleTransformViewOptions()
        scale.minTranslationRatio = nil
        #expect(scale.swiftExpression.inline == "ScaleTransformViewOptions(minTranslationRatio: nil)")
        var stack = StackTransformViewOptions()
        stack.maxScale = nil
        stack.maxSpacing = 0.2
        #expect(stack.swiftExpression.inline == "StackTransformViewOptions(maxScale: nil, maxSpacing: 0.2)")
        var snapshot = SnapshotTransformViewOptions()
        snapshot.containerMaxTranslationRatio = CGPoint(x: 0.5, y: 0)
        #expect(
            snapshot.swiftExpression.inline
                == "SnapshotTransformViewOptions(containerMaxTranslationRatio: CGPoint(x: 0.5, y: 0))")
    }

    @Test("negative zero differs from a zero default and is written")
    func negativeZero() {
        let stack = StackTransformViewOptions(alphaFactor: -0.0, shadowOffset: CGSize(width: 0, height: -0.0))
        #expect(
            stack.swiftExpression.inline
                == "StackTransformViewOptions(alphaFactor: -0.0, shadowOffset: CGSize(width: 0, height: -0.0))")
        #expect(CGPoint.zero.swiftExpression.inline == ".zero")
        #expect(CGSize.zero.swiftExpression.inline == ".zero")
    }

    @Test("the stack's rotate angle is written under its corrected label")
    func rotateAngleLabel() {
        #expect(
            StackTransformViewOptions(stackRotateAngle: 0.2).swiftExpression.inline
                == "StackTransformViewOptions(stackRotateAngle: 0.2)")
    }

    @Test("3-D rotation and translation use the public initializers; isDoubleSided only when true")
    func threeD() {
        let rotation = ScaleTransformViewOptions.Rotation3dOptions(
            angle: 0.5, minAngle: -1, maxAngle: 1, x: 0, y: -1, z: 0, m34: -0.0005)
        #expect(
            rotation.swiftExpression.inline
                == "ScaleTransformViewOptions.Rotation3dOptions(angle: 0.5, minAngle: -1, maxAngle: 1, x: 0, y: -1, z: 0, m34: -0.0005)")
        var doubleSided = rotation
        doubleSided.isDoubleSided = true
        #expect(doubleSided.swiftExpression.inline.hasSuffix("m34: -0.0005, isDoubleSided: true)"))
        let translation = ScaleTransformViewOptions.Translation3dOptions(
            translateRatios: (0.1, 0, -0.7), minTranslateRatios: (-0.1, 0, -3), maxTranslateRatios: (0.1, 0, 0))
        #expect(
            translation.swiftExpression.inline
                == "ScaleTransformViewOptions.Translation3dOptions(translateRatios: (0.1, 0, -0.7), minTranslateRatios: (-0.1, 0, -3), maxTranslateRatios: (0.1, 0, 0))")
    }

    @Test(
        "colours: named when black or white, 255ths as fractions, alpha only when not opaque",
        arguments: [
            (RGBAColor.black, ".black"),
            (RGBAColor(hex: "#FFFFFF")!, ".white"),
            (RGBAColor(hex: "#FF000080")!, "RGBAColor(red: 1, green: 0, blue: 0, alpha: 128 / 255)"),
            (RGBAColor(hex: "#336699")!, "RGBAColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255)"),
            (RGBAColor(hex: "#00000000")!, "RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)"),
            (RGBAColor(red: 0.3, green: 0.5, blue: 0.25, alpha: 0.1), "RGBAColor(red: 0.3, green: 0.5, blue: 0.25, alpha: 0.1)"),
        ])
    func colors(color: RGBAColor, expression: String) {
        #expect(color.swiftExpression.inline == expression)
    }

    @Test("a colour's fraction of 255 computes the very number the hex reader does")
    func colorFractions() {
        for step in 1..<255 {
            let color = RGBAColor(red: CGFloat(step) / 255, green: 0, blue: 0)
            #expect(color.swiftExpression.inline == "RGBAColor(red: \(step) / 255, green: 0, blue: 0)")
        }
    }

    @Test("curves and blur styles are implicit members")
    func enumerations() {
        #expect(TransformCurve.allCases.map(\.swiftExpression.inline) == [".linear", ".easeIn", ".easeOut"])
        #expect(BlurEffectStyle.systemChromeMaterialDark.swiftExpression.inline == ".systemChromeMaterialDark")
    }
}
