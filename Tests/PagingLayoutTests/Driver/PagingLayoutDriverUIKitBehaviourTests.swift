import Foundation
import Testing

@testable import PagingLayout

/// What the driver does about UIKit's documented behaviour that the UIKit adapter's scenarios on
/// the stand-in UIKit met (issue 24): drags seen by the pass, passes inside the driver's own
/// writes, effects on the cell itself, touches that stop a settle.
@MainActor
@Suite("PagingLayoutDriver: UIKit's behaviour")
struct PagingLayoutDriverUIKitBehaviourTests {
    @Test("a pass that sees the host dragging begins the drag: no gesture callback is needed")
    func passBeginsDrag() {
        let fixture = DriverFixture()
        fixture.host.isDragging = true
        fixture.host.isTrackingOrDecelerating = true
        fixture.host.userScroll(to: CGPoint(x: 60, y: 0))
        #expect(fixture.driver.scrollState == .dragging)
        // Released with 1000 pt/s, the drag snaps one page on (PageSnapping's fling rule).
        #expect(fixture.driver.endDragging(velocity: CGPoint(x: 1000, y: 0)) == CGPoint(x: 300, y: 0))
        // The scroll view decelerates there and rests: the settle ends, nothing is left running
        // on the fixture's clocks (Docs/Reliability.md, the sanitizer rules).
        fixture.host.isDragging = false
        fixture.rest(at: 300)
        fixture.runFrames()
        #expect(!fixture.driver.isAnimating)
    }

    @Test("a drag seen by the pass interrupts an animated page change where it is")
    func passDragInterruptsAnimation() {
        let fixture = DriverFixture()
        var finished: [Bool] = []
        fixture.driver.setCurrentPage(3, animated: true) { finished.append($0) }
        fixture.frame()
        fixture.host.isDragging = true
        fixture.host.isTrackingOrDecelerating = true
        fixture.host.userScroll(to: CGPoint(x: fixture.host.contentOffset.x + 10, y: 0))
        fixture.host.runMainQueue()
        #expect(!fixture.driver.isAnimating)
        #expect(fixture.driver.scrollState == .dragging)
        #expect(finished == [false])
    }

    // Defect 4. The offset written by an animation frame was recorded only after the write, so a
    // pass run from inside the write saw a rounded offset that was not the recorded one, took it
    // for the user's scroll and stopped the animation after its first frame.
    @Test("a pass run from inside the driver's own offset write does not stop an animation", arguments: [2, 3] as [CGFloat])
    func passInsideWrite(pixelScale: CGFloat) {
        let fixture = DriverFixture(pixelScale: pixelScale)
        fixture.host.laysOutInsideOffsetWrites = true
        fixture.driver.setCurrentPage(3, animated: true)
        fixture.runFrames()
        #expect(fixture.driver.currentPage == 3)
        #expect(fixture.host.contentOffset.x == 900)
        #expect(fixture.log.pages == [3])
    }

    // Defect 3. UIKit applies each element's attributes to its cell after the pass: an effect that
    // moves the cell itself was reset to the attributes' identity transform and alpha 1.
    @Test("the attributes carry the transform and alpha an effect left on the cell itself")
    func attributesCarryCellAppearance() throws {
        let fixture = DriverFixture(layOut: false)
        let moved = Transform3D.identity.translatedBy(x: 40, y: 0, z: 0)
        fixture.host.cellOwnAppearance = { progress in (progress == 0 ? .identity : moved, progress == 0 ? 1 : 0.5) }
        fixture.host.layoutIfNeeded()
        // Cells appear after the pass that lays them out; the next pass transforms them.
        fixture.host.invalidateLayout()
        fixture.host.layoutIfNeeded()
        let attributes = fixture.driver.attributes(in: CGRect(x: 0, y: 0, width: 300, height: 500))
        let front = try #require(attributes.first { $0.indexPath.item == 0 })
        let next = try #require(attributes.first { $0.indexPath.item == 1 })
        #expect(front.transform == .identity)
        #expect(front.alpha == 1)
        #expect(next.transform == moved)
        #expect(next.alpha == 0.5)
        #expect(fixture.driver.attributes(for: next.indexPath) == next)
    }

    // Defect 1. A touch-down stops the host's deceleration where it is, with no offset change and
    // so no pass: the settle never advanced, the state stayed `.settling` and every tap was refused.
    @Test("a touch that stopped a settle ends on the page the release chose, and taps are accepted again")
    func touchStoppingSettle() {
        let fixture = DriverFixture()
        fixture.drag(to: 60)
        #expect(fixture.driver.endDragging(velocity: CGPoint(x: 1000, y: 0)) == CGPoint(x: 300, y: 0))
        fixture.host.userScroll(to: CGPoint(x: 150, y: 0))
        #expect(fixture.driver.isSettlingWithHost)
        #expect(!fixture.driver.acceptsTaps)
        // The touch stops the host at 150 and lifts without a drag.
        fixture.host.isTrackingOrDecelerating = false
        fixture.driver.touchEndedWithoutDragging()
        fixture.host.runMainQueue()
        fixture.runFrames()
        #expect(fixture.host.contentOffset.x == 300)
        #expect(fixture.driver.currentPage == 1)
        #expect(fixture.driver.scrollState == .idle)
        #expect(fixture.driver.acceptsTaps)
    }

    @Test("a touch that ends while nothing settles changes nothing")
    func touchWithoutSettle() {
        let fixture = DriverFixture()
        #expect(!fixture.driver.isSettlingWithHost)
        fixture.driver.touchEndedWithoutDragging()
        fixture.host.runMainQueue()
        #expect(!fixture.host.needsLayoutOrWork)
        #expect(fixture.host.contentOffset.x == 0)
        #expect(fixture.driver.scrollState == .idle)
    }
}

extension PagingLayoutDriverUIKitBehaviourTests {
    // Defect 8. UIKit puts a resting scroll view at minus its adjusted inset when the inset appears
    // (the initial offset, the landscape safe area); the driver took it for the user's scroll.
    @Test("a resting host put at minus its leading inset keeps the page where it is")
    func insetAdjustmentIsNoScroll() {
        let fixture = DriverFixture()
        fixture.host.adjustedContentInsets = ScrollInsets(left: 47, right: 47)
        fixture.host.userScroll(to: CGPoint(x: -47, y: 0))
        #expect(fixture.host.contentOffset.x == 0)
        #expect(fixture.driver.currentPage == 0)
        #expect(fixture.driver.pass?.scrollPosition == 0)
    }

    @Test("a user's scroll to the same offset, while the finger is down, is followed")
    func dragToInsetIsFollowed() {
        let fixture = DriverFixture()
        fixture.host.adjustedContentInsets = ScrollInsets(left: 47, right: 47)
        fixture.drag(to: -47)
        #expect(fixture.host.contentOffset.x == -47)
        #expect(fixture.driver.scrollState == .dragging)
    }
}
