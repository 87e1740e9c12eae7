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
/// - the item element is transparent: what the page shows (its colour, edge and label) is a
///   `div.content` inside a `div.content-clip` of the page's size with `overflow:hidden` and
///   `pointer-events:none`; the content's `transform` is the effect's
///   ``EffectAttributes/contentTransform`` about its centre (`matrix3d`, left out when identity),
///   so moved content is clipped to the page and the page's hit surface is unchanged;
/// - a selectable region is a child `div.region`; snapshot pieces are children `div.piece` of a
///   `div.snapshot` container, each showing its part of the page;
/// - every page has a distinct colour (hues a golden angle apart) and shows its flat index and index path.
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
    package static let stylesheet = """
        body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif}
        .viewport{position:relative;overflow:hidden;isolation:isolate;background:#e8eaed}
        .item,.content,.face{position:absolute;box-sizing:border-box}
        .content,.face{overflow:hidden;box-shadow:\(HTMLItemMarkup.edgeShadow)}
        .item,.content{transform-origin:50% 50%}
        .content-clip{position:absolute;left:0;top:0;right:0;bottom:0;overflow:hidden;pointer-events:none}
        .content{left:0;top:0;width:100%;height:100%}
        .region{position:absolute;box-sizing:border-box;outline:2px dashed rgba(255,255,255,.9);outline-offset:-2px}
        .snapshot{position:absolute;left:0;top:0;transform-origin:50% 50%;visibility:visible;pointer-events:none}
        .piece{position:absolute;transform-origin:50% 50%;visibility:visible}
        .piece-clip{position:absolute;left:0;top:0;right:0;bottom:0;overflow:hidden;pointer-events:none}
        .face{pointer-events:none}
        \(PageCard.stylesheet)
        """

    /// The viewport element and its items, without the surrounding page.
    ///
    /// - Parameters:
    ///   - viewportID: the viewport element's `id`; `viewport` by default.
    ///   - itemIDPrefix: the items' ids are `<prefix>-S-I`; `item` by default.
    package func viewportMarkup(for scene: PagerScene, viewportID: String = "viewport", itemIDPrefix: String = "item")
        -> String
    {
        let markup = HTMLItemMarkup(blurScale: blurScale)
        var lines = [Self.viewportOpeningTag(id: viewportID, size: scene.viewportSize)]
        for item in scene.items {
            let id = Self.itemID(prefix: itemIDPrefix, indexPath: item.indexPath)
            lines.append(contentsOf: markup.lines(for: markup.parts(for: item, id: id)))
        }
        lines.append("</div>")
        return lines.joined(separator: "\n")
    }

    /// `<div id="…" class="viewport" style="width:…;height:…">`.
    static func viewportOpeningTag(id: String, size: CGSize) -> String {
        "<div id=\"\(MarkupText.escaped(id))\" class=\"viewport\" style=\"width:\(HTMLItemMarkup.px(size.width));"
            + "height:\(HTMLItemMarkup.px(size.height))\">"
    }

    /// An item's element id: `<prefix>-S-I`.
    static func itemID(prefix: String, indexPath: ItemIndexPath) -> String {
        "\(prefix)-\(indexPath.section)-\(indexPath.item)"
    }
}
