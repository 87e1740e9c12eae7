import Foundation
import Testing

@testable import PagingLayout

@Suite("TimerFrameSource")
@MainActor
struct TimerFrameSourceTests {
    @Test("delivers frames with non-decreasing timestamps until stopped")
    func deliversFrames() async throws {
        let source = TimerFrameSource(framesPerSecond: 120)
        var stamps: [TimeInterval] = []
        let before = source.now
        source.start { stamps.append($0) }
        #expect(source.isRunning)
        // Wait for three frames, giving up after about ten seconds so a broken source fails
        // instead of hanging; no duration is asserted.
        for _ in 0..<1000 where stamps.count < 3 {
            try await Task.sleep(for: .milliseconds(10))
        }
        source.stop()
        #expect(!source.isRunning)
        #expect(stamps.count >= 3)
        #expect(stamps.first.map { $0 >= before } == true)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 <= $1 })

        let countAtStop = stamps.count
        try await Task.sleep(for: .milliseconds(50))
        #expect(stamps.count == countAtStop)
    }

    /// Requested rate → expected frame interval: 1…240 frames a second, 60 for non-finite rates.
    nonisolated static let rates: [(requested: Double, interval: Double)] = [
        (60, 1.0 / 60), (0, 1), (-5, 1), (1000, 1.0 / 240), (.nan, 1.0 / 60), (.infinity, 1.0 / 60),
    ]

    @Test("clamps the frame rate", arguments: rates)
    func clampsRate(rate: (requested: Double, interval: Double)) {
        #expect(TimerFrameSource(framesPerSecond: rate.requested).frameInterval == rate.interval)
    }
}
