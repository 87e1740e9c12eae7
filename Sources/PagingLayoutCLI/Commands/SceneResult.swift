import Foundation
import PagingLayout

/// A layout's answer to a scene: its pass and, when asked, where a scroll snaps.
struct SceneResult: Sendable, Equatable {
    /// The content size and the elements in view.
    var pass: LayoutPass
    /// Where a scroll that would stop at the proposed offset snaps; `nil` when none was proposed.
    var targetOffset: CGPoint?
}
