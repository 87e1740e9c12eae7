import Foundation
import PagingLayout

/// Draws passes of any ``ScrollLayout`` (the sectioned list, focus carousel, Photos pager and
/// thumbnail strip among them) as one SVG picture: each pass in its own viewport-clipped frame, side by side, labelled
/// underneath, with an optional title.
///
/// ```swift
/// let layout = CarouselLayout(options: CarouselLayoutOptions(), itemCount: 5)
/// let viewport = CGSize(width: 300, height: 100)
/// let frames = [0.0, 60, 120].map { x in
///     SceneRenderer.Frame(
///         pass: layout.layout(at: CGPoint(x: x, y: 0), viewportSize: viewport),
///         viewportSize: viewport, offset: CGPoint(x: x, y: 0), label: "offset \(Int(x)),0")
/// }
/// let svg = SceneRenderer(title: "focus carousel").document(for: frames)
/// ```
///
/// Elements are painted back to front by ``LayoutElement/zPosition`` (equal ones in the pass's order),
/// each through its transform about its frame's centre (the affine part: the layouts' transforms
/// have no perspective). Cells are coloured cards (hues a golden angle apart) numbered with their ``LayoutElement/flatIndex``,
/// holding a lighter "image" moved by ``LayoutElement/parallaxOffset`` and clipped to the card;
/// supplementary views are grey bars labelled with their kind. An element's overlay is a black veil
/// with ``LayoutElement/overlayAlpha`` clamped to 0…1. Elements whose frame or transform is not
/// finite are left out. Output is deterministic.
public struct SceneRenderer: Sendable {
    /// One pass and the viewport it was laid out for.
    public struct Frame: Sendable {
        /// The layout's answer at ``offset``.
        public var pass: LayoutPass
        /// The viewport's size, in points: the frame's size in the picture.
        public var viewportSize: CGSize
        /// The content offset of the viewport's top-left corner, in points.
        public var offset: CGPoint
        /// The text under the frame, such as `offset 0,300`.
        public var label: String

        /// Creates a frame.
        public init(pass: LayoutPass, viewportSize: CGSize, offset: CGPoint, label: String) {
            self.pass = pass
            self.viewportSize = viewportSize
            self.offset = offset
            self.label = label
        }
    }

    /// The text above the frames; none when empty.
    public var title: String
    /// The space between frames and around them, in points. Default 12; negative or non-finite
    /// values are taken as 12.
    public var spacing: CGFloat

    /// Creates a renderer.
    public init(title: String = "", spacing: CGFloat = 12) {
        self.title = title
        self.spacing = spacing
    }

    /// The SVG document for `frames`, left to right, top-aligned.
    public func document(for frames: [Frame]) -> String {
        document(for: frames, idPrefix: "")
    }

    /// The SVG document for `frames` with every id starting with `idPrefix`, so that several can
    /// stand in one HTML page.
    func document(for frames: [Frame], idPrefix: String) -> String {
        let number = MarkupText.number
        let panels = frames.enumerated().map { index, frame in
            let size = frame.viewportSize.nonNegativeOrZero
            let prefix = SVGStrip.idPrefix(idPrefix, panel: index)
            var definitions: [String] = []
            var content = ["<rect width=\"\(number(size.width))\" height=\"\(number(size.height))\" fill=\"#e8eaed\"/>"]
            let offset = frame.offset.x.isFinite && frame.offset.y.isFinite ? frame.offset : .zero
            content.append(
                "<g transform=\"translate(\(MarkupText.coordinate(-offset.x)),\(MarkupText.coordinate(-offset.y)))\">")
            for (order, element) in Self.paintOrder(frame.pass.elements).enumerated() {
                draw(element, id: "\(prefix)element-\(order)", into: &definitions, content: &content)
            }
            content.append("</g>")
            return SVGStrip.Panel(size: size, label: frame.label, definitions: definitions, content: content)
        }
        return SVGStrip(title: title, gap: spacing.isFinite && spacing >= 0 ? spacing : 12)
            .document(panels, idPrefix: idPrefix)
    }

