import Foundation
import PagingLayout

extension PreviewGallery {
    /// The complete, self-contained HTML page: every pager with its frames and page changes, the
    /// shared item stylesheet, the gallery's own styles and its script.
    ///
    /// Deterministic: the same gallery gives the same bytes.
    ///
    /// - Complexity: proportional to the pagers' frames: about ``stepsPerPage`` × (pages − 1) scenes
    ///   per pager (× pages when looping), plus one short page-change simulation and three drag
    ///   releases per frame and page for each distinct geometry and step count.
    @MainActor
    public func document() -> String {
        // Pagers of the same geometry and step count share their page-change tables, computed once;
        // tables that come out the same for different geometries are written once too.
        var computed: [(geometry: PageGeometry, steps: Int, motion: Int)] = []
        var motionJSON: [String] = []
        var sections: [String] = []
        var indicators = IndicatorTables()
        for (index, pager) in pagers.enumerated() {
            let id = "p\(index)"
            let engine = engine(for: pager)
            let frames = frames(of: pager, idPrefix: id)
            let steps = frames.stepsPerPage
            let known = computed.first { $0.geometry == engine.geometry && $0.steps == steps }?.motion
            let motion =
                known
                ?? {
                    let json = self.motion(of: engine, stepsPerPage: steps)
                    let shared = motionJSON.firstIndex(of: json) ?? motionJSON.count
                    if shared == motionJSON.count { motionJSON.append(json) }
                    computed.append((engine.geometry, steps, shared))
                    return shared
                }()
            let data = CompactJSON.object([("motion", String(motion))] + frames.members)
            let frameCount = Self.frameCount(of: engine, stepsPerPage: steps)
            let indicator = indicators.index(for: engine, steps: steps)
            sections.append(
                section(
                    for: pager, engine: engine, id: id, frameCount: frameCount, steps: steps, data: data,
                    indicator: indicator))
        }
        let config = CompactJSON.object([("motions", CompactJSON.array(motionJSON))])
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupText.escaped(title))</title>
            <style>
            \(HTMLFrameRenderer.stylesheet)
            \(Self.galleryStylesheet)
            \(Self.accessibilityStylesheet)
            </style>
            </head>
            <body>
            <header>
            <h1>\(MarkupText.escaped(title))</h1>
            <p>\(MarkupText.escaped(summary))</p>
            <p>Drag a pager or move its slider to scroll; let go of a drag and it settles on the page the \
            library's page controller picks (a flick of at least \(MarkupText.number(flickVelocity)) points a \
            second moves on a page). ‹ and › change the page with the library's page controller and animator \
            (\(MarkupText.number(CGFloat(animationDuration))) s, \(animationCurve.rawValue), played at \
            \(MarkupText.number(CGFloat(frameRate))) frames a second). Tap a page: the library's hit test names \
            it and outlines the surface it hit. Every number here was computed by the Swift library.</p>
            </header>
            <main class="gallery">
            \(sections.joined(separator: "\n"))
            </main>
            \(layoutReelSections())<script type="application/json" id="gallery-config">\(config)</script>
            <script type="application/json" id="gallery-indicators">\(CompactJSON.array(indicators.tables))</script>
            <pre id="selftest-out" hidden></pre>
            <pre id="a11ytest-out" hidden></pre>
            <script>
            \(Self.script)
            </script>
            <script>
            \(Self.accessibilityScript)
            </script>
            </body>
            </html>

