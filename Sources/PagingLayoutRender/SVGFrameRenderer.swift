import Foundation
import PagingLayout

/// Draws one frame of a pager as an SVG picture: every visible surface as its projected quad
/// (clipped where it goes behind the eye), painted back to front in ``PagerScene/paintOrder``.
///
/// Each item is a group `g#item-S-I` holding its page polygon (unless the target is hidden or a
/// culled back face) and its snapshot pieces, each with its opacity, in the page's colour
/// (hues a golden angle apart), and the page's flat index at its projected centre. Shadows and blur are drawn
/// only with ``drawsShadowsAndBlur`` (as SVG filters in the picture's plane: a close likeness of
/// what the HTML renderer draws, not the same pixels). Output is deterministic.
public struct SVGFrameRenderer: Sendable {
    /// Whether pages cast their shadows and blurred items are blurred. Default `false`: plain shapes,
    /// as the golden files and the hit-testing docs show them.
    public var drawsShadowsAndBlur: Bool
    /// The blur's standard deviation, in points, for an effect's blur radius of 1, as
    /// ``HTMLFrameRenderer/blurScale``. Default 12.
    public var blurScale: CGFloat

    /// Creates a renderer.
    public init(drawsShadowsAndBlur: Bool = false, blurScale: CGFloat = 12) {
        self.drawsShadowsAndBlur = drawsShadowsAndBlur
        self.blurScale = blurScale
    }

    /// The SVG document for `scene`.
    public func document(for scene: PagerScene) -> String {
        let width = MarkupText.number(scene.viewportSize.width)
        let height = MarkupText.number(scene.viewportSize.height)
        let drawing = self.drawing(for: scene, idPrefix: "")
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica Neue,Helvetica,Arial,sans-serif\">"
        ]
        if !drawing.definitions.isEmpty {
            lines.append("<defs>")
            lines.append(contentsOf: drawing.definitions)
            lines.append("</defs>")
        }
        lines.append(contentsOf: drawing.content)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A frame's SVG elements, for pictures that hold several frames.
    struct Drawing {
        /// Elements for `defs` (filters), with ids starting with the prefix.
        var definitions: [String] = []
        /// The viewport's background and the items' groups, back to front, in viewport coordinates.
        var content: [String] = []
    }

    /// The elements of `scene`; every id starts with `idPrefix`.
    func drawing(for scene: PagerScene, idPrefix: String) -> Drawing {
        let width = MarkupText.number(scene.viewportSize.width)
        let height = MarkupText.number(scene.viewportSize.height)
        var drawing = Drawing(content: ["<rect width=\"\(width)\" height=\"\(height)\" fill=\"#e8eaed\"/>"])
        for item in scene.paintOrder {
            draw(item, idPrefix: idPrefix, into: &drawing)
        }
        return drawing
    }

    // MARK: - Items

