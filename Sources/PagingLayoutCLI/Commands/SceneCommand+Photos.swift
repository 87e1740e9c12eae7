import Foundation
import PagingLayout

extension SceneCommand {
    /// The Photos preview pager. It does not snap in the layout (the default scroll view
    /// pages by itself): a proposed offset is its own target.
    static func photosPreviewScene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        let layout = PhotosPreviewLayout(
            options: try spec.settings(as: PhotosPreviewLayoutOptions.self),
            itemCount: try spec.singleSectionItemCount())
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: request.viewportSize),
            targetOffset: request.proposedOffset)
    }

    /// The Photos thumbnail strip: one aspect ratio per item (extra ratios are ignored); a
    /// proposed offset snaps to the nearest thumbnail.
    static func photosThumbnailsScene(_ spec: SceneSpec, _ request: SceneRequest) throws -> SceneResult {
        var options = try spec.settings(as: ThumbnailStripOptions.self)
        let count = try spec.singleSectionItemCount()
        guard options.aspectRatios.count >= count else {
            throw SpecError(
                path: "settings.aspectRatios",
                message: "expected one aspect ratio per item (\(count)), found \(options.aspectRatios.count)")
        }
        options.aspectRatios.removeLast(options.aspectRatios.count - count)
        let layout = ThumbnailStripLayout(options: options)
        return SceneResult(
            pass: layout.layout(at: request.offset, viewportSize: request.viewportSize),
            targetOffset: request.proposedOffset.map {
                layout.targetOffset(forProposed: $0, velocity: request.velocity, viewportSize: request.viewportSize)
            })
    }
}
