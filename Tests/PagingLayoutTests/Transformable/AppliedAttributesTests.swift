import Foundation
import Testing

@testable import PagingLayout

@MainActor
private final class OwnedScaleCard: ScaleTransformView {
    let scalableView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var scaleOptions = ScaleTransformViewOptions()
}

/// What an effect writes to its target, and what it leaves to the target's owner.
@MainActor
@Suite("AppliedAttributes")
struct AppliedAttributesTests {
    // Defect 12. `applyScaleTransform` applied the whole attributes value, so every frame reset
    // the scalable view's alpha to 1, `isHidden` to false and double-sidedness to true — none of
    // which the scale effect (or the original's ScaleTransformView) computes.
    @Test("the scale effect leaves the view's alpha, visibility and double-sidedness as the owner set them")
    func scaleLeavesOwnerState() {
        let card = OwnedScaleCard()
        card.scalableView.alpha = 0.4
        card.scalableView.isHidden = true
        card.scalableView.layerIsDoubleSided = false
        for progress in stride(from: -1.0, through: 1, by: 0.25) {
            card.transform(progress: progress)
            #expect(card.scalableView.alpha == 0.4)
            #expect(card.scalableView.isHidden)
            #expect(!card.scalableView.layerIsDoubleSided)
        }
        // It still moved the view: scale 0.75 one page away (see ScaleEffectTests).
        #expect(card.scalableView.layerTransform.m11 == 0.75)
    }

    @Test("with a 3-D rotation the scale effect writes the rotation's double-sidedness")
    func scaleRotationWritesDoubleSidedness() {
        let card = OwnedScaleCard()
        card.scaleOptions.rotation3d = ScaleTransformViewOptions.Rotation3dOptions(
            angle: .pi / 4, minAngle: -.pi, maxAngle: .pi, x: 0, y: 1, z: 0, m34: -0.002)
        card.scalableView.layerIsDoubleSided = true
        card.transform(progress: 0.5)
        #expect(!card.scalableView.layerIsDoubleSided)  // the rotation's default, false
        card.scalableView.alpha = 0.3
        card.transform(progress: 0.25)
        #expect(card.scalableView.alpha == 0.3)
    }

    @Test("applying all attributes writes every part, as apply(_:) always did")
    func applyAllWritesEverything() {
        let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.alpha = 0.4
        node.isHidden = true
        node.layerIsDoubleSided = false
        node.apply(EffectAttributes())
        #expect(node.alpha == 1)
        #expect(!node.isHidden)
        #expect(node.layerIsDoubleSided)
    }

    @Test("an empty set of parts writes nothing")
    func emptyPartsWriteNothing() {
        let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.alpha = 0.4
        var attributes = EffectAttributes()
        attributes.transform = .scale(x: 2, y: 2)
        node.apply(attributes, writing: [])
        #expect(node.alpha == 0.4)
        #expect(node.layerTransform == .identity)
    }
}
