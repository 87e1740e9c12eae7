import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout filmstrip`: one effect at several scroll positions, side by side in one SVG.
enum FilmstripCommand: Subcommand {
    static let name = "filmstrip"
    static let summary = "Draw one effect at several scroll positions as one labelled SVG strip (or every preset)."
    static let discussion = """
        Draws the pager the flags describe at each of --offsets (scroll positions in pages), left to
        right, each frame labelled with its position and clipped to its viewport, under a title naming
        the effect. Pages are numbered, coloured cards (inset in their cells, see --inset), drawn with
        their shadows and blur. With --all, writes one strip per registered effect and preset into the
        directory --out, named EFFECT-PRESET.svg, and prints their paths: the pictures in Docs/images
        ('swift package --allow-writing-to-package-directory render-docs' runs it).

        Examples:
          paging-layout filmstrip --effect scale --preset coverFlow --out coverflow.svg
          paging-layout filmstrip --effect stack --offsets 0,0.25,0.5,0.75,1 --size 200x260
          paging-layout filmstrip --all --out Docs/images
        """
    /// The pager these pictures show unless flags say otherwise: 5 pages, all laid out, 180×240.
    static let defaults = PagerFlags.Defaults(sections: [5], visible: nil, size: CGSize(width: 180, height: 240))
    static let flags: [FlagSpec] =
        EffectFlags.specs + PagerFlags.specs(defaults: defaults).filter { $0.name != "offset" } + [
            FrameFlags.insetSpec(default: "24"),
            .option(
                "offsets", "P,P,…",
                "Scroll positions in pages, one frame each (default: 1,1.25,1.5,1.75,2: from the second page, so "
                    + "both its neighbours show, to the third)."),
            .option(
                "title", "TEXT", "The title above the strip (default: the effect and preset, such as 'scale · coverFlow')."),
            .toggle("all", "One strip per registered effect and preset, into the directory --out."),
            .option(
                "out", "FILE.svg|DIR", "Write the strip to FILE.svg and print its path (with --all: the directory)."),
        ]

    @MainActor
    static func run(_ arguments: ParsedArguments) throws -> String {
        let pager = try PagerFlags(arguments, defaults: defaults)
        let padding = try FrameFlags.pagePadding(arguments, default: CGSize(width: 24, height: 24))
        let positions = try arguments.value(
            "offsets", default: [1, 1.25, 1.5, 1.75, 2], expected: "positions in pages such as 0,0.5,1",
            ValueParsers.numberList)
        guard arguments.isSet("all") else {
            let chosen = try EffectFlags(arguments)
            let detail = EffectFlags.detail(arguments)
            let title =
                arguments.value("title") ?? (detail.isEmpty ? chosen.displayName : "\(chosen.displayName) · \(detail)")
            let strip = try document(
                effect: chosen.effect, title: title, engine: pager.engine, padding: padding, positions: positions)
            return try FileAccess.printOrWrite(strip, arguments)
        }
        for flag in ["effect", "preset", "options", "spec", "title"] where arguments.value(flag) != nil {
            throw CommandLineError(flag: "--all", "cannot be combined with --\(flag)")
        }
        guard let directory = arguments.value("out") else {
            throw CommandLineError(flag: "--all", "needs --out DIR, the directory to write the strips into")
        }
        try FileAccess.createFolder(directory, flag: "--out")
        var written: [String] = []
        for entry in try PreviewGallery.pagers(from: EffectRegistry()) {
            let name = entry.subtitle.isEmpty ? entry.title : "\(entry.title)-\(entry.subtitle)"
            let title = entry.subtitle.isEmpty ? entry.title : "\(entry.title) · \(entry.subtitle)"
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name + ".svg").path
            let strip = try document(
                effect: entry.effect, title: title, engine: pager.engine, padding: padding, positions: positions)
            try FileAccess.write(Data(strip.utf8), to: path, flag: "--out")
            written.append(path)
        }
        return written.joined(separator: "\n") + "\n"
    }

    /// The strip of `effect` in `engine` at `positions` (in pages), held to `budget`: each frame
    /// stops as soon as it alone holds too many snapshot pieces, the strip as soon as its frames
    /// together do (so at most one frame past the budget is held), and the document's size is
    /// checked before it is returned. Throws ``PassBudgetError``.
    static func document(
        effect: any PagingEffect, title: String, engine: PagingEngine, padding: PagePadding, positions: [CGFloat],
        budget: PassBudget = .filmstripCommand
    ) throws -> String {
        var frames: [FilmstripRenderer.Frame] = []
        var pieces = 0
        for position in positions {
            let scene = try PagerScene(
                engine: engine, contentOffset: engine.contentOffset(atScrollPosition: position), effect: effect,
                pagePadding: padding, budget: budget)
            pieces += scene.items.reduce(0) { $0 + ($1.snapshot?.pieces.count ?? 0) }
            try budget.checkPieces(pieces)
            frames.append(FilmstripRenderer.Frame(scene: scene, label: "position \(label(position))"))
        }
        let strip = FilmstripRenderer(title: title).document(for: frames)
        try budget.checkOutput(byteCount: strip.utf8.count, what: "the strip")
        return strip
    }

    /// `1`, `1.25`: a position (or a coordinate of `scene`'s offsets, or a size in help) as given,
    /// without a needless fraction.
    static func label(_ position: CGFloat) -> String {
        position == position.rounded() && abs(position) < 1e9 ? String(Int(position)) : "\(Double(position))"
    }
}
