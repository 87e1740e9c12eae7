import Foundation
import PagingLayout
import PagingLayoutUIKit
import UIKit

/// A screen with an auto-scrolling pager and an ``AutoScrollWindowTracker`` in its view, presented
/// in a window and dismissed from it, as an app shows and leaves a screen.
@MainActor
public final class AutoScrollWindowScenario {
    /// The pager the auto-scroller moves.
    public let pager: PageController
    /// The auto-scroller the tracker tells.
    public let autoScroller: AutoScroller
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let screenView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A screen of four pages that moves on every `interval` seconds by `clock`, not yet in a window.
    public init(clock: ManualFrameSource, interval: TimeInterval) {
        pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 390, height: 300), itemCounts: [4]),
            defaultAnimator: DefaultViewAnimator(0.25, curve: .linear, frameSource: clock))
        autoScroller = AutoScroller(
            controller: pager, configuration: AutoScrollConfiguration(interval: interval), frameSource: clock)
        screenView.addSubview(AutoScrollWindowTracker(autoScroller: autoScroller))
    }

    /// Puts the screen's view in the window.
    public func present() { window.addSubview(screenView) }

    /// Takes the screen's view out of the window.
    public func dismiss() { screenView.removeFromSuperview() }
}
