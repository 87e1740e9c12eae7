import Foundation
import PagingLayout

extension SceneCommand {
    /// The focus carousel; a proposed offset snaps to the nearest item's centre.
    static func carouselScene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        let layout = CarouselLayout(
            options: try spec.settings(as: CarouselLayoutOptions.self), itemCount: try spec.singleSectionItemCount())
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: request.viewportSize),
            targetOffset: request.proposedOffset.map {
                layout.targetOffset(forProposed: $0, velocity: request.velocity, viewportSize: request.viewportSize)
            })
    }
}
