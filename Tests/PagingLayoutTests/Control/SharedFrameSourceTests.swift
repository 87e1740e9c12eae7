import Foundation
import Testing

@testable import PagingLayout

@Suite("SharedFrameSource")
@MainActor
struct SharedFrameSourceTests {
    @Test("every started client gets every frame, in the order they started")
    func fansOut() {
        let clock = ManualFrameSource(startTime: 1)
        let shared = SharedFrameSource(clock)
        let first = shared.makeClient(), second = shared.makeClient()
        // A started source holds its handler, and the shared source holds the clock: clients left
        // running would keep each other alive after the test.
        defer { for client in [first, second] { client.stop() } }
        var log: [String] = []
        second.start { log.append("second \($0)") }
        first.start { log.append("first \($0)") }
        #expect(clock.isRunning)
        #expect(first.now == 1)
        clock.advance(by: 0.5)
        #expect(log == ["second 1.5", "first 1.5"])
    }

    @Test("the shared source runs while any client does")
    func runsWhileAnyClientRuns() {
        let clock = ManualFrameSource()
        let shared = SharedFrameSource(clock)
        let first = shared.makeClient(), second = shared.makeClient()
        var frames = 0
        first.start { _ in frames += 1 }
        second.start { _ in frames += 10 }
        first.stop()
        #expect(clock.isRunning)
        clock.advance(by: 1)
        #expect(frames == 10)
        second.stop()
        #expect(!clock.isRunning)
        #expect(!shared.isRunning)
        clock.advance(by: 1)
        #expect(frames == 10)
    }

    @Test("a client stopped by an earlier one's handler misses that frame; one started there waits for the next")
    func changesWithinAFrame() {
        let clock = ManualFrameSource()
        let shared = SharedFrameSource(clock)
        let first = shared.makeClient(), second = shared.makeClient(), third = shared.makeClient()
        defer { for client in [first, second, third] { client.stop() } }
        var log: [String] = []
        first.start { _ in
            log.append("first")
            second.stop()
            third.start { _ in log.append("third") }
        }
        second.start { _ in log.append("second") }
        clock.advance(by: 1)
        #expect(log == ["first"])
        clock.advance(by: 1)
        #expect(log == ["first", "first", "third"])
    }

    @Test("starting a started client replaces its handler")
    func restart() {
        let clock = ManualFrameSource()
        let shared = SharedFrameSource(clock)
        let client = shared.makeClient()
        defer { client.stop() }
        var log: [Int] = []
        client.start { _ in log.append(1) }
        client.start { _ in log.append(2) }
        clock.advance(by: 1)
        #expect(log == [2])
    }
}
