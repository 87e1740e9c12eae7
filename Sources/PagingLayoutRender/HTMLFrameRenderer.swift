import Foundation
import PagingLayout

/// Draws one frame of a pager as a self-contained HTML page that a browser shows — and hit-tests —
/// the way Core Animation would.
///
/// The page's contract (relied on by the browser agreement check and by anyone scripting it):
/// - `body` has no margin; a `div#viewport` at (0, 0) has the viewport's size, `position:relative`,
///   `overflow:hidden` and `isolation:isolate` (items with a negative `z-index` stack inside it);
/// - one absolutely positioned `div#item-S-I` per visible item (section S, item I), in ascending
///   flat index, placed at its frame, with `transform-origin:50% 50%`,
///   `transform:matrix3d(…)` holding the sixteen ``Transform3D`` fields in field order (CSS reads
///   them column by column, which is the same order), `z-index` from the z position, `opacity`,
///   `pointer-events:none` when drawn with opacity < 0.01 (or when a selectable region takes the
///   taps instead), `backface-visibility:hidden` unless the item is double-sided, and
///   `visibility:hidden` when the effect hides the target;
/// - a selectable region is a child `div.region`; snapshot pieces are children `div.piece` of a
///   `div.snapshot` container, each showing its part of the page;
/// - every page has a distinct colour (``PagePalette``) and shows its flat index and index path.
///
/// So `document.elementFromPoint(x, y)`, walked up to the nearest `item-S-I`, names the item that
/// ``PagerScene/item(atViewportPoint:)`` returns. Output is deterministic: the same scene gives the
/// same bytes.
public struct HTMLFrameRenderer: Sendable {
    /// The maximum blur drawn, in points, for an effect's blur radius of 1 (the prepared effects
    /// give a fraction 0…1 of the strongest blur). Default 12.
    public var blurScale: CGFloat

    /// Creates a renderer.
    public init(blurScale: CGFloat = 12) {
        self.blurScale = blurScale
    }

