import Foundation

@testable import PagingLayout

/// Drives a ``PageController`` with seeded random requests, some of them made from inside its
/// completions and listeners, and records every broken invariant: the page within the pages, a
/// finite offset, settling exactly while animating, `endDragging` within the pages, and every
/// completion called exactly once.
@MainActor
struct PageControllerDriver {
    private(set) var violations: [String] = []
    private let pager: PageController
    private let clock = ManualFrameSource()
    private let animators: [DefaultViewAnimator]
    private let random: Box<SeededGenerator>
    private let calls = Box<[Int: Int]>([:])
    private let log = Box<[String]>([])
    /// How many requests callbacks may still make in the current top-level step: a listener that
    /// always requests would otherwise keep the controller busy for ever, as documented.
    private let reentryBudget = Box(0)

    /// A mutable value shared by the driver and the closures it hands the controller.
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    init(seed: UInt64) {
        random = Box(SeededGenerator(seed: seed))
        animators = [0, 0.25, 0.5].map { [clock] in DefaultViewAnimator($0, curve: .easeInOut, frameSource: clock) }
        pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [4, 6]),
            currentPage: 3,
            defaultAnimator: animators[2])
        installListeners()
    }

    mutating func run(steps: Int) {
        for step in 0..<steps {
            reentryBudget.value = 6
            request(depth: 0)
            check("after step \(step)")
        }
        // Let everything come to rest, then every completion has been called once.
        reentryBudget.value = 0
        request(.endDrag)
        for _ in 0..<12 { clock.advance(by: 0.5) }
        if pager.scrollState != .idle { violations.append("not idle at the end: \(pager.scrollState)") }
        if clock.isRunning { violations.append("the clock still runs at the end") }
        for (id, count) in calls.value where count != 1 {
            violations.append("completion \(id) called \(count) times")
        }
        // Nothing refers to the controller once its animations are over; the listeners go too.
        pager.onPageScrolled = nil
        pager.onCurrentPageChanged = nil
        pager.onScrollStateChanged = nil
    }

    private enum Request: CaseIterable {
        case setPage, setPageJump, next, previous, beginDrag, drag, endDrag, scroll
        case resize, items, visibleItems, direction, frame
    }

    private func request(depth: Int) {
        request(Request.allCases.randomElement(using: &random.value)!)
    }

    private func request(_ kind: Request) {
        let page = Int.random(in: -2...12, using: &random.value)
        let along = CGFloat.random(in: -400...4000, using: &random.value)
        switch kind {
        case .setPage:
            pager.setCurrentPage(page, animated: true, animator: animators.randomElement(using: &random.value),
                                 completion: completion())
        case .setPageJump: pager.setCurrentPage(page, animated: false, completion: completion())
        case .next: pager.goToNextPage(completion: completion())
        case .previous: pager.goToPreviousPage(animated: Bool.random(using: &random.value), completion: completion())
        case .beginDrag: pager.beginDragging()
        case .drag: pager.drag(to: CGPoint(x: along, y: along))
        case .endDrag:
            let released = pager.endDragging(
                velocity: CGPoint(x: along - 2000, y: along - 2000), completion: completion())
            if !(0...max(pager.engine.numberOfPages - 1, 0)).contains(released) {
                violations(append: "endDragging returned \(released) of \(pager.engine.numberOfPages) pages")
            }
        case .scroll: pager.scroll(to: CGPoint(x: along, y: along))
        case .resize:
            pager.engine.viewportSize = [CGSize(width: 300, height: 500), CGSize(width: 500, height: 300), .zero]
                .randomElement(using: &random.value)!
        case .items:
            pager.engine.items = SectionedItemCounts(
                (0..<Int.random(in: 0...3, using: &random.value)).map { _ in Int.random(in: 0...6, using: &random.value) })
        case .visibleItems: pager.engine.numberOfVisibleItems = Int.random(in: 1...5, using: &random.value)
        case .direction: pager.engine.scrollDirection = Bool.random(using: &random.value) ? .horizontal : .vertical
        case .frame: clock.advance(by: Double.random(in: 0...0.3, using: &random.value))
        }
    }

    /// Records a violation from inside a closure, where `self` cannot be mutated.
    private func violations(append message: String) {
        log.value.append(message)
    }

    /// A completion counted for the final check, which sometimes makes a request of its own.
    private func completion() -> (Bool) -> Void {
        let id = calls.value.count
        calls.value[id] = 0
        return { [calls, pager] _ in
            calls.value[id, default: 0] += 1
            self.checkInside("completion \(id)", pager: pager)
            self.maybeReenter()
        }
    }

    private func installListeners() {
        pager.onPageScrolled = { [pager] _ in
            self.checkInside("scroll listener", pager: pager)
            self.maybeReenter()
        }
        pager.onCurrentPageChanged = { [pager] _ in
            self.checkInside("page listener", pager: pager)
            self.maybeReenter()
        }
        pager.onScrollStateChanged = { [pager] _ in
            self.checkInside("state listener", pager: pager)
            self.maybeReenter()
        }
    }

    private func maybeReenter() {
        guard reentryBudget.value > 0, Int.random(in: 0..<3, using: &random.value) == 0 else { return }
        reentryBudget.value -= 1
        request(depth: 1)
    }

    /// Invariants that hold whenever a listener runs.
    private func checkInside(_ place: String, pager: PageController) {
        let pages = pager.engine.numberOfPages
        if !(0...max(pages - 1, 0)).contains(pager.currentPage) {
            violations(append: "\(place): page \(pager.currentPage) of \(pages)")
        }
        if !pager.contentOffset.x.isFinite || !pager.contentOffset.y.isFinite {
            violations(append: "\(place): offset \(pager.contentOffset)")
        }
    }

    /// Invariants that hold between top-level steps.
    private mutating func check(_ place: String) {
        violations += log.value
        log.value.removeAll()
        checkInside(place, pager: pager)
        violations += log.value
        log.value.removeAll()
        if pager.isAnimating != (pager.scrollState == .settling) {
            violations.append("\(place): animating \(pager.isAnimating), state \(pager.scrollState)")
        }
        if pager.scrollState == .idle, pager.engine.pageLength >= 1,
            pager.currentPage != pager.engine.currentPage(atScrollPosition: pager.scrollPosition)
        {
            violations.append("\(place): idle on page \(pager.currentPage) at position \(pager.scrollPosition)")
        }
        for (id, count) in calls.value where count > 1 {
            violations.append("\(place): completion \(id) called \(count) times")
        }
    }
}
