import Foundation
import PagingLayout

/// Draws several frames of a pager side by side as one SVG picture — a filmstrip — each labelled
/// underneath, with an optional title: how an effect moves, at a glance, for docs and READMEs.
///
/// ```swift
/// let effect = try EffectRegistry().effect(named: "scale", preset: "coverFlow")
/// let engine = PagingEngine(viewportSize: CGSize(width: 180, height: 240), itemCounts: [5])
/// let frames = [1.0, 1.25, 1.5].map { position in
///     FilmstripRenderer.Frame(
///         scene: PagerScene(engine: engine, contentOffset: CGPoint(x: 180 * position, y: 0), effect: effect),
///         label: "position \(position)")
/// }
/// let svg = FilmstripRenderer(title: "scale · coverFlow").document(for: frames)
/// ```
///
/// Every frame is drawn by ``frameRenderer`` and clipped to its viewport. Output is deterministic.
public struct FilmstripRenderer: Sendable {
    /// One frame of the strip and the text under it.
    public struct Frame: Sendable {
        /// The frame to draw.
        public var scene: PagerScene
        /// The text under it, such as `position 1.25`.
        public var label: String

        /// Creates a frame.
        public init(scene: PagerScene, label: String) {
            self.scene = scene
            self.label = label
        }
    }

    /// The text above the strip; none when empty.
    public var title: String
    /// Draws each frame; by default with shadows and blur.
    public var frameRenderer: SVGFrameRenderer
    /// The space between frames and around the strip, in points. Default 12.
    public var spacing: CGFloat

    /// Creates a renderer.
    public init(
        title: String = "", frameRenderer: SVGFrameRenderer = SVGFrameRenderer(drawsShadowsAndBlur: true),
        spacing: CGFloat = 12
    ) {
        self.title = title
        self.frameRenderer = frameRenderer
        self.spacing = spacing
    }

    /// The SVG document for `frames`, left to right, top-aligned.
    public func document(for frames: [Frame]) -> String {
        let gap = spacing.isFinite ? max(spacing, 0) : 12
        let titleHeight: CGFloat = title.isEmpty ? 0 : 24
        let labelHeight: CGFloat = 22
        let frameHeight = frames.map(\.scene.viewportSize.height).max() ?? 0
        let framesWidth = frames.map(\.scene.viewportSize.width).reduce(0, +) + gap * CGFloat(max(frames.count - 1, 0))
        let width = framesWidth + 2 * gap
        let height = gap + titleHeight + frameHeight + labelHeight + gap / 2
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
        for (index, frame) in frames.enumerated() {
            let size = frame.scene.viewportSize
            let clip = "frame-\(index)-clip"
            definitions.append(
                "<clipPath id=\"\(clip)\"><rect width=\"\(number(size.width))\" "
                    + "height=\"\(number(size.height))\"/></clipPath>")
            let drawing = frameRenderer.drawing(for: frame.scene, idPrefix: "frame-\(index)-")
            definitions.append(contentsOf: drawing.definitions)
            content.append("<g transform=\"translate(\(number(x)),\(number(top)))\" clip-path=\"url(#\(clip))\">")
            content.append(contentsOf: drawing.content)
            content.append("</g>")
            content.append(
                "<text x=\"\(number(x + size.width / 2))\" y=\"\(number(top + size.height + 16))\" font-size=\"12\" "
                    + "fill=\"#4b5563\" text-anchor=\"middle\">\(MarkupText.escaped(frame.label))</text>")
            x += size.width + gap
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
