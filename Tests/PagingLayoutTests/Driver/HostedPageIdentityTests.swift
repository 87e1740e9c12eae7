import Testing

@testable import PagingLayout

/// A reused hosting cell keeps SwiftUI state with its item (issue 24, defect 7).
@Suite("HostedPageIdentity")
struct HostedPageIdentityTests {
    @Test("the first page a cell is given is built")
    func firstPageIsBuilt() {
        var identity = HostedPageIdentity<String>()
        #expect(identity.current == nil)
        #expect(identity.show("card-1") == .build)
        #expect(identity.current == "card-1")
    }

    @Test("the same item again is updated in place, keeping its state")
    func sameItemUpdates() {
        var identity = HostedPageIdentity<String>()
        identity.show("card-1")
        #expect(identity.show("card-1") == .update)
        #expect(identity.show("card-1") == .update)
    }

    // Defect 7: a cell reused for another item swapped the root view without a new identity, so the
    // first item's @State showed on the second.
    @Test("a cell reused for another item rebuilds under the new identity")
    func reuseRebuilds() {
        var identity = HostedPageIdentity<Int>()
        identity.show(3)
        #expect(identity.show(9) == .rebuild)
        #expect(identity.current == 9)
    }

    @Test("going back to an earlier item is another item too: its state starts afresh")
    func backAndForthRebuilds() {
        var identity = HostedPageIdentity<Int>()
        let changes = [1, 2, 1, 1].map { identity.show($0) }
        #expect(changes == [.build, .rebuild, .rebuild, .update])
    }
}
