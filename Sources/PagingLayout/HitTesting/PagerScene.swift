import Foundation

/// One frame of a pager as it appears on screen: every visible item with its frame and the visual
/// state its effect gave it. Answers which item is under a point, and is what renderers draw.
///
/// ```swift
/// let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5],
///                           numberOfVisibleItems: 3)
/// let scene = PagerScene(engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: myEffect)
/// scene.item(atViewportPoint: CGPoint(x: 150, y: 250))?.indexPath   // the page under the centre
/// ```
///
/// Hit testing follows Core Animation: the topmost item by z position wins, ties going to the higher
/// flat index (the one added later); each item is tested through its 3-D transform with perspective
/// (see ``PlaneMapping``); hidden targets, culled back faces, points behind the eye and anything drawn
/// with opacity below 0.01 are not hit; snapshot pieces are hit where they show. Points outside the
/// viewport hit nothing, as the viewport clips its items.
///
/// A scene is built once per frame and prepares what hit testing needs (the paint order and every
/// item's surfaces through their transforms) as it is created, so testing many points is cheap.
public struct PagerScene: Sendable, Equatable {
    /// The viewport's size, in points.
    public let viewportSize: CGSize
    /// The content offset the frame shows, in points; converts content points to viewport points.
    public let contentOffset: CGPoint
    /// The visible items, in ascending flat index.
    public let items: [SceneItem]
    /// Indices into ``items`` from back to front.
    private let backToFront: [Int]
    /// The items that can take a tap, front to back, each with its hittable surfaces front to back.
    private let hitLayers: [HitLayer]

    /// One item's hittable surfaces, prepared for hit testing.
    private struct HitLayer: Sendable, Equatable {
        let itemIndex: Int
        let surfaces: [SceneSurface]
    }

    /// Creates a scene from items you laid out and styled yourself (in any order; they are kept in
    /// ascending flat index). Negative or non-finite viewport dimensions and non-finite offset
    /// components count as 0.
    public init(viewportSize: CGSize, contentOffset: CGPoint, items: [SceneItem]) {
        self.viewportSize = CGSize(
            width: viewportSize.width.isFinite ? max(viewportSize.width, 0) : 0,
            height: viewportSize.height.isFinite ? max(viewportSize.height, 0) : 0)
        self.contentOffset = Self.sanitized(contentOffset)
        let sorted = items.sorted { $0.flatIndex < $1.flatIndex }
        self.items = sorted
        backToFront = sorted.indices.sorted {
            (sorted[$0].attributes.zPosition, sorted[$0].flatIndex) < (sorted[$1].attributes.zPosition, sorted[$1].flatIndex)
        }
        hitLayers = backToFront.reversed().compactMap { index in
            let surfaces = sorted[index].surfaces.filter(\.isHittable)
            return surfaces.isEmpty ? nil : HitLayer(itemIndex: index, surfaces: surfaces.reversed())
        }
    }

    /// The frame `engine` lays out at `contentOffset`, each visible item styled by `effect` for a
    /// target of the item frame's size (less `pagePadding`), in the engine's viewport and axis, with
    /// pages the engine's page length apart plus the spacing the effect proposes (if any).
    ///
    /// - Parameters:
    ///   - engine: the pager's layout.
    ///   - contentOffset: the scroll offset in points; non-finite components count as 0.
    ///   - effect: the effect applied to every visible item.
    ///   - pagePadding: the space around the transformed view inside its cell, as the SwiftUI page
    ///     views' `pagePadding` gives it (``PagePadding/pageFrame(in:)``); none (the whole cell) by
    ///     default. A card smaller than its cell — as the original library's demos lay out their
    ///     views — lets the neighbouring pages show beside it. The items' frames, and the size effects
    ///     see, are the padded ones.
    ///   - selectableRegion: each item's selectable region in its own coordinates, or `nil` for the
    ///     whole item (the default).
    /// - Complexity: O(v) effect evaluations for v visible items, plus preparing their surfaces.
    public init(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding = .zero,
        selectableRegion: (ItemIndexPath) -> CGRect? = { _ in nil }
    ) {
        self.init(
            engine: engine, contentOffset: contentOffset, effect: effect, pagePadding: pagePadding,
            selectableRegion: selectableRegion, afterEachItem: { _ in })
    }

