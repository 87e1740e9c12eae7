import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@Suite("Filmstrips")
struct FilmstripRendererTests {
    /// Two frames of ``WidthSlideEffect`` in a 100 × 150 viewport, at positions 0 and 0.5.
    let frames = [0, 0.5].map { position in
        FilmstripRenderer.Frame(
            scene: PagerScene(
                engine: PagingEngine(viewportSize: CGSize(width: 100, height: 150), itemCounts: [3]),
                contentOffset: CGPoint(x: 100 * position, y: 0), effect: WidthSlideEffect()),
            label: "position \(position)")
    }

    @Test("frames stand left to right, spaced, under the title, each clipped to its viewport")
    func layout() {
        let svg = FilmstripRenderer(title: "slide").document(for: frames)
        // Width 12 + 100 + 12 + 100 + 12; height 12 + 24 (title) + 150 + 22 (labels) + 6.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"236\" height=\"214\" viewBox=\"0 0 236 214\""))
        #expect(svg.contains("<g transform=\"translate(12,36)\" clip-path=\"url(#frame-0-clip)\">"))
        #expect(svg.contains("<g transform=\"translate(124,36)\" clip-path=\"url(#frame-1-clip)\">"))
        #expect(svg.contains("<clipPath id=\"frame-1-clip\"><rect width=\"100\" height=\"150\"/></clipPath>"))
        // Labels centred under their frames, 16 points below them.
        #expect(svg.contains("<text x=\"62\" y=\"202\" font-size=\"12\" fill=\"#4b5563\" text-anchor=\"middle\">position 0.0</text>"))
        #expect(svg.contains("<text x=\"174\" y=\"202\""))
        #expect(svg.contains(">slide</text>"))
    }

    @Test("every frame is the SVG renderer's drawing of it, its ids made unique")
    func content() {
        let svg = FilmstripRenderer(title: "").document(for: frames)
        #expect(svg.contains("id=\"frame-0-item-0-0\"") && svg.contains("id=\"frame-1-item-0-0\""))
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "\(ids)")
        // At position 0.5 page 1 (progress 0.5) is 30 points right of its place: x 30…130.
        let drawing = SVGFrameRenderer(drawsShadowsAndBlur: true).drawing(for: frames[1].scene, idPrefix: "frame-1-")
        #expect(drawing.content.contains { $0.hasPrefix("<polygon points=\"30,0 130,0 130,150 30,150\"") })
        for line in drawing.content { #expect(svg.contains(line)) }
        // Without a title the frames start one spacing from the top.
        #expect(svg.contains("<g transform=\"translate(12,12)\""))
    }

    @Test("titles and labels are escaped")
    func escaping() {
        let svg = FilmstripRenderer(title: "a<b & c").document(for: [FilmstripRenderer.Frame(scene: frames[0].scene, label: "\"x\"")])
        #expect(svg.contains(">a&lt;b &amp; c</text>") && svg.contains(">&quot;x&quot;</text>"))
    }
}

@Suite("SVG shadows and blur")
struct SVGShadowAndBlurTests {
    /// A page with a layer shadow and a blur radius of 0.5.
    let frame: PagerScene = {
        var item = renderItem(0)
        item.attributes.shadow = ShadowAttributes(opacity: 0.5, radius: 4, offset: CGSize(width: 1, height: 2))
        item.attributes.blurRadius = 0.5
        return scene(item)
    }()

    @Test("on request, the page casts its shadow and the item is blurred, as the HTML renderer draws them")
    func drawn() {
        let svg = SVGFrameRenderer(drawsShadowsAndBlur: true, blurScale: 12).document(for: frame)
        // CSS draws the layer radius 4 as a 8-pixel box-shadow blur, a standard deviation of 4; the
        // blur radius 0.5 × 12 is CSS blur(6px), a standard deviation of 6.
        #expect(svg.contains(
            "<filter id=\"item-0-0-shadow\" x=\"-25%\" y=\"-25%\" width=\"150%\" height=\"150%\"><feDropShadow dx=\"1\" "
                + "dy=\"2\" stdDeviation=\"4\" flood-color=\"rgb(0,0,0)\" flood-opacity=\"0.5\"/></filter>"))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"6\"/>"))
        #expect(svg.contains("<g id=\"item-0-0\" filter=\"url(#item-0-0-blur)\">"))
        #expect(svg.contains("filter=\"url(#item-0-0-shadow)\"/>"))
    }

    @Test("by default neither is drawn")
    func plain() {
        let svg = SVGFrameRenderer().document(for: frame)
        #expect(!svg.contains("filter") && !svg.contains("<defs>"))
    }
}
