import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout preview` (also what the tool runs with no arguments): the interactive gallery.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let summary = "Write an interactive HTML gallery of every effect and preset (the default subcommand)."
    static let discussion = """
        Writes one self-contained page, DIR/index.html, and prints its path. It holds a live pager for
        every registered effect and preset (or only the effect the effect flags choose): numbered,
        coloured pages with their real transforms, alpha, shadow, blur and snapshot pieces; then pagers
        showing page geometries: peeking, looping, right-to-left, vertical peeking and vertical
        start-aligned pages. Scrub a pager with its slider or by dragging it (let go and it settles where
        the library's page controller snaps it), change its page with ‹ and › (the library's page
        controller and animator), and tap a page to see what the library's hit test answers. Every
        number is computed here by the library; the page only plays the frames. No network needed.
        The page geometry flags give every effect's pager that geometry (and leave out the geometry
        pagers). Open DIR/index.html#position=1.5 to show every pager at scroll position 1.5. The page
        ends with the prepared layouts (sticky/stretchy and parallax lists, focus carousel, the Photos pager
        and thumbnail strip in step), each scrubbed by a slider through 31 passes; --no-layouts leaves them out.

        Examples:
          paging-layout
          paging-layout preview --out /tmp/gallery --size 200x280 --pages 8
          paging-layout preview --spec my-effect.json --direction vertical
          paging-layout preview --page-length 180 --spacing 12 --padding 30,30 --loop
          paging-layout preview --no-layouts --out /tmp/gallery
        """
    static let flags: [FlagSpec] =
        EffectFlags.specs + [
            .option("size", "WxH", "Every pager's viewport size in points, both > 0 (default: 240x320)."),
            .option("pages", "N", "Pages in every pager, 1…10 (default: 6)."),
            .option("direction", "horizontal|vertical", "Scroll direction (default: horizontal)."),
            .option("visible", "N|all", "numberOfVisibleItems: a count ≥ 1, or all (default: all)."),
            FrameFlags.insetSpec(default: "30"),
        ] + PagerFlags.geometrySpecs + [
            .toggle("no-layouts", "Leave out the prepared layouts (lists, carousel, Photos) shown after the pagers."),
            .option(
                "out", "DIR",
                "The directory to write index.html into, created if needed (default: paging-preview; with an effect "
                    + "or spec, a folder named after it inside paging-preview)."),
        ]

    @MainActor
    static func run(_ arguments: ParsedArguments) throws -> String {
        var gallery = PreviewGallery(pagers: [])
        gallery.restsBetweenPages = true
        gallery.compressesFrameData = true
        gallery.viewportSize = try arguments.size("size", default: gallery.viewportSize, example: "240x320")
        gallery.numberOfPages = try arguments.value(
            "pages", default: gallery.numberOfPages, expected: "a whole number from 1 to 10",
            ValueParsers.integer(in: 1...10))
        gallery.scrollDirection = try arguments.value(
            "direction", default: gallery.scrollDirection, expected: "horizontal or vertical", ValueParsers.direction)
        gallery.numberOfVisibleItems = try arguments.value(
            "visible", default: Int?.none, expected: "a count ≥ 1 or all", ValueParsers.visibleCount)
        gallery.pagePadding = try FrameFlags.pagePadding(arguments, default: CGSize(width: 30, height: 30))
        gallery.pagers = try chosenPagers(arguments, viewportSize: gallery.viewportSize)
        if PagerFlags.geometrySpecs.contains(where: { arguments.value($0.name) != nil || arguments.isSet($0.name) }) {
            let geometry = try PagerFlags.geometry(
                arguments, size: gallery.viewportSize, direction: gallery.scrollDirection)
            gallery.pagers = gallery.pagers.filter { $0.geometry == nil }.map { pager in
                var shaped = pager
                shaped.geometry = geometry
                return shaped
            }
        }
        if !arguments.isSet("no-layouts") { gallery.layoutReels = PreviewGallery.presetLayoutReels() }
        // Held to one budget before anything is drawn, and its size checked before it is written.
        try gallery.checkPieces(within: .previewCommand)
        try PreviewGallery.checkResources()
        let document = gallery.document()
        try PassBudget.previewCommand.checkOutput(byteCount: document.utf8.count, what: "the gallery page")
        let directory =
            arguments.value("out")
            ?? defaultDirectory(spec: arguments.value("spec"), effect: arguments.value("effect"),
                preset: arguments.value("preset"))
        let file = URL(fileURLWithPath: directory).appendingPathComponent("index.html")
        try FileAccess.createFolder(directory, flag: "--out")
        try FileAccess.write(Data(document.utf8), to: file.path, flag: "--out", creatingFolders: false)
        return file.path + "\n"
    }

    /// Where the page goes without `--out`: the full gallery into `paging-preview`, one effect's page
    /// into a folder of its own inside it — `paging-preview/cards-stack` for `--spec
    /// cards-stack.pagingeffect.json`, `paging-preview/stack-vortex` for `--effect stack --preset
    /// vortex` — so previewing one effect never overwrites the full gallery.
    static func defaultDirectory(spec: String?, effect: String?, preset: String?) -> String {
        let gallery = "paging-preview"
        if let spec {
            var name = URL(fileURLWithPath: spec).lastPathComponent
            for suffix in [".json", ".pagingeffect"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return gallery + "/" + (name.isEmpty || name.hasPrefix(".") ? "spec" : name)
        }
        guard let effect else { return gallery }
        return gallery + "/" + ([effect] + (preset.map { [$0] } ?? [])).joined(separator: "-")
    }

    /// The effect the effect flags choose, or every registered effect and preset and the geometry
    /// pagers (in `viewportSize` viewports) when none is given.
    private static func chosenPagers(_ arguments: ParsedArguments, viewportSize: CGSize) throws
        -> [PreviewGallery.Pager]
    {
        guard ["effect", "preset", "options", "spec"].contains(where: { arguments.value($0) != nil }) else {
            return try PreviewGallery.pagers(from: EffectRegistry())
                + PreviewGallery.geometryPagers(viewportSize: viewportSize)
        }
        let chosen = try EffectFlags(arguments)
        let subtitle = EffectFlags.detail(arguments)
        return [PreviewGallery.Pager(title: chosen.displayName, subtitle: subtitle, effect: chosen.effect)]
    }
}
