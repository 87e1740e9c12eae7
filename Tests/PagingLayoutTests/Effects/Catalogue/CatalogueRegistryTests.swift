import Foundation
import Testing

@testable import PagingLayout

@Suite("Catalogue registry entries")
struct CatalogueRegistryTests {
    @Test("every peer type is a preset of its registered effect")
    func presets() throws {
        let registry = EffectRegistry()
        #expect(try registry.presetNames(of: "iCarousel") == ["default"] + ICarouselOptions.Layout.allCases.map(\.rawValue))
        #expect(try registry.presetNames(of: "fsPagerView").count == 10)
        #expect(try registry.presetNames(of: "animatedCollectionViewLayout").count == 9)
        #expect(try registry.presetNames(of: "android") == ["default", "zoomOut", "depth", "margin"])
    }

    @Test("specs read options by property name and name the key at fault")
    func specs() throws {
        let registry = EffectRegistry()
        let json = #"{"version": 1, "effect": "iCarousel", "options": {"type": "wheel", "count": 8, "radius": null}}"#
        let effect = try registry.makeEffect(specJSON: Data(json.utf8))
        let expected = ICarouselEffect(options: ICarouselOptions(type: .wheel, count: 8))
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        #expect(effect.attributes(for: 0.5, in: context) == expected.attributes(for: 0.5, in: context))
        let bad = #"{"version": 1, "effect": "fsPagerView", "options": {"type": "spin"}}"#
        #expect(throws: SpecError.self) { try registry.makeEffect(specJSON: Data(bad.utf8)) }
        do {
            _ = try registry.makeEffect(specJSON: Data(#"{"version": 1, "effect": "iCarousel", "options": {"count": 2.5}}"#.utf8))
            Issue.record("a fractional count was accepted")
        } catch let error as SpecError {
            #expect(error.path == "options.count")
        }
    }

    @Test("options survive a round trip through JSON")
    func roundTrip() throws {
        let carousel = ICarouselOptions(type: .coverFlow2, spacing: 0.3, count: 9, viewpointOffset: CGSize(width: 4, height: 0), showBackfaces: false, toggle: 0.5)
        #expect(try JSONDecoder().decode(ICarouselOptions.self, from: JSONEncoder().encode(carousel)) == carousel)
        let pager = FSPagerViewOptions(type: .depth, minimumScale: 0.4, minimumAlpha: 0.2)
        #expect(try JSONDecoder().decode(FSPagerViewOptions.self, from: JSONEncoder().encode(pager)) == pager)
        let animated = AnimatedLayoutOptions(animator: .cube, minAlpha: 0.1, scaleRate: nil, speed: 0.2)
        #expect(try JSONDecoder().decode(AnimatedLayoutOptions.self, from: JSONEncoder().encode(animated)) == animated)
        let android = AndroidPageOptions(transformer: .margin, margin: 8)
        #expect(try JSONDecoder().decode(AndroidPageOptions.self, from: JSONEncoder().encode(android)) == android)
    }

    @Test("a composition passes on the first proposed spacing")
    func composedSpacing() {
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        let composed = ComposedEffect([ScaleEffect(), FSPagerViewEffect(options: .layout(.ferrisWheel))])
        #expect(composed.proposedSpacing(in: context) == -30)
        #expect(ComposedEffect([ScaleEffect()]).proposedSpacing(in: context) == nil)
    }
}
