import Foundation
import PagingLayout

/// Writes one item of a frame as HTML: the per-item rules shared by ``HTMLFrameRenderer`` and
/// ``PreviewGallery``, so a frame of the gallery and the same frame from `render` draw identically.
///
/// An item splits into an ``HTMLItemSkeleton`` (what stays the same while the effect animates it)
/// and an ``HTMLItemStyle`` (what the effect changes); ``lines(for:)`` writes both as markup with
/// inline styles.
struct HTMLItemMarkup: Sendable {
    /// The CSS blur radius, in pixels, for an effect's blur radius of 1.
    var blurScale: CGFloat

    /// The inset edge every page's content has (the drop shadow is the item's own).
    static let edgeShadow = "inset 0 0 0 1px rgba(0,0,0,.16)"

    /// An item's skeleton and its style; the style is `nil` when the item cannot be drawn (a
    /// non-finite transform or frame).
    struct Parts: Sendable, Equatable {
        var skeleton: HTMLItemSkeleton
        var style: HTMLItemStyle?
    }

    /// The skeleton and style of `item`, whose element gets the id `id`; `surfaces` are the item's
    /// ``SceneItem/surfaces`` when the caller has them already (they are worked out afresh on each read).
    func parts(for item: SceneItem, id: String, surfaces: [SceneSurface]? = nil) -> Parts {
        var skeleton = HTMLItemSkeleton(
            id: id, frame: item.frame, flatIndex: item.flatIndex, indexPath: item.indexPath,
            region: item.selectableRegion, pieceFrames: nil)
        guard item.mapping.isFinite, item.frame.isFiniteRect else {
            // Nothing sensible to draw; the element stays so every visible item has one.
            skeleton.region = nil
            return Parts(skeleton: skeleton, style: nil)
        }
        let attributes = item.attributes
        let takesTaps = Self.takesTaps(item.opacity)
        var style = HTMLItemStyle(
            transform: attributes.transform, zIndex: HTMLItemStyle.cssZIndex(attributes.zPosition),
            opacity: item.opacity,
            itemTakesTaps: item.selectableRegion == nil && takesTaps,
            regionTakesTaps: item.selectableRegion != nil && takesTaps,
            hidesBackface: !attributes.isDoubleSided, isHidden: attributes.isTargetHidden,
            shadow: attributes.shadow.flatMap(Self.dropShadow),
            blur: attributes.blurRadius.isFinite && attributes.blurRadius > 0 ? attributes.blurRadius * blurScale : nil,
            snapshot: nil, contentTransform: HTMLItemStyle.drawnContentTransform(attributes.contentTransform))
        if let snapshot = item.snapshot, snapshot.containerTransform.isFinite {
            var frames: [CGRect] = []
            var pieces: [HTMLItemStyle.Piece] = []
            for surface in surfaces ?? item.surfaces {
                guard case .snapshotPiece(let index) = surface.kind else { continue }
                let piece = snapshot.pieces[index]
                guard piece.transform.isFinite, piece.frame.isFiniteRect else { continue }
                frames.append(piece.frame)
                pieces.append(
                    HTMLItemStyle.Piece(
                        transform: piece.transform, opacity: Self.clamped(piece.alpha),
                        takesTaps: Self.takesTaps(surface.opacity),
                        cornerRadius: piece.cornerRadius.isFinite ? max(piece.cornerRadius, 0) : 0))
            }
            skeleton.pieceFrames = frames
            style.snapshot = HTMLItemStyle.Snapshot(
                containerTransform: snapshot.containerTransform,
                containerOpacity: Self.clamped(snapshot.containerAlpha), pieces: pieces)
        }
        return Parts(skeleton: skeleton, style: style)
    }

