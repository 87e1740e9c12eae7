import Foundation
import PagingLayout
import PagingLayoutRender

extension SceneCommand {
    /// `scene --format svg`: the pass at `--offset`, or one pass per `--offsets` entry side by side,
    /// drawn by ``SceneRenderer``; written to `--out` when given (its path printed), else printed.
    static func picture(_ arguments: ParsedArguments) throws -> String {
        for flag in ["proposed", "velocity"] where arguments.value(flag) != nil {
            throw CommandLineError(flag: "--\(flag)", "is for the JSON output; leave it out with --format svg")
        }
        let size = try arguments.requiredSize("size", example: "320x568")
        let offsets: [CGPoint]
        switch (arguments.value("offset"), arguments.value("offsets")) {
        case (.some, .some):
            throw CommandLineError(flag: "--offsets", "cannot be combined with --offset")
        case (.none, .none):
            throw CommandLineError(flag: "--offset", "is required (X,Y such as 0,100; or --offsets X,Y;X,Y)")
        case (.some, .none):
            offsets = [try arguments.required("offset", expected: "X,Y such as 0,100", ValueParsers.point)]
        case (.none, .some):
            offsets = try arguments.required(
                "offsets", expected: "X,Y;X,Y;… such as 0,0;0,150", ValueParsers.pointList)
        }
        let (spec, path) = try sceneSpec(arguments, viewportSize: size)
        let layout = try invalid(path) { try spec.layout.make(spec, size) }
        let frames = offsets.map { offset in
            SceneRenderer.Frame(
                pass: layout.layout(at: offset, viewportSize: size), viewportSize: size, offset: offset,
                label: "offset \(FilmstripCommand.label(offset.x)),\(FilmstripCommand.label(offset.y))")
        }
        let title = arguments.value("title") ?? spec.layout.title
        return try FileAccess.printOrWrite(SceneRenderer(title: title).document(for: frames), arguments)
    }
}
