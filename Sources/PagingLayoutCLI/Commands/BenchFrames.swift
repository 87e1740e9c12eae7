import Foundation
import PagingLayout

/// The frame cases of `paging-layout bench`: one frame of a smooth scroll as the library's callers
/// run it — the page controller's layout, the layout driver's pass (what a collection view's
/// `prepare()` does, cells transformed by the scale effect: evaluated into kept attributes, and
/// through `ScaleTransformView` pages as the UIKit adapter's cells are) and a scene for hit testing
/// and drawing.
///
/// They have no comparison; they are there for their time and, with `Scripts/bench-counts.py`,
/// their instructions and heap allocations per frame.
@MainActor
enum BenchFrames {
    /// The data of every frame case: 1 000 items in one section, 7 laid out.
    static let itemCount = 1_000
    static let visible = 7

    /// The offsets of a scroll 1/30 of a page per frame over the first 20 pages, then back to the
    /// start: page changes happen every 30 frames, as in a drag.
    static func offset(_ iteration: Int) -> CGPoint {
        CGPoint(x: BenchCases.viewport.width * CGFloat(iteration % 600) / 30, y: 0)
    }

    static func all() -> [BenchCase] {
        let engine = PagingEngine(
            viewportSize: BenchCases.viewport, itemCounts: [itemCount], numberOfVisibleItems: visible)
        let effect = ScaleEffect(options: .layout(.coverFlow))
        let controller = PageController(engine: engine)
        let driver = PagingLayoutDriver()
        driver.numberOfVisibleItems = visible
        let host = BenchHost(viewportSize: BenchCases.viewport, itemCounts: [itemCount], effect: effect)
        driver.host = host
        let cellDriver = PagingLayoutDriver()
        cellDriver.numberOfVisibleItems = visible
        let cellHost = BenchHost(
            viewportSize: BenchCases.viewport, itemCounts: [itemCount], effect: effect, cellPath: .transformableView)
        cellDriver.host = cellHost
        var scene = PagerScene(engine: engine, contentOffset: .zero, effect: effect)
        func frame(_ id: String, _ subject: String, _ work: @escaping (Int) -> Int) -> BenchCase {
            BenchCase(
                id: id, kind: .frame, subject: subject, totalItems: itemCount, sections: 1, visible: visible,
                library: work, baseline: nil)
        }
        return [
            frame("frame-controller", "page controller: scroll(to:), layout()") { i in
                benchIterationController(controller, offset(i))
            },
            frame("frame-driver", "layout driver: prepare(), effect into kept attributes") { i in
                benchIterationDriver(driver, host, offset(i))
            },
            frame("frame-driver-cells", "layout driver: prepare(), ScaleTransformView cells") { i in
                benchIterationDriver(cellDriver, cellHost, offset(i))
            },
            frame("frame-scene", "PagerScene.update(engine:contentOffset:effect:)") { i in
                benchIterationScene(&scene, engine, offset(i), effect)
            },
        ]
    }

    // MARK: - Iterations (what callgrind counts)

    @inline(never)
    static func benchIterationController(_ controller: PageController, _ offset: CGPoint) -> Int {
        controller.scroll(to: offset)
        return controller.layout().elements.count
    }

    @inline(never)
    static func benchIterationDriver(_ driver: PagingLayoutDriver, _ host: BenchHost, _ offset: CGPoint) -> Int {
        host.scroll(to: offset)
        driver.prepare()
        host.runScheduledWork()
        return driver.pass?.elements.count ?? 0
    }

    @inline(never)
    static func benchIterationScene(
        _ scene: inout PagerScene, _ engine: PagingEngine, _ offset: CGPoint, _ effect: ScaleEffect
    ) -> Int {
        scene.update(engine: engine, contentOffset: offset, effect: effect)
        return scene.items.count
    }
}
