import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@Suite("Scene pictures")
struct SceneRendererTests {
    /// A 100 × 80 viewport at content offset (0, 20) with a header, a section header and two cells.
    static let frame = SceneRenderer.Frame(
        pass: LayoutPass(
            contentSize: CGSize(width: 100, height: 300),
            elements: [
                LayoutElement(kind: .cell, section: 1, item: 1, flatIndex: 4, frame: CGRect(x: 0, y: 90, width: 100, height: 40)),
                LayoutElement(
                    kind: .header, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 50),
                    zPosition: 2, overlayAlpha: 1.7),
                LayoutElement(
                    kind: .sectionHeader, section: 1, item: 0, frame: CGRect(x: 0, y: 50, width: 100, height: 20),
                    zPosition: 1),
                LayoutElement(
                    kind: .cell, section: 1, item: 0, flatIndex: 3, frame: CGRect(x: 0, y: 70, width: 100, height: 20),
                    parallaxOffset: CGPoint(x: 0, y: -6)),
            ]),
        viewportSize: CGSize(width: 100, height: 80), offset: CGPoint(x: 0, y: 20), label: "offset 0,20")

    func groups(_ svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<g id=") }
    }

    @Test("every element is drawn once, back to front by z-index, equal ones in the pass's order")
    func paintOrder() {
        let svg = SceneRenderer().document(for: [Self.frame])
        let kinds = groups(svg).map { line in
            line.split(separator: "\"")[3]  // data-kind's value
        }
        #expect(kinds == ["cell", "cell", "sectionHeader", "header"])
    }

    @Test("the frame is clipped to its viewport and scrolled by the content offset")
    func viewport() {
        let svg = SceneRenderer().document(for: [Self.frame])
        // 12 + 100 + 12 wide; 12 + 80 + 22 + 6 high (no title).
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"124\" height=\"120\""))
        #expect(svg.contains("<clipPath id=\"frame-0-clip\"><rect width=\"100\" height=\"80\"/></clipPath>"))
        #expect(svg.contains("<g transform=\"translate(12,12)\" clip-path=\"url(#frame-0-clip)\">"))
        #expect(svg.contains("<g transform=\"translate(0,-20)\">"))
        #expect(svg.contains(">offset 0,20</text>"))
    }

    @Test("cells are numbered by the flat index their layout gives them")
    func flatIndex() {
        let svg = SceneRenderer().document(for: [Self.frame])
        // Section 1 follows 3 items: items 0 and 1 are pages 3 and 4, coloured as the palette says.
        #expect(svg.contains(">3</text>"))
        #expect(svg.contains(">4</text>"))
        #expect(svg.contains("fill=\"\(PagePalette.color(forPage: 4).hexString)\""))
        #expect(!svg.contains(">0</text>") && !svg.contains(">1</text>"))
    }

    @Test("supplementary views are labelled with their kind and section")
    func supplementaryLabels() {
        let svg = SceneRenderer().document(for: [Self.frame])
        #expect(svg.contains(">header</text>"))
        #expect(svg.contains(">section header 1</text>"))
    }

    @Test("the overlay is drawn with its alpha clamped to 0…1, and not at all below 0")
    func overlayClamp() {
        let svg = SceneRenderer().document(for: [Self.frame])
        // 1.7 is drawn fully opaque over the header's 100 × 50 frame.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"#000\" opacity=\"1\"/>"))
        var pulled = Self.frame
        pulled.pass.elements[1].overlayAlpha = -0.25
        #expect(!SceneRenderer().document(for: [pulled]).contains("fill=\"#000\" opacity="))
        pulled.pass.elements[1].overlayAlpha = 0.4
        #expect(SceneRenderer().document(for: [pulled]).contains("fill=\"#000\" opacity=\"0.4\"/>"))
    }

    @Test("the cell's image moves by the parallax offset inside a clip the card's size")
    func parallax() {
        let svg = SceneRenderer().document(for: [Self.frame])
        // Cell 0 of section 1: frame (0, 70, 100 × 20); image shifted up 6.
        #expect(svg.contains("<rect data-image=\"\" x=\"0\" y=\"64\" width=\"100\" height=\"20\""))
        #expect(svg.contains("<clipPath id=\"frame-0-element-1-card\"><rect x=\"0\" y=\"70\" width=\"100\" height=\"20\" rx=\"6\"/></clipPath>"))
        // Cell 1 has none: its image sits on its frame.
        #expect(svg.contains("<rect data-image=\"\" x=\"0\" y=\"90\" width=\"100\" height=\"40\""))
    }

    @Test("a transform acts about the frame's centre", arguments: [
        // Scale 1.25 about (50, 25): 50 − 1.25·50 = −12.5, 25 − 1.25·25 = −6.25.
        (Transform3D.scale(x: 1.25, y: 1.25), CGPoint(x: 50, y: 25), "matrix(1.25,0,0,1.25,-12.5,-6.25)"),
        // A translation is the same about any centre.
        (Transform3D.translation(x: -10, y: 200), CGPoint(x: 160, y: 100), "matrix(1,0,0,1,-10,200)"),
        // A quarter turn (m12 = 1, m21 = −1) about (10, 0): (10, 0) stays, so e = 10, f = −10.
        (quarterTurn, CGPoint(x: 10, y: 0), "matrix(0,1,-1,0,10,-10)"),
    ])
    func matrixAboutCentre(transform: Transform3D, centre: CGPoint, expected: String) {
        #expect(SceneRenderer.matrix(of: transform, about: centre) == expected)
    }

    static let quarterTurn: Transform3D = {
        var turn = Transform3D.identity
        turn.m11 = 0
        turn.m12 = 1
        turn.m21 = -1
        turn.m22 = 0
        return turn
    }()

    @Test("the transform is written on the element's group; identity and non-finite ones are not")
    func transformOnGroup() {
        var scaled = Self.frame
        scaled.pass.elements[1].transform = .scale(x: 1.25, y: 1.25)
        let svg = SceneRenderer().document(for: [scaled])
        #expect(svg.contains("data-kind=\"header\" transform=\"matrix(1.25,0,0,1.25,-12.5,-6.25)\">"))
        #expect(SceneRenderer.matrix(of: .identity, about: .zero) == nil)
        var broken = Transform3D.identity
        broken.m41 = .nan
        #expect(SceneRenderer.matrix(of: broken, about: .zero) == nil)
        scaled.pass.elements[1].transform = broken
        let withoutHeader = SceneRenderer().document(for: [scaled])
        #expect(!withoutHeader.contains("data-kind=\"header\""))
        // ("dominant-baseline" holds the letters n-a-n: look for them as a value.)
        for value in ["\"nan", "\"-nan", ",nan", "(nan", "NaN", "inf\""] { #expect(!withoutHeader.contains(value)) }
    }

    @Test("frames stand side by side; the same input draws the same picture")
    func strip() {
        var second = Self.frame
        second.offset = CGPoint(x: 0, y: 40)
        let svg = SceneRenderer(title: "list").document(for: [Self.frame, second])
        // 12 + 100 + 12 + 100 + 12 wide; second frame at x 124, below a 24-point title.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"236\" height=\"144\""))
        #expect(svg.contains("<g transform=\"translate(124,36)\" clip-path=\"url(#frame-1-clip)\">"))
        #expect(svg.contains("<g transform=\"translate(0,-40)\">"))
        #expect(svg == SceneRenderer(title: "list").document(for: [Self.frame, second]))
    }

    @Test("elements with non-finite or empty frames are left out")
    func badFrames() {
        var bad = Self.frame
        bad.pass.elements[0].frame = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
        bad.pass.elements[3].frame = CGRect(x: 0, y: 0, width: 0, height: 10)
        let svg = SceneRenderer().document(for: [bad])
        #expect(groups(svg).count == 2)
    }
}
