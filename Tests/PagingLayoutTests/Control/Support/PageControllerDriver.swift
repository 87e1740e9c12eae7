import Foundation
import TestSupport

@testable import PagingLayout

/// Drives a ``PageController`` with seeded random requests, some of them made from inside its
/// completions and listeners — page changes, drags, and data changes (item counts, identities with
/// ``PageController/updateItems(_:from:to:)``, direction, visible count, viewport) — and records
/// every broken invariant: the page within the pages, a finite offset, settling exactly while
/// animating, `endDragging` within the pages, every completion called exactly once, and on every
/// delivered event the rule that a listener is handed the state as it is (a page within the data,
/// equal to `currentPage`), with the last values handed out equal to the state between steps.
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
    /// The identifiers of the items, one per page, kept in step with every data change.
    private let identifiers: Box<[Int]>
    /// The next identifier never used.
    private let nextIdentifier: Box<Int>
    /// The last page and scroll event the listeners were handed.
    private let toldPage = Box(3)
    private let toldEvent: Box<PageScrollEvent>

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
        identifiers = Box(Array(0..<10))
        nextIdentifier = Box(10)
        toldEvent = Box(PageScrollEvent(position: 3, numberOfPages: 10))
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
        case resize, items, visibleItems, direction, frame, updateItems, mismatchedUpdate

        /// The requests that change the data.
        static let dataChanges: [Request] = [.resize, .items, .visibleItems, .direction, .updateItems]
    }

    /// A random request; from inside a callback (`depth` 1) half of them change the data.
    private func request(depth: Int) {
        let dataChange = depth > 0 && Bool.random(using: &random.value)
        request((dataChange ? Request.dataChanges : Request.allCases).randomElement(using: &random.value)!)
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
            let sections = Int.random(in: 0...3, using: &random.value)
            let items = SectionedItemCounts((0..<sections).map { _ in Int.random(in: 0...6, using: &random.value) })
            // Set first: the listeners the change calls may change the items again.
            identifiers.value = freshIdentifiers(items.totalCount)
            pager.engine.items = items
        case .updateItems: updateItems()
        case .mismatchedUpdate: mismatchedUpdate()
        case .visibleItems: pager.engine.numberOfVisibleItems = Int.random(in: 1...5, using: &random.value)
        case .direction: pager.engine.scrollDirection = Bool.random(using: &random.value) ? .horizontal : .vertical
        case .frame: clock.advance(by: Double.random(in: 0...0.3, using: &random.value))
        }
    }

    /// `count` identifiers never used before.
    private func freshIdentifiers(_ count: Int) -> [Int] {
        defer { nextIdentifier.value += count }
        return Array(nextIdentifier.value..<nextIdentifier.value + count)
    }

    /// Deletes, inserts and swaps items at random and tells the controller with their identities.
    private func updateItems() {
        var new = identifiers.value.filter { _ in Int.random(in: 0..<4, using: &random.value) != 0 }
        for _ in 0..<Int.random(in: 0...4, using: &random.value) {
            new.insert(freshIdentifiers(1)[0], at: Int.random(in: 0...new.count, using: &random.value))
        }
        if new.count > 1, Bool.random(using: &random.value) {
            let first = Int.random(in: 0..<new.count, using: &random.value)
            new.swapAt(first, Int.random(in: 0..<new.count, using: &random.value))
        }
        let split = Int.random(in: 0...new.count, using: &random.value)
        let old = identifiers.value
        // Set first: the listeners the update calls may change the items again.
        identifiers.value = new
        do {
            try pager.updateItems([split, new.count - split], from: old, to: new)
        } catch {
            identifiers.value = old
            violations(append: "updateItems rejected matching identifiers: \(error)")
        }
    }

    /// An update whose identifiers disagree with the counts: rejected, and nothing changes.
    private func mismatchedUpdate() {
        let before = (pager.currentPage, pager.contentOffset, pager.engine)
        let old = identifiers.value
        let wrongOld = Bool.random(using: &random.value)
        do {
            try pager.updateItems([old.count + 1], from: wrongOld ? old + [-1] : old, to: old)
            violations(append: "updateItems accepted \(wrongOld ? "old" : "new") identifiers that disagree")
        } catch {
            if before != (pager.currentPage, pager.contentOffset, pager.engine) {
                violations(append: "a rejected updateItems changed the controller")
            }
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
        pager.onPageScrolled = { [pager] event in
            self.checkInside("scroll listener", pager: pager)
            let now = PageScrollEvent(position: pager.scrollPosition, numberOfPages: pager.engine.numberOfPages)
            if event != now || !(0...max(pager.engine.numberOfPages - 1, 0)).contains(event.page) {
                self.violations(append: "scroll listener handed \(event), the pager is at \(now)")
            }
            self.toldEvent.value = event
            self.maybeReenter()
        }
        pager.onCurrentPageChanged = { [pager] page in
            self.checkInside("page listener", pager: pager)
            if page != pager.currentPage {
                self.violations(append: "page listener handed \(page), current page \(pager.currentPage)")
            }
            self.toldPage.value = page
            self.maybeReenter()
        }
        pager.onScrollStateChanged = { [pager] state in
            self.checkInside("state listener", pager: pager)
            if state != pager.scrollState {
                self.violations(append: "state listener handed \(state), scroll state \(pager.scrollState)")
            }
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
        if toldPage.value != pager.currentPage {
            violations.append(
                "\(place): listeners last handed page \(toldPage.value), current page \(pager.currentPage)")
        }
        let event = PageScrollEvent(position: pager.scrollPosition, numberOfPages: pager.engine.numberOfPages)
        if toldEvent.value != event {
            violations.append("\(place): listeners last handed \(toldEvent.value), the pager is at \(event)")
        }
        if identifiers.value.count != pager.engine.numberOfPages {
            let pages = pager.engine.numberOfPages
            violations.append("\(place): \(identifiers.value.count) identifiers for \(pages) pages")
        }
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
