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
        let panels = frames.enumerated().map { index, frame in
            let drawing = frameRenderer.drawing(for: frame.scene, idPrefix: SVGStrip.idPrefix("", panel: index))
            return SVGStrip.Panel(
                size: frame.scene.viewportSize, label: frame.label, definitions: drawing.definitions,
                content: drawing.content)
        }
        return SVGStrip(title: title, gap: spacing.isFinite ? max(spacing, 0) : 12).document(panels)
    }
}
