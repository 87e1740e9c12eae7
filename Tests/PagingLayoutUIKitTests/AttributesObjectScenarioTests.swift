import Foundation
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The attributes objects `CollectionViewPagingLayout` hands out: never changed once handed out
    /// (UIKit may keep them uncopied), handed out again while a page's attributes stay the same.
    @Suite("UIKit adapter on the stand-in: the attributes objects handed out")
    @MainActor
    struct AttributesObjectScenarioTests {
        @Test("a page keeps its attributes object while nothing moves, and gets a new one when a scroll moves it")
        func objectsReplacedOnlyWhenAttributesChange() async {
            let app = await PagerScenario.launched()
            let first = app.attributesObjectsByItem()
            let again = app.attributesObjectsByItem()
            #expect(!first.isEmpty)
            #expect(Set(again.keys) == Set(first.keys))
            #expect(first.filter { again[$0.key] !== $0.value }.keys.sorted() == [])
            // A scroll moves every laid-out page's frame (the visible area follows the offset): each
            // page that stays laid out gets a new object, and the old one is left as it was handed out.
            app.scrollOneFrame(by: 13)
            let scrolled = app.attributesObjectsByItem()
            let kept = Set(scrolled.keys).intersection(first.keys)
            #expect(!kept.isEmpty)
            #expect(kept.filter { scrolled[$0] === first[$0] }.sorted() == [])
        }

        @Test("an item that is not laid out gets the same object from one query to the next, also when the table is pruned")
        func unlaidOutItemKeepsItsObjectAcrossPruning() async {
            let app = await PagerScenario.launched { $0.itemCount = 200 }
            // More items than the layout's table keeps before it prunes (32): every query after the
            // first few prunes the items that are not laid out, but not the one just asked for.
            var itemsGivenAnotherObject: [Int] = []
            for item in 100..<160 {
                let object = app.attributesObject(forItem: item)
                if object == nil || app.attributesObject(forItem: item) !== object {
                    itemsGivenAnotherObject.append(item)
                }
            }
            #expect(itemsGivenAnotherObject == [])
        }
    }
}
