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
/// (the plane of its page mapped to the screen); hidden targets, culled back faces, points behind the eye and anything drawn
/// with opacity below 0.01 are not hit; snapshot pieces are hit where they show. Points outside the
/// viewport hit nothing, as the viewport clips its items.
///
/// A scene is built once per frame and prepares what hit testing needs (the paint order and every
/// item's surfaces through their transforms) as it is created, so testing many points is cheap.
public struct PagerScene: Sendable, Equatable {
    /// The viewport's size, in points.
    public private(set) var viewportSize: CGSize
    /// The content offset the frame shows, in points; converts content points to viewport points.
    public private(set) var contentOffset: CGPoint
    /// The visible items, in ascending flat index.
    public private(set) var items: [SceneItem]
    /// Indices into ``items`` from back to front.
    private var backToFront: [Int] = []
    /// Every hittable surface with its item, front to back: the items that take taps front to
    /// back, each item's hittable surfaces front to back.
    private var hitSurfaces: [HitSurface] = []
    /// The last engine pass of ``update(engine:contentOffset:effect:pagePadding:selectableRegion:)``,
    /// kept for its storage: each frame's elements are laid out into it and styled from it.
    private var pass = LayoutPass()

    /// One hittable surface, prepared for hit testing.
    private struct HitSurface: Sendable {
        let itemIndex: Int
        let surface: SceneSurface
    }

    /// Creates a scene from items you laid out and styled yourself (in any order; they are kept in
    /// ascending flat index). Negative or non-finite viewport dimensions and non-finite offset
    /// components count as 0.
    public init(viewportSize: CGSize, contentOffset: CGPoint, items: [SceneItem]) {
        self.viewportSize = .zero
        self.contentOffset = .zero
        self.items = items
        prepare(viewportSize: viewportSize, contentOffset: contentOffset)
    }

    /// Replaces the scene with one of `items`, as ``init(viewportSize:contentOffset:items:)`` builds
    /// it, reusing the scene's storage: once it has grown, and while no copy of the scene is alive,
    /// an update allocates nothing.
    public mutating func update(viewportSize: CGSize, contentOffset: CGPoint, items: some Sequence<SceneItem>) {
        update(viewportSize: viewportSize, contentOffset: contentOffset) { $0.append(contentsOf: items) }
    }

    /// ``update(viewportSize:contentOffset:items:)`` with the items appended by `fill` to the
    /// scene's emptied item array (no sequence to hold a closure that builds them).
    mutating func update(viewportSize: CGSize, contentOffset: CGPoint, fillingItems fill: (inout [SceneItem]) -> Void) {
        items.removeAll(keepingCapacity: true)
        fill(&items)
        prepare(viewportSize: viewportSize, contentOffset: contentOffset)
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
        self.init(viewportSize: .zero, contentOffset: .zero, items: [])
        update(
            engine: engine, contentOffset: contentOffset, effect: effect, pagePadding: pagePadding,
            selectableRegion: selectableRegion)
    }

    /// Replaces the scene with the frame of
    /// ``init(engine:contentOffset:effect:pagePadding:selectableRegion:)``, reusing the scene's
    /// storage — its items (and their snapshot pieces), the engine's pass, the paint order and the
    /// hittable surfaces: once it has grown, and while no copy of the scene is alive, a frame
    /// allocates nothing for effects that allocate nothing themselves. For a scene every frame.
    ///
    /// ```swift
    /// let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [20],
    ///                           numberOfVisibleItems: 3)
    /// let effect = ScaleEffect(options: .layout(.coverFlow))
    /// var scene = PagerScene(engine: engine, contentOffset: .zero, effect: effect)
    /// for x in stride(from: 0, through: 3_000, by: 10) {
    ///     scene.update(engine: engine, contentOffset: CGPoint(x: x, y: 0), effect: effect)
    ///     _ = scene.item(atViewportPoint: CGPoint(x: 150, y: 250))
    /// }
    /// ```
    public mutating func update(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding = .zero,
        selectableRegion: (ItemIndexPath) -> CGRect? = { _ in nil }
    ) {
        refill(
            engine: engine, contentOffset: contentOffset, effect: effect, pagePadding: pagePadding,
            selectableRegion: selectableRegion, afterEachItem: { _ in })
    }

    /// The scene of ``init(engine:contentOffset:effect:pagePadding:selectableRegion:)`` held to
    /// `budget`: items are evaluated one at a time and the count of their snapshot pieces checked
    /// as it grows, so an over-budget pass stops before it holds more than the budget allows.
    ///
    /// Throws ``PassBudgetError/tooManyPieces(found:limit:remedy:)``.
    package init(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding = .zero,
        budget: PassBudget, selectableRegion: (ItemIndexPath) -> CGRect? = { _ in nil }
    ) throws {
        var pieces = 0
        self.init(viewportSize: .zero, contentOffset: .zero, items: [])
        try refill(
            engine: engine, contentOffset: contentOffset, effect: effect, pagePadding: pagePadding,
            selectableRegion: selectableRegion,
            afterEachItem: { itemPieces in
                pieces += itemPieces
                try budget.checkPieces(pieces)
            })
    }

