#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// Keeps an ``AutoScroller``'s holds in step with the system: the app's active state and
    /// whether VoiceOver or Switch Control is running. Keep it as long as the auto-scroller.
    ///
    /// ```swift
    /// let autoScroller = AutoScroller(controller: controller)
    /// let observer = AutoScrollSystemObserver(autoScroller: autoScroller)
    /// autoScroller.start()
    /// ```
    ///
    /// Touches are the view's to report (``AutoScroller/isTouching``), from its gesture recognisers.
    @MainActor
    public final class AutoScrollSystemObserver {
        /// The auto-scroller it updates.
        public let autoScroller: AutoScroller
        // Read only by `deinit`, which is not main-actor isolated on iOS 16 (isolated deinit needs a
        // newer runtime); removing an observer is thread-safe.
        nonisolated(unsafe) private var tokens: [NSObjectProtocol] = []

        /// Starts observing and sets the holds from the system's state now.
        public init(autoScroller: AutoScroller) {
            self.autoScroller = autoScroller
            let center = NotificationCenter.default
            let names: [Notification.Name] = [
                UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.switchControlStatusDidChangeNotification,
            ]
            for name in names {
                tokens.append(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                        Task { @MainActor in self?.update() }
                    })
            }
            update()
        }

        deinit {
            tokens.forEach(NotificationCenter.default.removeObserver)
        }

        private func update() {
            autoScroller.isApplicationActive = UIApplication.shared.applicationState == .active
            autoScroller.isAssistiveTechnologyRunning =
                UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
        }
    }
#endif
