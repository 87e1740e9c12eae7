import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout render`: one frame of a pager as self-contained HTML or as SVG.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let summary = "Draw one frame of a pager as self-contained HTML (hit-testable in a browser) or SVG."
    static let discussion = """
        HTML: a div#viewport of the viewport's size (position:relative, overflow:hidden, isolation:isolate)
        holding one absolutely positioned div#item-S-I per visible item, in ascending flat index, with
        transform:matrix3d(m11,…,m44) about its centre, z-index, opacity, pointer-events:none below
        0.01 opacity, backface-visibility:hidden unless double-sided, snapshot pieces as children;
        what a page shows is a div.content clipped to it, moved by the effect's content transform.
        A browser's document.elementFromPoint, walked up to the nearest item-S-I, names the item
        that 'paging-layout hittest' names for the same point.
        SVG: every visible page and snapshot piece as its projected quad, painted back to front.
        Pages show their flat index and a colour of their own.

        Examples:
          paging-layout render --effect scale --preset coverFlow --offset 450,0 --out frame.html
          paging-layout render --format svg --effect stack --sections 6 --visible 4 --offset 150,0
          paging-layout render --spec my-effect.json --size 320x480 --direction vertical
        """
    static let flags: [FlagSpec] =
        FrameFlags.specs + [
            .option("format", "html|svg", "Output format (default: html)."),
            .option(
                "out", "FILE",
                "Write the frame to FILE (creating its folder) and print its path, instead of printing the frame."),
        ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let format = try arguments.choice("format", among: ["html", "svg"])
        let scene = try FrameFlags(arguments).scene
        let document =
            format == "svg"
            ? SVGFrameRenderer().document(for: scene) : HTMLFrameRenderer().document(for: scene)
        try PassBudget.frameCommand.checkOutput(byteCount: document.utf8.count, what: "the frame")
        return try FileAccess.printOrWrite(document, arguments)
    }
}
