import Foundation
import Testing

@testable import PagingLayout

@Suite("ManualFrameSource")
@MainActor
struct ManualFrameSourceTests {
    @Test("delivers one frame at the new time per advance while started")
    func deliversWhileStarted() {
        let source = ManualFrameSource(startTime: 2)
        var frames: [TimeInterval] = []
        source.advance(by: 1)  // not started: the clock moves, nothing is delivered
        #expect(source.now == 3)
        #expect(source.deliveredFrameCount == 0)

        source.start { frames.append($0) }
        #expect(source.isRunning)
        source.advance(by: 0.5)
        source.advance(by: 0.25)
        #expect(frames == [3.5, 3.75])

        source.stop()
        #expect(!source.isRunning)
        source.advance(by: 1)
        #expect(frames == [3.5, 3.75])
        #expect(source.deliveredFrameCount == 2)
    }

    @Test("never runs backwards", arguments: [-1.0, .nan, -.infinity, .infinity])
    func ignoresBadIntervals(interval: Double) {
        let source = ManualFrameSource(startTime: 1)
        var frames: [TimeInterval] = []
        source.start { frames.append($0) }
        source.advance(by: interval)
        #expect(source.now == 1)
        #expect(frames == [1])
    }

    @Test("a non-finite start time counts as 0")
    func badStartTime() {
        #expect(ManualFrameSource(startTime: .nan).now == 0)
    }

    @Test("a new start replaces the frame handler")
    func startReplaces() {
        let source = ManualFrameSource()
        var first = 0
        var second = 0
        source.start { _ in first += 1 }
        source.start { _ in second += 1 }
        source.advance(by: 1)
        #expect(first == 0)
        #expect(second == 1)
    }
}
