/// The direction of an assistive technology's scroll gesture (VoiceOver's three-finger swipe),
/// as UIKit's `UIAccessibilityScrollDirection` names it.
public enum AccessibilityScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// Swiped right: the content moves right, bringing in what lies to the left.
    case right
    /// Swiped left: the content moves left, bringing in what lies to the right.
    case left
    /// Swiped up: the content moves up, bringing in what lies below.
    case up
    /// Swiped down: the content moves down, bringing in what lies above.
    case down
    /// The next page, whatever the layout.
    case next
    /// The previous page, whatever the layout.
    case previous
}
