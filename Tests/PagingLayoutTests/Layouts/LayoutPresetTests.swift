import Foundation
import Testing

@testable import PagingLayout

@Suite("LayoutPreset")
struct LayoutPresetTests {
    @Test("every preset's effects are found by name in the registry")
    func effectsResolve() throws {
        let registry = OffsetEffectRegistry()
        for preset in LayoutPreset.allCases {
            #expect(!preset.effects.isEmpty)
            for slot in preset.effects {
                _ = try registry.makeEffect(slot.spec)
            }
        }
    }

    @Test(
        "the list presets, built from named effects, lay out as the options' switches do",
        arguments: [LayoutPreset.stickyStretchyList, .parallaxList])
    func listsMatchOptions(preset: LayoutPreset) throws {
        let options: ListLayoutOptions =
            preset == .stickyStretchyList ? .stickyStretchy(width: 320) : .parallax(width: 320)
        let counts = [3, 0, 4, 2]
        let byName = try #require(try preset.listLayout(viewportWidth: 320, itemCounts: counts))
        let bySwitches = ListLayout(options: options, itemCounts: counts)
        let viewport = CGSize(width: 320, height: 568)
        for y: CGFloat in [-150, 0, 120, 333.5, 900, 1800] {
            #expect(
                byName.layout(at: CGPoint(x: 0, y: y), viewportSize: viewport)
                    == bySwitches.layout(at: CGPoint(x: 0, y: y), viewportSize: viewport))
        }
    }

    @Test("the other presets make no list, and their settings read back as their layouts' options")
    func otherLayouts() throws {
        let viewport = CGSize(width: 375, height: 667)
        #expect(try LayoutPreset.focusCarousel.listLayout(viewportWidth: 375, itemCounts: [3]) == nil)
        let carousel = try LayoutPreset.focusCarousel.settings(viewportSize: viewport).decode(
            CarouselLayoutOptions.self)
        #expect(carousel == CarouselLayoutOptions())
        // The preset's named effect is the one the carousel uses.
        let focus = try OffsetEffectRegistry().makeEffect(LayoutPreset.focusCarousel.effects[0].spec)
        #expect(focus as? FocusSpacingEffect == CarouselLayout(options: carousel, itemCount: 1).focusSpacing)
        let preview = try LayoutPreset.photosPreview.settings(viewportSize: viewport).decode(
            PhotosPreviewLayoutOptions.self)
        #expect(preview.itemSize == viewport)
        let strip = try LayoutPreset.photosThumbnails.settings(viewportSize: viewport).decode(
            ThumbnailStripOptions.self)
        #expect(strip.aspectRatios == LayoutPreset.sampleAspectRatios)
        #expect(LayoutPreset.photosThumbnails.sampleItemCounts == [LayoutPreset.sampleAspectRatios.count])
    }

    @Test("custom list effects: a cell effect composed with a progress effect fades cells, the rest stays")
    func customEffects() throws {
        struct Fade: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), alpha: 0.5)
            }
        }
        var effects = ListElementEffects(options: .parallax(width: 320))
        effects.cell = ComposedOffsetEffect([ParallaxEffect(maxParallaxOffset: 30), ProgressOffsetEffect(Fade())])
        let list = ListLayout(options: .parallax(width: 320), itemCounts: [5], effects: effects)
        let plain = ListLayout(options: .parallax(width: 320), itemCounts: [5])
        let viewport = CGSize(width: 320, height: 568)
        let faded = list.layout(at: CGPoint(x: 0, y: 90), viewportSize: viewport).elements
        let reference = plain.layout(at: CGPoint(x: 0, y: 90), viewportSize: viewport).elements
        #expect(faded.count == reference.count)
        for (cell, original) in zip(faded, reference) {
            #expect(cell.alpha == 0.5)
            #expect(cell.parallaxOffset == original.parallaxOffset)
            #expect(cell.frame == original.frame)
        }
    }
}
