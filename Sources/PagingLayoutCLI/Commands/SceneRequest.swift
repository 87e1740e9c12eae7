import Foundation

/// What `paging-layout scene` asks a layout besides its spec: the viewport and the scroll state.
struct SceneRequest: Sendable, Equatable {
    /// The viewport's size, in points (both > 0).
    var viewportSize: CGSize
    /// The content offset to lay out at.
    var offset: CGPoint
    /// Where a scroll would stop, when `--proposed` was given: the layout answers where it snaps.
    var proposedOffset: CGPoint?
    /// The scroll's velocity at release, in points per millisecond (0,0 when not given).
    var velocity: CGPoint
}
