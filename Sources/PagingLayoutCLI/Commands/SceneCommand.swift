import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout scene`: one pass of a seed layout (sectioned list, focus carousel, Photos pager
/// and thumbnail strip) at a content offset, as JSON.
enum SceneCommand: Subcommand {
    static let name = "scene"
    static let summary = "Lay out a seed layout (list, carousel, Photos) from a scene file at one content offset."
    static let discussion = """
        FILE is {"version":1,"layout":"list"|"carousel"|"photosPreview"|"photosThumbnails",
        "sections":[n,…],"settings":{…}} with the seeds' setting names (sizes {"width","height"};
        a missing size is no such element). Prints one JSON object:
          {"contentSize":{…},"elements":[{"kind","section","item","frame","transform":[m11…m44],
           "zIndex","parallaxOffset":{"x","y"},"overlayAlpha"}…],"targetOffset":{"x","y"}}
        listing the elements in view. frame is before the transform, in content coordinates; the
        transform acts about the frame's centre; parallaxOffset moves the element's content;
        overlayAlpha is the header overlay's raw alpha (clamp it where it is drawn). targetOffset,
        only with --proposed, is where a scroll that would stop there snaps.

        Example:
          paging-layout scene --spec list.json --size 320x568 --offset 0,100
        """
    static let flags: [FlagSpec] = [
        .option("spec", "FILE.json", "The scene file (required)."),
        .option("size", "WxH", "Viewport size in points, both > 0 (required)."),
        .option("offset", "X,Y", "Content offset in points (required)."),
        .option("proposed", "X,Y", "Where a scroll would stop; adds targetOffset to the output."),
        .option("velocity", "VX,VY", "The scroll's velocity with --proposed, points per ms (default: 0,0)."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let path = try arguments.required("spec", expected: "a scene file such as list.json") { $0 }
        let size = try arguments.required("size", expected: "WIDTHxHEIGHT such as 320x568", ValueParsers.size)
        let offset = try arguments.required("offset", expected: "X,Y such as 0,100", ValueParsers.point)
        let proposed = try arguments.value(
            "proposed", default: CGPoint?.none, expected: "X,Y such as 0,300") { ValueParsers.point($0) }
        if arguments.value("velocity") != nil, proposed == nil {
            throw CommandLineError(flag: "--velocity", "needs --proposed X,Y")
        }
        let velocity = try arguments.value(
            "velocity", default: .zero, expected: "VX,VY such as 0,0", ValueParsers.point)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError(flag: "--spec", "cannot read '\(path)'")
        }
        let request = SceneRequest(viewportSize: size, offset: offset, proposedOffset: proposed, velocity: velocity)
        let result: SceneResult
        do {
            result = try scene(SceneSpec(json: data), request)
        } catch {
            throw CommandLineError(flag: "--spec", "\(path): \(SpecError(describing: error))")
        }
        return json(for: result).text + "\n"
    }

    /// Runs the layout the spec names. Each layout is one function of the spec and the request.
    static func scene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        switch spec.layout {
        case .list: return try listScene(spec, request)
        case .carousel: return try carouselScene(spec, request)
        case .photosPreview: return try photosPreviewScene(spec, request)
        case .photosThumbnails: return try photosThumbnailsScene(spec, request)
        }
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
            ("zIndex", .int(element.zIndex)),
            ("parallaxOffset", JSONValue(element.parallaxOffset)),
            ("overlayAlpha", .number(element.overlayAlpha)),
        ])
    }
}
