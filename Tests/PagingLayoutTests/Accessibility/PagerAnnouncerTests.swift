import Foundation
import PagingLayout
import Testing

@Suite("PagerAnnouncer")
struct PagerAnnouncerTests {
    private func model(_ page: Int, of count: Int = 5) -> PagerAccessibility {
        PagerAccessibility(numberOfPages: count, currentPage: page)
    }

    @Test("a page change by other means is announced with the new value; the page it starts on is not")
    func announcesOtherChanges() {
        var announcer = PagerAnnouncer(model(0))
        #expect(announcer.announcement(for: model(0)) == nil)
        #expect(announcer.announcement(for: model(1)) == "Page 2 of 5")
        #expect(announcer.announcement(for: model(1)) == nil)
        #expect(announcer.announcement(for: model(4)) == "Page 5 of 5")
    }

    @Test("the page the element's own adjustment asked for is not announced (VoiceOver reads it)")
    func silentAfterOwnAdjustment() {
        var announcer = PagerAnnouncer(model(2))
        announcer.adjusted(to: 3)
        #expect(announcer.adjustedPage == 3)
        #expect(announcer.announcement(for: model(3)) == nil)
        #expect(announcer.adjustedPage == nil)
        // The next change, by other means, speaks again.
        #expect(announcer.announcement(for: model(4)) == "Page 5 of 5")
    }

    @Test("an adjustment still waiting while the pager shows its old page keeps waiting")
    func waitsThroughTheSamePage() {
        var announcer = PagerAnnouncer(model(2))
        announcer.adjusted(to: 3)
        #expect(announcer.announcement(for: model(2)) == nil)
        #expect(announcer.adjustedPage == 3)
        #expect(announcer.announcement(for: model(3)) == nil)
    }

    @Test("another page than the adjusted one is announced and ends the wait")
    func otherPageEndsTheWait() {
        var announcer = PagerAnnouncer(model(2))
        announcer.adjusted(to: 3)
        #expect(announcer.announcement(for: model(0)) == "Page 1 of 5")
        #expect(announcer.adjustedPage == nil)
        #expect(announcer.announcement(for: model(3)) == "Page 4 of 5")
    }

    @Test("a change in the number of pages (a reload) is not announced, and the count is remembered")
    func reloadIsSilent() {
        var announcer = PagerAnnouncer(model(2))
        #expect(announcer.announcement(for: model(1, of: 3)) == nil)
        #expect(announcer.shownPageCount == 3)
        #expect(announcer.announcement(for: model(2, of: 3)) == "Page 3 of 3")
    }

    @Test("pages out of range count as the nearest one: a clamp to the same page says nothing")
    func clampedPages() {
        var announcer = PagerAnnouncer(model(4))
        #expect(announcer.announcement(for: model(9)) == nil)
        #expect(announcer.announcement(for: model(-3)) == "Page 1 of 5")
        #expect(announcer.shownPage == 0)
    }
}