    /// `elements` back to front: by z-index, equal ones in the order given (a stable sort).
    static func paintOrder(_ elements: [LayoutElement]) -> [LayoutElement] {
        elements.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// The SVG `matrix(a,b,c,d,e,f)` of `transform` acting about `centre`, or `nil` when the
    /// transform is the identity or not finite.
    ///
    /// Core Animation multiplies row vectors: x' = x·m11 + y·m21 + m41, y' = x·m12 + y·m22 + m42 —
    /// SVG's a, b, c, d, e, f are m11, m12, m21, m22, m41, m42. Acting about the centre c adds
    /// c − c·M to the translation. The z and perspective columns are dropped: a flat layer at z = 0
    /// seen head-on.
    static func matrix(of transform: Transform3D, about centre: CGPoint) -> String? {
        guard !transform.isIdentity, transform.isFinite, centre.x.isFinite, centre.y.isFinite else { return nil }
        let e = transform.m41 + centre.x - (centre.x * transform.m11 + centre.y * transform.m21)
        let f = transform.m42 + centre.y - (centre.x * transform.m12 + centre.y * transform.m22)
        let values = [transform.m11, transform.m12, transform.m21, transform.m22, e, f]
        return "matrix(" + values.map(MarkupText.coordinate).joined(separator: ",") + ")"
    }

    // MARK: - Elements

    private func draw(_ element: LayoutElement, id: String, into definitions: inout [String], content: inout [String]) {
        let frame = element.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
            frame.width > 0, frame.height > 0, element.transform.isFinite
        else { return }
        let coordinate = MarkupText.coordinate
        let rect =
            "x=\"\(coordinate(frame.minX))\" y=\"\(coordinate(frame.minY))\" "
            + "width=\"\(coordinate(frame.width))\" height=\"\(coordinate(frame.height))\""
        var group = "<g id=\"\(id)\" data-kind=\"\(element.kind.rawValue)\""
        if let matrix = Self.matrix(of: element.transform, about: CGPoint(x: frame.midX, y: frame.midY)) {
            group += " transform=\"\(matrix)\""
        }
        content.append(group + ">")
        switch element.kind {
        case .cell:
            let index = element.flatIndex
            let color = PagePalette.color(forPage: index).hexString
            // The clip lives inside the transformed group, so it moves with the card.
            definitions.append("<clipPath id=\"\(id)-card\"><rect \(rect) rx=\"6\"/></clipPath>")
            content.append("<rect \(rect) rx=\"6\" fill=\"\(color)\"/>")
            content.append("<g clip-path=\"url(#\(id)-card)\">")
            content.append(contentsOf: image(in: frame, shiftedBy: element.parallaxOffset))
            content.append("</g>")
            content.append(
                "<rect \(rect) rx=\"6\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.28\" stroke-width=\"2\"/>")
            let size = (min(frame.width, frame.height) * 0.3).rounded()
            if size >= 1 {
                content.append(label("\(index)", at: frame, size: size, color: "#fff", weight: 700))
            }
        case .header, .menu, .sectionHeader, .sectionFooter:
            let style = Self.style(of: element.kind)
            var bar = "<rect \(rect) fill=\"\(style.fill)\""
            if element.kind == .sectionFooter { bar += " stroke=\"#6b7280\" stroke-dasharray=\"4 3\"" }
            content.append(bar + "/>")
            // One header and one menu per list; section headers and footers name their section.
            let global = element.kind == .header || element.kind == .menu
            let text = global ? style.name : "\(style.name) \(element.section)"
            let size = min(14, max(8, frame.height * 0.35)).rounded()
            content.append(label(text, at: frame, size: size, color: style.ink, weight: 600))
        }
        let alpha = element.overlayAlpha.isFinite ? min(max(element.overlayAlpha, 0), 1) : 0
        if alpha > 0 {
            content.append("<rect \(rect) fill=\"#000\" opacity=\"\(MarkupText.number(alpha))\"/>")
        }
        content.append("</g>")
    }

    /// The cell's stand-in image — a lighter field with a sun and a hill — the cell's size, moved
    /// by the parallax offset (the uncovered edge shows the card's own colour).
    private func image(in frame: CGRect, shiftedBy shift: CGPoint) -> [String] {
        let dx = shift.x.finiteOrZero
        let dy = shift.y.finiteOrZero
        let box = frame.offsetBy(dx: dx, dy: dy)
        let coordinate = MarkupText.coordinate
        let radius = min(box.width, box.height) * 0.14
        let hill = [
            CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.minX + box.width * 0.35, y: box.minY + box.height * 0.6),
            CGPoint(x: box.minX + box.width * 0.6, y: box.minY + box.height * 0.78),
            CGPoint(x: box.minX + box.width * 0.8, y: box.minY + box.height * 0.55),
            CGPoint(x: box.maxX, y: box.minY + box.height * 0.7), CGPoint(x: box.maxX, y: box.maxY),
        ]
        return [
            "<rect data-image=\"\" x=\"\(coordinate(box.minX))\" y=\"\(coordinate(box.minY))\" "
                + "width=\"\(coordinate(box.width))\" height=\"\(coordinate(box.height))\" fill=\"#fff\" "
                + "fill-opacity=\"0.22\"/>",
            "<circle cx=\"\(coordinate(box.minX + box.width * 0.25))\" "
                + "cy=\"\(coordinate(box.minY + box.height * 0.3))\" r=\"\(coordinate(radius))\" "
                + "fill=\"#fff\" fill-opacity=\"0.45\"/>",
            "<polygon points=\"\(MarkupText.points(hill))\" fill=\"#000\" fill-opacity=\"0.18\"/>",
        ]
    }

    private func label(_ text: String, at frame: CGRect, size: CGFloat, color: String, weight: Int) -> String {
        "<text x=\"\(MarkupText.coordinate(frame.midX))\" y=\"\(MarkupText.coordinate(frame.midY))\" "
            + "font-size=\"\(MarkupText.number(size))\" font-weight=\"\(weight)\" fill=\"\(color)\" "
            + "text-anchor=\"middle\" dominant-baseline=\"central\">\(MarkupText.escaped(text))</text>"
    }

    /// How a supplementary view looks: its fill, its text's colour and its name.
    private static func style(of kind: LayoutElementKind) -> (fill: String, ink: String, name: String) {
        switch kind {
        case .header: ("#374151", "#ffffff", "header")
        case .menu: ("#6b7280", "#ffffff", "menu")
        case .sectionHeader: ("#cbd5e1", "#1f2328", "section header")
        // Cells are drawn as cards and never asked; they share the footer's entry to keep the switch total.
        case .sectionFooter, .cell: ("#f1f5f9", "#4b5563", "section footer")
        }
    }
}
