import Foundation
import PagingLayout
import PagingLayoutUIKit
import UIKit

/// An app screen whose pager is wired as the documentation shows it, by the client corpus's own
/// functions (`PagerWiringGuide.swift`, a link to `Tests/AppleClientCode/Docs/PackagePagerWiringGuide.swift`):
/// a `CollectionViewPagingLayout` with auto-scroll, a `PageIndicatorView` bound to it and its
/// `PagerAccessibilityElement`. Each card is a VoiceOver element labelled with its title. Page
/// changes and auto-scroll count on one manual clock, so the pages and times are exact.
///
/// Timed steps (``advance(by:)``) run no other work of the main queue, only the layout cycle after
/// each frame, so another scenario running at the same time cannot act in between.
@MainActor
public final class WiredPagerScenario: EndableScenario {
    /// How the screen is wired.
    public struct Wiring: Sendable {
        public var autoScroll = false
        public var indicator = false
        public var accessibilityElement = false
        /// Page changes and auto-scroll run on the layout's own clocks (the display's: on the
        /// stand-in, a frame per turn of the main queue at the system uptime) instead of the manual one.
        public var displayClock = false
        public init(
            autoScroll: Bool = false, indicator: Bool = false, accessibilityElement: Bool = false, displayClock: Bool = false
        ) {
            (self.autoScroll, self.indicator, self.accessibilityElement) = (autoScroll, indicator, accessibilityElement)
            self.displayClock = displayClock
        }
    }

    /// The titles of the five pages (each card's VoiceOver label).
    public static let titles = ["Harbour", "Sunrise", "Dunes", "Glacier", "Orchard"]
    /// The page animations' duration on the clock, in seconds.
    public static let animationDuration: TimeInterval = 0.25

    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let screen = WiredPagerViewController()
    private let clock = ManualFrameSource()
    private var finger: StandInFinger?
    private let wiring: Wiring
    private var dots: PageIndicatorView?
    private var element: PagerAccessibilityElement?

    /// A screen wired as `wiring` says, not yet shown.
    public init(_ wiring: Wiring) {
        self.wiring = wiring
        ScenarioTeardown.register(self)
        guard !wiring.displayClock else { return }
        let shared = SharedFrameSource(clock)
        screen.layout.defaultAnimator = DefaultViewAnimator(
            Self.animationDuration, curve: .linear, frameSource: shared.makeClient())
        screen.layout.autoScrollFrameSource = shared.makeClient()
    }

    private var layout: CollectionViewPagingLayout { screen.layout }

    /// Shows the window, lets the run loop lay it out, then wires the pager as the docs do.
    public func launch() async {
        window.rootViewController = screen
        StandInRunLoop.show(window)
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
        if wiring.indicator {
            dots = addPageDots(to: screen.view, layout: layout)
            dots?.frame = CGRect(x: 0, y: 760, width: 390, height: 44)
        }
        if wiring.accessibilityElement {
            element = makePagerAccessible(screen.collectionView, layout: layout, titles: Self.titles)
        }
        if wiring.autoScroll, layout.autoScroller == nil { startAutoScroll(layout) }
        await StandInRunLoop.turn()
    }

    // MARK: Reading the screen

    public var currentPage: Int { layout.currentPage }
    public var contentOffset: CGPoint { screen.collectionView.contentOffset }
    /// Why the auto-scroller waits; `nil` without one.
    public var autoScrollPauseReasons: [AutoScrollPauseReason]? { layout.autoScroller?.pauseReasons }
    /// The indicator's model: its page count and position.
    public var indicatorPages: Int? { dots?.indicator.numberOfPages }
    public var indicatorPosition: CGFloat? { dots?.indicator.position }
    /// The pager element's value and its frame on screen.
    public var elementValue: String? { element?.accessibilityValue }
    public var elementFrame: CGRect? { element?.accessibilityFrame }
    /// The labels of what VoiceOver reaches on the screen, in the hierarchy's order.
    public var voiceOverLabels: [String] { StandInAccessibility.labels(in: window) }
    /// The announcements posted that name one of this screen's titles, in order.
    public var announcements: [String] {
        UIAccessibility.posted.compactMap { posted -> String? in
            guard posted.notification == .announcement, let text = posted.argument as? String,
                Self.titles.contains(where: { text.hasPrefix($0 + ",") })
            else { return nil }
            return text
        }
    }

    // MARK: Acting

