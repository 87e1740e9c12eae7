import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// Seeded random drivers for the engine and hit testing, over hostile inputs (zero, huge, NaN and
/// infinite sizes and offsets, looping, spacing, padding): no crash, no NaN or infinity out, pages
/// and items within their ranges. `Scripts/fuzz.sh` runs many more seeds.
@Suite("Random drivers")
struct RandomDriverTests {
    private static let lengths: [CGFloat] = [0, 1, 37.5, 300, 1e6, 1e300, .nan, .infinity, -50]

    private static func geometry(_ random: inout SeededGenerator) -> PageGeometry {
        func length() -> CGFloat { lengths.randomElement(using: &random)! }
        return PageGeometry(
            viewportSize: CGSize(width: length(), height: length()),
            scrollDirection: Bool.random(using: &random) ? .horizontal : .vertical,
            pageLength: Bool.random(using: &random) ? nil : length(),
            spacing: Bool.random(using: &random) ? 0 : length(),
            layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
            isLooping: Int.random(in: 0..<4, using: &random) == 0)
    }

    private static func engine(_ random: inout SeededGenerator) -> PagingEngine {
        let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            [0, 1, 3, 50, 2_000, -2].randomElement(using: &random)!
        }
        let visible: Int? = [0, 1, 3, 7, -1, 20].randomElement(using: &random)!
        return PagingEngine(geometry: geometry(&random), itemCounts: sections, numberOfVisibleItems: visible)
    }

    private static func offset(_ random: inout SeededGenerator) -> CGPoint {
        func along() -> CGFloat {
            [0, 150, -1e9, 1e9, .nan, .infinity, -.infinity, CGFloat.random(in: -5000...5000, using: &random)]
                .randomElement(using: &random)!
        }
        return CGPoint(x: along(), y: along())
    }

    @Test("engine layouts stay finite, with pages and visible items in range", arguments: RandomRuns.seeds(default: 20))
    func engineLayouts(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for round in 0..<100 {
            let engine = Self.engine(&random)
            let layout = engine.layout(at: Self.offset(&random))
            let pages = engine.numberOfPages
            #expect(layout.currentPage >= 0 && layout.currentPage <= max(pages - 1, 0), "round \(round)")
            #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "round \(round)")
            #expect(layout.scrollPosition.isFinite, "round \(round)")
            for item in layout.elements {
                #expect(item.progress.isFinite, "round \(round)")
                #expect(item.flatIndex >= 0 && item.flatIndex < pages, "round \(round)")
                let numbers = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height]
                #expect(numbers.allSatisfy { $0.isFinite }, "round \(round)")
            }
        }
    }

    @Test("hit testing random scenes of every preset finds only drawn items, never crashing",
          arguments: RandomRuns.seeds(default: 8))
    func hitTesting(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let registry = EffectRegistry()
        let effects = try registry.effectNames.flatMap { name in
            try registry.presetNames(of: name).map { try registry.effect(named: name, preset: $0) }
        }
        for round in 0..<20 {
            let engine = Self.engine(&random)
            let effect = effects.randomElement(using: &random)!
            guard let scene = try? PagerScene(
                engine: engine, contentOffset: Self.offset(&random), effect: effect,
                pagePadding: PagePadding(
                    vertical: .absolute(10), horizontal: .absolute(Self.lengths.randomElement(using: &random)!)),
                budget: .standard)
            else { continue }
            for item in scene.items {
                #expect(item.attributes.finite() == item.attributes, "round \(round)")
            }
            for _ in 0..<20 {
                let point = CGPoint(
                    x: [CGFloat.random(in: -100...400, using: &random), .nan, .infinity].randomElement(using: &random)!,
                    y: CGFloat.random(in: -100...600, using: &random))
                if let hit = scene.item(atViewportPoint: point) {
                    #expect(scene.items.contains(hit), "round \(round)")
                    #expect(point.x.isFinite, "round \(round): a hit at a non-finite point")
                }
            }
        }
    }
}
