import Foundation

/// One visible item of a ``PagerScene``: which item, where it is, the state an effect gave it, and
/// the part of it that takes taps.
public struct SceneItem: Sendable, Equatable {
    /// Items drawn with less opacity than this are not hit, as UIKit skips views with alpha < 0.01.
    public static let minimumHittableOpacity: CGFloat = 0.01

    /// The item's section and index within it.
    public var indexPath: ItemIndexPath
    /// The item's page index across all sections; ties in z position are won by the higher one.
    public var flatIndex: Int
    /// How far the item is from the centre, in pages (0 centred, ±1 one page away).
    public var progress: CGFloat
    /// The item's untransformed frame in viewport coordinates (origin at the viewport's top left).
    public var frame: CGRect
    /// The visual state applied to the item.
    public var attributes: EffectAttributes
    /// The snapshot shown over the item (``PagingEffect/directedSnapshot(for:in:into:)``), or `nil`
    /// when its effect shows none.
    public var snapshot: SnapshotAttributes?
    /// The part of the item that takes taps, in the item's own coordinates (origin at its top left),
    /// or `nil` for the whole item — the counterpart of ``TransformableView/selectableView``.
    ///
    /// It follows the item's transform and may reach past the item's bounds. Where the item is
    /// outside its region, taps fall through to the items below.
    public var selectableRegion: CGRect?

    /// Creates an item. A `selectableRegion` with a non-finite component counts as `nil` (the whole item).
    public init(
        indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, frame: CGRect, attributes: EffectAttributes,
        snapshot: SnapshotAttributes? = nil, selectableRegion: CGRect? = nil
    ) {
        self.indexPath = indexPath
        self.flatIndex = flatIndex
        self.progress = progress
        self.frame = frame
        self.attributes = attributes
        self.snapshot = snapshot
        setSelectableRegion(selectableRegion)
    }

    /// Sets ``selectableRegion`` as ``init(indexPath:flatIndex:progress:frame:attributes:snapshot:selectableRegion:)``
    /// does: standardized, or `nil` when a component is not finite.
    mutating func setSelectableRegion(_ region: CGRect?) {
        // Component by component, not through an array: a scene rewrites its items every frame.
        let regionIsFinite = region.map {
            $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.width.isFinite && $0.size.height.isFinite
        }
        selectableRegion = regionIsFinite == true ? region?.standardized : nil
    }

    /// The item's opacity as drawn: the effect's alpha clamped to 0…1 (a non-finite alpha counts
    /// as 1, as ``TransformTarget/apply(_:)`` does).
    public var opacity: CGFloat { Self.clampedAlpha(attributes.alpha) }

    /// How the item's plane lands in the viewport.
    package var mapping: PlaneMapping { PlaneMapping(attributes.transform, about: frame) }

    /// Whether the item is turned away from the eye without a visible back
    /// (``EffectAttributes/isDoubleSided`` is `false`): then neither it nor its pieces are drawn or hit.
    public var isCulled: Bool { !attributes.isDoubleSided && mapping.isBackFacing }

    /// The item's surfaces from back to front: its page (unless the target is hidden), its
    /// selectable region when it has one, then any snapshot pieces, in order.
    ///
    /// A page is hit only where it is not hidden, drawn with opacity ≥ 0.01, not culled and has no
    /// selectable region; a region under the same conditions apart from the last. Snapshot pieces
    /// sit in the snapshot container, which sits in the item: a piece is moved by its transform,
    /// then the container's, then the item's, and drawn with the product of the three alphas; it is
    /// hit when that product is ≥ 0.01 and the item is not culled.
    package var surfaces: [SceneSurface] {
        var surfaces: [SceneSurface] = []
        surfaces.reserveCapacity(1 + (selectableRegion == nil ? 0 : 1) + (snapshot?.pieces.count ?? 0))
        forEachSurface { surfaces.append($0) }
        return surfaces
    }

    /// Calls `body` with each of ``surfaces`` in their order, without collecting them: a scene
    /// picks the hittable ones into storage it keeps.
    func forEachSurface(_ body: (SceneSurface) throws -> Void) rethrows {
        let itemMapping = mapping
        let culled = !attributes.isDoubleSided && itemMapping.isBackFacing  // isCulled, mapping worked out once
        let finite = itemMapping.isFinite
        let pageOpacity = opacity
        let pageShows = !attributes.isTargetHidden && !culled && finite
        let pageHittable = pageShows && pageOpacity >= Self.minimumHittableOpacity
        try body(
            SceneSurface(
                kind: .page, rect: frame, chain: .one(itemMapping), opacity: pageOpacity,
                isDrawn: pageShows && pageOpacity > 0, isHittable: pageHittable && selectableRegion == nil))
        if let region = selectableRegion {
            try body(
                SceneSurface(
                    kind: .selectableRegion, rect: region.offsetBy(dx: frame.minX, dy: frame.minY),
                    chain: .one(itemMapping), opacity: pageOpacity, isDrawn: false, isHittable: pageHittable))
        }
        if let snapshot {
            // The container has the item's frame, so it turns about the same centre.
            let containerMapping = PlaneMapping(snapshot.containerTransform, about: frame)
            let containerOpacity = pageOpacity * Self.clampedAlpha(snapshot.containerAlpha)
            for (index, piece) in snapshot.pieces.enumerated() {
                let rect = piece.frame.offsetBy(dx: frame.minX, dy: frame.minY)
                let pieceMapping = PlaneMapping(piece.transform, about: rect)
                let pieceOpacity = containerOpacity * Self.clampedAlpha(piece.alpha)
                let shows = !culled && finite && containerMapping.isFinite && pieceMapping.isFinite
                try body(
                    SceneSurface(
                        kind: .snapshotPiece(index: index), rect: rect,
                        chain: .three(pieceMapping, containerMapping, itemMapping), opacity: pieceOpacity,
                        isDrawn: shows && pieceOpacity > 0,
                        isHittable: shows && pieceOpacity >= Self.minimumHittableOpacity))
            }
        }
    }

    /// An alpha as drawn: clamped to 0…1, a non-finite one counting as 1.
    static func clampedAlpha(_ alpha: CGFloat) -> CGFloat {
        alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }
}