    /// The item's element tree with inline styles; an item without a style is an empty element
    /// with `display:none`.
    func lines(for parts: Parts) -> [String] {
        let skeleton = parts.skeleton
        let id = MarkupText.escaped(skeleton.id)
        guard let style = parts.style else {
            return ["<div id=\"\(id)\" class=\"item\" style=\"display:none\"></div>"]
        }
        let frame = skeleton.frame
        var declarations = [
            "left:\(Self.px(frame.minX))", "top:\(Self.px(frame.minY))",
            "width:\(Self.px(frame.width))", "height:\(Self.px(frame.height))",
            "transform:\(Self.matrix(style.transform))", "z-index:\(style.zIndex)",
            "opacity:\(MarkupText.number(style.opacity))",
            "pointer-events:\(Self.pointerEvents(style.itemTakesTaps))",
        ]
        if style.hidesBackface { declarations.append("backface-visibility:hidden") }
        if style.isHidden { declarations.append("visibility:hidden") }
        if let shadow = style.shadow { declarations.append("box-shadow:\(Self.boxShadow(shadow))") }
        if let blur = style.blur { declarations.append("filter:blur(\(Self.px(blur)))") }
        var lines = ["<div id=\"\(id)\" class=\"item\" style=\"\(declarations.joined(separator: ";"))\">"]
        // The page's card (``PageCard``) and edge are its content, moved by the content transform
        // inside a clip of the page's size (as a cell clips its content view); the item element
        // itself is transparent and stays the hit surface.
        let contentTransform = style.contentTransform.map { ";transform:\(Self.matrix($0))" } ?? ""
        lines.append(
            "<div class=\"content-clip\"><div class=\"content\" "
                + "style=\"\(PageCard.style(for: skeleton))\(contentTransform)\">" + PageCard.markup(for: skeleton)
                + "</div></div>")
        if let region = skeleton.region {
            lines.append(
                "<div class=\"region\" style=\"left:\(Self.px(region.minX));top:\(Self.px(region.minY));"
                    + "width:\(Self.px(region.width));height:\(Self.px(region.height));"
                    + "pointer-events:\(Self.pointerEvents(style.regionTakesTaps))\"></div>")
        }
        if let snapshot = style.snapshot, let pieceFrames = skeleton.pieceFrames {
            lines.append(
                "<div class=\"snapshot\" style=\"width:\(Self.px(frame.width));height:\(Self.px(frame.height));"
                    + "transform:\(Self.matrix(snapshot.containerTransform));"
                    + "opacity:\(MarkupText.number(snapshot.containerOpacity))\">")
            for (pieceFrame, piece) in zip(pieceFrames, snapshot.pieces) {
                lines.append(
                    "<div class=\"piece\" style=\"left:\(Self.px(pieceFrame.minX));top:\(Self.px(pieceFrame.minY));"
                        + "width:\(Self.px(pieceFrame.width));height:\(Self.px(pieceFrame.height));"
                        + "transform:\(Self.matrix(piece.transform));opacity:\(MarkupText.number(piece.opacity));"
                        + "pointer-events:\(Self.pointerEvents(piece.takesTaps))\">"
                        + "<div class=\"piece-clip\" style=\"border-radius:\(Self.px(piece.cornerRadius))\">"
                        + "<div class=\"face\" style=\"left:\(Self.px(-pieceFrame.minX));"
                        + "top:\(Self.px(-pieceFrame.minY));"
                        + "width:\(Self.px(frame.width));height:\(Self.px(frame.height));"
                        + "\(PageCard.style(for: skeleton))\">\(PageCard.markup(for: skeleton))</div>"
                        + "</div></div>")
            }
            lines.append("</div>")
        }
        lines.append("</div>")
        return lines
    }

    /// Whether an element drawn with `opacity` takes pointer events (browsers hit transparent
    /// elements; UIKit does not). Only opacity is decided here: hidden targets and culled back faces
    /// are left to the browser's own `visibility` and `backface-visibility` rules, so the browser
    /// agreement check tests those rules as well.
    private static func takesTaps(_ opacity: CGFloat) -> Bool {
        opacity >= SceneItem.minimumHittableOpacity
    }

    /// An alpha as drawn: clamped to 0…1, a non-finite one counting as 1 (as ``SceneItem/opacity`` does).
    private static func clamped(_ alpha: CGFloat) -> CGFloat {
        alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }

    /// A CSS drop shadow for a layer shadow, or `nil` when it cannot be seen or is not finite.
    /// Core Animation's `shadowRadius` is about half a CSS blur radius (CSS blurs with a standard
    /// deviation of half its radius).
    static func dropShadow(_ shadow: ShadowAttributes) -> HTMLItemStyle.DropShadow? {
        let opacity = CGFloat(shadow.opacity)
        guard opacity.isFinite, opacity > 0, shadow.radius.isFinite, shadow.offset.width.isFinite,
            shadow.offset.height.isFinite
        else { return nil }
        let color = shadow.color
        func channel(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
        return HTMLItemStyle.DropShadow(
            offsetX: shadow.offset.width, offsetY: shadow.offset.height, blurRadius: max(shadow.radius, 0) * 2,
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
            alpha: min(opacity, 1) * color.alpha)
    }

    // MARK: - CSS values

    /// A length: `0` or `12.5px`.
    static func px(_ value: CGFloat) -> String {
        value == 0 ? "0" : MarkupText.number(value) + "px"
    }

    /// `matrix3d(…)` with the sixteen fields in field order.
    static func matrix(_ transform: Transform3D) -> String {
        "matrix3d(" + transform.fields.map(MarkupText.number).joined(separator: ",") + ")"
    }

    private static func pointerEvents(_ takesTaps: Bool) -> String {
        takesTaps ? "auto" : "none"
    }

    private static func boxShadow(_ shadow: HTMLItemStyle.DropShadow) -> String {
        "\(px(shadow.offsetX)) \(px(shadow.offsetY)) \(px(shadow.blurRadius)) "
            + "rgba(\(shadow.red),\(shadow.green),\(shadow.blue),\(MarkupText.number(shadow.alpha)))"
    }
}

extension CGRect {
    /// Whether origin and size are all finite numbers.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
