import Foundation
import Testing

@testable import PagingLayout

/// Animated page changes and drags through a scroll view that rounds its offset to pixels.
@MainActor
@Suite("PagingLayoutDriver: animations and drags")
struct PagingLayoutDriverAnimationTests {
    // Defect 1. The adapter used to compare the collection view's offset with the controller's at
    // every `prepare()`; an animation frame's offset (300 · eased t, fractional) comes back rounded
    // to 1/2 or 1/3 pt, so the first frame looked like the user's scroll: `scroll(to:)` interrupted
    // the animation after one frame, the completion got `false` and the pager stood between pages.
    @Test("an animated page change reaches its page through a scroll view that rounds offsets", arguments: [2.0, 3.0])
    func animatedChangeSurvivesPixelRounding(pixelScale: CGFloat) {
        let fixture = DriverFixture(pixelScale: pixelScale)
        var finished: [Bool] = []
        fixture.driver.setCurrentPage(1) { finished.append($0) }
        let frames = fixture.runFrames()
        #expect(finished == [true])
        #expect(fixture.driver.currentPage == 1)
        #expect(fixture.driver.scrollState == .idle)
        #expect(fixture.host.contentOffset.x == 300)
        // 0.3 s at 60 frames a second: the animation ran its course, not one frame.
        #expect(frames >= 18)
        #expect(fixture.log.states == ["state settling", "state idle"])
    }

    @Test("every animation frame shows a pixel-aligned offset between the two pages")
    func animationFramesStayBetweenPages() {
        let fixture = DriverFixture(pixelScale: 3)
        fixture.driver.goToNextPage()
        var offsets: [CGFloat] = []
        while fixture.driver.isAnimating {
            fixture.frame()
            offsets.append(fixture.host.contentOffset.x)
        }
        #expect(offsets.count >= 18)
        #expect(offsets.allSatisfy { $0 >= 0 && $0 <= 300 })
        #expect(offsets.allSatisfy { ($0 * 3).rounded() == $0 * 3 })
        #expect(offsets == offsets.sorted())
        #expect(offsets.last == 300)
    }

    @Test("a user's scroll during an animation still interrupts it")
    func userScrollInterruptsAnimation() {
        let fixture = DriverFixture()
        var finished: [Bool] = []
        fixture.driver.setCurrentPage(3) { finished.append($0) }
        fixture.frame()
        fixture.frame()
        // The finger lands: UIKit moves the content to where the finger holds it.
        fixture.host.userScroll(to: CGPoint(x: 250, y: 0))
        #expect(finished == [false])
        #expect(!fixture.driver.isAnimating)
        #expect(fixture.driver.currentPage == 1)  // 250 / 300 rounds to page 1
    }

    // The drag API was unused on iOS: UIKit's paging settled drags, and the core's snapping and
    // `.dragging` state never ran. A slow drag to 0.2 pages flung at 1000 pt/s goes to page 1 by
    // PageSnapping's default rule (a fling moves one page in its direction).
    @Test("a drag released with velocity snaps to the next page while the scroll view decelerates there")
    func dragSnapsWithVelocity() {
        let fixture = DriverFixture()
        fixture.drag(to: 60)
        #expect(fixture.driver.scrollState == .dragging)
        let target = fixture.driver.endDragging(velocity: CGPoint(x: 1000, y: 0))
        #expect(target == CGPoint(x: 300, y: 0))
        #expect(fixture.driver.scrollState == .settling)
        // UIKit decelerates to the target; the driver follows without pushing offsets.
        for x in stride(from: 120.0, through: 300, by: 60) {
            fixture.host.isTrackingOrDecelerating = x < 300
            fixture.host.userScroll(to: CGPoint(x: x, y: 0))
        }
        #expect(fixture.driver.scrollState == .idle)
        #expect(fixture.driver.currentPage == 1)
        #expect(fixture.log.states == ["state dragging", "state settling", "state idle"])
        #expect(fixture.log.pages == [1])
    }

    @Test("a deceleration that comes to rest short of the snapped page is adopted as the user's offset")
    func decelerationStoppingShortIsAdopted() {
        let fixture = DriverFixture()
        fixture.drag(to: 60)
        _ = fixture.driver.endDragging(velocity: CGPoint(x: 1000, y: 0))
        fixture.rest(at: 200)
        #expect(!fixture.driver.isAnimating)
        #expect(fixture.driver.scrollState == .idle)
        #expect(fixture.host.contentOffset.x == 200)
        #expect(fixture.driver.currentPage == 1)  // 200 / 300 ≈ 0.67 rounds to 1
    }

    @Test("with free snapping a released drag rests where the scroll view's deceleration takes it")
    func freeSnappingKeepsProposedOffset() {
        let fixture = DriverFixture()
        fixture.driver.pageController.snapping = .free
        fixture.drag(to: 60)
        let target = fixture.driver.endDragging(velocity: CGPoint(x: 1000, y: 0), proposedOffset: CGPoint(x: 410, y: 0))
        #expect(target == CGPoint(x: 410, y: 0))
        #expect(fixture.driver.scrollState == .idle)
        fixture.rest(at: 410)
        #expect(fixture.driver.currentPage == 1)  // 410 / 300 ≈ 1.37
        #expect(fixture.host.contentOffset.x == 410)
    }

    @Test("a drag whose release is never reported settles on the nearest page once the scroll view rests")
    func unreportedReleaseSettles() {
        let fixture = DriverFixture()
        fixture.drag(to: 100)
        fixture.host.isTrackingOrDecelerating = false
        fixture.host.invalidateLayout()
        fixture.runFrames()
        #expect(fixture.driver.scrollState == .idle)
        #expect(fixture.host.contentOffset.x == 0)  // 100 / 300 ≈ 0.33: page 0
        #expect(fixture.log.states == ["state dragging", "state settling", "state idle"])
    }

    // Defect 4 (in part): a touch that stops a fling used to select the page under it.
    @Test("taps are refused while the scroll view decelerates or a page change animates")
    func tapsRefusedWhileMoving() {
        let fixture = DriverFixture()
        #expect(fixture.driver.acceptsTaps)
        fixture.host.isTrackingOrDecelerating = true
        #expect(!fixture.driver.acceptsTaps)
        fixture.host.isTrackingOrDecelerating = false
        fixture.driver.goToNextPage()
        #expect(!fixture.driver.acceptsTaps)
        fixture.runFrames()
        #expect(fixture.driver.acceptsTaps)
    }
}
