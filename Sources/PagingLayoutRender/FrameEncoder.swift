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
    /// The flat indices of the items the frame being written draws.
    private var drawn = Set<Int>()
    /// Scratch space for a snapshot column: its values, and where each ends.
    private var columnValues = CompactJSONWriter()
    private var columnEnds: [Int] = []

    init(markup: HTMLItemMarkup, idPrefix: String, pagePadding: PagePadding) {
        self.markup = markup
        self.idPrefix = idPrefix
        self.pagePadding = pagePadding
    }

    /// Writes the frame at scroll `position` (in pages, or slots when looping) into `writer`:
    /// `controller` scrolled to the offset its engine gives for the position, and `pager`'s effect.
    @MainActor
    mutating func frame(
        at position: CGFloat, of pager: PreviewGallery.Pager, with controller: PageController,
        into writer: inout CompactJSONWriter
    ) {
        let engine = controller.engine
        controller.scroll(to: engine.contentOffset(atScrollPosition: position))
        self.scene.update(
            engine: engine, contentOffset: controller.contentOffset, effect: pager.effect, pagePadding: pagePadding)
        let scene = self.scene
        let viewport = CGRect(origin: .zero, size: scene.viewportSize)
        writer.beginArray()
        writer.integer(controller.currentPage)
        writer.number(position, places: 4)
        writer.beginArray()
        drawn.removeAll(keepingCapacity: true)
        for item in scene.items where self.item(item, in: viewport, into: &writer) {
            drawn.insert(item.flatIndex)
        }
        writer.endArray()
        // An item left out reaches nowhere near the viewport, and neither does any surface of it that
        // takes taps (each is drawn, or a selectable region inside the drawn page): its outlines,
        // the costliest part of a frame, are not worked out again.
        writer.beginArray()
        scene.forEachHittableSurface { item, surface in
            if drawn.contains(item.flatIndex) {
                Self.writeRegion(of: surface, flatIndex: item.flatIndex, in: viewport, into: &writer)
            }
        }
        writer.endArray()
        writer.endArray()
    }

    /// Writes `item`'s record when it can be drawn and reaches the viewport; returns whether it did.
    private mutating func item(_ item: SceneItem, in viewport: CGRect, into writer: inout CompactJSONWriter) -> Bool {
        let id = HTMLFrameRenderer.itemID(prefix: idPrefix + "-item", indexPath: item.indexPath)
        let surfaces = item.surfaces
        let parts = markup.parts(for: item, id: id, surfaces: surfaces)
        guard let style = parts.style, Self.reaches(viewport, surfaces: surfaces, style: style) else { return false }
        let template = self.template(for: parts)
        if firstTemplate[item.flatIndex] == nil { firstTemplate[item.flatIndex] = template }
        var flags = 0
        if style.itemTakesTaps { flags |= 1 }
        if style.regionTakesTaps { flags |= 2 }
        if style.hidesBackface { flags |= 4 }
        if style.isHidden { flags |= 8 }
        writer.beginArray()
        writer.integer(item.flatIndex)
        writer.integer(template)
        writer.integer(flags)
        writer.integer(style.zIndex)
        writer.number(style.opacity, places: 3)
        Self.writeTransform(style.transform, into: &writer)
        // The optional fields up to the last present one; `0` stands for an absent one before it.
        let count =
            style.contentTransform != nil
            ? 4 : style.snapshot != nil ? 3 : style.blur != nil ? 2 : style.shadow != nil ? 1 : 0
        if count > 0 {
            if let shadow = style.shadow {
                writer.beginArray()
                writer.number(shadow.offsetX, places: 2)
                writer.number(shadow.offsetY, places: 2)
                writer.number(shadow.blurRadius, places: 2)
                writer.integer(shadow.red)
                writer.integer(shadow.green)
                writer.integer(shadow.blue)
                writer.number(shadow.alpha, places: 3)
                writer.endArray()
            } else {
                writer.integer(0)
            }
        }
        if count > 1 {
            if let blur = style.blur { writer.number(blur, places: 2) } else { writer.integer(0) }
        }
        if count > 2 {
            if let snapshot = style.snapshot { writeSnapshot(snapshot, into: &writer) } else { writer.integer(0) }
        }
        if count > 3, let content = style.contentTransform {
            Self.writeTransform(content, into: &writer)
        }
        writer.endArray()
        return true
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

    /// Writes a snapshot by column (see the type's summary): the pieces of a frame mostly share their
    /// scale, opacity, taps and corner radius, which then take one number each instead of one per piece.
    private mutating func writeSnapshot(_ snapshot: HTMLItemStyle.Snapshot, into writer: inout CompactJSONWriter) {
        let pieces = snapshot.pieces
        let width = pieces.reduce(4) { max($0, Self.transformWidth($1.transform)) }
        writer.beginArray()
        Self.writeTransform(snapshot.containerTransform, into: &writer)
        writer.number(snapshot.containerOpacity, places: 3)
        writer.beginArray()
        if !pieces.isEmpty {
            // Each column's values go to scratch space first: one value when they are all the same.
            for column in 0..<(width + 3) {
                columnValues.removeAll()
                columnEnds.removeAll(keepingCapacity: true)
                columnValues.beginArray()
                for piece in pieces {
                    Self.writeField(column, of: piece, width: width, into: &columnValues)
                    columnEnds.append(columnValues.bytes.count)
                }
                columnValues.endArray()
                let values = columnValues.bytes
                let ends = columnEnds
                let first = values[1..<ends[0]]
                var allSame = true
                var start = ends[0] + 1
                for end in ends.dropFirst() where allSame {
                    allSame = values[start..<end].elementsEqual(first)
                    start = end + 1
                }
                if allSame { writer.value(first) } else { writer.value(values[...]) }
            }
        }
        writer.endArray()
        writer.endArray()
    }

    /// Writes field `column` of a snapshot piece written by column: its transform's fields (in the form
    /// of `width` fields), then its opacity, whether it takes taps (1 or 0) and its corner radius.
    private static func writeField(
        _ column: Int, of piece: HTMLItemStyle.Piece, width: Int, into writer: inout CompactJSONWriter
    ) {
        switch column - width {
        case 0: writer.number(piece.opacity, places: 3)
        case 1: writer.integer(piece.takesTaps ? 1 : 0)
        case 2: writer.number(piece.cornerRadius, places: 2)
        default: writeTransformField(column, of: piece.transform, width: width, into: &writer)
        }
    }

    /// Four fields (`m11, m22, m41, m42`) for a plane scale and translation, six for another plane
    /// affine transform, else sixteen; each rounded for what it scales: the
    /// perspective column finely (its values are small and multiply lengths), translations to 1/100 point.
    static func transform(_ t: Transform3D) -> String {
        var writer = CompactJSONWriter()
        writeTransform(t, into: &writer)
        return writer.text
    }

    /// Writes `t` as ``transform(_:)`` does.
    private static func writeTransform(_ t: Transform3D, into writer: inout CompactJSONWriter) {
        let width = transformWidth(t)
        writer.beginArray()
        for field in 0..<width { writeTransformField(field, of: t, width: width, into: &writer) }
        writer.endArray()
    }

    /// How many fields ``transform(_:)`` writes for `t`: 4, 6 or 16.
    private static func transformWidth(_ t: Transform3D) -> Int {
        let isAffine =
            t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
        return isAffine ? (t.m12 == 0 && t.m21 == 0 ? 4 : 6) : 16
    }

    /// Writes field `index` of `t` as ``transform(_:)`` writes them, in the form of `width` fields
    /// (4, 6 or 16), which must be at least ``transformWidth(_:)`` of `t`.
    private static func writeTransformField(
        _ index: Int, of t: Transform3D, width: Int, into writer: inout CompactJSONWriter
    ) {
        let linear = 5
        let perspective = 8
        let translation = 2
        let (value, places): (CGFloat, Int)
        switch (width, index) {
        case (4, 0), (6, 0), (16, 0): (value, places) = (t.m11, linear)
        case (4, 1), (6, 3), (16, 5): (value, places) = (t.m22, linear)
        case (4, 2), (6, 4), (16, 12): (value, places) = (t.m41, translation)
        case (4, 3), (6, 5), (16, 13): (value, places) = (t.m42, translation)
        case (6, 1), (16, 1): (value, places) = (t.m12, linear)
        case (6, 2), (16, 4): (value, places) = (t.m21, linear)
        case (16, 2): (value, places) = (t.m13, linear)
        case (16, 3): (value, places) = (t.m14, perspective)
        case (16, 6): (value, places) = (t.m23, linear)
        case (16, 7): (value, places) = (t.m24, perspective)
        case (16, 8): (value, places) = (t.m31, linear)
        case (16, 9): (value, places) = (t.m32, linear)
        case (16, 10): (value, places) = (t.m33, linear)
        case (16, 11): (value, places) = (t.m34, perspective)
        case (16, 14): (value, places) = (t.m43, translation)
        default: (value, places) = (t.m44, linear)
        }
        writer.number(value, places: places)
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

    /// Writes a hittable surface of the item `index` as the region the script tests; nothing when
    /// none of it is in the viewport (the hit test answers nothing outside it).
    private static func writeRegion(
        of surface: SceneSurface, flatIndex index: Int, in viewport: CGRect, into writer: inout CompactJSONWriter
    ) {
        let outline = surface.outline
        guard let box = bounds(of: outline), box.intersects(viewport) else { return }
        writer.beginArray()
        writer.integer(index)
        if let rect = uprightRectangle(outline) {
            writer.number(rect.minX, places: 2)
            writer.number(rect.minY, places: 2)
            writer.number(rect.maxX, places: 2)
            writer.number(rect.maxY, places: 2)
        } else {
            for point in outline {
                writer.number(point.x, places: 2)
                writer.number(point.y, places: 2)
            }
        }
        writer.endArray()
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
