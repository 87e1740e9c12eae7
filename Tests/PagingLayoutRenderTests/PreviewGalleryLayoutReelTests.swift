import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@MainActor
@Suite("Preview gallery layout reels")
struct PreviewGalleryLayoutReelTests {
    @Test("a reel holds steps + 1 passes at equally spaced offsets from start to end")
    func scrubbingOffsets() {
        let carousel = CarouselLayout(
            options: CarouselLayoutOptions(itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30),
            itemCount: 5)
        let viewport = CGSize(width: 300, height: 100)
        let reel = PreviewGallery.LayoutReel.scrubbing(
            title: "carousel", viewportSize: viewport, from: CGPoint(x: -100, y: 0),
            to: CGPoint(x: 340, y: 0), steps: 4, layout: carousel.layout(at:viewportSize:))
        // 440 points in 4 steps of 110: every frame centres an item.
        #expect(reel.frames.map(\.offset.x) == [-100, 10, 120, 230, 340])
        #expect(reel.frames.map(\.label) == ["offset -100,0", "offset 10,0", "offset 120,0", "offset 230,0", "offset 340,0"])
        #expect(reel.frames[2].pass == carousel.layout(at: CGPoint(x: 120, y: 0), viewportSize: viewport))
        // Steps are clamped to at least one.
        let single = PreviewGallery.LayoutReel.scrubbing(
            title: "carousel", viewportSize: viewport, from: .zero, to: .zero, steps: 0,
            layout: carousel.layout(at:viewportSize:))
        #expect(single.frames.count == 2)
    }

    @Test("the seed reels are the layouts of the docs' pictures, the Photos pair in one reel")
    func seedReels() {
        let reels = PreviewGallery.presetLayoutReels(steps: 10)
        #expect(
            reels.map(\.title) == [
                "sticky, stretchy list", "parallax list", "focus carousel", "Photos pager and thumbnail strip, in step",
            ])
        #expect(reels.allSatisfy { $0.frames.count == 11 })
        #expect(reels[0].companions.isEmpty)
        #expect(reels[0].frames.first?.offset == CGPoint(x: 0, y: -60))
        #expect(reels[0].frames.last?.offset == CGPoint(x: 0, y: 320))
        // Every frame lays something out.
        #expect(reels.allSatisfy { $0.frames.allSatisfy { !$0.pass.elements.isEmpty } })
    }

    @Test("the Photos reel's strip follows the pager: page p centres thumbnail p")
    func photosInStep() throws {
        let photos = try #require(PreviewGallery.presetLayoutReels(steps: 8).last)
        #expect(photos.companions.count == photos.frames.count)
        // Pages step 220 (200 + 20); thumbnails step 38 (30 + 8), inset (240 − 30) / 2 = 105, so page
        // p (preview offset 220·p) shows thumbnail p at strip offset 38·p − 105.
        for (frame, strip) in zip(photos.frames, photos.companions) {
            let page = frame.offset.x / 220
            #expect(abs(strip.offset.x - (38 * page - 105)) < 1e-9)
        }
        #expect(photos.frames.last?.offset.x == 880)
        let lastStripOffset: CGFloat = 38 * 4 - 105
        #expect(photos.companions.last?.offset.x == lastStripOffset)
    }

    @Test("a gallery without reels has no reel markup; with them, one card each, first frames shown")
    func markup() {
        var gallery = PreviewGallery(pagers: [PreviewGallery.Pager(title: "slide", effect: WidthSlideEffect())])
        gallery.numberOfPages = 2
        let plain = gallery.document()
        #expect(!plain.contains("reel"))
        gallery.layoutReels = PreviewGallery.presetLayoutReels(steps: 3)
        let page = gallery.document()
        // Adding reels leaves the pagers' part of the page as it was.
        let end = "</main>\n"
        #expect(page.components(separatedBy: end)[0] == plain.components(separatedBy: end)[0])
        #expect(page.components(separatedBy: "<section class=\"reel\"").count - 1 == 4)
        // 4 reels × 4 frames, all but each reel's first hidden.
        #expect(page.components(separatedBy: "<div class=\"reel-frame\"").count - 1 == 16)
        #expect(page.components(separatedBy: "<div class=\"reel-frame\" hidden>").count - 1 == 12)
        #expect(page.contains("class=\"reel-scrub\" type=\"range\" min=\"0\" max=\"3\""))
        // Ids are unique across the inline pictures: each frame's carry the reel and step.
        #expect(page.contains("id=\"r0-0-frame-0-clip\"") && page.contains("id=\"r3-3-frame-1-clip\""))
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }
}
