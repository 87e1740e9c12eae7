import Foundation
import PagingLayout

/// A scene item in section 0 with the given state, filling a 200×300 viewport.
func renderItem(
    _ flatIndex: Int, transform: Transform3D = .identity, alpha: CGFloat = 1, zPosition: Int = 0,
    isDoubleSided: Bool = true, isTargetHidden: Bool = false, snapshot: SnapshotAttributes? = nil,
    selectableRegion: CGRect? = nil
) -> SceneItem {
    var attributes = EffectAttributes(
        transform: transform, alpha: alpha, isDoubleSided: isDoubleSided, isTargetHidden: isTargetHidden)
    attributes.zPosition = zPosition
    return SceneItem(
        indexPath: ItemIndexPath(item: flatIndex, section: 0), flatIndex: flatIndex, progress: 0,
        frame: CGRect(x: 0, y: 0, width: 200, height: 300), attributes: attributes, snapshot: snapshot,
        selectableRegion: selectableRegion)
}

/// The frames drawn for golden files and checked in a browser: each exercises a different part
/// of the contract.
enum FrameFixtures {
    /// A name and the frame it stands for.
    struct Fixture: Sendable, CustomStringConvertible {
        let name: String
        let scene: PagerScene
        var description: String { name }
    }

    static let all: [Fixture] = [
        // A coverFlow-like turn halfway between pages: perspective, equal z positions (ties).
        Fixture(
            name: "turn-halfway",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [3, 2], numberOfVisibleItems: 5),
                contentOffset: CGPoint(x: 450, y: 0), effect: TestEffects.Turn())),
        // Cards turned 100° per page: the one at −1.75 (175°) shows its back and is single-sided, so it
        // is culled where the others leave it uncovered (x < 48); the one at +1.25 (−125°) shows its
        // back too but is double-sided, so it is drawn and hit (x > 257).
        Fixture(
            name: "turn-backfaces",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [6], numberOfVisibleItems: 5),
                contentOffset: CGPoint(x: 300 * 1.75, y: 0),
                effect: TestEffects.Turn(
                    slide: 0.35, degrees: 100, fade: 0.1, scale: 0.6, sidedness: .singleBeforeCentre))),
        // The eye 70 points away and cards turned 47.5°: each card's near edge goes behind the eye
        // (w = −0.106 there), so its visible part stretches past the viewport's edge. (Chromium stops
        // hit-testing a layer altogether once a corner is farther behind the eye — about w < −0.12 —
        // although it still paints it; see Docs/HitTesting.md.)
        Fixture(
            name: "turn-behind-eye",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [4], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 300 * 1.5, y: 0),
                effect: TestEffects.Turn(slide: 0.2, degrees: 95, eyeDistance: 70, fade: 0, scale: 0.7))),
        // A vertical stack: custom z order, shadow and blur; the page on top (progress −0.452) is
        // drawn with alpha 1 − 0.452 × 2.2 = 0.0056, too faint to take taps.
        Fixture(
            name: "stack-vertical",
            scene: PagerScene(
                engine: PagingEngine(
                    viewportSize: CGSize(width: 280, height: 360), itemCounts: [2, 0, 5], scrollDirection: .vertical,
                    numberOfVisibleItems: 5),
                contentOffset: CGPoint(x: 0, y: 360 * 2.452), effect: TestEffects.Stack())),
        // Snapshot pieces over hidden targets; one piece is too faint to take taps.
        Fixture(
            name: "snapshot-pieces",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 240, height: 320), itemCounts: [4], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 240 * 1.4, y: 0), effect: TestEffects.Pieces())),
        // The library's snapshot effect, puzzle preset: many small pieces, scattered and faded.
        Fixture(
            name: "snapshot-puzzle",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [2, 3], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 300 * 1.35, y: 0), effect: SnapshotEffect(options: .layout(.puzzle)))),
        // The library's snapshot effect, space preset: rounded pieces shrinking apart.
        Fixture(
            name: "snapshot-space",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 260, height: 380), itemCounts: [4], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 260 * 0.62, y: 0), effect: SnapshotEffect(options: .layout(.space)))),
        // AnimatedCollectionViewLayout's cube: the pages stay put and their content turns inside them,
        // clipped to the page, so the pages take taps over their whole frames.
        Fixture(
            name: "cube-content",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [4], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 300 * 1.4, y: 0), effect: AnimatedLayoutEffect(options: .layout(.cube)))),
        // Selectable regions: only a card in the middle of each page takes taps.
        Fixture(
            name: "regions",
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 400), itemCounts: [5], numberOfVisibleItems: 3),
                contentOffset: CGPoint(x: 300 * 2.3, y: 0), effect: TestEffects.Turn(slide: 0.45, degrees: 25, fade: 0.2)
            ) { indexPath in
                indexPath.item == 3 ? CGRect(x: 40, y: 60, width: 220, height: 280) : CGRect(x: 60, y: 90, width: 180, height: 220)
            }),
    ]
}
