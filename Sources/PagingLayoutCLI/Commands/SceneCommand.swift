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
        let format = try arguments.value(
            "format", default: Format.json, expected: "json or svg", Format.init(rawValue:))
        if format == .svg { return try picture(arguments) }
        for flag in ["offsets", "title", "out"] where arguments.value(flag) != nil {
            throw CommandLineError(flag: "--\(flag)", "needs --format svg")
        }
        let size = try arguments.requiredSize("size", example: "320x568")
        let offset = try arguments.required("offset", expected: "X,Y such as 0,100", ValueParsers.point)
        let proposed = try arguments.value(
            "proposed", default: CGPoint?.none, expected: "X,Y such as 0,300") { ValueParsers.point($0) }
        if arguments.value("velocity") != nil, proposed == nil {
            throw CommandLineError(flag: "--velocity", "needs --proposed X,Y")
        }
        let velocity = try arguments.value(
            "velocity", default: .zero, expected: "VX,VY such as 0,0", ValueParsers.point)
        let (spec, path) = try sceneSpec(arguments, viewportSize: size)
        let request = SceneRequest(viewportSize: size, offset: offset, proposedOffset: proposed, velocity: velocity)
        return json(for: try scene(spec, request, path: path)).text + "\n"
    }

    /// What `scene` prints.
    enum Format: String {
        /// The pass as JSON: the contract.
        case json
        /// The pass drawn by ``SceneRenderer``.
        case svg
    }

    /// The scene file at `path`; an unreadable file is an error naming `--spec`, a malformed one an
    /// error naming the file and the key path.
    static func readSpec(_ path: String) throws -> SceneSpec {
        let data = try FileAccess.read(path, flag: "--spec", what: "a scene file")
        do {
            return try SceneSpec(json: data)
        } catch {
            throw CommandLineError(flag: "--spec", "\(path): \(SpecError(describing: error))", status: .invalidInput)
        }
    }

    /// Runs `spec` for `request`; a layout's rejection of its settings names the file and key path.
    static func scene(_ spec: SceneSpec, _ request: SceneRequest, path: String) throws -> SceneResult {
        do {
            return try scene(spec, request)
        } catch {
            throw CommandLineError(flag: "--spec", "\(path): \(SpecError(describing: error))", status: .invalidInput)
        }
    }

    /// Runs the layout the spec names, through the layout contract: its pass at the offset and,
    /// when a scroll is proposed, where it comes to rest.
    static func scene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        let layout = try spec.layout.make(spec, request.viewportSize)
        let viewport = request.viewportSize
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: viewport),
            targetOffset: request.proposedOffset.map {
                layout.targetOffset(forProposed: $0, velocity: request.velocity, viewportSize: viewport)
            })
    }

    /// The JSON contract of a scene.
    static func json(for result: SceneResult) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("contentSize", JSONValue(result.pass.contentSize)),
            ("elements", .array(result.pass.elements.map(json(for:)))),
        ]
        if let target = result.targetOffset { members.append(("targetOffset", JSONValue(target))) }
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
