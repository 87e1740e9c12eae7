import Foundation
import PagingLayout

extension PreviewGallery {
    /// A layout scrubbed through precomputed offsets: one ``SceneRenderer`` frame per slider step.
    public struct LayoutReel: Sendable {
        /// The card's title, such as `focus carousel`.
        public var title: String
        /// The frames, in slider order.
        public var frames: [SceneRenderer.Frame]
        /// A second layout's frames drawn beside ``frames`` at the same steps (a pair kept in step,
        /// such as the Photos pager and its strip); empty for a reel of one layout.
        public var companions: [SceneRenderer.Frame]

        /// Creates a reel.
        public init(
            title: String, frames: [SceneRenderer.Frame], companions: [SceneRenderer.Frame] = []
        ) {
            self.title = title
            self.frames = frames
            self.companions = companions
        }

        /// A reel of `steps + 1` passes of `layout` from content offset `start` to `end` in equal steps.
        /// `steps` is clamped to 1…``PreviewGallery/maximumStepsPerPage``.
        public static func scrubbing(
            title: String, viewportSize: CGSize, from start: CGPoint, to end: CGPoint, steps: Int,
            layout: (CGPoint, CGSize) -> LayoutPass
        ) -> LayoutReel {
            let count = min(max(steps, 1), PreviewGallery.maximumStepsPerPage)
            let frames = (0...count).map { step in
                let fraction = CGFloat(step) / CGFloat(count)
                let offset = CGPoint(
                    x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                let label = "offset \(MarkupText.number(offset.x)),\(MarkupText.number(offset.y))"
                return SceneRenderer.Frame(
                    pass: layout(offset, viewportSize), viewportSize: viewportSize, offset: offset, label: label)
            }
            return LayoutReel(title: title, frames: frames)
        }
    }

    /// The four layout presets as in the layout docs' pictures, each scrubbed in `steps` steps: the
    /// sticky/stretchy list from pulled down 60 to scrolled 320, the parallax list from 0 to 300, the
    /// focus carousel from item 0 to item 4 centred, and the Photos pager over its pages with its
    /// thumbnail strip beside it, kept in step by a ``PhotosScrollSynchronizer``.
    /// The default 30 steps (31 frames a reel) keep the gallery, which shows them by default, about
    /// half a megabyte larger than without them.
    public static func presetLayoutReels(steps: Int = 30) -> [LayoutReel] {
        let sticky = ListLayout(
            options: ListLayoutOptions(
                itemSize: CGSize(width: 240, height: 80), headerSize: CGSize(width: 240, height: 120),
                menuSize: CGSize(width: 240, height: 32), sectionsHeaderSize: CGSize(width: 240, height: 28),
                isHeaderStretchy: true, headerOverlayMaxAlphaValue: 0.6, isMenuSticky: true,
                isSectionHeadersSticky: true, minimumLineSpacing: 6),
            itemCounts: [2, 3])
        let parallax = ListLayout(
            options: ListLayoutOptions(
                itemSize: CGSize(width: 240, height: 100), isParallaxOnCellsEnabled: true, maxParallaxOffset: 30,
                minimumLineSpacing: 6),
            itemCounts: [6])
        let carousel = CarouselLayout(
            options: CarouselLayoutOptions(
                itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30),
            itemCount: 5)
        let preview = PhotosPreviewLayout(
            options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 200, height: 300), spacing: 20), itemCount: 5)
        let strip = ThumbnailStripLayout(
            options: ThumbnailStripOptions(distanceBetween: 8, aspectRatios: [1, 2, 0.5, 1.5, 1]))
        let list = CGSize(width: 240, height: 360)
        // Pages 200 wide, 20 apart: page 4 starts at 880.
        var photos = LayoutReel.scrubbing(
            title: "Photos pager and thumbnail strip, in step", viewportSize: CGSize(width: 200, height: 300), from: .zero, to: CGPoint(x: 880, y: 0), steps: steps,
            layout: preview.layout(at:viewportSize:))
        let stripViewport = CGSize(width: 240, height: 60)
        let synchronizer = PhotosScrollSynchronizer(
            preview: preview, thumbnails: strip, previewViewportWidth: 200, thumbnailViewportWidth: stripViewport.width)
        photos.companions = photos.frames.map { frame in
            let item = synchronizer.item(of: .preview, atOffset: frame.offset.x)
            let offset = CGPoint(x: synchronizer.offset(of: .thumbnails, showing: item), y: 0)
            return SceneRenderer.Frame(
                pass: strip.layout(at: offset, viewportSize: stripViewport), viewportSize: stripViewport,
                offset: offset, label: "strip offset \(MarkupText.number(offset.x)),0")
        }
        return [
            .scrubbing(
                title: "sticky, stretchy list", viewportSize: list, from: CGPoint(x: 0, y: -60),
                to: CGPoint(x: 0, y: 320), steps: steps, layout: sticky.layout(at:viewportSize:)),
            .scrubbing(
                title: "parallax list", viewportSize: list, from: .zero, to: CGPoint(x: 0, y: 300),
                steps: steps, layout: parallax.layout(at:viewportSize:)),
            // Item i is centred in a 300-point viewport at offset 110·i − 100.
            .scrubbing(
                title: "focus carousel", viewportSize: CGSize(width: 300, height: 100),
                from: CGPoint(x: -100, y: 0), to: CGPoint(x: 340, y: 0), steps: steps,
                layout: carousel.layout(at:viewportSize:)),
            photos,
        ]
    }

    /// The reels' cards: each frame an inline SVG, all but the slider's hidden, and the script that
    /// shows the one the slider points at (``layoutReelScript``). Empty without reels.
    func layoutReelSections() -> String {
        guard !layoutReels.isEmpty else { return "" }
        var cards: [String] = []
        for (index, reel) in layoutReels.enumerated() {
            let renderer = SceneRenderer(spacing: 0)
            let last = max(reel.frames.count - 1, 0)
            let frames = reel.frames.enumerated().map { step, frame in
                let panels = [frame] + (reel.companions.indices.contains(step) ? [reel.companions[step]] : [])
                let svg = renderer.document(for: panels, idPrefix: "r\(index)-\(step)-")
                return "<div class=\"reel-frame\"\(step == 0 ? "" : " hidden")>\(svg)</div>"
            }
            cards.append(
                """
                <section class="reel" id="r\(index)" aria-label="\(MarkupText.escaped(reel.title))">
                <h2>\(MarkupText.escaped(reel.title))</h2>
                \(frames.joined(separator: "\n"))
                <div class="controls"><input class="reel-scrub" type="range" min="0" max="\(last)" \
                step="1" value="0" aria-label="Content offset"></div>
                </section>
                """)
        }
        return """
            <style>
            .reels-title{font-size:18px;margin:8px 28px 0}
            .reel{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.14);padding:12px 14px 10px}
            .reel h2{font-size:15px;line-height:20px;margin:0 0 8px;font-weight:600}
            .reel-frame svg{display:block}
            </style>
            <h2 class="reels-title">Layouts</h2>
            <main class="gallery reels">
            \(cards.joined(separator: "\n"))
            </main>
            <script>
            \(Self.layoutReelScript)
            </script>

            """
    }

    /// The reels' script, the text of `Resources/gallery-reels.js`: shows the frame each reel's
    /// slider points at and hides the others. It computes nothing; every frame is drawn in Swift.
    static let layoutReelScript = resource("gallery-reels.js").pageScript()
}
