import Foundation
import PagingLayout

/// A layout a scene can name: its name in a scene file, the title of its pictures, and how a scene
/// makes it. `scene` asks the made layout only through ``ScrollLayout``, so a layout joins by a row
/// of ``all``.
struct SceneLayout: Sendable {
    /// The name a scene file's `layout` gives.
    let name: String
    /// The default title of the layout's pictures.
    let title: String
    /// The layout for a scene and its viewport; errors name the spec's key path.
    let make: @Sendable (_ spec: SceneSpec, _ viewportSize: CGSize) throws -> any ScrollLayout

    /// Every layout a scene can name, in the order errors list them.
    static let all: [SceneLayout] = [
        // A preset's list is made from its named effects; a scene file's from the settings' switches.
        SceneLayout(name: "list", title: "sectioned list") { spec, viewport in
            try spec.preset?.listLayout(viewportWidth: viewport.width, itemCounts: spec.sections)
                ?? ListLayout(options: try spec.settings(as: ListLayoutOptions.self), itemCounts: spec.sections)
        },
        SceneLayout(name: "carousel", title: "focus carousel") { spec, _ in
            CarouselLayout(
                options: try spec.settings(as: CarouselLayoutOptions.self), itemCount: try spec.singleSectionItemCount())
        },
        SceneLayout(name: "photosPreview", title: "Photos preview pager") { spec, _ in
            PhotosPreviewLayout(
                options: try spec.settings(as: PhotosPreviewLayoutOptions.self),
                itemCount: try spec.singleSectionItemCount())
        },
        SceneLayout(name: "photosThumbnails", title: "Photos thumbnail strip") { spec, _ in
            ThumbnailStripLayout(options: try spec.thumbnailStripOptions())
        },
    ]

    /// The layout named `name`, or `nil`.
    static func named(_ name: String) -> SceneLayout? {
        all.first { $0.name == name }
    }
}

extension SceneSpec {
    /// The thumbnail strip's settings with one aspect ratio per item (extra ratios are ignored); too
    /// few is an error at `settings.aspectRatios`.
    fileprivate func thumbnailStripOptions() throws -> ThumbnailStripOptions {
        var options = try settings(as: ThumbnailStripOptions.self)
        let count = try singleSectionItemCount()
        guard options.aspectRatios.count >= count else {
            throw SpecError(
                path: "settings.aspectRatios",
                message: "expected one aspect ratio per item (\(count)), found \(options.aspectRatios.count)")
        }
        options.aspectRatios.removeLast(options.aspectRatios.count - count)
        return options
    }
}