    /// Lays out and styles the frame into the scene's storage; `afterEachItem` sees the count of each
    /// item's snapshot pieces as the item is evaluated (a count, not a copy of the item) and may stop
    /// the frame by throwing.
    private mutating func refill(
        engine: PagingEngine, contentOffset: CGPoint, effect: some PagingEffect, pagePadding: PagePadding,
        selectableRegion: (ItemIndexPath) -> CGRect?, afterEachItem: (Int) throws -> Void
    ) rethrows {
        let offset = contentOffset.finiteOrZero
        engine.layout(at: offset, into: &pass)
        // Items past the pass's count are dropped; the others are rewritten in place, so an
        // effect's `snapshot(for:in:into:)` refills the storage they hold (snapshot pieces).
        if items.count > pass.elements.count { items.removeSubrange(pass.elements.count...) }
        for (index, item) in pass.elements.enumerated() {
            let padded = pagePadding.pageFrame(in: item.frame.size)
            let frame = padded.offsetBy(dx: item.frame.minX - offset.x, dy: item.frame.minY - offset.y)
            // The geometry's context (page step, direction, slot), the step changed by the spacing the
            // effect proposes (as FSPagerView's overlap does), for the padded target's size.
            var context = engine.geometry.effectContext(
                forSlot: item.slot, pageCount: engine.numberOfPages, at: offset
            ).withProposedSpacing(of: effect)
            context.targetSize = frame.size
            if index == items.count {
                items.append(
                    SceneItem(
                        indexPath: item.indexPath, flatIndex: item.flatIndex, progress: item.progress, frame: frame,
                        attributes: EffectAttributes(), selectableRegion: selectableRegion(item.indexPath)))
            } else {
                items[index].indexPath = item.indexPath
                items[index].flatIndex = item.flatIndex
                items[index].progress = item.progress
                items[index].frame = frame
                items[index].setSelectableRegion(selectableRegion(item.indexPath))
            }
            try afterEachItem(items[index].evaluate(effect, at: item.progress, in: context))
        }
        prepare(viewportSize: engine.viewportSize, contentOffset: offset)
    }

    /// Keeps the (sanitized) viewport and offset, sorts ``items`` and works out the paint order and
    /// the hittable surfaces, all in the storage the scene already holds.
    private mutating func prepare(viewportSize: CGSize, contentOffset: CGPoint) {
        self.viewportSize = viewportSize.nonNegativeOrZero
        self.contentOffset = contentOffset.finiteOrZero
        items.sort { $0.flatIndex < $1.flatIndex }
        backToFront.removeAll(keepingCapacity: true)
        backToFront.append(contentsOf: items.indices)
        backToFront.sort { [items] in
            (items[$0].attributes.zPosition, items[$0].flatIndex) < (items[$1].attributes.zPosition, items[$1].flatIndex)
        }
        hitSurfaces.removeAll(keepingCapacity: true)
        for index in backToFront.reversed() {
            let item = items[index]
            // The item's hittable surfaces arrive back to front; turned round once all are in.
            var low = hitSurfaces.count
            item.forEachSurface { surface in
                if surface.isHittable { hitSurfaces.append(HitSurface(itemIndex: index, surface: surface)) }
            }
            var high = hitSurfaces.count - 1
            while low < high {
                hitSurfaces.swapAt(low, high)
                low += 1
                high -= 1
            }
        }
    }

    /// Scenes are equal when they show the same items in the same viewport at the same offset; the
    /// rest (paint order, hittable surfaces, storage) follows from those.
    public static func == (lhs: PagerScene, rhs: PagerScene) -> Bool {
        lhs.viewportSize == rhs.viewportSize && lhs.contentOffset == rhs.contentOffset && lhs.items == rhs.items
    }

    /// The items from back to front: ascending z position, ties in ascending flat index — the order
    /// they are painted in.
    public var paintOrder: [SceneItem] { backToFront.map { items[$0] } }

    /// Every surface that takes taps, front to back, each with its item: for a point inside the
    /// viewport, the first of them that ``SceneSurface/covers(_:)`` the point is the hit
    /// ``hit(atViewportPoint:)`` returns. For handing the hit test to another program, such as the
    /// preview gallery's page, as polygons (``SceneSurface/outline``) in this order.
    package var hittableSurfaces: [SceneHit] {
        hitSurfaces.map { SceneHit(item: items[$0.itemIndex], surface: $0.surface) }
    }

    /// Calls `body` with each of ``hittableSurfaces``' items and surfaces, in the same order,
    /// without collecting them (the gallery writes hit regions for hundreds of thousands).
    package func forEachHittableSurface(_ body: (SceneItem, SceneSurface) throws -> Void) rethrows {
        for hit in hitSurfaces { try body(items[hit.itemIndex], hit.surface) }
    }

    /// The item and surface under `point` in viewport coordinates (origin at the viewport's top
    /// left), or `nil` when nothing takes a tap there.
    ///
    /// - Complexity: O(s) for s hittable surfaces in the frame; no allocation.
    package func hit(atViewportPoint point: CGPoint) -> SceneHit? {
        let viewport = CGRect(origin: .zero, size: viewportSize)
        guard viewport.contains(point) else { return nil }
        for hit in hitSurfaces where hit.surface.covers(point) {
            return SceneHit(item: items[hit.itemIndex], surface: hit.surface)
        }
        return nil
    }

    /// The item under `point` in viewport coordinates, or `nil`.
    public func item(atViewportPoint point: CGPoint) -> SceneItem? {
        hit(atViewportPoint: point)?.item
    }

    /// The item under `point` in content coordinates — the scroll view's own coordinates, where a
    /// tap on a collection view is reported — or `nil`.
    public func item(atContentPoint point: CGPoint) -> SceneItem? {
        item(atViewportPoint: CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y))
    }
}

extension SceneItem {
    /// Writes `effect`'s directed attributes and snapshot at `progress` into the item, in place, and
    /// returns the count of its snapshot pieces: one access to the item in the scene's array (field
    /// by field, each access and the count's read copied the whole item).
    fileprivate mutating func evaluate(_ effect: some PagingEffect, at progress: CGFloat, in context: EffectContext) -> Int {
        effect.directedAttributes(for: progress, in: context, into: &attributes)
        effect.directedSnapshot(for: progress, in: context, into: &snapshot)
        return snapshot?.pieces.count ?? 0
    }
}
