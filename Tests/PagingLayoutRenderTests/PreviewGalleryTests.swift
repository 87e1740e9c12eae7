import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

/// Slides pages 0.6 of their width per page and fades them by a quarter per page: easy numbers.
struct WidthSlideEffect: PagingEffect {
    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        EffectAttributes(
            zPosition: PagingEngine.defaultZPosition(progress: progress),
            transform: .translation(x: progress * context.targetSize.width * 0.6, y: 0),
            alpha: 1 - abs(progress) / 4)
    }
}

/// Options for registering ``WidthSlideEffect`` in a registry.
struct SlideOptions: Codable, Sendable {}

/// The data a gallery page carries, read back from its document.
struct GalleryData {
    /// Each pager's data object.
    let pagers: [[String: Any]]
    /// The shared configuration: `motions`.
    let config: [String: Any]

    init(_ document: String) throws {
        func objects(after marker: String) throws -> [[String: Any]] {
            try document.components(separatedBy: marker).dropFirst().map { part in
                let json = try #require(part.components(separatedBy: "</script>").first)
                return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            }
        }
        pagers = try objects(after: "<script type=\"application/json\" class=\"pager-data\">")
        config = try #require(try objects(after: "<script type=\"application/json\" id=\"gallery-config\">").first)
    }

    /// The page-change tables of pager `index`.
    func motion(ofPager index: Int) throws -> [String: Any] {
        let motions = try #require(config["motions"] as? [[String: Any]])
        return motions[try #require(pagers[index]["motion"] as? Int)]
    }
}

@MainActor
@Suite("The preview gallery's data")
struct PreviewGalleryTests {
    /// One pager of ``WidthSlideEffect``: 3 pages of 100 × 200 points, 4 frames a page, no inset.
    func slideGallery() -> PreviewGallery {
        var gallery = PreviewGallery(
            pagers: [PreviewGallery.Pager(title: "slide", effect: WidthSlideEffect())],
            viewportSize: CGSize(width: 100, height: 200), numberOfPages: 3, pagePadding: .zero)
        gallery.stepsPerPage = 4...4
        return gallery
    }

    @Test("one pager per effect and preset, in registration order; an effect without presets gets one")
    func pagersFromRegistry() throws {
        let builtIns = try PreviewGallery.pagers(from: EffectRegistry())
        // 27 prepared presets (slide's 2 among them) and 35 of the catalogues (12 iCarousel, 10 FSPagerView, 9 AnimatedCollectionViewLayout, 4 Android).
        #expect(builtIns.count == 62)
        #expect(builtIns.prefix(2).map { "\($0.title) \($0.subtitle)" } == ["scale default", "scale invertedCylinder"])
        #expect(builtIns.last.map { "\($0.title) \($0.subtitle)" } == "android margin")
        var registry = EffectRegistry.empty
        registry.register(name: "slide") { (_: SlideOptions) in WidthSlideEffect() }
        registry.register(name: "slides", presets: ["one": SlideOptions(), "two": SlideOptions()]) { _ in WidthSlideEffect() }
        let custom = try PreviewGallery.pagers(from: registry)
        #expect(custom.map { "\($0.title)|\($0.subtitle)" } == ["slide|", "slides|one", "slides|two"])
    }

    @Test("frames are the page controller's position, current page, items and hit regions")
    func frames() throws {
        let data = try GalleryData(slideGallery().document())
        let pager = try #require(data.pagers.first)
        #expect(pager["steps"] as? Int == 4)
        let frames = try #require(pager["frames"] as? [[Any]])
        #expect(frames.count == 9)
        #expect(frames.map { $0[1] as? Double } == [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
        // The page nearest the position, halves rounding up (away from zero).
        #expect(frames.map { $0[0] as? Int } == [0, 0, 1, 1, 1, 1, 2, 2, 2])
        // At position 0: page 0 in place; page 1 (progress 1) 60 points right, z −1, alpha 0.75; page 2
        // (progress 2) 120 points right, wholly outside the 100-point viewport, is left out.
        let items = try #require(frames[0][2] as? [[Any]])
        #expect(items.map { $0[0] as? Int } == [0, 1])
        let second = items[1]
        #expect(second[2] as? Int == 1, "flags: the page takes pointer events")
        #expect(second[3] as? Int == -1)
        #expect(second[4] as? Double == 0.75)
        #expect(second[5] as? [Double] == [1, 1, 60, 0], "a plane translation is written as m11, m22, m41, m42")
        // Regions front to back: page 0 (z 0) over page 1 (z −1), as upright rectangles.
        let regions = try #require(frames[0][3] as? [[Double]])
        #expect(regions == [[0, 0, 0, 100, 200], [1, 60, 0, 160, 200]])
    }

