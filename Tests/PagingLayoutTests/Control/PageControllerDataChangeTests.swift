import Foundation
import PagingLayout
import Testing

/// Data changes while a page change animates, and inside callbacks, checked as an app's own test
/// target would: the public API only, a manual clock, 300-point pages and 0.5-second linear
/// animations (a frame of 0.0625 s moves an eighth of the way).
@Suite("PageController data changes during animations and callbacks")
@MainActor
struct PageControllerDataChangeTests {
    /// A pager over `identifiers`, one page each, and what it told.
    @MainActor
    final class App {
        let clock = ManualFrameSource()
        let pager: PageController
        var identifiers: [String]
        var pages: [Int] = []
        var finished: [Bool] = []

        init(_ identifiers: [String], page: Int = 0) {
            self.identifiers = identifiers
            pager = PageController(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [identifiers.count]),
                currentPage: page,
                defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: clock))
            pager.onCurrentPageChanged = { [unowned self] page in pages.append(page) }
        }

        /// A completion that records what it is told.
        var completion: (Bool) -> Void {
            { [unowned self] finished in self.finished.append(finished) }
        }

        func update(to new: [String]) throws {
            try pager.updateItems([new.count], from: identifiers, to: new)
            identifiers = new
        }

        /// Ends any animation, so the clock's handler lets the controller go.
        func finish() {
            for _ in 0..<8 { clock.advance(by: 0.125) }
        }
    }

    static let ten = (0..<10).map { "item \($0)" }

    @Test("a shrink deleting the animation's target ends on the clamped page and says the page was not reached")
    func shrinkDuringAnimation() throws {
        let app = App(Self.ten)
        app.pager.setCurrentPage(8, completion: app.completion)
        app.clock.advance(by: 0.0625)  // an eighth of 0 → 2400: offset 300
        try app.update(to: Array(Self.ten.prefix(3)))  // the page being left (item 0) stays
        #expect(app.pager.currentPage == 2)
        #expect(app.pager.contentOffset.x == 600)
        #expect(!app.pager.isAnimating)
        #expect(app.pager.scrollState == .idle)
        #expect(app.finished == [false])
        #expect(app.pages == [2])
        app.finish()
        #expect(app.finished == [false])
    }

    @Test("items inserted before the target while animating: the animation lands on the item where it moved")
    func insertBeforeTarget() throws {
        let app = App(Self.ten)
        app.pager.setCurrentPage(5, completion: app.completion)
        app.clock.advance(by: 0.125)  // a quarter of 0 → 1500: offset 375
        #expect(app.pager.contentOffset.x == 375)
        try app.update(to: ["new 1", "new 2"] + Self.ten)  // "item 5" is now page 7
        #expect(app.pager.isAnimating)
        #expect(app.finished.isEmpty)
        // From 375 to 7 × 300 = 2100 with the same 0.5-second animator, from now.
        app.clock.advance(by: 0.25)
        #expect(app.pager.contentOffset.x == 1237.5)
        app.clock.advance(by: 0.25)
        #expect(app.pager.currentPage == 7)
        #expect(app.pager.contentOffset.x == 2100)
        #expect(app.identifiers[app.pager.currentPage] == "item 5")
        #expect(app.finished == [true])
    }

    @Test("a target that moved in a looping pager is reached too")
    func loopingTargetMoves() throws {
        let app = App(["a", "b", "c", "d", "e"])
        app.pager.engine.geometry.isLooping = true
        app.pager.setCurrentPage(2, completion: app.completion)
        app.clock.advance(by: 0.25)  // half of 0 → 600
        try app.update(to: ["c", "a", "b", "d", "e"])  // "c" is now page 0: the short way back
        app.finish()
        #expect(app.pager.currentPage == 0)
        #expect(app.finished == [true])
    }

    @Test("updateItems inside a page callback applies at once: later listeners and the completion read the new data")
    func updateInsideCallback() throws {
        let app = App(Self.ten)
        var seenInCallback: [Int] = []
        var seenByCompletion: (page: Int, pages: Int)?
        app.pager.onCurrentPageChanged = { [unowned app] page in
            app.pages.append(page)
            guard page == 8 else { return }
            do { try app.update(to: Array(Self.ten.prefix(3))) } catch { Issue.record(error) }
            seenInCallback = [app.pager.currentPage, app.pager.engine.numberOfPages]
        }
        app.pager.setCurrentPage(8, animated: false) { [unowned app] _ in
            seenByCompletion = (app.pager.currentPage, app.pager.engine.numberOfPages)
        }
        #expect(seenInCallback == [2, 3])
        #expect(seenByCompletion?.page == 2)
        #expect(seenByCompletion?.pages == 3)
        #expect(app.pages == [8, 2])
        #expect(app.pager.currentPage == 2)
        #expect(app.pager.contentOffset.x == 600)
    }

    @Test(
        "a deleted or replaced current item at the same index tells the page again",
        arguments: [["a", "c", "d"], ["a", "x", "c", "d"]])
    func currentItemReplaced(new: [String]) throws {
        let app = App(["a", "b", "c", "d"], page: 1)
        try app.update(to: new)
        #expect(app.pager.currentPage == 1)
        #expect(app.pages == [1])
    }

    @Test("an update that keeps the current item at its index tells nothing")
    func currentItemKept() throws {
        let app = App(["a", "b", "c", "d"], page: 1)
        try app.update(to: ["a", "b", "x", "d", "e"])
        #expect(app.pages.isEmpty)
    }

    @Test("identifiers that disagree with the counts are rejected and change nothing")
    func mismatchedIdentifiers() {
        let app = App(["a", "b", "c", "d"], page: 3)
        #expect(throws: ItemUpdateError.newIdentifiersMismatch(identifiers: 2, items: 3)) {
            try app.pager.updateItems([3], from: ["a", "b", "c", "d"], to: ["a", "b"])
        }
        #expect(throws: ItemUpdateError.oldIdentifiersMismatch(identifiers: 3, pages: 4)) {
            try app.pager.updateItems([2], from: ["a", "b", "c"], to: ["a", "b"])
        }
        // Negative counts count as no items.
        #expect(throws: ItemUpdateError.newIdentifiersMismatch(identifiers: 1, items: 0)) {
            try app.pager.updateItems([-1], from: ["a", "b", "c", "d"], to: ["a"])
        }
        #expect(app.pager.engine.numberOfPages == 4)
        #expect(app.pager.currentPage == 3)
        #expect(app.pages.isEmpty)
        #expect(
            "\(ItemUpdateError.newIdentifiersMismatch(identifiers: 2, items: 3))"
                == "updateItems: 2 new identifiers for 3 items; give one per item")
    }
}
