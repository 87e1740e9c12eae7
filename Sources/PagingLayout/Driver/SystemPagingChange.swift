import Foundation

/// What a pager does to its scroll view's own paging (UIKit's `isPagingEnabled`), as
/// ``SystemPagingTakeover`` decides it.
package enum SystemPagingChange: Sendable, Hashable {
    /// Nothing to change.
    case none
    /// Turn the scroll view's paging off and decelerate fast: the layout settles each released
    /// drag on a page itself (its `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    case takeOver
    /// Turn the scroll view's paging back on and give back the deceleration rate it had.
    case handBack(decelerationRate: CGFloat)
}
