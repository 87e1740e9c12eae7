/// Why an ``AutoScroller`` is not counting down to the next page.
public enum AutoScrollPauseReason: String, Sendable, Hashable, CaseIterable {
    /// The app asked: ``AutoScroller/pause()``.
    case requested
    /// A finger is on the pager (``AutoScroller/isTouching``).
    case touch
    /// The app is not active (``AutoScroller/isApplicationActive`` is `false`).
    case inactiveApplication
    /// Assistive technology such as VoiceOver is running: pages must not move under the reader.
    case assistiveTechnology
    /// The pager is not on screen (``AutoScroller/isOnScreen`` is `false`): its view left the window.
    /// The clock is stopped too, not only the countdown.
    case offScreen
    /// The interval means off (``AutoScrollConfiguration/resolvedInterval`` is `nil`).
    case disabled
}