    @Test("a shadow too large to measure reaches the viewport from anywhere instead of trapping")
    func boundlessShadow() throws {
        /// ``WidthSlideEffect`` with a shadow of the largest radius: its CSS blur, twice that, is infinite.
        struct FarShadowEffect: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                var attributes = WidthSlideEffect().attributes(for: progress, in: context)
                attributes.shadow = ShadowAttributes(opacity: 1, radius: .greatestFiniteMagnitude, offset: .zero)
                return attributes
            }
        }
        var gallery = slideGallery()
        gallery.pagers = [PreviewGallery.Pager(title: "far shadow", effect: FarShadowEffect())]
        let data = try GalleryData(gallery.document())
        let frames = try #require(data.pagers.first?["frames"] as? [[Any]])
        // At position 0 page 2 sits 120 points right of the 100-point viewport, but its shadow reaches it.
        let items = try #require(frames[0][2] as? [[Any]])
        #expect(items.map { $0[0] as? Int } == [0, 1, 2])
    }

    @Test("absurd settings are clamped instead of trapping: pages, steps per page, frame rate, duration")
    func absurdSettings() throws {
        var gallery = slideGallery()
        gallery.numberOfPages = Int.max
        gallery.frameDataBudget = 1
        gallery.framesPerSecond = 1e300
        gallery.animationDuration = .nan
        var data = try GalleryData(gallery.document())
        // 100 pages at the lower bound of 4 steps: 99 × 4 + 1 frames; 240 frames a second; a NaN
        // duration jumps, so a page change is one tick straight to its page (frame 4: page 1).
        #expect((data.pagers.first?["frames"] as? [Any])?.count == 397)
        var motion = try data.motion(ofPager: 0)
        #expect(motion["rate"] as? Double == 240)
        let timelines = try #require(motion["timelines"] as? [[[Int]]])
        #expect(timelines.count == 397 && timelines[0].count == 100)
        #expect(timelines[0][1] == [1, 4, 1, 1])

        gallery.numberOfPages = 2
        gallery.stepsPerPage = 2_000...Int.max
        gallery.frameDataBudget = Int.max
        gallery.animationDuration = 0.05
        data = try GalleryData(gallery.document())
        // Both bounds count as 1 000 steps per page.
        #expect(data.pagers.first?["steps"] as? Int == 1_000)
        motion = try data.motion(ofPager: 0)
        // 0.05 s at 240 frames a second: 12 ticks from frame 0 to page 1 — or 13, as twelve steps of
        // 1/240 s added up fall a hair short of 0.05 s (at 60 a second it would be 3 or 4).
        let timelinesFromStart = try #require(motion["timelines"] as? [[[Int]]])
        let ticks = try #require(timelinesFromStart[0][1].first)
        #expect((12...13).contains(ticks), "\(ticks)")
    }

    @Test("page changes are the controller's animation: easeInOut over 0.3 s, ticked at 60 a second")
    func timelines() throws {
        let motion = try GalleryData(slideGallery().document()).motion(ofPager: 0)
        #expect(motion["pageFrames"] as? [Int] == [0, 4, 8])
        #expect(motion["next"] as? [Int] == [1, 1, 2, 2, 2, 2, 2, 2, 2])
        #expect(motion["previous"] as? [Int] == [0, 0, 0, 0, 0, 0, 1, 1, 1])
        let timelines = try #require(motion["timelines"] as? [[[Int]]])
        #expect(timelines[0][0] == [], "already on page 0: nothing to animate")
        // From frame 0 to page 1 (4 frames on): tick j of 18 is at linear progress j / 18, eased by
        // 2p² below ½ and −2p² + 4p − 1 from ½ on, and shows the frame nearest 4 × that.
        let eased = (1...18).map { j -> Double in
            let p = Double(j) / 18
            return p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1
        }
        let frames = eased.map { Int(($0 * 4).rounded()) }
        // By hand: j = 4 gives 2·(4/18)² = 0.099, × 4 = 0.4 → 0; j = 5 gives 0.154 → 0.62 → 1; j = 13
        // gives −2·(13/18)² + 4·13/18 − 1 = 0.846 → 3.38 → 3; j = 14 gives 0.901 → 3.6 → 4.
        #expect(frames == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4])
        let steps = zip(frames.dropFirst(), frames).map { $0 - $1 }
        // Written as [ticks, first frame, steps…, page, run, page, run]: page 0 until the last tick.
        #expect(timelines[0][1] == [18, frames[0]] + steps + [0, 17, 1, 1])
    }

    @Test("the page needs no network and is the same every time")
    func selfContained() throws {
        let gallery = slideGallery()
        let document = gallery.document()
        #expect(document == gallery.document())
        // The only address is the SVG namespace the script creates outlines in.
        let addresses = document.components(separatedBy: "http").dropFirst().map { $0.prefix(24) }
        #expect(addresses.count == 1 && addresses.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") }, "\(addresses)")
        #expect(!document.contains("<link") && !document.contains(" src="))
    }

    @Test("the full gallery stays well under 10 MB; pagers with many snapshot pieces get fewer steps")
    func size() throws {
        let gallery = PreviewGallery(
            pagers: try PreviewGallery.pagers(from: EffectRegistry()) + PreviewGallery.geometryPagers())
        let document = gallery.document()
        print("full gallery: \(document.utf8.count) bytes")
        #expect(document.utf8.count < 9_000_000)
        let data = try GalleryData(document)
        let steps = data.pagers.map { $0["steps"] as? Int ?? 0 }
        #expect(steps.allSatisfy { (12...40).contains($0) })
        #expect(steps[0] == 40, "scale default")
        #expect(steps[19] < steps[0], "snapshot chess has 50 pieces a page")
    }

    @Test("an item's content transform is written only while the effect moves the content")
    func contentTransforms() throws {
        // Pages slide 0.6 of their width per page; their content moves back 30 points per page of progress.
        struct ParallaxSlide: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                var attributes = WidthSlideEffect().attributes(for: progress, in: context)
                attributes.contentTransform = .translation(x: -30 * progress, y: 0)
                return attributes
            }
        }
        var gallery = slideGallery()
        gallery.pagers = [PreviewGallery.Pager(title: "parallax", effect: ParallaxSlide())]
        let pager = try #require(try GalleryData(gallery.document()).pagers.first)
        let frames = try #require(pager["frames"] as? [[Any]])
        // At position 0.25: page 0 at progress −0.25, page 1 at 0.75 (page 2, 105 points right, is out).
        let items = try #require(frames[1][2] as? [[Any]])
        #expect(items.map { $0[0] as? Int } == [0, 1])
        // No shadow, blur or snapshot: 0 stands for each before the content transform.
        #expect(items.map { $0.count } == [10, 10])
        #expect(items.map { $0[6] as? Int } == [0, 0])
        #expect(items[0][9] as? [Double] == [1, 1, 7.5, 0], "−30 × −0.25 = 7.5 points")
        #expect(items[1][9] as? [Double] == [1, 1, -22.5, 0], "−30 × 0.75 = −22.5 points")
        // At position 0 page 0 is centred: its content is not moved, so its record stops at the transform.
        let rest = try #require(frames[0][2] as? [[Any]])
        #expect(rest[0].count == 6)
        // Without content transforms no record carries one.
        let plain = try #require(try GalleryData(slideGallery().document()).pagers.first?["frames"] as? [[Any]])
        #expect(plain.allSatisfy { frame in (frame[2] as? [[Any]])?.allSatisfy { $0.count == 6 } == true })
    }

    @Test("a pager rests a third of the way from page 1 to page 2, where two effects look different")
    func restBetweenPages() throws {
        /// Fades pages by a quarter per page and moves nothing.
        struct FadeEffect: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), alpha: 1 - abs(progress) / 4)
            }
        }
        var gallery = slideGallery()
        gallery.pagers.append(PreviewGallery.Pager(title: "fade", effect: FadeEffect()))
        // By default the pagers rest centred on page 1 (frame 4).
        #expect(try GalleryData(gallery.document()).pagers.map { $0["rest"] as? Int } == [4, 4])
        gallery.restsBetweenPages = true
        let data = try GalleryData(gallery.document())
        // 4 steps a page: frame 4 is page 1, a third of 4 steps rounds to 1, so the rest is frame 5 (1.25).
        #expect(data.pagers.map { $0["rest"] as? Int } == [5, 5])
        let frames = try data.pagers.map { try #require($0["frames"] as? [[Any]]) }
        #expect(frames[0][5][1] as? Double == 1.25)
        /// Page 1's record at `frame` of pager `index`, without its flat index.
        func pageOne(_ index: Int, frame: Int) -> String? {
            let items = frames[index][frame][2] as? [[Any]]
            return items?.first { $0[0] as? Int == 1 }.map { "\($0.dropFirst(2))" }
        }
        // Centred on page 1 both effects draw it alike; at rest the slide has moved it, the fade has not.
        let (slideCentred, fadeCentred) = (pageOne(0, frame: 4), pageOne(1, frame: 4))
        let (slideRest, fadeRest) = (pageOne(0, frame: 5), pageOne(1, frame: 5))
        #expect(slideCentred != nil && slideRest != nil && fadeRest != nil)
        #expect(slideCentred == fadeCentred)
        #expect(slideRest != fadeRest)
        // One page does not scroll: frame 0. Two pages: a third of the way from page 0 to page 1.
        let engine = { (pages: Int) in
            PagingEngine(geometry: PageGeometry(viewportSize: CGSize(width: 100, height: 200)), itemCounts: [pages])
        }
        #expect(PreviewGallery.restFrame(of: engine(1), stepsPerPage: 12) == 0)
        #expect(PreviewGallery.restFrame(of: engine(2), stepsPerPage: 12) == 4)
        #expect(PreviewGallery.restFrame(of: engine(6), stepsPerPage: 40) == 53, "40 + 41 / 3 = 40 + 13")
    }

    @Test("a template is the renderer's markup of the page, with placeholder values the script replaces")
    func templates() throws {
        let pager = try #require(try GalleryData(slideGallery().document()).pagers.first)
        let templates = try #require(pager["templates"] as? [String])
        #expect(pager["pageTemplates"] as? [Int] == [0, 1, 2])
        let markup = HTMLItemMarkup(blurScale: 12)
        let item = SceneItem(
            indexPath: ItemIndexPath(item: 1, section: 0), flatIndex: 1, progress: 0,
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), attributes: EffectAttributes())
        #expect(templates[1] == markup.lines(for: markup.parts(for: item, id: "p0-item-0-1")).joined()
            .replacingOccurrences(of: "pointer-events:auto", with: "pointer-events:none"))
    }
}

