import Foundation
import Testing

@testable import PagingLayout

@Suite("AutoScrollStep: what an auto-scrolling pager does next")
struct AutoScrollStepTests {
    @Test("in the middle it moves one page on")
    func middle() {
        let configuration = AutoScrollConfiguration()
        #expect(configuration.step(from: 2, pageCount: 5, isLooping: false, direction: .forward) == .move(.forward))
        #expect(configuration.step(from: 2, pageCount: 5, isLooping: false, direction: .backward) == .move(.backward))
    }

    @Test("at the end: wrap rewinds, bounce turns round, stop stops")
    func atTheEnd() {
        #expect(AutoScrollConfiguration(endBehavior: .wrap).step(from: 4, pageCount: 5, isLooping: false, direction: .forward) == .rewind(toPage: 0))
        #expect(AutoScrollConfiguration(endBehavior: .wrap).step(from: 0, pageCount: 5, isLooping: false, direction: .backward) == .rewind(toPage: 4))
        #expect(AutoScrollConfiguration(endBehavior: .bounce).step(from: 4, pageCount: 5, isLooping: false, direction: .forward) == .move(.backward))
        #expect(AutoScrollConfiguration(endBehavior: .bounce).step(from: 0, pageCount: 5, isLooping: false, direction: .backward) == .move(.forward))
        #expect(AutoScrollConfiguration(endBehavior: .stop).step(from: 4, pageCount: 5, isLooping: false, direction: .forward) == .stop)
    }

    @Test("a looping pager has no end")
    func looping() {
        #expect(AutoScrollConfiguration(endBehavior: .stop).step(from: 4, pageCount: 5, isLooping: true, direction: .forward) == .move(.forward))
    }

    @Test("fewer than two pages stop")
    func tooFewPages() {
        #expect(AutoScrollConfiguration().step(from: 0, pageCount: 1, isLooping: false, direction: .forward) == .stop)
        #expect(AutoScrollConfiguration().step(from: 0, pageCount: 0, isLooping: true, direction: .forward) == .stop)
    }
}
