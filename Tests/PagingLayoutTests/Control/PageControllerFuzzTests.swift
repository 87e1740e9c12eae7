import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PageController under random use")
@MainActor
struct PageControllerFuzzTests {
    @Test("calls every completion exactly once and keeps its invariants", arguments: Array(1...20) as [UInt64])
    func randomUse(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let clock = ManualFrameSource()
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [4, 6]),
            defaultAnimator: DefaultViewAnimator(0.5, curve: .easeInOut, frameSource: clock))
        let animators = [0, 0.25, 0.5].map { DefaultViewAnimator($0, curve: .parametric, frameSource: clock) }
        let sizes = [CGSize(width: 300, height: 500), CGSize(width: 500, height: 300), .zero]
        var calls: [Int: Int] = [:]
        var issued = 0
        func completion() -> (Bool) -> Void {
            let id = issued
            issued += 1
            calls[id] = 0
            return { _ in calls[id, default: 0] += 1 }
        }

        for step in 0..<400 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                pager.setCurrentPage(Int.random(in: -3...14, using: &random), animated: Bool.random(using: &random),
                                     completion: completion())
            case 1:
                pager.setCurrentPage(Int.random(in: 0...10, using: &random), animated: true,
                                     animator: animators.randomElement(using: &random), completion: completion())
            case 2:
                pager.goToNextPage(completion: completion())
            case 3:
                pager.goToPreviousPage(animated: Bool.random(using: &random), completion: completion())
            case 4:
                pager.beginDragging()
            case 5:
                let along = CGFloat.random(in: -400...4000, using: &random)
                pager.drag(to: CGPoint(x: along, y: along))
            case 6:
                pager.endDragging(velocity: CGPoint(x: CGFloat.random(in: -1500...1500, using: &random),
                                                    y: CGFloat.random(in: -1500...1500, using: &random)),
                                  completion: completion())
            case 7:
                let along = CGFloat.random(in: -100...3000, using: &random)
                pager.scroll(to: CGPoint(x: along, y: along))
            case 8:
                pager.engine.viewportSize = sizes.randomElement(using: &random)!
            case 9:
                pager.engine.items = SectionedItemCounts(
                    (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...6, using: &random) })
            case 10:
                pager.engine.scrollDirection = Bool.random(using: &random) ? .horizontal : .vertical
            default:
                clock.advance(by: Double.random(in: 0...0.3, using: &random))
            }

            let pages = pager.engine.numberOfPages
            #expect((0...max(pages - 1, 0)).contains(pager.currentPage), "step \(step)")
            let horizontal = pager.engine.scrollDirection == .horizontal
            let (along, across) = horizontal
                ? (pager.contentOffset.x, pager.contentOffset.y) : (pager.contentOffset.y, pager.contentOffset.x)
            #expect(along.isFinite && across == 0, "step \(step)")
            #expect(pager.isAnimating == (pager.scrollState == .settling), "step \(step)")
            if pager.scrollState == .idle, pager.engine.pageLength >= 1 {
                #expect(pager.currentPage == pager.engine.currentPage(atScrollPosition: pager.scrollPosition),
                        "step \(step)")
            }
            #expect(calls.values.allSatisfy { $0 <= 1 }, "step \(step)")
        }

        // Let everything come to rest.
        pager.endDragging(velocity: .zero, completion: completion())
        for _ in 0..<10 { clock.advance(by: 0.5) }
        #expect(pager.scrollState == .idle)
        #expect(!clock.isRunning)
        #expect(calls.count == issued)
        #expect(calls.values.allSatisfy { $0 == 1 })
    }
}
