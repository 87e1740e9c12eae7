import PagingLayoutUIKit
import UIKit

/// A pager scrolled one display frame at a time, for counting what the adapter does per frame
/// (`Scripts/bench-uikit.py` runs it under callgrind, collecting inside ``countedStep()`` only):
/// 1 000 pages, 7 laid out around the current one, each cell a `ScaleTransformView` with the
/// coverFlow look, moved 1/30 of a page per frame as a slow drag moves it.
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
        for _ in 0..<warmUpFrames { await frame(counted: false) }
    }

    /// Scrolls `count` frames, each followed by a turn of the main queue (the events and follow-ups
    /// a frame leaves; not counted).
    public func scroll(frames count: Int) async {
        for _ in 0..<count { await frame(counted: true) }
    }

    private func frame(counted: Bool) async {
        if counted { countedStep() } else { warmUpStep() }
        await StandInRunLoopTurns.run(1)
    }

    /// One counted frame: the scroll step (`contentOffset`, which invalidates the layout) and the
    /// layout cycle that shows it: `prepare()`, the content size, the attributes, the cells.
    @inline(never)
    private func countedStep() {
        app.collectionView.contentOffset.x += step
        StandInRunLoop.layoutCycle()
    }

    /// The same frame, not counted.
    @inline(never)
    private func warmUpStep() {
        app.collectionView.contentOffset.x += step
        StandInRunLoop.layoutCycle()
    }
}
