import Foundation
import PagingLayout

/// Frames of the library's registered effects and presets, checked in a browser.
enum PresetFixtures {
    /// Effect, preset and scroll position (in pages) of each frame.
    static let cases: [(effect: String, preset: String, position: CGFloat)] = [
        ("scale", "coverFlow", 2.35), ("scale", "cylinder", 1.6), ("scale", "invertedCylinder", 2.5),
        ("scale", "rotary", 2.7), ("stack", "default", 1.3), ("stack", "perspective", 2.45),
        ("stack", "vortex", 1.8), ("stack", "reverse", 2.2), ("snapshot", "tiles", 1.35), ("snapshot", "chess", 2.6),
    ]

    /// Each case as a frame of 7 pages in two sections, 5 laid out, in a 300×400 viewport.
    static var all: [FrameFixtures.Fixture] {
        get throws {
            let registry = EffectRegistry()
            let engine = PagingEngine(
                viewportSize: CGSize(width: 300, height: 400), itemCounts: [3, 4], numberOfVisibleItems: 5)
            return try cases.map { effect, preset, position in
                FrameFixtures.Fixture(
                    name: "\(effect)-\(preset)",
                    scene: PagerScene(
                        engine: engine, contentOffset: CGPoint(x: 300 * position, y: 0),
                        effect: try registry.effect(named: effect, preset: preset)))
            }
        }
    }
}
