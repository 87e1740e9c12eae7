import Foundation
import PagingLayout

extension PreviewGallery {
    /// The earlier name of ``presetLayoutReels(steps:)``.
    @available(*, deprecated, renamed: "presetLayoutReels(steps:)")
    public static func seedLayoutReels(steps: Int = 30) -> [LayoutReel] { presetLayoutReels(steps: steps) }
}
