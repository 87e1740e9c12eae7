import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The pager wired as the docs show (issue 28): auto-scroll, the page indicator and the VoiceOver
    /// element on a `CollectionViewPagingLayout`, and what VoiceOver reaches (issue 24, defect 9).
    /// Times are on the scenario's manual clock: 4-second rests (the docs' interval), 0.25-second
    /// linear page changes.
    @Suite("UIKit adapter on the stand-in: auto-scroll, indicator and VoiceOver wired to the layout")
    @MainActor
    struct WiredPagerScenarioTests {
        @Test("auto-scroll moves on after 4 s of rest, animating, then rests 4 s on the new page")
        func autoScrollAdvances() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            await app.launch()
            #expect(app.autoScrollPauseReasons == [])
            // Frames are 0.05 s apart, and the clock's sums of them may land a frame past an exact
            // time: each expectation is at least 0.1 s away from the times worked out.
            app.advance(by: 3.9)
            #expect(app.currentPage == 0)
            #expect(app.contentOffset.x == 0)
            // The change starts at 4 s and takes 0.25 s.
            app.advance(by: 0.2)
            #expect(app.contentOffset.x > 0 && app.contentOffset.x < 390, "mid-animation: \(app.contentOffset.x)")
            app.advance(by: 0.4)
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            // Resting from 4.25 s: the next change at 8.25 s, on page 2 by 8.5 s.
            app.advance(by: 3.6)
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            app.advance(by: 0.8)
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 780))
        }

        @Test("auto-scroll set to bounce turns round at the last page; the page state reads as the docs say")
        func bouncesAndDescribes() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            await app.launch()
            #expect(app.pagesDescription == "0 of 5 at 0.0: 5 dots, Page 1 of 5")
            app.bounceAtTheEnds()
            #expect(app.autoScrollPauseReasons == [])
            // A new page every 4.25 s from now: page 4 at 17 s, then back to page 3 at 21.25 s (not a
            // rewind to page 0); each step may land a frame late.
            app.advance(by: 17.5)
            #expect(app.currentPage == 4)
            app.advance(by: 4.4)
            #expect(app.currentPage == 3)
            #expect(app.pagesDescription == "3 of 5 at 3.0: 5 dots, Page 4 of 5")
        }

        @Test("another layout taking the collection view stops auto-scroll: the offset stays where it was")
        func stopsWhenTheLayoutLeaves() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            await app.launch()
            app.advance(by: 2)
            await app.replaceLayout()
            #expect(app.isAutoScrollRunning == false)
            let offset = app.contentOffset
            app.advance(by: 10)
            #expect(app.contentOffset == offset)
        }

        @Test("on the layout's own display clock, auto-scroll moves the pager on by itself")
        func autoScrollOnTheDisplayClock() async {
            let app = WiredPagerScenario(.init(autoScroll: true, displayClock: true))
            await app.launch()
            #expect(app.autoScrollPauseReasons == [])
            #expect(app.currentPage == 0)
            // 4 s of rest and a 0.3-second change, in real time (a busy machine may take longer).
            #expect(await app.waitForPage(1))
            #expect(isAbout(app.contentOffset.x, 390))
        }

        @Test("auto-scroll turned on before the screen is shown runs once the pager is laid out in its window")
        func autoScrollSetBeforeLaunch() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            app.startAutoScrollBeforeLaunch()
            await app.launch()
            #expect(app.autoScrollPauseReasons == [])
            // The countdown starts at the first frame with pages: 0.05 s, so the change ends by 4.3 s.
            app.advance(by: 3.9)
            #expect(app.currentPage == 0)
            app.advance(by: 0.6)
            #expect(app.currentPage == 1)
            app.dismiss()
            #expect(app.autoScrollPauseReasons == [.offScreen])
        }

        @Test("a finger resting on the pager holds auto-scroll; lifted, a whole interval starts again")
        func touchHolds() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            await app.launch()
            app.advance(by: 2)
            app.touchDown()
            app.advance(by: 10)
            #expect(app.autoScrollPauseReasons == [.touch])
            #expect(app.currentPage == 0)
            app.lift()
            // Lifted at 12 s: the next frame starts the interval, so the change comes at 16.05 s.
            app.advance(by: 3.9)
            #expect(app.autoScrollPauseReasons == [])
            #expect(app.currentPage == 0)
            app.advance(by: 0.6)
            #expect(app.currentPage == 1)
        }

        @Test("off the window auto-scroll stops; back in it, a whole interval starts again")
        func stopsOutOfTheWindow() async {
            let app = WiredPagerScenario(.init(autoScroll: true))
            await app.launch()
            app.advance(by: 2)
            app.dismiss()
            #expect(app.autoScrollPauseReasons == [.offScreen])
            app.advance(by: 20)
            #expect(app.currentPage == 0)
            app.present()
            #expect(app.autoScrollPauseReasons == [])
            // Back at 22 s: the change comes at 26 s.
            app.advance(by: 3.9)
            #expect(app.currentPage == 0)
            app.advance(by: 0.6)
            #expect(app.currentPage == 1)
        }

        @Test("the bound indicator follows every step of the pager, and a tapped dot pages it")
        func indicatorFollowsAndPages() async {
            let app = WiredPagerScenario(.init(indicator: true))
            await app.launch()
            #expect(app.indicatorPages == 5)
            #expect(app.indicatorPosition == 0)
            app.setCurrentPage(2, animated: false)
            #expect(app.indicatorPosition == 2)
            app.setCurrentPage(4, animated: true)
            app.advance(by: 0.1)
            let position = app.indicatorPosition ?? 0
            #expect(position > 2 && position < 4, "mid-animation: \(position)")
            app.advance(by: 0.3)
            #expect(app.indicatorPosition == 4)
            // Five dots of 10 pt cells 8 pt apart: 82 pt centred in 390 starts at x = 154; dot 3's
            // centre is 3 · 18 + 5 = 59 pt in, at x = 213; the row is 44 pt high from y = 760.
            app.tap(at: CGPoint(x: 213, y: 782))
            app.advance(by: 0.4)
            #expect(app.currentPage == 3)
            #expect(app.indicatorPosition == 3)
        }

        @Test("24.9: VoiceOver reaches the front page only, not the pages stacked under it")
        func onlyTheFrontPageIsReached() async {
            let app = WiredPagerScenario(.init())
            await app.launch()
            #expect(app.voiceOverLabels == ["Harbour"])
            app.setCurrentPage(3, animated: false)
            // Cells made for the new pages are transformed on the next frame.
            await StandInRunLoopTurns.run(2)
            #expect(app.voiceOverLabels == ["Glacier"])
        }

        @Test("the attached element stands for the pager, on screen after paging, and pages by increments")
        func attachedElement() async {
            let app = WiredPagerScenario(.init(accessibilityElement: true))
            await app.launch()
            #expect(app.voiceOverLabels == ["Photos"])
            #expect(app.elementValue == "Harbour, page 1 of 5")
            app.setCurrentPage(3, animated: true)
            app.advance(by: 0.4)
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.elementFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(app.elementValue == "Glacier, page 4 of 5")
            #expect(app.announcements.last == "Glacier, page 4 of 5")

            app.increment()
            // VoiceOver reads the new value after its own adjustment: the label is the new page's at once,
            // and it stays while the pager animates there.
            #expect(app.elementValue == "Orchard, page 5 of 5")
            app.advance(by: 0.1)
            #expect(app.elementValue == "Orchard, page 5 of 5")
            app.advance(by: 0.3)
            #expect(app.currentPage == 4)
            #expect(app.elementFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
            app.decrement()
            app.advance(by: 0.4)
            #expect(app.currentPage == 3)
            #expect(app.elementValue == "Glacier, page 4 of 5")
            // Only the change from code was announced; the adjustments were not.
            #expect(app.announcements.filter { $0.hasPrefix("Orchard") || $0.hasPrefix("Glacier") } == ["Glacier, page 4 of 5"])
        }
    }
}
