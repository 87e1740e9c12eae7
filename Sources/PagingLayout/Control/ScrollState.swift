/// What is moving a pager, as Android's `ViewPager2` reports it.
public enum ScrollState: String, Sendable, Hashable, CaseIterable, Codable {
    /// Nothing moves the pager: it rests (normally on a page).
    case idle
    /// The user is dragging the pager.
    case dragging
    /// An animation is moving the pager to a page: after a drag was released, or for a
    /// programmatic page change.
    case settling
}
