import Foundation

/// One flat rectangle of a ``SceneItem`` that can be drawn or tapped: the page itself, its
/// selectable region, or one snapshot piece — with the chain of plane mappings that puts it on screen.
///
/// All rects are in viewport coordinates *before* any transform (an untransformed page fills its
/// frame), so a point of the surface is followed through ``mappings`` from the innermost layer out:
/// a snapshot piece through its own transform, then the snapshot container's, then the item's.
package struct SceneSurface: Sendable, Equatable {
    /// What part of an item a surface is.
    package enum Kind: Sendable, Hashable {
        /// The item's own face (the transform target).
        case page
        /// The item's selectable region: the only part of the page that takes taps when set.
        case selectableRegion
        /// A snapshot piece, by its index in ``SnapshotAttributes/pieces``.
        case snapshotPiece(index: Int)
    }

    /// What part of the item this is.
    public var kind: Kind
    /// The untransformed rect, in viewport coordinates.
    public var rect: CGRect
    /// The mappings from the surface's plane to the viewport, innermost first; the last is the item's.
    package var mappings: [PlaneMapping] {
        get { chain.mappings }
        set { chain = MappingChain(newValue) }
    }
    /// The opacity it is drawn with, 0…1: its own alpha times its ancestors' (each clamped to 0…1).
    public var opacity: CGFloat
    /// Whether it is painted. The selectable region never is (it is part of the page).
    public var isDrawn: Bool
    /// Whether it takes taps (visible enough, not hidden, not a culled back face).
    public var isHittable: Bool
    /// ``mappings``, held without an array in the common cases (a page's one mapping, a snapshot
    /// piece's three), so a scene builds its surfaces without allocating.
    private var chain: MappingChain

    /// Creates a surface.
    package init(
        kind: Kind, rect: CGRect, mappings: [PlaneMapping], opacity: CGFloat, isDrawn: Bool, isHittable: Bool
    ) {
        self.init(
            kind: kind, rect: rect, chain: MappingChain(mappings), opacity: opacity, isDrawn: isDrawn,
            isHittable: isHittable)
    }

    /// A surface with its mappings already held in a chain.
    init(kind: Kind, rect: CGRect, chain: MappingChain, opacity: CGFloat, isDrawn: Bool, isHittable: Bool) {
        self.kind = kind
        self.rect = rect
        self.chain = chain
        self.opacity = opacity
        self.isDrawn = isDrawn
        self.isHittable = isHittable
    }

    /// Whether the surface covers the viewport point `point`, ignoring ``isHittable``: the point is
    /// taken back through every mapping (outermost first, each time in front of the eye) and must
    /// land inside ``rect`` (minimum edges inclusive, maximum edges exclusive, like `CGRect.contains`).
    public func covers(_ point: CGPoint) -> Bool {
        var local = point
        for index in stride(from: chain.count - 1, through: 0, by: -1) {
            guard let inner = chain[index].unmap(local) else { return false }
            local = inner
        }
        return rect.contains(local)
    }

    /// The part of the surface in front of the eye, as a polygon in viewport coordinates (clockwise
    /// from the top left for an untransformed rect); empty when none of it can be seen.
    public var outline: [CGPoint] {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 4) { corners in
            corners[0] = CGPoint(x: rect.minX, y: rect.minY)
            corners[1] = CGPoint(x: rect.maxX, y: rect.minY)
            corners[2] = CGPoint(x: rect.maxX, y: rect.maxY)
            corners[3] = CGPoint(x: rect.minX, y: rect.maxY)
            return outline(of: UnsafeBufferPointer(corners), from: 0)
        }
    }

    /// `polygon` taken through the mappings from number `first` on; each step's polygon lives in
    /// scratch space (on the stack), so only the finished outline is allocated.
    private func outline(of polygon: UnsafeBufferPointer<CGPoint>, from first: Int) -> [CGPoint] {
        guard first < chain.count else { return Array(polygon) }
        // Each edge adds at most two corners: the corner it starts at and a crossing.
        return withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 2 * polygon.count) { scratch in
            let count = chain[first].mapVisible(polygon, into: scratch)
            guard count > 0 else { return [] }
            return outline(of: UnsafeBufferPointer(rebasing: scratch[0..<count]), from: first + 1)
        }
    }
}
