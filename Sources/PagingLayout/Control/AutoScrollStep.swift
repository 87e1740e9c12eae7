import Foundation

/// What an auto-scrolling pager does when its interval is up: the decision of
/// ``AutoScrollConfiguration/step(from:pageCount:isLooping:direction:)``, shared by the
/// ``AutoScroller`` and the SwiftUI-native pager.
package enum AutoScrollStep: Sendable, Hashable {
    /// Move one page in `direction` (after turning round, when bouncing at an end).
    case move(AutoScrollConfiguration.Direction)
    /// Go back to `page` (the first going forward, the last going backward), animated: a rewind.
    case rewind(toPage: Int)
    /// Stop auto-scrolling.
    case stop
}

extension AutoScrollConfiguration {
    /// The step from `page` of a pager with `pageCount` pages moving in `direction` (the
    /// configured one, or the one it turned to while bouncing): one page on, or at the end of a
    /// pager that does not loop the ``endBehavior``.
    ///
    /// ```swift
    /// AutoScrollConfiguration(endBehavior: .bounce)
    ///     .step(from: 4, pageCount: 5, isLooping: false, direction: .forward)   // .move(.backward)
    /// ```
    ///
    /// - Returns: `.stop` when there are fewer than two pages.
    package func step(from page: Int, pageCount: Int, isLooping: Bool, direction: Direction) -> AutoScrollStep {
        guard pageCount > 1 else { return .stop }
        let lastPage = pageCount - 1
        let atEnd = !isLooping && (direction == .forward ? page >= lastPage : page <= 0)
        guard atEnd else { return .move(direction) }
        switch endBehavior {
        case .wrap: return .rewind(toPage: direction == .forward ? 0 : lastPage)
        case .bounce: return .move(direction == .forward ? .backward : .forward)
        case .stop: return .stop
        }
    }
}