@Suite("Compact JSON for the gallery")
struct CompactJSONTests {
    @Test(
        "numbers round to their places and print without exponent or trailing zeros",
        arguments: [
            (0.70710678, 5, "0.70711"), (-12.5, 2, "-12.5"), (123, 0, "123"), (0.000_000_001, 5, "0"),
            (-0.000_56, 8, "-0.00056"), (-0.000_004, 5, "0"), (2.999_999, 3, "3"), (0.05, 1, "0.1"),
            (CGFloat.nan, 2, "0"), (CGFloat.infinity, 2, "0"),
        ] as [(CGFloat, Int, String)])
    func numbers(value: CGFloat, places: Int, text: String) {
        #expect(CompactJSON.number(value, places: places) == text)
    }

    @Test("strings cannot end the script element they sit in")
    func strings() {
        #expect(CompactJSON.string("a</script>&\"\\\n") == #""a\u003c/script\u003e\u0026\"\\\n""#)
    }

    @Test("the CLI's JSON keeps <, > and & readable; control characters are escaped everywhere")
    func plainStrings() {
        #expect(JSONValue.quoted("a<b>&c") == #""a<b>&c""#)
        #expect(JSONValue.string("tab\there\u{1}").text == #""tab\there\u0001""#)
    }

    @Test("line separators are escaped for HTML only; other characters, ASCII or not, pass through")
    func separatorsAndNonASCII() {
        // U+2028 is E2 80 A8 in UTF-8; "¨" (U+00A8, C2 A8) ends in A8 and "†" (U+2020) starts with E2 80:
        // neither is a separator.
        let text = "é\u{2028}¨†\u{2029}😀\u{7F}"
        #expect(CompactJSON.string(text) == "\"é\\u2028¨†\\u2029😀\u{7F}\"")
        #expect(JSONValue.quoted(text) == "\"" + text + "\"")
        #expect(JSONValue.quoted("\u{2020}\u{A8}") == "\"†\u{A8}\"")
    }
}

