import Foundation
import Testing

@testable import PagingLayout

/// A target that records the names of the properties written to it, in order; it keeps
/// `TransformTarget`'s default `applyShadow(_:blurRadius:blurStyle:)`.
@MainActor
private final class RecordingTarget: TransformTarget {
    var writes: [String] = []
    var frame: CGRect { CGRect(x: 0, y: 0, width: 200, height: 300) }
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 200, height: 300) }
    var layerTransform: Transform3D = .identity { didSet { writes.append("transform") } }
    var alpha: CGFloat = 1 { didSet { writes.append("alpha") } }
    var isHidden = false { didSet { writes.append("hidden") } }
    var layerShadow: ShadowAttributes? { didSet { writes.append("shadow") } }
    var layerBlurRadius: CGFloat = 0 { didSet { writes.append("blurRadius") } }
    var layerBlurStyle: BlurEffectStyle = .light { didSet { writes.append("blurStyle") } }
    var layerCornerRadius: CGFloat = 0 { didSet { writes.append("cornerRadius") } }
    var layerIsDoubleSided = true { didSet { writes.append("doubleSided") } }
    var layerContentTransform: Transform3D = .identity { didSet { writes.append("contentTransform") } }
    func applySnapshot(_ snapshot: SnapshotAttributes?) { writes.append("snapshot") }
}

/// A target with its own `applyShadow(_:blurRadius:blurStyle:)`, which records the call and what it
/// was given; its properties are a `RecordingTarget`'s, so their writes are recorded there. (Not a
/// subclass: a subclass's method would not replace the default its superclass's conformance uses.)
@MainActor
private final class CombinedTarget: ForwardingTransformTarget {
    let base = RecordingTarget()
    var given: (ShadowAttributes?, CGFloat, BlurEffectStyle)?
    var writes: [String] { base.writes }
    func applyShadow(_ shadow: ShadowAttributes?, blurRadius: CGFloat, blurStyle: BlurEffectStyle) {
        base.writes.append("shadowAndBlur")
        given = (shadow, blurRadius, blurStyle)
    }
}

@MainActor
@Suite("TransformTarget: the shadow and the blur in one call")
struct TransformTargetShadowAndBlurTests {
    private static let shadow = ShadowAttributes(color: .black, opacity: 0.4, radius: 6, offset: CGSize(width: 0, height: 3))

    private static var blurredAndShadowed: EffectAttributes {
        var attributes = EffectAttributes()
        attributes.shadow = shadow
        attributes.blurRadius = 0.6
        attributes.blurStyle = .dark
        return attributes
    }

    @Test("apply(_:) writes the shadow, then the blur's radius, then its style, between alpha and double-sidedness")
    func defaultWritesThePropertiesInOrder() {
        let target = RecordingTarget()
        target.apply(Self.blurredAndShadowed)
        #expect(
            target.writes == [
                // No snapshot: the attributes hold none (an effect's pieces are applied on their own).
                "transform", "contentTransform", "alpha", "shadow", "blurRadius", "blurStyle", "doubleSided", "hidden",
            ])
        #expect(target.layerShadow == Self.shadow)
        #expect(target.layerBlurRadius == 0.6)
        #expect(target.layerBlurStyle == .dark)
    }

    @Test("a target implementing applyShadow(_:blurRadius:blurStyle:) gets the shadow and the blur in that one call")
    func implementationGetsOneCall() {
        let target = CombinedTarget()
        target.apply(Self.blurredAndShadowed)
        #expect(target.writes.filter { $0.hasPrefix("shadow") || $0.hasPrefix("blur") } == ["shadowAndBlur"])
        #expect(target.given?.0 == Self.shadow)
        #expect(target.given?.1 == 0.6)
        #expect(target.given?.2 == .dark)
    }

    @Test("the scale effect's view writes its shadow and blur through the one call")
    func scaleViewUsesTheOneCall() {
        @MainActor final class Card: ScaleTransformView {
            let scalableView = CombinedTarget()
            var scaleOptions: ScaleTransformViewOptions { .layout(.blur) }
        }
        let card = Card()
        card.transform(progress: 1)
        #expect(card.scalableView.writes == ["transform", "shadowAndBlur"])
        // One page away the blur layout blurs |progress| × blurEffectRadiusRatio = 1 × 0.2, as the original.
        #expect(card.scalableView.given?.1 == 0.2)
    }

    @Test("writing the shadow or the blur alone uses the properties, not the one call")
    func partsAloneUseTheProperties() {
        let target = CombinedTarget()
        target.apply(Self.blurredAndShadowed, writing: .shadow)
        target.apply(Self.blurredAndShadowed, writing: .blur)
        #expect(target.writes == ["shadow", "blurRadius", "blurStyle"])
        #expect(target.given == nil)
    }
}
