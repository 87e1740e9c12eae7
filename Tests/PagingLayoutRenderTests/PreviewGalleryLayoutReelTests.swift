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
            title: "carousel", itemCounts: [5], viewportSize: viewport, from: CGPoint(x: -100, y: 0),
            to: CGPoint(x: 340, y: 0), steps: 4, layout: carousel.layout(at:viewportSize:))
        // 440 points in 4 steps of 110: every frame centres an item.
        #expect(reel.frames.map(\.offset.x) == [-100, 10, 120, 230, 340])
        #expect(reel.frames.map(\.label) == ["offset -100,0", "offset 10,0", "offset 120,0", "offset 230,0", "offset 340,0"])
        #expect(reel.frames[2].pass == carousel.layout(at: CGPoint(x: 120, y: 0), viewportSize: viewport))
        // Steps are clamped to at least one.
        let single = PreviewGallery.LayoutReel.scrubbing(
            title: "carousel", itemCounts: [5], viewportSize: viewport, from: .zero, to: .zero, steps: 0,
            layout: carousel.layout(at:viewportSize:))
        #expect(single.frames.count == 2)
    }

    @Test("the seed reels are the five layouts of the docs' pictures")
    func seedReels() {
        let reels = PreviewGallery.seedLayoutReels(steps: 10)
        #expect(
            reels.map(\.title) == [
                "sticky, stretchy list", "parallax list", "focus carousel", "Photos preview pager",
                "Photos thumbnail strip",
            ])
        #expect(reels.allSatisfy { $0.frames.count == 11 })
        #expect(reels[0].frames.first?.offset == CGPoint(x: 0, y: -60))
        #expect(reels[0].frames.last?.offset == CGPoint(x: 0, y: 320))
        // Every frame lays something out.
        #expect(reels.allSatisfy { $0.frames.allSatisfy { !$0.pass.elements.isEmpty } })
    }

    @Test("a gallery without reels has no reel markup; with them, one card each, first frames shown")
    func markup() {
        var gallery = PreviewGallery(pagers: [PreviewGallery.Pager(title: "slide", effect: WidthSlideEffect())])
        gallery.numberOfPages = 2
        let plain = gallery.document()
        #expect(!plain.contains("reel"))
        gallery.layoutReels = PreviewGallery.seedLayoutReels(steps: 3)
        let page = gallery.document()
        // Adding reels leaves the pagers' part of the page as it was.
        let end = "</main>\n"
        #expect(page.components(separatedBy: end)[0] == plain.components(separatedBy: end)[0])
        #expect(page.components(separatedBy: "<section class=\"reel\"").count - 1 == 5)
        // 5 reels × 4 frames, all but each reel's first hidden.
        #expect(page.components(separatedBy: "<div class=\"reel-frame\"").count - 1 == 20)
        #expect(page.components(separatedBy: "<div class=\"reel-frame\" hidden>").count - 1 == 15)
        #expect(page.contains("class=\"reel-scrub\" type=\"range\" min=\"0\" max=\"3\""))
        // Ids are unique across the inline pictures: each frame's carry the reel and step.
        #expect(page.contains("id=\"r0-0-frame-0-clip\"") && page.contains("id=\"r4-3-frame-0-clip\""))
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }
}