    /// The scene of ``init(engine:contentOffset:effect:pagePadding:selectableRegion:)`` held to
    /// `budget`: items are evaluated one at a time and the count of their snapshot pieces checked
    /// as it grows, so an over-budget pass stops before it holds more than the budget allows.
    ///
    /// Throws ``PassBudgetError/tooManyPieces(found:limit:)``.
    public init(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding = .zero,
        budget: PassBudget, selectableRegion: (ItemIndexPath) -> CGRect? = { _ in nil }
    ) throws {
        var pieces = 0
        try self.init(
            engine: engine, contentOffset: contentOffset, effect: effect, pagePadding: pagePadding,
            selectableRegion: selectableRegion,
            afterEachItem: { item in
                pieces += item.attributes.snapshot?.pieces.count ?? 0
                try budget.checkPieces(pieces)
            })
    }

    private init(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding,
        selectableRegion: (ItemIndexPath) -> CGRect?, afterEachItem: (SceneItem) throws -> Void
    ) rethrows {
        let offset = Self.sanitized(contentOffset)
        let layout = engine.layout(at: offset)
        let items = try layout.items.map { item in
            let padded = pagePadding.pageFrame(in: item.frame.size)
            let frame = padded.offsetBy(dx: item.frame.minX - offset.x, dy: item.frame.minY - offset.y)
            // The geometry's context (page step, direction, slot), the step changed by the spacing the
            // effect proposes (as FSPagerView's overlap does), for the padded target's size.
            var context = engine.geometry.effectContext(
                forSlot: item.slot, pageCount: engine.numberOfPages, at: offset
            ).withProposedSpacing(of: effect)
            context.targetSize = frame.size
            let sceneItem = SceneItem(
                indexPath: item.indexPath, flatIndex: item.flatIndex, progress: item.progress, frame: frame,
                attributes: effect.directedAttributes(for: item.progress, in: context),
                selectableRegion: selectableRegion(item.indexPath))
            try afterEachItem(sceneItem)
            return sceneItem
        }
        self.init(viewportSize: engine.viewportSize, contentOffset: offset, items: items)
    }

    /// The items from back to front: ascending z position, ties in ascending flat index — the order
    /// they are painted in.
    public var paintOrder: [SceneItem] { backToFront.map { items[$0] } }

    /// Every surface that takes taps, front to back, each with its item: for a point inside the
    /// viewport, the first of them that ``SceneSurface/covers(_:)`` the point is the hit
    /// ``hit(atViewportPoint:)`` returns. For handing the hit test to another program, such as the
    /// preview gallery's page, as polygons (``SceneSurface/outline``) in this order.
    public var hittableSurfaces: [SceneHit] {
        hitLayers.flatMap { layer in layer.surfaces.map { SceneHit(item: items[layer.itemIndex], surface: $0) } }
    }

    /// The item and surface under `point` in viewport coordinates (origin at the viewport's top
    /// left), or `nil` when nothing takes a tap there.
    ///
    /// - Complexity: O(s) for s hittable surfaces in the frame; no allocation.
    public func hit(atViewportPoint point: CGPoint) -> SceneHit? {
        let viewport = CGRect(origin: .zero, size: viewportSize)
        guard viewport.contains(point) else { return nil }
        for layer in hitLayers {
            for surface in layer.surfaces where surface.covers(point) {
                return SceneHit(item: items[layer.itemIndex], surface: surface)
            }
        }
        return nil
    }

    /// The item under `point` in viewport coordinates, or `nil`. See ``hit(atViewportPoint:)``.
    public func item(atViewportPoint point: CGPoint) -> SceneItem? {
        hit(atViewportPoint: point)?.item
    }

    /// The item under `point` in content coordinates — the scroll view's own coordinates, where a
    /// tap on a collection view is reported — or `nil`.
    public func item(atContentPoint point: CGPoint) -> SceneItem? {
        item(atViewportPoint: CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y))
    }

    private static func sanitized(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }
}
