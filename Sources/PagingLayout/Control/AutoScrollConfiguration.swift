import Foundation

/// How an ``AutoScroller`` moves a pager: how long it rests on each page, which way it goes and
/// what it does at the end.
///
/// ```swift
/// let banner = AutoScrollConfiguration(interval: 4, endBehavior: .bounce)
/// ```
public struct AutoScrollConfiguration: Sendable, Hashable {
    /// Which way the pager moves.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// To the next page (towards later pages; leftwards on screen in a right-to-left pager).
        case forward
        /// To the previous page.
        case backward
    }

    /// What happens at the last page (the first, going backward) of a pager that does not loop.
    /// A looping pager has no end: it goes on round.
    public enum EndBehavior: String, Sendable, Hashable, CaseIterable {
        /// Go back to the first page (the last, going backward), animated: a rewind.
        case wrap
        /// Turn round and go the other way, page by page.
        case bounce
        /// Stop auto-scrolling: ``AutoScroller/isRunning`` becomes `false`.
        case stop
    }

    /// The shortest interval that runs: 0.1 s.
    public static let minimumInterval: TimeInterval = 0.1

    /// The default interval: 3 s.
    public static let defaultInterval: TimeInterval = 3

    /// How long the pager rests on a page before moving on, in seconds, counted from when it comes
    /// to rest there. Default 3 s. 0 or less, NaN or infinity mean off, as FSPagerView's
    /// `automaticSlidingInterval = 0` does; see ``resolvedInterval``.
    public var interval: TimeInterval
    /// Which way to move. Default forward.
    public var direction: Direction
    /// What to do at the end of a pager that does not loop. Default `.wrap`.
    public var endBehavior: EndBehavior

    /// Creates a configuration; see the properties for the defaults.
    public init(interval: TimeInterval = defaultInterval, direction: Direction = .forward, endBehavior: EndBehavior = .wrap) {
        self.interval = interval
        self.direction = direction
        self.endBehavior = endBehavior
    }

    /// ``interval`` as used: `nil` (off: the pager does not move by itself) for 0, a negative, NaN or
    /// infinite interval; otherwise at least ``minimumInterval``.
    ///
    /// ```swift
    /// AutoScrollConfiguration(interval: 0).resolvedInterval      // nil: off
    /// AutoScrollConfiguration(interval: 0.05).resolvedInterval   // 0.1
    /// ```
    public var resolvedInterval: TimeInterval? {
        interval.isFinite && interval > 0 ? max(interval, Self.minimumInterval) : nil
    }
}
