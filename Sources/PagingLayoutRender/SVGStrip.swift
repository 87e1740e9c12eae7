import Foundation

/// Panels side by side in one SVG picture, each clipped to its size and labelled underneath, under
/// an optional title: the layout that pager filmstrips (``FilmstripRenderer``) and layout-pass strips
/// (``SceneRenderer``) share.
struct SVGStrip {
    /// One panel: its size in points, the text under it, and its drawing.
    struct Panel {
        var size: CGSize
        var label: String
        /// Entries for the document's `<defs>`.
        var definitions: [String]
        /// The drawing, in the panel's own coordinates (origin at its top-left corner).
        var content: [String]
    }

    /// The text above the panels; none when empty.
    var title: String
    /// The space between panels and around them, in points (already checked by the caller).
    var gap: CGFloat

    /// The prefix of every id of panel `index`: its clip path is `…clip`, and its drawing's ids
    /// should start with it too.
    static func idPrefix(_ documentPrefix: String, panel index: Int) -> String {
        "\(documentPrefix)frame-\(index)-"
    }

    /// The document of `panels`, left to right, top-aligned; `idPrefix` starts every id.
    func document(_ panels: [Panel], idPrefix: String = "") -> String {
        let titleHeight: CGFloat = title.isEmpty ? 0 : 24
        let labelHeight: CGFloat = 22
        let panelHeight = panels.map(\.size.height).max() ?? 0
        let width = panels.map(\.size.width).reduce(0, +) + gap * CGFloat(max(panels.count - 1, 0)) + 2 * gap
        let height = gap + titleHeight + panelHeight + labelHeight + gap / 2
        let number = MarkupText.number
        var definitions: [String] = []
        var content: [String] = []
        if !title.isEmpty {
            content.append(
                "<text x=\"\(number(gap))\" y=\"\(number(gap + 15))\" font-size=\"15\" font-weight=\"700\" "
                    + "fill=\"#1f2328\">\(MarkupText.escaped(title))</text>")
        }
        var x = gap
        let top = gap + titleHeight
        for (index, panel) in panels.enumerated() {
            let clip = Self.idPrefix(idPrefix, panel: index) + "clip"
            definitions.append(
                "<clipPath id=\"\(clip)\"><rect width=\"\(number(panel.size.width))\" "
                    + "height=\"\(number(panel.size.height))\"/></clipPath>")
            definitions.append(contentsOf: panel.definitions)
            content.append("<g transform=\"translate(\(number(x)),\(number(top)))\" clip-path=\"url(#\(clip))\">")
            content.append(contentsOf: panel.content)
            content.append("</g>")
            content.append(
                "<text x=\"\(number(x + panel.size.width / 2))\" y=\"\(number(top + panel.size.height + 16))\" "
                    + "font-size=\"12\" fill=\"#4b5563\" text-anchor=\"middle\">\(MarkupText.escaped(panel.label))</text>")
            x += panel.size.width + gap
        }
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" "
                + "font-family=\"Helvetica Neue,Helvetica,Arial,sans-serif\">",
            "<defs>",
        ]
        lines.append(contentsOf: definitions)
        lines.append("</defs>")
        lines.append("<rect width=\"\(number(width))\" height=\"\(number(height))\" rx=\"8\" fill=\"#ffffff\"/>")
        lines.append(contentsOf: content)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
