import Foundation
import PagingLayout

extension SceneCommand {
    /// The sectioned list. It does not snap: a proposed offset is its own target.
    static func listScene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        // A preset's list is made from its named effects; a scene file's from the settings' switches.
        let layout =
            try spec.preset?.listLayout(viewportWidth: request.viewportSize.width, itemCounts: spec.sections)
            ?? ListLayout(options: try spec.settings(as: ListLayoutOptions.self), itemCounts: spec.sections)
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: request.viewportSize),
            targetOffset: request.proposedOffset)
    }
}
