import Foundation
import Testing

@testable import PagingLayout

/// One call an animation received.
private struct Call: Equatable {
    let progress: Double
    let finished: Bool
}

@Suite("DefaultViewAnimator")
@MainActor
struct DefaultViewAnimatorTests {
    @Test("reports the curve's progress on each frame and (1, true) once at the end")
    func timeline() {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(0.5, curve: .easeInOut, frameSource: clock)
        var calls: [Call] = []
        animator.animate { calls.append(Call(progress: $0, finished: $1)) }
        #expect(clock.isRunning)
        #expect(calls.isEmpty)  // nothing before the first frame

        // Times 0.125 … 0.5 of a 0.5 s animation: linear 0.25, 0.5, 0.75, 1.
        for _ in 0..<4 { clock.advance(by: 0.125) }
        // easeInOut: 2·0.25² = 0.125; 0.5; −2·0.75² + 4·0.75 − 1 = 0.875; then the end.
        #expect(calls == [
            Call(progress: 0.125, finished: false),
            Call(progress: 0.5, finished: false),
            Call(progress: 0.875, finished: false),
            Call(progress: 1, finished: true),
        ])
        #expect(!clock.isRunning)
        #expect(!animator.isRunning)

        clock.advance(by: 0.125)
        #expect(calls.count == 4)
    }

    @Test("times the animation from the clock's time when it starts")
    func startTime() {
        let clock = ManualFrameSource(startTime: 10)
        clock.advance(by: 5)  // not running: the clock just moves to 15
        let animator = DefaultViewAnimator(2, curve: .linear, frameSource: clock)
        var calls: [Call] = []
        animator.animate { calls.append(Call(progress: $0, finished: $1)) }
        clock.advance(by: 0.5)  // 0.5 of 2 seconds
        #expect(calls == [Call(progress: 0.25, finished: false)])
        // Finished, so the clock lets go of the animator (a running one would be kept for ever).
        clock.advance(by: 1.5)
        #expect(!clock.isRunning)
    }

    @Test("a frame past the end finishes at once")
    func overshoot() {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(0.25, curve: .easeOut, frameSource: clock)
        var calls: [Call] = []
        animator.animate { calls.append(Call(progress: $0, finished: $1)) }
        clock.advance(by: 3)
        #expect(calls == [Call(progress: 1, finished: true)])
    }

    @Test("zero, negative and non-finite durations jump to (1, true) before returning",
          arguments: [0.0, -1.0, .nan, .infinity, -.infinity])
    func jumps(duration: Double) {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(duration, curve: .linear, frameSource: clock)
        var calls: [Call] = []
        let handle = animator.animate { calls.append(Call(progress: $0, finished: $1)) }
        #expect(handle == nil)
        #expect(calls == [Call(progress: 1, finished: true)])
        #expect(!clock.isRunning)
    }

    @Test("a cancelled animation gets no more calls and the clock stops")
    func cancel() throws {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(1, curve: .linear, frameSource: clock)
        var calls: [Call] = []
        let handle = try #require(animator.animate { calls.append(Call(progress: $0, finished: $1)) })
        clock.advance(by: 0.25)
        handle.cancel()
        #expect(!clock.isRunning)
        clock.advance(by: 1)
        handle.cancel()  // twice: nothing happens
        #expect(calls == [Call(progress: 0.25, finished: false)])
    }

    @Test("runs several animations at once, each on its own timeline")
    func concurrent() {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(1, curve: .linear, frameSource: clock)
        var first: [Call] = []
        var second: [Call] = []
        animator.animate { first.append(Call(progress: $0, finished: $1)) }
        clock.advance(by: 0.5)
        animator.animate { second.append(Call(progress: $0, finished: $1)) }  // starts at 0.5
        clock.advance(by: 0.5)   // t = 1: first ends, second is half way
        #expect(clock.isRunning)
        clock.advance(by: 0.5)   // t = 1.5: second ends
        #expect(first == [Call(progress: 0.5, finished: false), Call(progress: 1, finished: true)])
        #expect(second == [Call(progress: 0.5, finished: false), Call(progress: 1, finished: true)])
        #expect(!clock.isRunning)
    }

    @Test("cancelling one of two animations leaves the other running")
    func cancelOneOfTwo() throws {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(1, curve: .linear, frameSource: clock)
        var first: [Call] = []
        var second: [Call] = []
        let handle = try #require(animator.animate { first.append(Call(progress: $0, finished: $1)) })
        animator.animate { second.append(Call(progress: $0, finished: $1)) }
        handle.cancel()
        #expect(clock.isRunning)
        clock.advance(by: 1)
        #expect(first.isEmpty)
        #expect(second == [Call(progress: 1, finished: true)])
    }

    @Test("an animation started from the end of another runs on")
    func chained() {
        let clock = ManualFrameSource()
        let animator = DefaultViewAnimator(1, curve: .linear, frameSource: clock)
        var calls: [String] = []
        animator.animate { progress, finished in
            calls.append("a \(progress) \(finished)")
            if finished {
                animator.animate { calls.append("b \($0) \($1)") }
            }
        }
        clock.advance(by: 1)
        clock.advance(by: 0.5)
        clock.advance(by: 0.5)
        #expect(calls == ["a 1.0 true", "b 0.5 false", "b 1.0 true"])
        #expect(!clock.isRunning)
    }

    @Test("stays alive while it animates, and is released when it ends")
    func lifetime() {
        let clock = ManualFrameSource()
        weak var weakAnimator: DefaultViewAnimator?
        var finished = false
        do {
            let animator = DefaultViewAnimator(1, curve: .linear, frameSource: clock)
            weakAnimator = animator
            animator.animate { finished = $1 }
        }
        #expect(weakAnimator != nil)
        clock.advance(by: 1)
        #expect(finished)
        #expect(weakAnimator == nil)
    }
}
