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
}