    /// The complete HTML page for `scene`.
    public func document(for scene: PagerScene) -> String {
        let size = scene.viewportSize
        let title = "PagingLayout frame \(MarkupText.number(size.width))×\(MarkupText.number(size.height))"
            + " at offset \(MarkupText.number(scene.contentOffset.x)),\(MarkupText.number(scene.contentOffset.y))"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(MarkupText.escaped(title))</title>
            <style>
            \(Self.stylesheet)
            </style>
            </head>
            <body>
            \(viewportMarkup(for: scene))
            </body>
            </html>

            """
    }

    /// The rules the markup of ``viewportMarkup(for:viewportID:itemIDPrefix:)`` needs, for pages that
    /// embed several viewports.
    public static let stylesheet = """
        body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}
        .viewport{position:relative;overflow:hidden;isolation:isolate;background:#e8eaed}
        .item,.face{position:absolute;box-sizing:border-box;display:flex;flex-direction:column;\
        align-items:center;justify-content:center;color:#fff;box-shadow:inset 0 0 0 2px rgba(0,0,0,.28)}
        .item{transform-origin:50% 50%}
        .label{pointer-events:none;font-weight:700;line-height:1.1;text-shadow:0 1px 4px rgba(0,0,0,.45);\
        white-space:nowrap;user-select:none}
        .region{position:absolute;box-sizing:border-box;outline:2px dashed rgba(255,255,255,.9);outline-offset:-2px}
        .snapshot{position:absolute;left:0;top:0;transform-origin:50% 50%;visibility:visible;pointer-events:none}
        .piece{position:absolute;transform-origin:50% 50%;visibility:visible}
        .piece-clip{position:absolute;left:0;top:0;right:0;bottom:0;overflow:hidden;pointer-events:none}
        .face{pointer-events:none}
        """

    /// The viewport element and its items, without the surrounding page.
    ///
    /// - Parameters:
    ///   - viewportID: the viewport element's `id`; `viewport` by default.
    ///   - itemIDPrefix: the items' ids are `<prefix>-S-I`; `item` by default.
    public func viewportMarkup(for scene: PagerScene, viewportID: String = "viewport", itemIDPrefix: String = "item")
        -> String
    {
        let size = scene.viewportSize
        var lines = [
            "<div id=\"\(MarkupText.escaped(viewportID))\" class=\"viewport\" style=\"width:\(px(size.width));"
                + "height:\(px(size.height))\">"
        ]
        for item in scene.items {
            lines.append(contentsOf: itemMarkup(item, id: "\(itemIDPrefix)-\(item.indexPath.section)-\(item.indexPath.item)"))
        }
        lines.append("</div>")
        return lines.joined(separator: "\n")
    }

    // MARK: - Items

    private func itemMarkup(_ item: SceneItem, id: String) -> [String] {
        let escapedID = MarkupText.escaped(id)
        let surfaces = item.surfaces
        guard item.mapping.isFinite, item.frame.isFiniteRect else {
            // Nothing sensible to draw; keep the element so every visible item has one.
            return ["<div id=\"\(escapedID)\" class=\"item\" style=\"display:none\"></div>"]
        }
        let attributes = item.attributes
        var style = [
            "left:\(px(item.frame.minX))", "top:\(px(item.frame.minY))",
            "width:\(px(item.frame.width))", "height:\(px(item.frame.height))",
            "transform:\(matrix(attributes.transform))", "z-index:\(attributes.zPosition)",
            "opacity:\(MarkupText.number(item.opacity))",
            "pointer-events:\(item.selectableRegion == nil && takesTaps(item.opacity) ? "auto" : "none")",
        ]
        if !attributes.isDoubleSided { style.append("backface-visibility:hidden") }
        if attributes.isTargetHidden { style.append("visibility:hidden") }
        style.append("background:\(PagePalette.color(forPage: item.flatIndex).hexString)")
        if let shadow = attributes.shadow, let css = boxShadow(shadow) { style.append("box-shadow:\(css)") }
        if attributes.blurRadius.isFinite, attributes.blurRadius > 0 {
            style.append("filter:blur(\(px(attributes.blurRadius * blurScale)))")
        }
        var lines = ["<div id=\"\(escapedID)\" class=\"item\" style=\"\(style.joined(separator: ";"))\">"]
        lines.append(label(for: item))
        if let region = item.selectableRegion {
            let pointer = takesTaps(item.opacity) ? "auto" : "none"
            lines.append(
                "<div class=\"region\" style=\"left:\(px(region.minX));top:\(px(region.minY));"
                    + "width:\(px(region.width));height:\(px(region.height));pointer-events:\(pointer)\"></div>")
        }
        if let snapshot = attributes.snapshot {
            lines.append(contentsOf: snapshotMarkup(snapshot, of: item, surfaces: surfaces))
        }
        lines.append("</div>")
        return lines
    }

    /// Whether an element drawn with `opacity` takes pointer events (browsers hit transparent
    /// elements; UIKit does not). Only opacity is decided here: hidden targets and culled back faces
    /// are left to the browser's own `visibility` and `backface-visibility` rules, so the agreement
    /// check tests those rules as well.
    private func takesTaps(_ opacity: CGFloat) -> Bool {
        opacity >= SceneItem.minimumHittableOpacity
    }

    private func snapshotMarkup(_ snapshot: SnapshotAttributes, of item: SceneItem, surfaces: [SceneSurface]) -> [String] {
        guard snapshot.containerTransform.isFinite else { return [] }
        let containerOpacity = MarkupText.number(min(max(snapshot.containerAlpha.isFinite ? snapshot.containerAlpha : 1, 0), 1))
        var lines = [
            "<div class=\"snapshot\" style=\"width:\(px(item.frame.width));height:\(px(item.frame.height));"
                + "transform:\(matrix(snapshot.containerTransform));opacity:\(containerOpacity)\">"
        ]
        for surface in surfaces {
            guard case .snapshotPiece(let index) = surface.kind else { continue }
            let piece = snapshot.pieces[index]
            guard piece.transform.isFinite, piece.frame.isFiniteRect else { continue }
            let pieceOpacity = MarkupText.number(min(max(piece.alpha.isFinite ? piece.alpha : 1, 0), 1))
            let pointer = takesTaps(surface.opacity) ? "auto" : "none"
            let radius = piece.cornerRadius.isFinite ? max(piece.cornerRadius, 0) : 0
            lines.append(
                "<div class=\"piece\" style=\"left:\(px(piece.frame.minX));top:\(px(piece.frame.minY));"
                    + "width:\(px(piece.frame.width));height:\(px(piece.frame.height));"
                    + "transform:\(matrix(piece.transform));opacity:\(pieceOpacity);pointer-events:\(pointer)\">"
                    + "<div class=\"piece-clip\" style=\"border-radius:\(px(radius))\">"
                    + "<div class=\"face\" style=\"left:\(px(-piece.frame.minX));top:\(px(-piece.frame.minY));"
                    + "width:\(px(item.frame.width));height:\(px(item.frame.height));"
                    + "background:\(PagePalette.color(forPage: item.flatIndex).hexString)\">\(label(for: item))</div>"
                    + "</div></div>")
        }
        lines.append("</div>")
        return lines
    }

    /// The page's flat index in large type and its index path below.
    private func label(for item: SceneItem) -> String {
        let size = min(item.frame.width, item.frame.height)
        return "<span class=\"label\" style=\"font-size:\(px((size * 0.3).rounded()))\">\(item.flatIndex)</span>"
            + "<span class=\"label\" style=\"font-size:\(px((size * 0.07).rounded()))\">"
            + "section \(item.indexPath.section) · item \(item.indexPath.item)</span>"
    }

    // MARK: - CSS values

    private func px(_ value: CGFloat) -> String {
        value == 0 ? "0" : MarkupText.number(value) + "px"
    }

    private func matrix(_ transform: Transform3D) -> String {
        "matrix3d(" + transform.fields.map(MarkupText.number).joined(separator: ",") + ")"
    }

    /// A CSS drop shadow for a layer shadow. Core Animation's `shadowRadius` is about half a CSS
    /// blur radius (CSS blurs with a standard deviation of half its radius).
    private func boxShadow(_ shadow: ShadowAttributes) -> String? {
        let opacity = CGFloat(shadow.opacity)
        guard opacity.isFinite, opacity > 0, shadow.radius.isFinite, shadow.offset.width.isFinite,
            shadow.offset.height.isFinite
        else { return nil }
        let color = shadow.color
        let alpha = MarkupText.number(min(opacity, 1) * color.alpha)
        let rgb = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
        return "inset 0 0 0 2px rgba(0,0,0,.28),\(px(shadow.offset.width)) \(px(shadow.offset.height)) "
            + "\(px(max(shadow.radius, 0) * 2)) rgba(\(rgb),\(alpha))"
    }
}

extension CGRect {
    /// Whether origin and size are all finite numbers.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
