import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// Seeded random sessions against the simulated collection view: whatever an app and a user do, in
/// whatever order, the driver's invariants hold.
@MainActor
@Suite("PagingLayoutDriver: random sessions")
struct PagingLayoutDriverRandomTests {
    @Test("page changes, drags, reloads, batch updates and resizes keep the driver consistent", arguments: [1, 2, 3, 4])
    func randomSession(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let fixture = DriverFixture(items: [6], pixelScale: seed.isMultiple(of: 2) ? 2 : 3)
        let host = fixture.host
        var completions = 0
        var requests = 0
        for _ in 0..<300 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                requests += 1
                fixture.driver.setCurrentPage(Int.random(in: -2..<12, using: &random)) { _ in completions += 1 }
            case 1:
                requests += 1
                fixture.driver.goToNextPage { _ in completions += 1 }
            case 2:
                fixture.drag(to: CGFloat.random(in: -100..<2000, using: &random).rounded())
            case 3:
                let target = fixture.driver.endDragging(velocity: CGPoint(x: .random(in: -3000..<3000, using: &random), y: 0))
                fixture.rest(at: target.x)
            case 4:
                host.data = [Int.random(in: 0..<9, using: &random)]
                host.reloadData()
            case 5:
                host.performBatchUpdates { host.data = [Int.random(in: 1..<9, using: &random)] }
            case 6:
                host.resize(to: Bool.random(using: &random) ? CGSize(width: 300, height: 500) : CGSize(width: 500, height: 300))
            default:
                for _ in 0..<Int.random(in: 1..<10, using: &random) { fixture.frame() }
            }
            let pages = fixture.driver.pageController.engine.numberOfPages
            #expect(fixture.driver.currentPage >= 0 && fixture.driver.currentPage <= max(pages - 1, 0))
            #expect(host.contentOffset.x.isFinite && host.contentOffset.y.isFinite)
            #expect(host.reentrantLayoutCount == 0)
            #expect(fixture.driver.attributes(in: host.bounds).allSatisfy { $0.frame.minX.isFinite && $0.progress.isFinite })
        }
        // Left alone, everything settles: no animation, no frame asked for, every completion called.
        host.isTrackingOrDecelerating = false
        host.invalidateLayout()
        fixture.runFrames(limit: 600)
        #expect(!fixture.driver.isAnimating)
        #expect(!fixture.followUpClock.isRunning)
        #expect(completions == requests)
        let pages = fixture.driver.pageController.engine.numberOfPages
        if pages > 0, fixture.driver.requestedPage == nil {
            // At rest on the current page: its offset along the axis, on the pixel grid.
            let length = host.viewportSize.width
            #expect(abs(host.contentOffset.x - CGFloat(fixture.driver.currentPage) * length) < 1)
        }
    }
}
