import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// A pager whose data comes in several sections: sections of 2, 3 and 1 items, six 390-point
    /// pages in all, page n (counted on across the sections) resting at the offset x = n × 390.
    @Suite("UIKit adapter on the stand-in: data in several sections")
    @MainActor
    struct SectionedPagerScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
            await PagerScenario.launched {
                $0.sectionSizes = [2, 3, 1]
                configure(&$0)
            }
        }

        @Test("the pages run on across the sections: page 3 is the second item of section 1")
        func pagesAcrossSections() async {
            let app = await app()
            await app.setCurrentPage(3, animated: false)
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            // Pages 2, 3, 4 are section 1's items; each cell shows its own item.
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("swipes cross from one section into the next and stop at the last page", arguments: [true, false])
        func swipesAcrossSections(isPagingEnabled: Bool) async {
            let app = await app { $0.isPagingEnabled = isPagingEnabled }
            await app.setCurrentPage(1, animated: false)
            for expected in [2, 3, 4, 5, 5] {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
                #expect(app.currentPage == expected)
                #expect(app.contentOffset.x == CGFloat(expected) * 390)
            }
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a rotation keeps the page in its section, at its multiple of the new width")
        func rotation() async {
            let app = await app()
            await app.setCurrentPage(3, animated: false)
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 844))
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("deleting the current page in the middle section keeps the page, now showing the item after it")
        func deletingTheCurrentPage() async {
            let app = await app()
            await app.setCurrentPage(3, animated: false)
            let before = app.cellsByShownItem()
            await app.deleteItem(1, inSection: 1)
            #expect(app.inconsistencies == [])
            #expect(app.dataItems == [0, 1, 2, 4, 5])
            // Five pages: page 3 still exists (the last offset is 4 × 390), now item 4.
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.shownItem) == [2, 4, 5])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(app.cellsByShownItem()[4] == before[4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("deleting the last section's only item while on it rests on the page before it")
        func deletingTheLastSectionsItem() async {
            let app = await app()
            await app.setCurrentPage(5, animated: false)
            await app.deleteItem(0, inSection: 2)
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a reload to fewer items in fewer sections keeps the last page there is; one to more keeps the page")
        func reloads() async {
            let app = await app()
            await app.setCurrentPage(3, animated: false)
            await app.reload(sectionSizes: [1, 1])
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.shownPages().map(\.item) == [0, 1])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.reload(sectionSizes: [3, 0, 4])
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.shownPages().map(\.item) == [0, 1, 2])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }
    }
}
