import Foundation
import Testing

@testable import PagingLayout

/// Taps on live views, as the UIKit adapter resolves them: each page's selectable view is placed
/// through its layer tree with `LayerPlacement`, then the pager scene's hit test picks the page.
@Suite("Hit testing pages placed from nested layers")
struct NestedLayerHitTestTests {
    /// The collection view: a 300 × 500 viewport scrolled to page 1.
    let collectionView = LayerGeometry(
        bounds: CGRect(x: 300, y: 0, width: 300, height: 500), position: CGPoint(x: 150, y: 250))

    /// A page's chain: a 200 × 300 card centred in the content view, in a cell that fills the visible area.
    func chain(cardTransform: Transform3D) -> [LayerGeometry] {
        let card = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 300), position: CGPoint(x: 150, y: 250),
            transform: cardTransform)
        let contentView = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), position: CGPoint(x: 150, y: 250))
        let cell = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), position: CGPoint(x: 450, y: 250))
        return [card, contentView, cell]
    }

    func page(_ flatIndex: Int, progress: CGFloat, zPosition: Int, cardTransform: Transform3D) -> SceneItem {
        let placement = LayerPlacement(chain: chain(cardTransform: cardTransform), in: collectionView)
        var attributes = EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), transform: placement.transform)
        attributes.zPosition = zPosition
        return SceneItem(
            indexPath: ItemIndexPath(item: flatIndex, section: 0), flatIndex: flatIndex, progress: progress,
            frame: placement.frame, attributes: attributes)
    }

    /// Page 1 centred and flat in front; page 2 behind it, turned 60° about y in perspective (m34 = −1/500).
    var scene: PagerScene {
        var turned = Transform3D.identity
        turned.m34 = -1 / 500
        turned = turned.rotatedBy(angle: .pi / 3, x: 0, y: 1, z: 0)
        return PagerScene(
            viewportSize: CGSize(width: 300, height: 500), contentOffset: CGPoint(x: 300, y: 0),
            items: [
                page(1, progress: 0, zPosition: 0, cardTransform: .identity),
                page(2, progress: 1, zPosition: -1, cardTransform: turned),
            ])
    }

    @Test("the card's untransformed frame is its place in the viewport")
    func frames() {
        #expect(scene.items.map(\.frame) == [CGRect(x: 50, y: 100, width: 200, height: 300), CGRect(x: 50, y: 100, width: 200, height: 300)])
    }

    @Test(
        "taps go to the page drawn there, through the perspective",
        arguments: [
            // Both cards cover the centre: the front one (z 0) takes it.
            (CGPoint(x: 150, y: 250), 1 as Int?),
            // Above the flat card (y < 100) but inside the turned one's near edge, which perspective
            // stretches: its left edge (x = −100 from the centre, turned to z = +86.6) is at
            // w = 1 − 86.6/500 = 0.8268, so at x = 150 − 50/0.8268 = 89.5 from y = 250 − 150/0.8268 = 68.6;
            // its top edge runs to (150 + 50/1.1732, 250 − 150/1.1732) = (192.6, 122.1), so at x = 95
            // it is at y ≈ 71.5.
            (CGPoint(x: 95, y: 80), 2),
            // Above that edge: no page.
            (CGPoint(x: 95, y: 60), nil),
            // Right of the turned card's far edge (x = 192.6 at most) and above the flat card.
            (CGPoint(x: 220, y: 90), nil),
            // Inside the flat card only.
            (CGPoint(x: 240, y: 390), 1),
        ])
    func taps(point: CGPoint, expectedPage: Int?) {
        #expect(scene.item(atViewportPoint: point)?.flatIndex == expectedPage)
    }

    @Test("content coordinates are the collection view's own: shifted by the content offset")
    func contentCoordinates() {
        #expect(scene.item(atContentPoint: CGPoint(x: 395, y: 80))?.flatIndex == 2)
    }
}
