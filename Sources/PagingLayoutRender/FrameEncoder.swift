import Foundation
import PagingLayout

/// Writes frames of one pager as compact JSON, collecting the element templates of its pages.
///
/// A frame is `[currentPage, position, items, regions]`:
/// - an item is `[flatIndex, template, flags, zIndex, opacity, transform, shadow, blur, snapshot, content]`,
///   trailing absent values left out (`0` stands for an absent one before a present one). Flags: 1 the
///   item takes pointer events, 2 its selectable region does, 4 its back face is hidden, 8 it is hidden.
///   A transform is its sixteen fields, six (`m11, m12, m21, m22, m41, m42`) for a plane affine
///   transform, or four (`m11, m22, m41, m42`) for a plane scale and translation. A shadow is
///   `[x, y, blur, red, green, blue, alpha]`; a snapshot `[containerTransform, containerOpacity, columns]`,
///   its pieces written by column: each transform field (of the four, six or sixteen the widest piece
///   needs), then opacity, takes-taps (1 or 0) and corner radius — each column one number when every
///   piece has it, else one per piece;
///   `content` is the content element's transform, written only when the effect moves the content
///   (most effects never do, so their items stay as short as before).
///   Items that cannot be drawn, or of which nothing reaches the viewport, are left out.
/// - a region is `[flatIndex, minX, minY, maxX, maxY]` for an upright rectangle, else
///   `[flatIndex, x₁, y₁, x₂, y₂, …]`, a polygon; regions come front to back, so the first one that
///   contains a point is what the hit test answers.
struct FrameEncoder {
    let markup: HTMLItemMarkup
    let idPrefix: String
    let pagePadding: PagePadding
    /// Each distinct skeleton's markup, in order of first use.
    var templates: [String] { templateParts.map { markup.lines(for: $0).joined() } }
    /// Each distinct skeleton with its placeholder style; drawn only when ``templates`` is read (the
    /// frames sampled for a step count never are).
    private var templateParts: [HTMLItemMarkup.Parts] = []
    /// The template each page first appeared with.
    private(set) var firstTemplate: [Int: Int] = [:]
    private var templateIndices: [HTMLItemSkeleton: Int] = [:]
    /// The last frame's scene, rewritten in its storage for the next frame.
    private var scene = PagerScene(viewportSize: .zero, contentOffset: .zero, items: [])

    init(markup: HTMLItemMarkup, idPrefix: String, pagePadding: PagePadding) {
        self.markup = markup
        self.idPrefix = idPrefix
        self.pagePadding = pagePadding
    }

    /// The frame at scroll `position` (in pages, or slots when looping): `controller` scrolled to the
    /// offset its engine gives for the position, and `pager`'s effect.
    @MainActor
    mutating func frame(
        at position: CGFloat, of pager: PreviewGallery.Pager, with controller: PageController
    ) -> String {
        let engine = controller.engine
        controller.scroll(to: engine.contentOffset(atScrollPosition: position))
        self.scene.update(
            engine: engine, contentOffset: controller.contentOffset, effect: pager.effect, pagePadding: pagePadding)
        let scene = self.scene
        let viewport = CGRect(origin: .zero, size: scene.viewportSize)
        var drawn = Set<Int>()
        let items = scene.items.compactMap { item in
            let record = self.item(item, in: viewport)
            if record != nil { drawn.insert(item.flatIndex) }
            return record
        }
        // An item left out reaches nowhere near the viewport, and neither does any surface of it that
        // takes taps (each is drawn, or a selectable region inside the drawn page): its outlines,
        // the costliest part of a frame, are not worked out again.
        var regions: [String] = []
        scene.forEachHittableSurface { item, surface in
            if drawn.contains(item.flatIndex), let region = Self.region(of: surface, flatIndex: item.flatIndex, in: viewport) {
                regions.append(region)
            }
        }
        return CompactJSON.array([
            String(controller.currentPage), CompactJSON.number(position, places: 4),
            CompactJSON.array(items), CompactJSON.array(regions),
        ])
    }