@Suite("How the gallery writes transforms and regions")
struct FrameEncoderTests {
    @Test("a scale and translation is four numbers, a plane transform six, anything else sixteen")
    func transforms() throws {
        #expect(FrameEncoder.transform(.translation(x: 12.345, y: -3)) == "[1,1,12.35,-3]")
        let plane = Transform3D(AffineTransform2D(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 7, ty: 8))
        #expect(FrameEncoder.transform(plane) == "[0.5,0.25,-0.25,0.5,7,8]")
        var perspective = Transform3D.identity
        perspective.m34 = -0.000_56
        #expect(FrameEncoder.transform(perspective) == "[1,0,0,0,0,1,0,0,0,0,1,-0.00056,0,0,0,1]")
    }

    @Test("upright rectangles are recognised in either winding; other quads and triangles are not")
    func rectangles() {
        let clockwise = [CGPoint(x: 1, y: 2), CGPoint(x: 5, y: 2), CGPoint(x: 5, y: 9), CGPoint(x: 1, y: 9)]
        #expect(FrameEncoder.uprightRectangle(clockwise) == CGRect(x: 1, y: 2, width: 4, height: 7))
        #expect(FrameEncoder.uprightRectangle(clockwise.reversed()) == CGRect(x: 1, y: 2, width: 4, height: 7))
        let skewed = [CGPoint(x: 1, y: 2), CGPoint(x: 5, y: 3), CGPoint(x: 5, y: 9), CGPoint(x: 1, y: 9)]
        #expect(FrameEncoder.uprightRectangle(skewed) == nil)
        #expect(FrameEncoder.uprightRectangle(Array(clockwise.prefix(3))) == nil)
    }
}