            """
    }

    /// One line about what the pagers show.
    private var summary: String {
        let engine = self.engine
        let size = "\(MarkupText.number(engine.viewportSize.width))×\(MarkupText.number(engine.viewportSize.height))"
        let visible = engine.numberOfVisibleItems.map { "\(max($0, 1)) laid out at a time" } ?? "all laid out"
        let count = pagers.count == 1 ? "1 pager" : "\(pagers.count) pagers"
        let own = pagers.filter { $0.geometry != nil }.count
        let geometries =
            own == 0
            ? "" : own == pagers.count
                ? "; each with the page geometry under its title"
                : "; \(own) with a page geometry of their own, under their titles"
        return "\(count) of \(engine.numberOfPages) pages (\(visible)), \(size) points, "
            + "scrolling \(engine.scrollDirection.rawValue)ly\(geometries)."
    }

    /// The page controller's default minimum flick velocity, in points a second.
    private var flickVelocity: CGFloat {
        PageSnapping.Configuration().minimumFlickVelocity
    }

    /// A pager's card: title, geometry caption, stage (viewport and hit overlay), controls, readouts
    /// and data.
    private func section(
        for pager: Pager, engine: PagingEngine, id: String, frameCount: Int, steps: Int, data: String, indicator: Int
    ) -> String {
        let size = engine.viewportSize
        let width = MarkupText.number(size.width)
        let height = MarkupText.number(size.height)
        let title = MarkupText.escaped(pager.title)
        let subtitle = MarkupText.escaped(pager.subtitle)
        let label = subtitle.isEmpty ? title : "\(title) \(subtitle)"
        let caption = pager.geometry == nil ? "" : "<p class=\"geometry\">\(MarkupText.escaped(Self.caption(engine.geometry)))</p>\n"
        let description = Self.presetDescriptions["\(pager.title) \(pager.subtitle)"].map {
            "<p class=\"description\">\(MarkupText.escaped($0))</p>\n"
        } ?? ""
        return """
            <section class="pager" id="\(id)" \(Self.carouselAttributes(label: label)) style="width:\(width)px">
            <h2>\(title)\(subtitle.isEmpty ? "" : " <span>\(subtitle)</span>")\
            <small title="frames computed per page of scrolling">\(steps) frames/page</small></h2>
            \(description)\(caption)<div class="stage \(engine.scrollDirection.rawValue)" style="width:\(width)px;height:\(height)px"\
            \(Self.stageAccessibilityAttributes)>
            \(HTMLFrameRenderer.viewportOpeningTag(id: id + "-viewport", size: size))</div>
            <svg class="overlay" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            aria-hidden="true"></svg>
            </div>
            <div class="controls"><button type="button" class="previous" tabindex="-1" aria-label="Previous page">‹</button>\
            <input class="scrub" type="range" tabindex="-1" min="0" max="\(frameCount - 1)" step="1" value="0" \
            aria-label="Scroll position">\
            <button type="button" class="next" tabindex="-1" aria-label="Next page">›</button>\
            <button type="button" class="play" tabindex="-1" aria-label="Play" aria-pressed="false">▶</button></div>
            \(Self.accessibilityMarkup(engine: engine, table: indicator))
            <p class="readout"><span class="page" data-page="0">current page 0</span>\
            <span class="position">position 0</span></p>
            <p class="tap" data-hit="">Tap a page.</p>
            \(frameDataScript(data))
            </section>
            """
    }

    /// The script element holding a pager's frame data: its JSON, or that JSON compressed and in
    /// base64 when ``compressesFrameData`` is set (`data-encoding` tells the page's script).
    private func frameDataScript(_ data: String) -> String {
        guard compressesFrameData else { return "<script type=\"application/json\" class=\"pager-data\">\(data)</script>" }
        let compressed = Data(DeflateEncoder.compressed(Array(data.utf8))).base64EncodedString()
        return "<script type=\"text/plain\" class=\"pager-data\" data-encoding=\"deflate-raw-base64\">\(compressed)</script>"
    }

    /// A pager's geometry in a few words, such as "180-pt pages, 12 apart, padding 30 and 30, centred,
    /// looping, right-to-left".
    static func caption(_ geometry: PageGeometry) -> String {
        var parts = ["\(MarkupText.number(geometry.resolvedPageLength))-pt pages"]
        parts.append(geometry.resolvedSpacing > 0 ? "\(MarkupText.number(geometry.resolvedSpacing)) apart" : "no gaps")
        let padding = geometry.padding
        if padding.resolvedLeading > 0 || padding.resolvedTrailing > 0 {
            parts.append(
                "padding \(MarkupText.number(padding.resolvedLeading)) and \(MarkupText.number(padding.resolvedTrailing))")
        }
        parts.append(geometry.alignment == .center ? "centred" : "at the start")
        if geometry.itemLengths != nil { parts.append("lengths of their own") }
        if geometry.isLooping { parts.append("looping") }
        if geometry.isMirrored { parts.append("right-to-left") }
        if geometry.scrollDirection == .vertical { parts.append("vertical") }
        return parts.joined(separator: ", ")
    }

    /// The gallery's own rules, added to ``HTMLFrameRenderer/stylesheet``. Lines are whole pixels
    /// high, so every stage sits on whole pixels: a fractional position shifts how the browser snaps
    /// transformed pages, which the browser test's hit checks would see.
    static let galleryStylesheet = """
        body{background:#f3f4f6;color:#1f2328}
        header{padding:20px 28px 4px;max-width:1100px}
        header h1{font-size:22px;line-height:28px;margin:0 0 8px}
        header p{margin:0 0 6px;font-size:14px;line-height:20px;color:#4b5563}
        .gallery{display:flex;flex-wrap:wrap;gap:18px;padding:14px 28px 36px;align-items:flex-start;\
        justify-content:center}
        .pager{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.14);padding:12px 14px 10px}
        .pager h2{font-size:15px;line-height:20px;margin:0 0 8px;font-weight:600}
        .pager h2{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 5px;overflow-wrap:anywhere}
        .pager h2 span{min-width:0}
        .pager .description{margin:-4px 0 8px;font-size:12px;line-height:16px;color:#374151}
        .pager h2 span{color:#6b7280;font-weight:400}
        .pager h2 small{margin-left:auto;color:#9ca3af;font-size:11px;font-weight:400}
        .pager .geometry{margin:-4px 0 8px;font-size:12px;line-height:16px;color:#6b7280}
        .stage{position:relative;cursor:grab;user-select:none;-webkit-user-select:none;touch-action:pan-y}
        .stage.vertical{touch-action:pan-x}
        .stage.dragging{cursor:grabbing}
        .overlay{position:absolute;left:0;top:0;pointer-events:none;overflow:hidden}
        .overlay polygon{fill:rgba(255,255,255,.22);stroke:#111827;stroke-width:2;stroke-dasharray:6 4;\
        stroke-linejoin:round}
        .controls{display:flex;align-items:center;gap:8px;margin-top:10px}
        .controls input{flex:1;min-width:0}
        .controls button{width:34px;height:28px;font-size:18px;line-height:1;border:1px solid #d1d5db;\
        border-radius:6px;background:#f9fafb;cursor:pointer}
        .controls button:hover{background:#eef0f3}
        .controls button:disabled{opacity:.4;cursor:default}
        .controls button.play{font-size:13px}
        .readout,.tap{font-size:12.5px;line-height:18px;margin:6px 0 0;color:#4b5563;font-variant-numeric:tabular-nums}
        .readout span+span::before{content:" · "}
        .readout .page{color:#111827;font-weight:600}
        """
}
