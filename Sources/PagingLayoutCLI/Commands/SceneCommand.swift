import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout scene`: one pass of a prepared layout (sectioned list, focus carousel, Photos pager
/// and thumbnail strip) at a content offset, as JSON.
enum SceneCommand: Subcommand {
    static let name = "scene"
    static let summary = "Lay out a prepared layout (list, carousel, Photos) from a scene file at one content offset."
    static let discussion = """
        FILE is {"version":1,"layout":"list"|"carousel"|"photosPreview"|"photosThumbnails",
        "sections":[n,…],"settings":{…}} with the layouts' setting names (sizes {"width","height"};
        a missing size is no such element). Prints one JSON object:
          {"contentSize":{…},"elements":[{"kind","section","item","frame","transform":[m11…m44],
           "zIndex","parallaxOffset":{"x","y"},"overlayAlpha"}…],"targetOffset":{"x","y"}}
        listing the elements in view. frame is before the transform, in content coordinates; the
        transform acts about the frame's centre; parallaxOffset moves the element's content;
        overlayAlpha is the header overlay's raw alpha (clamp it where it is drawn). targetOffset,
        only with --proposed, is where a scroll that would stop there snaps. A list pass lists at most
        10000 elements, the first in list order.

        --preset NAME runs a layout preset instead of a file: its layout, its offset-driven
        effects and its settings for the --size viewport (paging-layout presets --layouts lists them).

        With --format svg, draws the pass instead (or, with --offsets, one pass per offset side by
        side, each clipped to its viewport and labelled with its offset): cells as coloured cards
        numbered by flat index, holding an image moved by parallaxOffset; header, menu and section
        headers and footers as labelled grey bars; transforms applied; the overlay drawn with its alpha
        clamped to 0…1. --out writes the picture to FILE.svg (creating its folders) and prints the path.

        Examples:
          paging-layout scene --spec list.json --size 320x568 --offset 0,100
          paging-layout scene --preset stickyStretchyList --size 320x568 --offset 0,100
          paging-layout scene --spec list.json --size 320x200 --offsets "0,-60;0,0;0,150" --format svg --out list.svg
        """
    static let flags: [FlagSpec] = [
        .option("spec", "FILE.json", "The scene file (this or --preset)."),
        .option("preset", "NAME", "Instead of --spec: a layout preset (paging-layout presets --layouts)."),
        .option("sections", "N,N,…", "With --preset: item counts per section (default: the preset's sample)."),
        .option("size", "WxH", "Viewport size in points, both > 0 (required)."),
        .option("offset", "X,Y", "Content offset in points (required)."),
        .option("proposed", "X,Y", "Where a scroll would stop; adds targetOffset to the output."),
        .option("velocity", "VX,VY", "The scroll's velocity with --proposed, points per ms (default: 0,0)."),
        .option("format", "json|svg", "What to print: the pass as JSON (default) or drawn as SVG."),
        .option(
            "offsets", "X,Y;X,Y;…",
            "With --format svg, instead of --offset: one frame per content offset, left to right."),
        .option("title", "TEXT", "With --format svg, the text above the picture (default: the layout's name)."),
        .option("out", "FILE.svg", "With --format svg, write the picture to FILE.svg and print its path."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        if try arguments.choice("format", among: ["json", "svg"]) == "svg" { return try picture(arguments) }
        for flag in ["offsets", "title", "out"] where arguments.value(flag) != nil {
            throw CommandLineError(flag: "--\(flag)", "needs --format svg")
        }
        let size = try arguments.requiredSize("size", example: "320x568")
        let offset = try arguments.required("offset", expected: "X,Y such as 0,100", ValueParsers.point)
        let proposed = try arguments.optionalValue("proposed", expected: "X,Y such as 0,300", ValueParsers.point)
        if arguments.value("velocity") != nil, proposed == nil {
            throw CommandLineError(flag: "--velocity", "needs --proposed X,Y")
        }
        let velocity = try arguments.value(
            "velocity", default: .zero, expected: "VX,VY such as 0,0", ValueParsers.point)
        let (spec, path) = try sceneSpec(arguments, viewportSize: size)
        let layout = try invalid(path) { try spec.layout.make(spec, size) }
        let targetOffset = proposed.map { layout.targetOffset(forProposed: $0, velocity: velocity, viewportSize: size) }
        return json(for: layout.layout(at: offset, viewportSize: size), targetOffset: targetOffset).text + "\n"
    }

    /// The scene file at `path`; an unreadable file is an error naming `--spec`, a malformed one an
    /// error naming the file and the key path.
    static func readSpec(_ path: String) throws -> SceneSpec {
        let data = try FileAccess.read(path, flag: "--spec", what: "a scene file")
        return try invalid(path) { try SceneSpec(json: data) }
    }

    /// What `body` returns; what it throws (a malformed file, or settings a layout rejects) becomes
    /// an invalid-input error on `--spec` naming `path` and the key path.
    static func invalid<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CommandLineError(flag: "--spec", "\(path): \(SpecError(describing: error))", status: .invalidInput)
        }
    }

    /// The JSON contract of a scene: `pass`, and where a proposed scroll snaps when one was proposed.
    static func json(for pass: LayoutPass, targetOffset: CGPoint?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("contentSize", JSONValue(pass.contentSize)),
            ("elements", .array(pass.elements.map(json(for:)))),
        ]
        if let targetOffset { members.append(("targetOffset", JSONValue(targetOffset))) }
        return .object(members)
    }

    /// One element of the contract.
    static func json(for element: LayoutElement) -> JSONValue {
        .object([
            ("kind", .string(element.kind.rawValue)),
            ("section", .int(element.section)),
            ("item", .int(element.item)),
            ("frame", JSONValue(element.frame)),
            ("transform", JSONValue(element.transform)),
            ("zIndex", .int(element.zPosition)),
            ("parallaxOffset", JSONValue(element.parallaxOffset)),
            ("overlayAlpha", .number(element.overlayAlpha)),
        ])
    }
}
