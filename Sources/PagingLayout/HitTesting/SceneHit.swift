import Foundation

/// What a tap on a ``PagerScene`` hit: the item, and which of its surfaces took the tap.
package struct SceneHit: Sendable, Equatable {
    /// The item that was hit.
    public var item: SceneItem
    /// The surface that took the tap: the page, its selectable region, or a snapshot piece.
    public var surface: SceneSurface

    /// Creates a hit.
    public init(item: SceneItem, surface: SceneSurface) {
        self.item = item
        self.surface = surface
    }
}
