import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout hittest`: which item is under each of a list of viewport points, as JSON.
enum HittestCommand: Subcommand {
    static let name = "hittest"
    static let summary = "Which item is under each of a list of points of one frame, as JSON."
    static let discussion = """
        Prints one JSON object, hits in the order of --points:
          {"hits":[{"x":…,"y":…,"item":{"section":s,"item":i}|null}…]}
        Points are in viewport coordinates (origin at the viewport's top left), as in the page
        'paging-layout render' draws with the same flags. The topmost item wins (z position, then the
        later flat index), tested through its 3-D transform with perspective; faint (alpha < 0.01),
        hidden and culled back-facing pages, points behind the eye and points outside the viewport
        hit nothing; snapshot pieces are hit where they show. See Docs/HitTesting.md.

        Example:
          paging-layout hittest --effect scale --preset coverFlow --offset 450,0 --points "150,250;10,250"
        """
    static let flags: [FlagSpec] =
        FrameFlags.specs + [
            .option("points", "X,Y;X,Y;…", "The viewport points to test, separated by semicolons (required).")
        ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let points = try arguments.required("points", expected: "points such as 150,250;10,20", ValueParsers.pointList)
        let scene = try FrameFlags(arguments).scene
        return json(points.map { ($0, scene.item(atViewportPoint: $0)) }).text + "\n"
    }

    /// The JSON contract: each point with the index path it hit, or `null`.
    static func json(_ hits: [(point: CGPoint, item: SceneItem?)]) -> JSONValue {
        let list = hits.map { hit in
            JSONValue.object([
                ("x", .number(hit.point.x)), ("y", .number(hit.point.y)),
                ("item", hit.item.map { JSONValue($0.indexPath) } ?? .null),
            ])
        }
        return .object([("hits", .array(list))])
    }
}
