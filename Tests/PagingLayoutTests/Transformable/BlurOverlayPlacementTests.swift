import Foundation
import Testing

@testable import PagingLayout

@Suite("BlurOverlayPlacement")
struct BlurOverlayPlacementTests {
    /// A stack whose blur reaches 0.4 at the bottom of a 4-card stack: depth progress / 4.
    static let stack: StackEffect = {
        var options = StackTransformViewOptions()
        options.maxStackSize = 4
        options.blurEffectEnabled = true
        options.maxBlurEffectRadius = 0.4
        return StackEffect(options: options)
    }()
    static let card = CGSize(width: 200, height: 300)

    static func placement(progress: CGFloat, overlayExists: Bool) -> BlurOverlayPlacement? {
        let attributes = stack.attributes(for: progress, in: EffectContext(targetSize: card))
        return BlurOverlayPlacement(
            radius: attributes.blurRadius, targetSize: card, targetCenter: CGPoint(x: 150, y: 250),
            transform: attributes.transform, zPosition: -2, cornerRadius: 12, overlayExists: overlayExists)
    }

    @Test("the overlay over a stacked card has the card's geometry and the stack's blur for its depth")
    func stackedCard() throws {
        let placement = try #require(Self.placement(progress: 2, overlayExists: false))
        // Depth 2 of 4: half of the 0.4 maximum.
        #expect(abs(placement.fraction - 0.2) < 1e-9)
        #expect(placement.isShown)
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(placement.untransformedFrame == CGRect(x: 50, y: 100, width: 200, height: 300))
        let transform = Self.stack.attributes(for: 2, in: EffectContext(targetSize: Self.card)).transform
        #expect(placement.transform == transform)
        #expect(transform != .identity)
        #expect(placement.zPosition == -2)
        #expect(placement.cornerRadius == 12)
    }

    // Defect 11 (in part): the overlay was rebuilt every time a page passed the centre.
    @Test("at the centre an existing overlay is kept hidden, and none is made when there is none")
    func centreKeepsOverlay() throws {
        let kept = try #require(Self.placement(progress: 0, overlayExists: true))
        #expect(!kept.isShown)
        #expect(kept.fraction == 0)
        #expect(Self.placement(progress: 0, overlayExists: false) == nil)
        #expect(Self.placement(progress: -1, overlayExists: false) == nil)
    }

    @Test("radii are clamped to 0…1 and a non-finite one counts as no blur", arguments: [
        (CGFloat(1.7), CGFloat(1)), (-0.5, 0), (.nan, 0), (.infinity, 0), (0.25, 0.25),
    ] as [(CGFloat, CGFloat)])
    func clamping(radius: CGFloat, fraction: CGFloat) throws {
        let placement = try #require(
            BlurOverlayPlacement(
                radius: radius, targetSize: Self.card, targetCenter: .zero, transform: .identity, zPosition: 0,
                cornerRadius: 0, overlayExists: true))
        #expect(placement.fraction == fraction)
    }
}
