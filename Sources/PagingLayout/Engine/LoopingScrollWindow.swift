import Foundation

/// A finite scroll range for an endless (looping) pager: how a platform scroll view, whose content
/// has a size and whose offsets start at 0, hosts the engine's unbounded offsets.
///
/// The scroll view gets ``turns`` periods of content; the engine's offset 0 sits at ``base``, the
/// middle. Scroll offset c shows engine offset c − base. When the scroll view comes to rest far from
/// the middle, ``recentredScrollOffset(_:)`` moves it back by whole periods — which shows exactly the
/// same pages, since a looping layout repeats every period — so the user never reaches an end.
///
/// ```swift
/// let window = LoopingScrollWindow(period: 1200)       // 4 pages of 300 points
/// window.contentLength                                 // 240 000: 200 periods
/// window.engineOffset(forScrollOffset: 120_300)        // 300: page 1
/// window.recentredScrollOffset(200_100)                // 120 900: the same page, back in the middle
/// ```
package struct LoopingScrollWindow: Sendable, Equatable {
    /// The length of one loop (every page and gap) along the axis, in points; at least 1.
    public let period: CGFloat
    /// How many periods of content the scroll view holds. Default 200.
    public let turns: Int

    /// Creates a window of `turns` periods (at least 4) of `period` points (at least 1; non-finite
    /// counts as 1).
    public init(period: CGFloat, turns: Int = 200) {
        self.period = period.isFinite ? max(period, 1) : 1
        // Keep the content well inside the range where floating-point offsets stay exact to a
        // fraction of a point.
        let most = max(Int(1e9 / self.period), 4)
        self.turns = min(max(turns, 4), most)
    }

    /// The scroll view's content length along the axis: ``turns`` periods.
    public var contentLength: CGFloat { CGFloat(turns) * period }

    /// The scroll offset that shows the engine's offset 0: the middle of the content.
    public var base: CGFloat { CGFloat(turns / 2) * period }

    /// The engine offset a scroll offset shows.
    public func engineOffset(forScrollOffset offset: CGFloat) -> CGFloat { offset - base }

    /// The scroll offset that shows an engine offset, taken modulo the period into the middle turn
    /// when it would fall outside the content.
    public func scrollOffset(forEngineOffset offset: CGFloat) -> CGFloat {
        recentredScrollOffset(offset + base)
    }

    /// `offset` moved by whole periods into the middle half of the content when it lies outside it
    /// (unchanged otherwise); a non-finite offset gives ``base``.
    public func recentredScrollOffset(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return base }
        let quarter = contentLength / 4
        guard offset < quarter || offset > contentLength - quarter else { return offset }
        let turnsAway = ((offset - base) / period).rounded(.towardZero)
        return offset - turnsAway * period
    }
}
