import Foundation

/// How a ``PageIndicator`` looks: dot sizes, spacing and colours for the unselected and selected
/// states, how many dots show at most, and how large a dot's tap target is.
///
/// A dot between the two states — the pager part way between pages — gets a size and a colour
/// interpolated linearly by its fill fraction (``PageIndicatorDot/fill``), as Material's pager
/// indicator follows the page offset; FSPagerView's page control has the same per-state colours.
///
/// Out-of-range values are clamped when the indicator is laid out: negative or non-finite lengths
/// count as 0, lengths above 1 000 000 points as 1 000 000 (so sums of them over many dots stay
/// finite), and ``maximumVisibleDots`` as at least 1.
///
/// ```swift
/// var style = PageIndicatorStyle()
/// style.selectedColor = RGBAColor(hex: "#0A84FF")!
/// style.maximumVisibleDots = 5          // a sliding window over longer lists
/// ```
public struct PageIndicatorStyle: Sendable, Hashable {
    /// The diameter of an unselected dot, in points. Default 8.
    public var dotDiameter: CGFloat
    /// The diameter of the selected dot, in points. Default 10.
    public var selectedDotDiameter: CGFloat
    /// The gap between two neighbouring dots' cells, in points: dot centres are the larger diameter
    /// plus this apart (FSPagerView's `interitemSpacing`). Default 8.
    public var spacing: CGFloat
    /// The colour of an unselected dot. Default a light grey, `#C3C8D0`.
    public var color: RGBAColor
    /// The colour of the selected dot. Default a near black, `#1F2328`.
    public var selectedColor: RGBAColor
    /// The most dots shown at once; longer lists show a window of this many that slides with the
    /// position. At least 1. Default 7.
    public var maximumVisibleDots: Int
    /// The smallest extent of a dot's tap target across the row, in points: Apple's and Material's
    /// minimum touch target. Default 44.
    public var minimumHitLength: CGFloat

    /// Creates a style; see the properties for the defaults.
    public init(
        dotDiameter: CGFloat = 8,
        selectedDotDiameter: CGFloat = 10,
        spacing: CGFloat = 8,
        color: RGBAColor = RGBAColor(red: 195 / 255, green: 200 / 255, blue: 208 / 255),
        selectedColor: RGBAColor = RGBAColor(red: 31 / 255, green: 35 / 255, blue: 40 / 255),
        maximumVisibleDots: Int = 7,
        minimumHitLength: CGFloat = 44
    ) {
        self.dotDiameter = dotDiameter
        self.selectedDotDiameter = selectedDotDiameter
        self.spacing = spacing
        self.color = color
        self.selectedColor = selectedColor
        self.maximumVisibleDots = maximumVisibleDots
        self.minimumHitLength = minimumHitLength
    }

    /// ``dotDiameter`` clamped to 0…1 000 000 (non-finite counts as 0).
    public var resolvedDotDiameter: CGFloat { Self.resolved(dotDiameter) }
    /// ``selectedDotDiameter`` clamped to 0…1 000 000 (non-finite counts as 0).
    public var resolvedSelectedDotDiameter: CGFloat { Self.resolved(selectedDotDiameter) }
    /// ``spacing`` clamped to 0…1 000 000 (non-finite counts as 0).
    public var resolvedSpacing: CGFloat { Self.resolved(spacing) }
    /// ``minimumHitLength`` clamped to 0…1 000 000 (non-finite counts as 0).
    public var resolvedMinimumHitLength: CGFloat { Self.resolved(minimumHitLength) }
    /// ``maximumVisibleDots`` clamped to ≥ 1.
    public var resolvedMaximumVisibleDots: Int { max(maximumVisibleDots, 1) }

    /// The thickness of the row: the larger of the two diameters.
    public var thickness: CGFloat { max(resolvedDotDiameter, resolvedSelectedDotDiameter) }

    /// The distance between two neighbouring dot centres: ``thickness`` + ``resolvedSpacing``.
    public var pitch: CGFloat { thickness + resolvedSpacing }

    /// `length` clamped to 0…1 000 000 points, non-finite as 0: a pitch of at most 2 000 000 points
    /// times even `Int.max` dots stays finite.
    private static func resolved(_ length: CGFloat) -> CGFloat {
        min(length.nonNegativeOrZero, 1_000_000)
    }
}
