import Foundation
import PagingLayout

// `CGPoint.zero` in a default argument needs CoreGraphics imported in this file on Apple platforms.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws ``PageIndicator``s: as SVG pictures (one labelled panel per indicator, for docs and the
/// `indicator` command) and as HTML markup (for the gallery).
///
/// ```swift
/// let indicators = [0, 0.5, 1].map { PageIndicator(numberOfPages: 5, position: $0) }
/// let svg = PageIndicatorRenderer(title: "5 pages").document(for: indicators)
/// ```
///
/// Each panel leaves a margin of one dot pitch around the row, room for dots sliding in or out of a
/// window, and is labelled with the position and the pager's accessibility value
/// ("position 0.5 · Page 2 of 5"). Output is deterministic.
public struct PageIndicatorRenderer: Sendable {
    /// The text above the panels; none when empty.
    public var title: String
    /// The space between panels and around them, in points; negative or non-finite counts as 12.
    /// Default 12.
    public var spacing: CGFloat
    /// The panels' background. Default a light grey, `#F3F4F6`.
    public var background: RGBAColor
    /// The narrowest panel, in points, so its label fits. Default 150.
    public var minimumPanelWidth: CGFloat

    /// Creates a renderer; see the properties for the defaults.
    public init(
        title: String = "", spacing: CGFloat = 12,
        background: RGBAColor = RGBAColor(red: 243 / 255, green: 244 / 255, blue: 246 / 255),
        minimumPanelWidth: CGFloat = 150
    ) {
        self.title = title
        self.spacing = spacing
        self.background = background
        self.minimumPanelWidth = minimumPanelWidth
    }

    /// The SVG document with one panel per indicator, left to right.
    public func document(for indicators: [PageIndicator]) -> String {
        let panels = indicators.map { indicator in
            let layout = indicator.layout()
            let margin = indicator.style.pitch
            let width = max(layout.size.width + 2 * margin, minimumPanelWidth.isFinite ? minimumPanelWidth : 0)
            let height = layout.size.height + 2 * margin
            let origin = CGPoint(x: (width - layout.size.width) / 2, y: margin)
            let number = MarkupText.number
            let backdrop =
                "<rect width=\"\(number(width))\" height=\"\(number(height))\" rx=\"6\" "
                + "fill=\"\(Self.hex(background))\"/>"
            return SVGStrip.Panel(
                size: CGSize(width: width, height: height), label: Self.label(for: indicator), definitions: [],
                content: [backdrop] + Self.circles(layout, origin: origin))
        }
        return SVGStrip(title: title, gap: spacing.isFinite && spacing >= 0 ? spacing : 12).document(panels)
    }

    /// One `<circle>` per dot of `layout`, offset by `origin`, each carrying its page in `data-page`
    /// and its fill in `data-fill`.
    static func circles(_ layout: PageIndicatorLayout, origin: CGPoint = .zero) -> [String] {
        let number = MarkupText.coordinate
        return layout.dots.map { dot in
            "<circle data-page=\"\(dot.page)\" data-fill=\"\(number(dot.fill))\" "
                + "cx=\"\(number(origin.x + dot.center.x))\" cy=\"\(number(origin.y + dot.center.y))\" "
                + "r=\"\(number(dot.diameter / 2))\" fill=\"\(hex(dot.color))\"/>"
        }
    }

    /// `position 1.25 · Page 2 of 5`: the position as given (a non-finite one as the 0 it counts as)
    /// and the accessibility value of the page nearest it.
    static func label(for indicator: PageIndicator) -> String {
        let position = indicator.position.isFinite ? indicator.position : indicator.resolvedPosition
        let text = position == position.rounded() && abs(position) < 1e9 ? String(Int(position)) : "\(Double(position))"
        let page = Int(indicator.resolvedPosition.rounded(.toNearestOrAwayFromZero))
        let model = PagerAccessibility(
            numberOfPages: indicator.numberOfPages, currentPage: page == indicator.numberOfPages ? 0 : page)
        return "position \(text) · \(model.value)"
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent: what SVG and CSS read.
    static func hex(_ color: RGBAColor) -> String {
        color.hexString.lowercased()
    }
}
