import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@Suite("SVG frames")
struct SVGFrameRendererTests {
    let renderer = SVGFrameRenderer()

    @Test("a page scaled by half about its centre is drawn as its projected quad")
    func quad() {
        let svg = renderer.document(for: scene(renderItem(0, transform: .scale(x: 0.5, y: 0.5))))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"300\" viewBox=\"0 0 200 300\""))
        // The 200×300 page about (100, 150) at half size spans x 50…150, y 75…225.
        #expect(svg.contains("<polygon points=\"50,75 150,75 150,225 50,225\" fill=\"\(PagePalette.color(forPage: 0).hexString)\""))
        // The label sits at the centre, at half of 0.3 × 200.
        #expect(svg.contains("<text x=\"100\" y=\"150\" font-size=\"30\""))
    }

    @Test("a page turned 30° with perspective: the corners worked out by hand")
    func perspective() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        t = t.rotatedBy(angle: .pi / 6, x: 0, y: 1, z: 0)
        let svg = renderer.document(for: scene(renderItem(0, transform: t)))
        // Relative to (100, 150): (x, y) → (x·cos30° / w, y / w), w = 1 + x/1000.
        // x = −100: w = 0.9 → 100 − 96.225 = 3.775, 150 ∓ 166.667. x = +100: w = 1.1 → 178.7296, 150 ∓ 136.3636.
        #expect(svg.contains("points=\"3.775,-16.6667 178.7296,13.6364 178.7296,286.3636 3.775,316.6667\""))
    }

    @Test("a content transform moves the page's fill and label inside the page, clipped to its outline")
    func contentTransform() {
        var item = renderItem(0, transform: .translation(x: 20, y: 0))
        item.attributes.contentTransform = .translation(x: -50, y: 0)
        let svg = renderer.document(for: scene(item))
        // The page spans x 20…220; its content, 50 points back, spans x −30…170, clipped to the page.
        #expect(svg.contains("<clipPath id=\"item-0-0-page\"><polygon points=\"20,0 220,0 220,300 20,300\"/></clipPath>"))
        #expect(svg.contains("<g id=\"item-0-0\" clip-path=\"url(#item-0-0-page)\">"))
        #expect(svg.contains("<polygon points=\"-30,0 170,0 170,300 -30,300\""))
        #expect(svg.contains("<text x=\"70\" y=\"150\""))
        // Without one, nothing is clipped.
        #expect(!renderer.document(for: scene(renderItem(0))).contains("clip-path"))
    }

    @Test("items are painted back to front: by z position, ties by flat index")
    func paintOrder() throws {
        let svg = renderer.document(for: scene(renderItem(0, zPosition: 1), renderItem(1), renderItem(2)))
        let positions = try ["item-0-1", "item-0-2", "item-0-0"].map { try #require(svg.range(of: "id=\"\($0)\"")).lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test("hidden targets and culled back faces draw no page; faint ones draw with their opacity")
    func hiddenAndCulled() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        t = t.rotatedBy(angle: .pi * 0.8, x: 0, y: 1, z: 0)
        let svg = renderer.document(
            for: scene(renderItem(0, isTargetHidden: true), renderItem(1, transform: t, isDoubleSided: false), renderItem(2, alpha: 0.25)))
        #expect(svg.contains("<g id=\"item-0-0\">\n</g>"))
        #expect(svg.contains("<g id=\"item-0-1\">\n</g>"))
        #expect(svg.contains("stroke-linejoin=\"round\" opacity=\"0.25\"/>"))
    }

    @Test("a page partly behind the eye is clipped to finite coordinates")
    func clipped() {
        let svg = renderer.document(for: FrameFixtures.all.first { $0.name == "turn-behind-eye" }!.scene)
        let polygons = svg.components(separatedBy: "<polygon points=\"").dropFirst()
        #expect(polygons.count == 3)
        for polygon in polygons {
            let numbers = polygon.prefix { $0 != "\"" }.split(whereSeparator: { $0 == " " || $0 == "," })
            #expect(numbers.allSatisfy { Double($0)?.isFinite == true }, "\(numbers)")
        }
    }

    @Test("the shoelace area of a unit square and of a triangle")
    func area() {
        #expect(SVGFrameRenderer.area(of: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]) == 1)
        #expect(SVGFrameRenderer.area(of: [.zero, CGPoint(x: 0, y: 4), CGPoint(x: 3, y: 0)]) == 6)
    }
}
