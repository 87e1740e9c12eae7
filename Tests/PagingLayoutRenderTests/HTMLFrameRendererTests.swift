import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

/// The opening tag of the element with `id` in `html`.
func openingTag(_ id: String, in html: String) -> String? {
    guard let start = html.range(of: "<div id=\"\(id)\"") else { return nil }
    guard let end = html[start.upperBound...].firstIndex(of: ">") else { return nil }
    return String(html[start.lowerBound...end])
}

@Suite("HTML frames")
struct HTMLFrameRendererTests {
    let renderer = HTMLFrameRenderer()

    @Test("the page is self-contained, with the viewport the contract describes")
    func viewport() throws {
        let html = renderer.document(for: scene(renderItem(0)))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("body{margin:0;"))
        #expect(html.contains(".viewport{position:relative;overflow:hidden;isolation:isolate;"))
        #expect(html.contains("<div id=\"viewport\" class=\"viewport\" style=\"width:200px;height:300px\">"))
    }

    @Test("matrix3d carries the sixteen fields in field order")
    func matrixOrder() throws {
        // Distinct values m11 = 0.01 … m44 = 0.16 show the order.
        let fields = (1...16).map { CGFloat($0) / 100 }
        let transform = try #require(Transform3D(fields: fields))
        let html = renderer.document(for: scene(renderItem(0, transform: transform)))
        let tag = try #require(openingTag("item-0-0", in: html))
        #expect(tag.contains(
            "transform:matrix3d(0.01,0.02,0.03,0.04,0.05,0.06,0.07,0.08,0.09,0.1,0.11,0.12,0.13,0.14,0.15,0.16)"))
    }

    @Test("moved content is a clipped content element with the content transform; unmoved content has none")
    func contentTransform() throws {
        // A parallax-like move 40 points left, and a turn with perspective whose fields show their order.
        var moved = renderItem(1)
        moved.attributes.contentTransform = .translation(x: -40, y: 0)
        var turned = renderItem(2)
        let fields = (1...16).map { CGFloat($0) / 100 }
        turned.attributes.contentTransform = try #require(Transform3D(fields: fields))
        var broken = renderItem(3)
        broken.attributes.contentTransform.m41 = .nan
        let html = renderer.document(for: scene(renderItem(0), moved, turned, broken))
        func content(of id: String) throws -> String {
            let start = try #require(html.range(of: "<div id=\"\(id)\""))
            let clip = try #require(html.range(of: "<div class=\"content-clip\">", range: start.upperBound..<html.endIndex))
            let end = try #require(html.range(of: ">", range: clip.upperBound..<html.endIndex))
            return String(html[clip.upperBound..<end.upperBound])
        }
        // Each card's hue steps by the golden angle from 210°: 210, 347.5 → 348, 485 − 360 = 125, 622.5 − 360 → 263.
        #expect(try content(of: "item-0-0") == "<div class=\"content\" style=\"--hue:210\">")
        #expect(try content(of: "item-0-1")
            == "<div class=\"content\" style=\"--hue:348;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,-40,0,0,1)\">")
        #expect(try content(of: "item-0-2") == "<div class=\"content\" style=\"--hue:125;transform:matrix3d("
            + "0.01,0.02,0.03,0.04,0.05,0.06,0.07,0.08,0.09,0.1,0.11,0.12,0.13,0.14,0.15,0.16)\">")
        // A non-finite content transform leaves the content where it is.
        #expect(try content(of: "item-0-3") == "<div class=\"content\" style=\"--hue:263\">")
        // The page itself is unchanged: placed and transformed as before, still what takes taps.
        #expect(try #require(openingTag("item-0-1", in: html)).contains("transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)"))
        #expect(HTMLFrameRenderer.stylesheet.contains(
            ".content-clip{position:absolute;left:0;top:0;right:0;bottom:0;overflow:hidden;pointer-events:none}"))
    }

    @Test("items come in ascending flat index with z-index, clamped opacity and their own card")
    func items() throws {
        let html = renderer.document(for: scene(renderItem(2, alpha: 1.7, zPosition: 3), renderItem(0, alpha: 0.25, zPosition: -2)))
        let first = try #require(html.range(of: "id=\"item-0-0\""))
        let second = try #require(html.range(of: "id=\"item-0-2\""))
        #expect(first.lowerBound < second.lowerBound)
        let back = try #require(openingTag("item-0-0", in: html))
        #expect(back.contains("left:0;top:0;width:200px;height:300px"))
        #expect(back.contains("z-index:-2;opacity:0.25;pointer-events:auto"))
        let front = try #require(openingTag("item-0-2", in: html))
        #expect(front.contains("z-index:3;opacity:1;pointer-events:auto"))
        // The card is the content's: the item element itself stays transparent.
        #expect(!back.contains("background") && !front.contains("background"))
        #expect(html.contains("<div class=\"content\" style=\"--hue:210\"><div class=\"photo\"></div>"))
        #expect(html.contains("<div class=\"content\" style=\"--hue:125\"><div class=\"photo\"></div>"))
        // Page 2's card: its number in the badge, the third place, its index path in the caption
        // (a 200 × 300 page: badge 0.11 × 200 = 22 px, caption 0.075 × 200 = 15 px).
        #expect(html.contains("<span class=\"badge\" style=\"font-size:22px\">2</span>"))
        #expect(html.contains(
            "<span class=\"caption\" style=\"font-size:15px\"><b>Reykjavík</b><small>section 0 · item 2</small></span>"))
    }

    @Test("faint items let pointer events through; single-sided items hide their back; hidden targets hide")
    func pointerAndVisibility() throws {
        let html = renderer.document(
            for: scene(
                renderItem(0, alpha: 0.009), renderItem(1, alpha: 0.01, isDoubleSided: false),
                renderItem(2, isTargetHidden: true)))
        let faint = try #require(openingTag("item-0-0", in: html))
        #expect(faint.contains("pointer-events:none"))
        let single = try #require(openingTag("item-0-1", in: html))
        #expect(single.contains("pointer-events:auto;backface-visibility:hidden"))
        let hidden = try #require(openingTag("item-0-2", in: html))
        #expect(hidden.contains("visibility:hidden") && !hidden.contains("backface-visibility"))
    }

    @Test("a selectable region takes the pointer events instead of its page")
    func region() throws {
        let html = renderer.document(for: scene(renderItem(0, selectableRegion: CGRect(x: 10, y: 20, width: 30, height: 40))))
        #expect(try #require(openingTag("item-0-0", in: html)).contains("pointer-events:none"))
        #expect(html.contains(
            "<div class=\"region\" style=\"left:10px;top:20px;width:30px;height:40px;pointer-events:auto\"></div>"))
    }

    @Test("snapshot pieces are children of the item, inside the container, each showing its part of the page")
    func pieces() throws {
        let snapshot = SnapshotAttributes(
            containerTransform: .translation(x: 5, y: 0), containerAlpha: 0.5,
            pieces: [
                SnapshotPiece(frame: CGRect(x: 0, y: 0, width: 100, height: 300), transform: .identity, alpha: 1, cornerRadius: 3),
                SnapshotPiece(frame: CGRect(x: 100, y: 0, width: 100, height: 300), transform: .identity, alpha: 0.01, cornerRadius: 3),
            ])
        let html = renderer.document(for: scene(renderItem(0, isTargetHidden: true, snapshot: snapshot)))
        let item = try #require(html.range(of: "<div id=\"item-0-0\""))
        let container = try #require(html.range(of: "<div class=\"snapshot\""))
        let end = try #require(html.range(of: "</div>\n</div>\n</div>"))
        #expect(item.upperBound < container.lowerBound && container.upperBound < end.lowerBound)
        #expect(html.contains("transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,5,0,0,1);opacity:0.5\">"))
        // 0.5 × 0.01 < 0.01: the second piece lets pointer events through.
        #expect(html.contains("left:0;top:0;width:100px;height:300px;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1);opacity:1;pointer-events:auto"))
        #expect(html.contains("left:100px;top:0;width:100px;height:300px;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1);opacity:0.01;pointer-events:none"))
        // The second piece shows the page moved 100 left, so its half of the card lines up.
        #expect(html.contains("<div class=\"face\" style=\"left:-100px;top:0;width:200px;height:300px;"))
    }

    @Test("non-finite numbers never reach the page")
    func nonFinite() throws {
        var transform = Transform3D.identity
        transform.m41 = .nan
        let html = renderer.document(for: scene(renderItem(0, transform: transform), renderItem(1, alpha: .nan)))
        #expect(!html.lowercased().contains("nan") && !html.contains("inf"))
        #expect(html.contains("<div id=\"item-0-0\" class=\"item\" style=\"display:none\"></div>"))
        #expect(try #require(openingTag("item-0-1", in: html)).contains("opacity:1;"))
    }

    @Test("several viewports can share a page with their own ids")
    func embedding() {
        let markup = renderer.viewportMarkup(for: scene(renderItem(0)), viewportID: "pager-3", itemIDPrefix: "p3")
        #expect(markup.hasPrefix("<div id=\"pager-3\" class=\"viewport\""))
        #expect(markup.contains("<div id=\"p3-0-0\""))
    }
}

/// A 200×300 viewport showing `items`.
func scene(_ items: SceneItem...) -> PagerScene {
    PagerScene(viewportSize: CGSize(width: 200, height: 300), contentOffset: .zero, items: items)
}
