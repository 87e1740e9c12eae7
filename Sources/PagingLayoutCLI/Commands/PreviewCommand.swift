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
        coloured pages with their real transforms, alpha, shadow, blur and snapshot pieces. Scrub a
        pager with its slider or by dragging it, change its page with ‹ and › (the library's page
        controller and animator), and tap a page to see what the library's hit test answers. Every
        number is computed here by the library; the page only plays the frames. No network needed.
        Open DIR/index.html#position=1.5 to show every pager at scroll position 1.5.

        Examples:
          paging-layout
          paging-layout preview --out /tmp/gallery --size 200x280 --pages 8
          paging-layout preview --spec my-effect.json --direction vertical
        """
    static let flags: [FlagSpec] =
        EffectFlags.specs + [
            .option("size", "WxH", "Every pager's viewport size in points, both > 0 (default: 240x320)."),
            .option("pages", "N", "Pages in every pager, 1…10 (default: 6)."),
            .option("direction", "horizontal|vertical", "Scroll direction (default: horizontal)."),
            .option("visible", "N|all", "numberOfVisibleItems: a count ≥ 1, or all (default: all)."),
            FrameFlags.insetSpec(default: "30"),
            .option(
                "out", "DIR", "The directory to write index.html into, created if needed (default: paging-preview)."),
        ]

    @MainActor
    static func run(_ arguments: ParsedArguments) throws -> String {
        let pagers = try chosenPagers(arguments)
        var gallery = PreviewGallery(pagers: pagers)
        gallery.viewportSize = try arguments.value(
            "size", default: gallery.viewportSize, expected: "WIDTHxHEIGHT such as 240x320", ValueParsers.size)
        gallery.numberOfPages = try arguments.value(
            "pages", default: gallery.numberOfPages, expected: "a whole number from 1 to 10",
            ValueParsers.integer(in: 1...10))
        gallery.scrollDirection = try arguments.value(
            "direction", default: gallery.scrollDirection, expected: "horizontal or vertical", ValueParsers.direction)
        gallery.numberOfVisibleItems = try arguments.value(
            "visible", default: Int?.none, expected: "a count ≥ 1 or all", ValueParsers.visibleCount)
        gallery.targetInset = try FrameFlags.inset(arguments, default: gallery.targetInset)
        let directory = arguments.value("out") ?? "paging-preview"
        let file = URL(fileURLWithPath: directory).appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: directory), withIntermediateDirectories: true)
            try Data(gallery.document().utf8).write(to: file)
        } catch {
            throw CommandLineError(flag: "--out", "cannot write '\(file.path)'")
        }
        return file.path + "\n"
    }

    /// The effect the effect flags choose, or every registered effect and preset when none is given.
    private static func chosenPagers(_ arguments: ParsedArguments) throws -> [PreviewGallery.Pager] {
        guard ["effect", "preset", "options", "spec"].contains(where: { arguments.value($0) != nil }) else {
            return try PreviewGallery.pagers(from: EffectRegistry())
        }
        let chosen = try EffectFlags(arguments)
        let subtitle = EffectFlags.detail(arguments)
        return [PreviewGallery.Pager(title: chosen.displayName, subtitle: subtitle, effect: chosen.effect)]
    }
}
