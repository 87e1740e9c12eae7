import Foundation

/// A page indicator (a row of dots, one per page) computed from a pager's fractional scroll
/// position — the same position the effects' progress comes from — without any UI toolkit.
///
/// Each dot gets a fill fraction (1 on the page the pager rests on, shared linearly between the two
/// pages it lies between while it moves), and a size and colour interpolated between the style's
/// unselected and selected states by that fraction. Lists longer than
/// ``PageIndicatorStyle/maximumVisibleDots`` show a window of dots that slides with the position,
/// dots shrinking as they slide in or out at either end. Right-to-left rows put page 0 on the right;
/// vertical indicators stack the dots top to bottom. Each dot has a tap target
/// (``PageIndicatorDot/hitRegion``): ``page(at:)`` names the page a tap selects.
///
/// ```swift
/// let indicator = PageIndicator(numberOfPages: 5, position: 1.25)
/// let dots = indicator.layout().dots
/// dots[1].fill   // 0.75
/// dots[2].fill   // 0.25
/// indicator.page(at: CGPoint(x: 60, y: 5))   // 3: the tap lands in the fourth dot's cell
/// ```
///
/// Bad input is clamped: no pages (0 or fewer) lays out no dots in a zero size; a non-finite
/// position counts as 0; positions before the first or past the last page (bouncing) count as the
/// nearest end, and a looping pager's position wraps around the page count.
public struct PageIndicator: Sendable, Hashable {
    /// The number of pages (dots); 0 or fewer shows none.
    public var numberOfPages: Int
    /// The pager's scroll position in pages (``PageController/scrollPosition``): fractional between
    /// pages; with looping, any slot.
    public var position: CGFloat
    /// Whether the pager loops: the position wraps and the last page's dot hands over to the first's.
    public var isLooping: Bool
    /// Whether the dots form a row (`.horizontal`, the default) or a column (`.vertical`).
    public var orientation: ScrollDirection
    /// The reading direction of a row: `.rightToLeft` puts page 0 on the right. Columns ignore it.
    public var layoutDirection: LayoutDirection
    /// Sizes, colours, window and tap targets.
    public var style: PageIndicatorStyle

    /// Creates an indicator for `numberOfPages` pages at scroll position `position`.
    public init(
        numberOfPages: Int,
        position: CGFloat,
        isLooping: Bool = false,
        orientation: ScrollDirection = .horizontal,
        layoutDirection: LayoutDirection = .leftToRight,
        style: PageIndicatorStyle = PageIndicatorStyle()
    ) {
        self.numberOfPages = numberOfPages
        self.position = position
        self.isLooping = isLooping
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.style = style
    }

    /// Creates the indicator of `engine`'s pager at `contentOffset`: its pages, scroll position,
    /// looping, scroll direction (as the orientation) and layout direction.
    public init(engine: PagingEngine, contentOffset: CGPoint, style: PageIndicatorStyle = PageIndicatorStyle()) {
        self.init(
            numberOfPages: engine.numberOfPages, position: engine.scrollPosition(at: contentOffset),
            isLooping: engine.isLooping, orientation: engine.scrollDirection,
            layoutDirection: engine.geometry.layoutDirection, style: style)
    }

    /// ``position`` as the dots read it: wrapped into `0..<numberOfPages` when looping, clamped to
    /// `0...numberOfPages − 1` otherwise; 0 when it is not finite or there are no pages.
    public var resolvedPosition: CGFloat {
        guard numberOfPages > 0, position.isFinite else { return 0 }
        let count = CGFloat(numberOfPages)
        guard isLooping else { return min(max(position, 0), count - 1) }
        let wrapped = position.truncatingRemainder(dividingBy: count)
        let inRange = wrapped < 0 ? wrapped + count : wrapped
        // −ε wraps to `count` in floating point; that is page 0.
        return inRange < count ? inRange : 0
    }