    private mutating func item(_ item: SceneItem, in viewport: CGRect) -> String? {
        let id = HTMLFrameRenderer.itemID(prefix: idPrefix + "-item", indexPath: item.indexPath)
        let surfaces = item.surfaces
        let parts = markup.parts(for: item, id: id, surfaces: surfaces)
        guard let style = parts.style, Self.reaches(viewport, surfaces: surfaces, style: style) else { return nil }
        let template = self.template(for: parts)
        if firstTemplate[item.flatIndex] == nil { firstTemplate[item.flatIndex] = template }
        var flags = 0
        if style.itemTakesTaps { flags |= 1 }
        if style.regionTakesTaps { flags |= 2 }
        if style.hidesBackface { flags |= 4 }
        if style.isHidden { flags |= 8 }
        var fields = [
            String(item.flatIndex), String(template), String(flags), String(style.zIndex),
            CompactJSON.number(style.opacity, places: 3), Self.transform(style.transform),
        ]
        let optional: [String?] = [
            style.shadow.map { shadow in
                CompactJSON.array([
                    CompactJSON.number(shadow.offsetX, places: 2), CompactJSON.number(shadow.offsetY, places: 2),
                    CompactJSON.number(shadow.blurRadius, places: 2), String(shadow.red), String(shadow.green),
                    String(shadow.blue), CompactJSON.number(shadow.alpha, places: 3),
                ])
            },
            style.blur.map { CompactJSON.number($0, places: 2) },
            style.snapshot.map(Self.snapshot),
            style.contentTransform.map(Self.transform),
        ]
        if let last = optional.lastIndex(where: { $0 != nil }) {
            fields.append(contentsOf: optional[...last].map { $0 ?? "0" })
        }
        return CompactJSON.array(fields)
    }

    /// The index of the template for `parts`' skeleton, adding it (drawn with this frame's style,
    /// which the script replaces) when it is new.
    private mutating func template(for parts: HTMLItemMarkup.Parts) -> Int {
        if let index = templateIndices[parts.skeleton] { return index }
        let index = templateParts.count
        // The script sets every styled value before an element shows, so the template carries the
        // shortest ones: identity transforms, full opacity, no shadow or blur.
        let placeholder = parts.style.map { style in
            HTMLItemStyle(
                transform: .identity, zIndex: 0, opacity: 1, itemTakesTaps: false, regionTakesTaps: false,
                hidesBackface: false, isHidden: false, shadow: nil, blur: nil,
                snapshot: style.snapshot.map { snapshot in
                    HTMLItemStyle.Snapshot(
                        containerTransform: .identity, containerOpacity: 1,
                        pieces: snapshot.pieces.map { _ in
                            HTMLItemStyle.Piece(transform: .identity, opacity: 1, takesTaps: false, cornerRadius: 0)
                        })
                },
                contentTransform: nil)
        }
        templateParts.append(HTMLItemMarkup.Parts(skeleton: parts.skeleton, style: placeholder))
        templateIndices[parts.skeleton] = index
        return index
    }

    /// A snapshot by column (see the type's summary): the pieces of a frame mostly share their scale,
    /// opacity, taps and corner radius, which then take one number each instead of one per piece.
    private static func snapshot(_ snapshot: HTMLItemStyle.Snapshot) -> String {
        let pieces = snapshot.pieces
        let width = pieces.map { transformWidth($0.transform) }.max() ?? 4
        let rows = pieces.map { piece in
            transformFields(piece.transform, width: width) + [
                CompactJSON.number(piece.opacity, places: 3), piece.takesTaps ? "1" : "0",
                CompactJSON.number(piece.cornerRadius, places: 2),
            ]
        }
        let columns: [String] = (rows.first?.indices ?? 0..<0).map { column in
            let values = rows.map { $0[column] }
            return values.allSatisfy { $0 == values[0] } ? values[0] : CompactJSON.array(values)
        }
        return CompactJSON.array([
            transform(snapshot.containerTransform), CompactJSON.number(snapshot.containerOpacity, places: 3),
            CompactJSON.array(columns),
        ])
    }

    /// Four fields (`m11, m22, m41, m42`) for a plane scale and translation, six for another plane
    /// affine transform, else sixteen; each rounded for what it scales: the
    /// perspective column finely (its values are small and multiply lengths), translations to 1/100 point.
    static func transform(_ t: Transform3D) -> String {
        CompactJSON.array(transformFields(t, width: transformWidth(t)))
    }

    /// How many fields ``transform(_:)`` writes for `t`: 4, 6 or 16.
    private static func transformWidth(_ t: Transform3D) -> Int {
        let isAffine =
            t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
        return isAffine ? (t.m12 == 0 && t.m21 == 0 ? 4 : 6) : 16
    }