    private func draw(_ item: SceneItem, idPrefix: String, into drawing: inout Drawing) {
        let color = PagePalette.color(forPage: item.flatIndex).hexString
        let id = "\(idPrefix)item-\(item.indexPath.section)-\(item.indexPath.item)"
        var group = "<g id=\"\(id)\""
        if drawsShadowsAndBlur, item.attributes.blurRadius.isFinite, item.attributes.blurRadius > 0 {
            let deviation = MarkupText.number(item.attributes.blurRadius * blurScale)
            drawing.definitions.append(
                "<filter id=\"\(id)-blur\" x=\"-25%\" y=\"-25%\" width=\"150%\" height=\"150%\">"
                    + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>")
            group += " filter=\"url(#\(id)-blur)\""
        }
        // A content transform moves what the page shows inside it: the page's fill and label go
        // through it first, clipped to the page's own outline (as a cell clips its content view).
        let contentMapping = Self.contentMapping(of: item)
        if contentMapping != nil, let page = item.surfaces.first(where: { $0.kind == .page && $0.isDrawn }) {
            let outline = page.outline
            if outline.count >= 3 {
                drawing.definitions.append(
                    "<clipPath id=\"\(id)-page\"><polygon points=\"\(MarkupText.points(outline))\"/></clipPath>")
                group += " clip-path=\"url(#\(id)-page)\""
            }
        }
        var lines = [group + ">"]
        var drawnArea: CGFloat = 0
        for var surface in item.surfaces where surface.isDrawn {
            if let contentMapping, surface.kind == .page { surface.mappings.insert(contentMapping, at: 0) }
            let outline = surface.outline
            guard outline.count >= 3 else { continue }
            drawnArea += Self.area(of: outline)
            var polygon =
                "<polygon points=\"\(MarkupText.points(outline))\" fill=\"\(color)\" "
                + "stroke=\"#000\" stroke-opacity=\"0.28\" stroke-width=\"2\" stroke-linejoin=\"round\""
                + opacityAttribute(surface.opacity)
            if drawsShadowsAndBlur, surface.kind == .page,
                let shadow = item.attributes.shadow.flatMap(HTMLItemMarkup.dropShadow)
            {
                // CSS blurs a shadow by half its blur radius, Core Animation by its shadow radius: the same deviation.
                drawing.definitions.append(
                    "<filter id=\"\(id)-shadow\" x=\"-25%\" y=\"-25%\" width=\"150%\" height=\"150%\">"
                        + "<feDropShadow dx=\"\(MarkupText.number(shadow.offsetX))\" "
                        + "dy=\"\(MarkupText.number(shadow.offsetY))\" "
                        + "stdDeviation=\"\(MarkupText.number(shadow.blurRadius / 2))\" "
                        + "flood-color=\"rgb(\(shadow.red),\(shadow.green),\(shadow.blue))\" "
                        + "flood-opacity=\"\(MarkupText.number(shadow.alpha))\"/></filter>")
                polygon += " filter=\"url(#\(id)-shadow)\""
            }
            lines.append(polygon + "/>")
        }
        if drawnArea > 0, let text = label(for: item) { lines.append(text) }
        lines.append("</g>")
        drawing.content.append(contentsOf: lines)
    }

    /// The flat index at the page's projected centre (through the snapshot container when the
    /// pieces stand in for the page), sized with the page's projected area.
    private func label(for item: SceneItem) -> String? {
        var mappings = [item.mapping]
        if item.attributes.isTargetHidden, let snapshot = item.snapshot {
            mappings.insert(PlaneMapping(snapshot.containerTransform, about: item.frame), at: 0)
        }
        if let contentMapping = Self.contentMapping(of: item) { mappings.insert(contentMapping, at: 0) }
        let whole = SceneSurface(
            kind: .page, rect: item.frame, mappings: mappings, opacity: 1, isDrawn: true, isHittable: false)
        let outline = whole.outline
        let centre = mappings.reduce(Optional(CGPoint(x: item.frame.midX, y: item.frame.midY))) { point, mapping in
            point.flatMap(mapping.map)
        }
        let frameArea = item.frame.width * item.frame.height
        guard let centre, outline.count >= 3, frameArea > 0 else { return nil }
        // Scale the type like the page: by the square root of how much its area grew or shrank.
        let scale = min((Self.area(of: outline) / frameArea).squareRoot(), 2)
        let size = (min(item.frame.width, item.frame.height) * 0.3 * scale).rounded()
        guard size >= 1 else { return nil }
        return "<text x=\"\(MarkupText.coordinate(centre.x))\" y=\"\(MarkupText.coordinate(centre.y))\" "
            + "font-size=\"\(MarkupText.number(size))\" font-weight=\"700\" fill=\"#fff\" text-anchor=\"middle\" "
            + "dominant-baseline=\"central\"" + opacityAttribute(item.opacity) + ">\(item.flatIndex)</text>"
    }

    /// How the item's content lands in its page, or `nil` when the content is not moved (an
    /// identity or non-finite ``EffectAttributes/contentTransform``).
    private static func contentMapping(of item: SceneItem) -> PlaneMapping? {
        let content = item.attributes.contentTransform
        guard !content.isIdentity, content.isFinite else { return nil }
        return PlaneMapping(content, about: item.frame)
    }

    private func opacityAttribute(_ opacity: CGFloat) -> String {
        opacity >= 1 ? "" : " opacity=\"\(MarkupText.number(opacity))\""
    }

    /// The area of a simple polygon (shoelace formula), whatever its winding.
    static func area(of polygon: [CGPoint]) -> CGFloat {
        var twice: CGFloat = 0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            twice += point.x * next.y - next.x * point.y
        }
        return abs(twice) / 2
    }
}