    /// `seconds` pass on the clock in frames of `frame` seconds, each followed by the layout cycle.
    public func advance(by seconds: TimeInterval, frame: TimeInterval = 0.05) {
        let frames = Int((seconds / frame).rounded())
        for _ in 0..<frames {
            clock.advance(by: frame)
            StandInRunLoop.layoutCycle()
        }
    }

    /// Turns the run loop until the current page is `page`, for at most `limit` seconds of the
    /// system's clock (the display clock's frames come with the turns); whether it got there.
    public func waitForPage(_ page: Int, limit: TimeInterval = 20) async -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + limit
        while layout.currentPage != page, ProcessInfo.processInfo.systemUptime < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
            await StandInRunLoop.turn()
        }
        return layout.currentPage == page
    }

    /// Turns auto-scroll on before the screen is shown (as an app's `viewDidLoad` would, before the
    /// layout has a collection view or a window).
    public func startAutoScrollBeforeLaunch() {
        startAutoScroll(layout)
    }

    /// A finger comes down on the middle of the pager and stays.
    public func touchDown() {
        finger = StandInFinger(touchingDownAt: CGPoint(x: 195, y: 422), in: window)
    }

    /// The finger lifts where it came down.
    public func lift() {
        finger?.lift()
        finger = nil
    }

    /// A tap at `point` of the window.
    public func tap(at point: CGPoint) {
        StandInFinger(touchingDownAt: point, in: window).lift()
    }

    /// The screen leaves the window (another tab covers it), or comes back.
    public func dismiss() { screen.view.removeFromSuperview() }
    public func present() {
        window.addSubview(screen.view)
        StandInRunLoop.layoutCycle()
    }

    /// Turns auto-scroll to bounce at the ends, pausing and resuming once, as `Docs/AutoScroll.md`
    /// shows (the corpus's `bounceBanner(_:)`).
    public func bounceAtTheEnds() { bounceBanner(layout) }

    /// The page state as `Docs/UIKit.md` reads it (the corpus's `describePages(of:)`).
    public var pagesDescription: String { describePages(of: layout) }

    /// Whether the layout's auto-scroller is started; `nil` without one.
    public var isAutoScrollRunning: Bool? { screen.layout.autoScroller?.isRunning }

    /// The app gives the collection view another layout.
    public func replaceLayout() async {
        screen.collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        await StandInRunLoop.turn()
    }

    /// VoiceOver's swipe up and down on the pager element.
    public func increment() { element?.accessibilityIncrement() }
    public func decrement() { element?.accessibilityDecrement() }

    /// Changes the page from code, as the app would.
    public func setCurrentPage(_ page: Int, animated: Bool) {
        layout.setCurrentPage(page, animated: animated)
        StandInRunLoop.layoutCycle()
    }

    /// The app's teardown: a finger still down lifts, auto-scroll stops, the page animation runs out
    /// (on the manual clock, or on the display clock's turns for at most `limit` seconds), then the
    /// screen closes.
    public func end() async {
        lift()
        layout.autoScroller?.stop()
        if wiring.displayClock {
            let deadline = ProcessInfo.processInfo.systemUptime + 20
            while layout.isAnimating, ProcessInfo.processInfo.systemUptime < deadline {
                try? await Task.sleep(nanoseconds: 5_000_000)
                await StandInRunLoop.turn()
            }
        } else {
            advance(by: 4 * Self.animationDuration)
        }
        window.rootViewController = nil
        await StandInRunLoop.turn()
    }
}

/// The screen: a full-screen collection view of five labelled cards with the paging layout.
@MainActor
final class WiredPagerViewController: UIViewController, UICollectionViewDataSource {
    let layout = CollectionViewPagingLayout()
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(LabelledCardCell.self, forCellWithReuseIdentifier: LabelledCardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.isPagingEnabled = true
        layout.numberOfVisibleItems = 3
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        WiredPagerScenario.titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LabelledCardCell.reuseIdentifier, for: indexPath)
        (cell as? LabelledCardCell)?.card.accessibilityLabel = WiredPagerScenario.titles[indexPath.item]
        return cell
    }
}

/// A cover-flow card that VoiceOver reads by its title, as an app's card with a label would be.
@MainActor
final class LabelledCardCell: UICollectionViewCell, ScaleTransformView {
    static let reuseIdentifier = "labelled-card"
    let card = UIView(frame: .zero)
    var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }

    required init(frame: CGRect) {
        super.init(frame: frame)
        card.isAccessibilityElement = true
        contentView.addSubview(card)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.place(in: contentView.bounds.insetBy(dx: 40, dy: 80))
    }
}