    /// `t`'s fields as ``transform(_:)`` writes them, in the form of `width` fields, which must be at
    /// least ``transformWidth(_:)`` of `t`.
    private static func transformFields(_ t: Transform3D, width: Int) -> [String] {
        func linear(_ value: CGFloat) -> String { CompactJSON.number(value, places: 5) }
        func perspective(_ value: CGFloat) -> String { CompactJSON.number(value, places: 8) }
        func translation(_ value: CGFloat) -> String { CompactJSON.number(value, places: 2) }
        switch width {
        case 4: return [linear(t.m11), linear(t.m22), translation(t.m41), translation(t.m42)]
        case 6: return [linear(t.m11), linear(t.m12), linear(t.m21), linear(t.m22), translation(t.m41), translation(t.m42)]
        default:
            return [
                linear(t.m11), linear(t.m12), linear(t.m13), perspective(t.m14),
                linear(t.m21), linear(t.m22), linear(t.m23), perspective(t.m24),
                linear(t.m31), linear(t.m32), linear(t.m33), perspective(t.m34),
                translation(t.m41), translation(t.m42), translation(t.m43), linear(t.m44),
            ]
        }
    }

    /// Whether anything of an item (its `surfaces`) drawn with `style` can show in `viewport`, which clips its items:
    /// some drawn surface, widened by how far its shadow and blur reach, meets the viewport. Items
    /// that cannot are left out of the frame (drawn nowhere), which keeps the page small.
    private static func reaches(_ viewport: CGRect, surfaces: [SceneSurface], style: HTMLItemStyle) -> Bool {
        var reach: CGFloat = 2
        if let shadow = style.shadow {
            reach += max(abs(shadow.offsetX), abs(shadow.offsetY)) + shadow.blurRadius
        }
        // CSS `blur(r)` blurs with a standard deviation of r: three of them cover what shows.
        if let blur = style.blur { reach += 3 * blur }
        // A reach too large to measure reaches the viewport from anywhere; insetting by it would make
        // edges of −∞ + ∞ = NaN, on which Foundation's rect intersection traps on Linux.
        guard reach.isFinite else { return surfaces.contains(where: \.isDrawn) }
        let limit = viewport.insetBy(dx: -reach, dy: -reach)
        return surfaces.contains { surface in
            surface.isDrawn && bounds(of: surface.outline).map(limit.intersects) == true
        }
    }

    /// The smallest upright rectangle holding `polygon`, or `nil` for fewer than three points.
    private static func bounds(of polygon: [CGPoint]) -> CGRect? {
        guard polygon.count >= 3, let first = polygon.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in polygon.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A hittable surface of the item `index` as the region the script tests, or `nil` when none of
    /// it is in the viewport (the hit test answers nothing outside it).
    private static func region(of surface: SceneSurface, flatIndex index: Int, in viewport: CGRect) -> String? {
        let outline = surface.outline
        guard let box = bounds(of: outline), box.intersects(viewport) else { return nil }
        func coordinate(_ value: CGFloat) -> String { CompactJSON.number(value, places: 2) }
        let flatIndex = String(index)
        if let rect = uprightRectangle(outline) {
            return CompactJSON.array([
                flatIndex, coordinate(rect.minX), coordinate(rect.minY), coordinate(rect.maxX), coordinate(rect.maxY),
            ])
        }
        return CompactJSON.array([flatIndex] + outline.flatMap { [coordinate($0.x), coordinate($0.y)] })
    }

    /// The rectangle `polygon` is when it is one with sides parallel to the axes, else `nil`.
    static func uprightRectangle(_ polygon: [CGPoint]) -> CGRect? {
        guard polygon.count == 4 else { return nil }
        let tolerance: CGFloat = 1e-6
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
        let (p0, p1, p2, p3) = (polygon[0], polygon[1], polygon[2], polygon[3])
        let horizontalFirst = same(p0.y, p1.y) && same(p1.x, p2.x) && same(p2.y, p3.y) && same(p3.x, p0.x)
        let verticalFirst = same(p0.x, p1.x) && same(p1.y, p2.y) && same(p2.x, p3.x) && same(p3.y, p0.y)
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(
            x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }
}
