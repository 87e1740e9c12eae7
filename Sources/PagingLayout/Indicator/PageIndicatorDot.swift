import Foundation

/// One dot of a laid-out ``PageIndicator``: which page it stands for, where it is drawn, how
/// selected it is, and where a tap selects its page.
public struct PageIndicatorDot: Sendable, Equatable {
    /// The page the dot stands for, 0-based.
    public var page: Int
    /// The dot's centre, in the indicator's coordinates (origin at the top-left of
    /// ``PageIndicatorLayout/size``).
    public var center: CGPoint
    /// The dot's diameter, in points: the style's diameters interpolated by ``fill``, times
    /// ``presence``.
    public var diameter: CGFloat
    /// How selected the dot is, 0…1: 1 when the pager rests on its page, falling linearly to 0 one
    /// page away (the share of the position that lies on this page).
    public var fill: CGFloat
    /// The dot's colour: the style's two colours interpolated by ``fill``.
    public var color: RGBAColor
    /// How far the dot is inside the sliding window, 0…1: 1 for every dot of an indicator without a
    /// window, less for a dot sliding in or out at either end (its size shrinks with it).
    public var presence: CGFloat
    /// Where a tap selects ``page``: the dot's cell, a pitch long along the row and at least the
    /// style's minimum hit length across it. Neighbouring cells touch without overlapping; a cell may
    /// reach beyond ``PageIndicatorLayout/size``.
    public var hitRegion: CGRect
}
