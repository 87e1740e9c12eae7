import Foundation
import Testing

@testable import PagingLayout

@Suite("LoopingScrollWindow")
struct LoopingScrollWindowTests {
    @Test("the engine's offset 0 sits in the middle of turns periods")
    func middle() {
        let window = LoopingScrollWindow(period: 1200)
        #expect(window.contentLength == 240_000)
        #expect(window.base == 120_000)
        #expect(window.engineOffset(forScrollOffset: 120_300) == 300)
        #expect(window.scrollOffset(forEngineOffset: -300) == 119_700)
    }

    @Test("recentring moves by whole periods into the middle half, so the same pages show")
    func recentring() {
        let window = LoopingScrollWindow(period: 1200)
        // 200 100 is beyond three quarters (180 000): 66 periods back.
        let moved = window.recentredScrollOffset(200_100)
        #expect(moved == 120_900)
        #expect((moved - 200_100).truncatingRemainder(dividingBy: 1200) == 0)
        // Inside the middle half nothing moves.
        #expect(window.recentredScrollOffset(100_000) == 100_000)
        // The engine shows the same page before and after.
        let engine = PagingEngine(
            geometry: PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true), itemCounts: [4])
        let before = engine.layout(at: CGPoint(x: window.engineOffset(forScrollOffset: 200_100), y: 0))
        let after = engine.layout(at: CGPoint(x: window.engineOffset(forScrollOffset: moved), y: 0))
        #expect(before.currentPage == after.currentPage)
        #expect(!before.elements.isEmpty && before.elements.count == after.elements.count)
        #expect(zip(before.elements, after.elements).allSatisfy { $0.flatIndex == $1.flatIndex && $0.progress == $1.progress })
    }

    @Test("bad sizes clamp: a period below 1 counts as 1, NaN offsets go to the middle, huge periods keep few turns")
    func badInput() {
        #expect(LoopingScrollWindow(period: .nan).period == 1)
        #expect(LoopingScrollWindow(period: -5, turns: 0).turns == 4)
        let window = LoopingScrollWindow(period: 1200)
        #expect(window.recentredScrollOffset(.infinity) == window.base)
        #expect(LoopingScrollWindow(period: 1e12).turns == 4)
    }
}
