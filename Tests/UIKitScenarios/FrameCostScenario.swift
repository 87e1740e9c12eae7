import Foundation
import PagingLayoutUIKit
import UIKit

/// A pager scrolled one display frame at a time, for counting what the adapter does per frame
/// (`Scripts/bench-uikit.py` runs it under callgrind in `uikit-frame-bench`, collecting inside
/// ``countedStep()`` only): 1 000 pages, 7 laid out around the current one, each cell a
/// `ScaleTransformView` with the coverFlow look, moved 1/30 of a page per frame as a slow drag
/// moves it.
///
/// It runs two ways: in a test, on the stand-in's run loop (`async`); and in the benchmark without
/// Swift concurrency, turning the main queue with `RunLoop` (valgrind stops on the concurrency
/// runtime's worker threads here).
@MainActor
public final class FrameCostScenario {
    private let app: PagerScenario
    /// How far one frame scrolls, in points.
    private let step: CGFloat

    public init() {
        var options = PagerScenarioOptions()
        options.itemCount = 1_000
        options.numberOfVisibleItems = 7
        app = PagerScenario(options)
        step = options.windowSize.width / 30
    }

    /// The pager as the frames leave it.
    public var pager: PagerScenario { app }

    /// Launches the app and scrolls `warmUpFrames` frames, which are not counted.
    public func launch(warmUpFrames: Int) async {
        await app.launch()
        for _ in 0..<warmUpFrames {
            uncountedStep()
            await StandInRunLoopTurns.run(1)
        }
    }

    /// Scrolls `count` frames, each followed by a turn of the main queue (the events and follow-ups
    /// a frame leaves; not counted).
    public func scroll(frames count: Int) async {
        for _ in 0..<count {
            countedStep()
            await StandInRunLoopTurns.run(1)
        }
    }

    /// ``launch(warmUpFrames:)`` then ``scroll(frames:)`` without Swift concurrency: the main queue
    /// is turned by `RunLoop.main`.
    public func launchAndScrollWithoutConcurrency(warmUpFrames: Int, frames count: Int) {
        app.show()
        Self.turnMainQueue()
        Self.turnMainQueue()
        for _ in 0..<warmUpFrames {
            uncountedStep()
            Self.turnMainQueue()
        }
        for _ in 0..<count {
            countedStep()
            Self.turnMainQueue()
        }
    }

    /// The work queued on the main queue, then the layout cycle (``StandInRunLoop/turn()``'s order).
    private static func turnMainQueue() {
        for _ in 0..<4 { RunLoop.main.run(until: Date()) }
        StandInRunLoop.layoutCycle()
    }

    /// One counted frame: the scroll step (`contentOffset`, which invalidates the layout) and the
    /// layout cycle that shows it: `prepare()`, the content size, the attributes, the cells.
    @inline(never)
    private func countedStep() {
        app.collectionView.contentOffset.x += step
        StandInRunLoop.layoutCycle()
    }

    /// The same frame, not counted: not a function of its own, which the optimiser would merge
    /// with ``countedStep()``.
    private func uncountedStep() {
        app.collectionView.contentOffset.x += step
        StandInRunLoop.layoutCycle()
    }
}
