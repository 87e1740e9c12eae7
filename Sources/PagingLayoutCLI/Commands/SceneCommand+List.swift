import Foundation
import PagingLayout

extension SceneCommand {
    /// The sectioned list (seeds 000 and 002). It does not snap: a proposed offset is its own target.
    static func listScene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        let layout = ListLayout(options: try spec.settings(as: ListLayoutOptions.self), itemCounts: spec.sections)
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: request.viewportSize),
            targetOffset: request.proposedOffset)
    }
}
