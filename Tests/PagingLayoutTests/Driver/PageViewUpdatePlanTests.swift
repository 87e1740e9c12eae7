import Foundation
import Testing

@testable import PagingLayout

/// A SwiftUI update applies only what changed and never interrupts the user (issue 24, defect 11).
@Suite("PageViewUpdatePlan")
struct PageViewUpdatePlanTests {
    private let base = PageViewSettings(
        layout: PageViewLayoutSettings(pageLength: 300, spacing: 20), pagePadding: .zero,
        effect: ScaleEffect(options: .layout(.coverFlow)), resolvesTaps: true)

    @Test("the first update applies everything")
    func firstUpdate() {
        let plan = PageViewUpdatePlan(applied: nil, wanted: base, itemsChanged: true, isScrolling: false)
        #expect(plan.writesLayoutSettings)
        #expect(plan.laysOutPages)
        #expect(plan.invalidatesLayout)
        #expect(plan.reloadsItems)
        #expect(plan.writesTapResolution)
        #expect(plan.followsSelection)
        #expect(!plan.waitsForRest)
    }

    // Defect 11: every SwiftUI update (an unrelated @State changing) re-applied every setting,
    // invalidated the layout and laid out every visible page again.
    @Test("an update that changes nothing the pager can tell invalidates nothing and only updates the pages in place",
        arguments: [false, true])
    func nothingChanged(isScrolling: Bool) {
        let plan = PageViewUpdatePlan(applied: base, wanted: base, itemsChanged: false, isScrolling: isScrolling)
        #expect(!plan.writesLayoutSettings)
        #expect(!plan.laysOutPages)
        #expect(!plan.invalidatesLayout)
        #expect(!plan.reloadsItems)
        #expect(plan.updatesVisiblePages)
        #expect(!plan.writesTapResolution)
        #expect(plan.followsSelection)
        #expect(!plan.waitsForRest)
    }

    @Test("an equal effect made again counts as unchanged; another preset does not")
    func effectEquality() {
        var same = base
        same.effect = ScaleEffect(options: .layout(.coverFlow))
        #expect(!PageViewUpdatePlan(applied: base, wanted: same, itemsChanged: false, isScrolling: false).invalidatesLayout)
        var other = base
        other.effect = ScaleEffect(options: .layout(.rotary))
        let plan = PageViewUpdatePlan(applied: base, wanted: other, itemsChanged: false, isScrolling: false)
        #expect(plan.invalidatesLayout)
        #expect(!plan.writesLayoutSettings)
        #expect(!plan.laysOutPages)
    }

    @Test("an effect that is not Equatable cannot be told apart and counts as changed")
    func composedEffectCountsAsChanged() {
        var composed = base
        composed.effect = ComposedEffect([ScaleEffect()])
        #expect(!composed.hasSameEffect(as: composed))
        #expect(PageViewUpdatePlan(applied: composed, wanted: composed, itemsChanged: false, isScrolling: false).invalidatesLayout)
    }

    @Test("no effect on either side is the same effect; an effect against none is not")
    func noEffect() {
        var none = base
        none.effect = nil
        #expect(none.hasSameEffect(as: none))
        #expect(!none.hasSameEffect(as: base))
        #expect(!base.hasSameEffect(as: none))
    }

    @Test("a new page length at rest is written and invalidates the layout")
    func geometryAtRest() {
        var wanted = base
        wanted.layout.pageLength = 250
        let plan = PageViewUpdatePlan(applied: base, wanted: wanted, itemsChanged: false, isScrolling: false)
        #expect(plan.writesLayoutSettings)
        #expect(plan.invalidatesLayout)
        #expect(!plan.laysOutPages)
        #expect(plan.appliedSettings.layout.pageLength == 250)
        #expect(!plan.waitsForRest)
    }

    @Test("a new page length during a drag waits for rest and is not recorded as applied")
    func geometryWhileScrolling() {
        var wanted = base
        wanted.layout.pageLength = 250
        let plan = PageViewUpdatePlan(applied: base, wanted: wanted, itemsChanged: false, isScrolling: true)
        #expect(!plan.writesLayoutSettings)
        #expect(!plan.invalidatesLayout)
        #expect(plan.waitsForRest)
        #expect(plan.appliedSettings.layout.pageLength == 300)
        // At rest, planning again from what was applied writes it.
        let later = PageViewUpdatePlan(
            applied: plan.appliedSettings, wanted: wanted, itemsChanged: false, isScrolling: false)
        #expect(later.writesLayoutSettings)
        #expect(later.invalidatesLayout)
        #expect(!later.waitsForRest)
    }

    @Test("new page padding lays the pages out at once, and re-transforms them only at rest")
    func pagePadding() {
        var wanted = base
        wanted.pagePadding = PagePadding(top: .absolute(10))
        let atRest = PageViewUpdatePlan(applied: base, wanted: wanted, itemsChanged: false, isScrolling: false)
        #expect(atRest.laysOutPages)
        #expect(atRest.invalidatesLayout)
        #expect(!atRest.writesLayoutSettings)
        let dragging = PageViewUpdatePlan(applied: base, wanted: wanted, itemsChanged: false, isScrolling: true)
        #expect(dragging.laysOutPages)
        #expect(!dragging.invalidatesLayout)
        #expect(!dragging.waitsForRest)
        #expect(dragging.appliedSettings.pagePadding == wanted.pagePadding)
    }

    @Test("new item ids reload at rest; during a drag the reload and the selection wait")
    func itemsChanged() {
        let atRest = PageViewUpdatePlan(applied: base, wanted: base, itemsChanged: true, isScrolling: false)
        #expect(atRest.reloadsItems)
        #expect(!atRest.updatesVisiblePages)
        #expect(atRest.followsSelection)
        #expect(!atRest.waitsForRest)
        let dragging = PageViewUpdatePlan(applied: base, wanted: base, itemsChanged: true, isScrolling: true)
        #expect(!dragging.reloadsItems)
        #expect(!dragging.updatesVisiblePages)
        #expect(!dragging.followsSelection)
        #expect(dragging.waitsForRest)
    }

    @Test("the underlying view's settings are applied on each update at rest, and wait during a drag")
    func viewSettings() {
        let atRest = PageViewUpdatePlan(
            applied: base, wanted: base, itemsChanged: false, isScrolling: false, hasViewSettings: true)
        #expect(atRest.appliesViewSettings)
        #expect(!atRest.invalidatesLayout)
        #expect(!atRest.waitsForRest)
        let dragging = PageViewUpdatePlan(
            applied: base, wanted: base, itemsChanged: false, isScrolling: true, hasViewSettings: true)
        #expect(!dragging.appliesViewSettings)
        #expect(dragging.waitsForRest)
        let none = PageViewUpdatePlan(applied: base, wanted: base, itemsChanged: false, isScrolling: false)
        #expect(!none.appliesViewSettings)
    }

    @Test("turning tap resolution on or off is written without invalidating the layout")
    func tapResolution() {
        var wanted = base
        wanted.resolvesTaps = false
        let plan = PageViewUpdatePlan(applied: base, wanted: wanted, itemsChanged: false, isScrolling: true)
        #expect(plan.writesTapResolution)
        #expect(!plan.invalidatesLayout)
        #expect(!plan.waitsForRest)
    }
}
