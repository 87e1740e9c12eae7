import Foundation
import Testing

@testable import PagingLayout

@Suite("PassBudget")
struct PassBudgetTests {
    /// A snapshot effect whose pieces are a tenth of the page each way: 10 × 10 = 100 pieces per
    /// item while it moves.
    private static let tenByTen = SnapshotEffect(
        options: SnapshotTransformViewOptions(pieceSizeRatio: CGSize(width: 0.1, height: 0.1)))

    @Test("limits at or under the budget pass; one over throws, naming the option")
    func limits() throws {
        let budget = PassBudget(maximumPieces: 10, maximumOutputBytes: 100)
        try budget.checkPieces(10)
        try budget.checkOutput(byteCount: 100, what: "the frame")
        #expect(throws: PassBudgetError.tooManyPieces(found: 11, limit: 10)) { try budget.checkPieces(11) }
        #expect(throws: PassBudgetError.outputTooLarge(what: "the frame", found: 101, limit: 100)) {
            try budget.checkOutput(byteCount: 101, what: "the frame")
        }
        #expect(PassBudgetError.tooManyPieces(found: 11, limit: 10).description.hasPrefix("pieceSizeRatio: "))
        #expect(PassBudget(maximumPieces: -5, maximumOutputBytes: -1) == PassBudget(maximumPieces: 0, maximumOutputBytes: 0))
    }

    @Test("a budget's remedy names the caller's options: the output error starts with its option")
    func remedies() {
        let remedy = PassBudgetRemedy(
            outputOption: "--progress", fewerPieces: ["a larger pieceSizeRatio", "fewer progress values (--progress)"],
            smallerOutput: ["fewer progress values (--progress)", "a shorter --title", "a larger pieceSizeRatio"])
        let budget = PassBudget(maximumPieces: 10, maximumOutputBytes: 100).naming(remedy)
        #expect(throws: PassBudgetError.tooManyPieces(found: 11, limit: 10, remedy: remedy)) { try budget.checkPieces(11) }
        #expect(
            PassBudgetError.tooManyPieces(found: 11, limit: 10, remedy: remedy).description
                == "pieceSizeRatio: the pass needs at least 11 snapshot pieces, more than the 10 one pass may hold; "
                + "use a larger pieceSizeRatio or fewer progress values (--progress)")
        #expect(
            PassBudgetError.outputTooLarge(what: "the output", found: 101, limit: 100, remedy: remedy).description
                == "--progress: the output would be 101 bytes, more than the 100 one pass may write; use fewer "
                + "progress values (--progress), a shorter --title or a larger pieceSizeRatio")
        // Without a remedy, the errors name the library's options only: the command line's flags are
        // the command line's to name.
        #expect(
            PassBudgetError.outputTooLarge(what: "the frame", found: 101, limit: 100).description
                == "numberOfVisibleItems: the frame would be 101 bytes, more than the 100 one pass may write; use "
                + "fewer visible items (numberOfVisibleItems) or a larger pieceSizeRatio")
    }

    @Test("a scene counts the pieces of all its items against the budget")
    func sceneAcrossItems() throws {
        // Four pages between rest positions (offset 150 of 300-point pages): pages 0 and 1 move,
        // each cut into 100 pieces.
        let engine = PagingEngine(
            viewportSize: CGSize(width: 300, height: 500), itemCounts: [4], numberOfVisibleItems: 4)
        let offset = CGPoint(x: 150, y: 0)
        let scene = PagerScene(engine: engine, contentOffset: offset, effect: Self.tenByTen)
        let pieces = scene.items.reduce(0) { $0 + ($1.snapshot?.pieces.count ?? 0) }
        #expect(pieces >= 200)
        let fits = try PagerScene(
            engine: engine, contentOffset: offset, effect: Self.tenByTen, budget: PassBudget(maximumPieces: pieces))
        #expect(fits == scene)
        #expect(throws: PassBudgetError.self) {
            try PagerScene(
                engine: engine, contentOffset: offset, effect: Self.tenByTen,
                budget: PassBudget(maximumPieces: pieces - 1))
        }
    }

    @Test("10 000 visible items of the finest grid stop at the budget instead of allocating 100 million pieces")
    func finestGridEverywhere() {
        let engine = PagingEngine(
            viewportSize: CGSize(width: 300, height: 500), itemCounts: [10_000], numberOfVisibleItems: 10_000)
        let effect = SnapshotEffect(
            options: SnapshotTransformViewOptions(pieceSizeRatio: CGSize(width: 0.001, height: 0.001)))
        #expect(throws: PassBudgetError.self) {
            try PagerScene(engine: engine, contentOffset: CGPoint(x: 150, y: 0), effect: effect, budget: .standard)
        }
    }
}