    /// How selected `page`'s dot is, 0…1: 1 − the distance (in pages) from the resolved position to
    /// the page, measured round the loop when looping; 0 a page or more away and for pages outside
    /// `0..<numberOfPages`.
    public func fill(ofPage page: Int) -> CGFloat {
        guard page >= 0, page < numberOfPages else { return 0 }
        var distance = abs(resolvedPosition - CGFloat(page))
        if isLooping { distance = min(distance, CGFloat(numberOfPages) - distance) }
        return max(0, 1 - distance)
    }

    /// How many dot slots the window has: the page count, at most the style's maximum.
    public var visibleDotCount: Int {
        min(max(numberOfPages, 0), style.resolvedMaximumVisibleDots)
    }

    /// The page in the window's first slot, fractional while the window slides: the position less
    /// half the window, kept within `0...numberOfPages − visibleDotCount` (0 without a window).
    public var windowStart: CGFloat {
        let slots = visibleDotCount
        guard numberOfPages > slots else { return 0 }
        let start = resolvedPosition - CGFloat(slots - 1) / 2
        return min(max(start, 0), CGFloat(numberOfPages - slots))
    }

    /// The dots and the size they need.
    ///
    /// Dots sliding in or out of a window lie partly outside ``PageIndicatorLayout/size``, by up to
    /// the spacing plus half the thickness along the row; a drawing should leave that margin.
    ///
    /// - Complexity: O(visible dots), whatever the number of pages.
    public func layout() -> PageIndicatorLayout {
        let slots = visibleDotCount
        guard slots > 0 else { return PageIndicatorLayout(size: .zero, dots: []) }
        let thickness = style.thickness
        let pitch = style.pitch
        let length = CGFloat(slots - 1) * pitch + thickness
        let size = orientation == .horizontal
            ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        let start = windowStart
        let end = start + CGFloat(slots - 1)
        // Converted without a trap: with a count near Int.max the window's end rounds past it.
        let first = start.index(rounded: .down, within: 0...numberOfPages - 1)
        let last = end.index(rounded: .up, within: 0...numberOfPages - 1)
        let hitAcross = max(thickness, style.resolvedMinimumHitLength)
        let mirrored = orientation == .horizontal && layoutDirection == .rightToLeft
        var dots: [PageIndicatorDot] = []
        for page in first...last {
            let index = CGFloat(page)
            let presence = min(max(1 - max(start - index, index - end, 0), 0), 1)
            guard presence > 0 else { continue }
            let fill = fill(ofPage: page)
            let along = thickness / 2 + (index - start) * pitch
            let diameter = Self.mix(style.resolvedDotDiameter, style.resolvedSelectedDotDiameter, fill) * presence
            let color = RGBAColor(
                red: Self.mix(style.color.red, style.selectedColor.red, fill),
                green: Self.mix(style.color.green, style.selectedColor.green, fill),
                blue: Self.mix(style.color.blue, style.selectedColor.blue, fill),
                alpha: Self.mix(style.color.alpha, style.selectedColor.alpha, fill))
            // The cell along the row, then placed: mirrored rows measure from the right edge.
            let cellStart = mirrored ? length - along - pitch / 2 : along - pitch / 2
            let center: CGPoint
            let hitRegion: CGRect
            if orientation == .horizontal {
                center = CGPoint(x: mirrored ? length - along : along, y: thickness / 2)
                hitRegion = CGRect(x: cellStart, y: (thickness - hitAcross) / 2, width: pitch, height: hitAcross)
            } else {
                center = CGPoint(x: thickness / 2, y: along)
                hitRegion = CGRect(x: (thickness - hitAcross) / 2, y: cellStart, width: hitAcross, height: pitch)
            }
            dots.append(
                PageIndicatorDot(
                    page: page, center: center, diameter: diameter, fill: fill, color: color, presence: presence,
                    hitRegion: hitRegion))
        }
        return PageIndicatorLayout(size: size, dots: dots)
    }

    /// The page whose dot's tap target contains `point` (indicator coordinates); `nil` when none.
    /// See ``PageIndicatorLayout/page(at:)``.
    public func page(at point: CGPoint) -> Int? {
        layout().page(at: point)
    }

    /// `from + (to − from) · fraction`.
    private static func mix(_ from: CGFloat, _ to: CGFloat, _ fraction: CGFloat) -> CGFloat {
        from + (to - from) * fraction
    }
}
