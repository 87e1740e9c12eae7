import Foundation
import PagingLayout

/// The content of a page in the HTML renderers (`render --format html`, the preview gallery and the
/// designer's pager): a card as an app shows one — a picture of a landscape (sky, sun and two
/// hills in the page's hue) over a dark footer of the same hue with a place name, and the page's
/// number — instead of a numbered block.
///
/// Drawn with CSS gradients only (no image, no network, a few hundred bytes per page), so it
/// costs nothing to load and snapshot pieces cut it like any view. The page's number stays in a
/// badge, and its index path in the caption, so a person still sees which page is which.
enum PageCard {
    /// Place names the cards show, one per page, repeating.
    static let places = [
        "Lisbon", "Kyoto", "Reykjavík", "Cape Town", "Oaxaca", "Hobart", "Tromsø", "Valparaíso", "Hoi An", "Matera",
        "Banff", "Zanzibar",
    ]

    /// The card's markup for the page of `skeleton`, sized for its frame: the picture, the number
    /// badge, the place and the index path.
    static func markup(for skeleton: HTMLItemSkeleton) -> String {
        let size = min(skeleton.frame.width, skeleton.frame.height)
        let count = places.count
        let place = places[((skeleton.flatIndex % count) + count) % count]
        let path = "section \(skeleton.indexPath.section) · item \(skeleton.indexPath.item)"
        return "<div class=\"photo\"></div>"
            + "<span class=\"badge\" style=\"font-size:\(HTMLItemMarkup.px((size * 0.11).rounded()))\">"
            + "\(skeleton.flatIndex)</span>"
            + "<span class=\"caption\" style=\"font-size:\(HTMLItemMarkup.px(max((size * 0.075).rounded(), 9)))\">"
            + "<b>\(MarkupText.escaped(place))</b><small>\(path)</small></span>"
    }

    /// The page's style declarations: its hue, which the picture's gradients read.
    static func style(for skeleton: HTMLItemSkeleton) -> String {
        "--hue:\(Int(PagePalette.hue(forPage: skeleton.flatIndex).rounded()))"
    }

    /// The rules the cards need, part of ``HTMLFrameRenderer/stylesheet``.
    static let stylesheet = """
        .content,.face{background:hsl(var(--hue) 45% 26%);color:#fff}
        .photo{position:absolute;left:0;top:0;width:100%;height:66%;pointer-events:none;\
        background:radial-gradient(circle at 74% 30%,hsl(48 96% 74%) 0 8%,transparent 8.6%),\
        linear-gradient(158deg,transparent 58%,hsl(calc(var(--hue) + 30) 42% 30%) 58.4%),\
        linear-gradient(24deg,hsl(calc(var(--hue) + 12) 48% 40%) 36%,transparent 36.4%),\
        linear-gradient(180deg,hsl(var(--hue) 72% 60%),hsl(var(--hue) 60% 84%))}
        .badge{position:absolute;left:6%;top:5%;min-width:1.6em;padding:.1em .35em;border-radius:1em;\
        background:rgba(255,255,255,.85);color:#1f2328;font-weight:700;text-align:center;line-height:1.2;\
        pointer-events:none;user-select:none}
        .caption{position:absolute;left:7%;right:7%;top:70%;display:flex;flex-direction:column;gap:.2em;\
        line-height:1.15;pointer-events:none;user-select:none;white-space:nowrap;overflow:hidden}
        .caption b{font-weight:700;overflow:hidden;text-overflow:ellipsis}
        .caption small{font-size:.72em;color:rgba(255,255,255,.75)}
        """
}
