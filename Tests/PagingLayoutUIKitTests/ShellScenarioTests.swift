import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("The other layouts' UIKit shells on the stand-in")
    @MainActor
    struct ShellScenarioTests {
        /// The elements the core lays out at the offset on screen that meet the visible bounds,
        /// against the cells on screen: same items, frames, transforms, alphas and z positions.
        private func mismatches(_ shown: [ShownElement], _ expected: [LayoutElement], bounds: CGRect) -> [String] {
            let visible = expected.filter { $0.kind == .cell && $0.frame.intersects(bounds) }
            guard shown.map(\.item) == visible.map(\.item), shown.map(\.section) == visible.map(\.section) else {
                return ["items \(shown.map(\.item)) ≠ \(visible.map(\.item))"]
            }
            return zip(shown, visible).compactMap { cell, element in
                let frameMatches =
                    abs(cell.frame.midX - element.frame.midX) < 1e-9 && abs(cell.frame.midY - element.frame.midY) < 1e-9
                    && cell.frame.size == element.frame.size
                let matches = frameMatches && isClose(cell.transform, element.transform) && cell.alpha == element.alpha
                    && cell.zPosition == CGFloat(element.zPosition)
                return matches ? nil : "item \(element.item)"
            }
        }

        /// The stand-in's usual choices, and prefetching (cells made for the viewport ahead of the
        /// bounds before they show; only those meeting the bounds are visible cells).
        nonisolated static let prefetchVariants: [LayoutChoiceVariant] = [.standInDefaults, .prefetching]

        @Test("the focus carousel's cells show the core's elements at launch and after a drag", arguments: prefetchVariants)
        func carousel(variant: LayoutChoiceVariant) async {
            let options = CarouselLayoutOptions()
            let app = ShellScenario(.carousel(options), itemCounts: [12], layoutChoices: variant)
            await app.launch()
            // The shell insets the content so the first item can be centred; the offset starts at minus that.
            #expect(app.contentInset.left > 0)
            #expect(app.contentOffset.x == -app.contentInset.left)
            let core = CarouselLayout(options: options, itemCount: 12)
            // The first item centred and the next one beside it.
            #expect(app.shownElements().count == 2)
            var bounds = CGRect(origin: app.contentOffset, size: app.viewportSize)
            #expect(mismatches(app.shownElements(), core.layout(at: app.contentOffset, viewportSize: app.viewportSize).elements, bounds: bounds) == [])
            await app.drag(by: -200, vertical: false)
            bounds = CGRect(origin: app.contentOffset, size: app.viewportSize)
            #expect(app.contentOffset.x != -app.contentInset.left)
            #expect(mismatches(app.shownElements(), core.layout(at: app.contentOffset, viewportSize: app.viewportSize).elements, bounds: bounds) == [])
        }

        @Test("the sectioned list's cells show the core's elements at launch and after a scroll", arguments: prefetchVariants)
        func list(variant: LayoutChoiceVariant) async {
            let options = ListLayoutOptions(
                itemSize: CGSize(width: 390, height: 120), isParallaxOnCellsEnabled: true, maxParallaxOffset: 30,
                minimumLineSpacing: 10)
            let app = ShellScenario(.list(options), itemCounts: [8, 8], layoutChoices: variant)
            await app.launch()
            let core = ListLayout(options: options, itemCounts: [8, 8])
            #expect(app.shownElements().count >= 3)
            var bounds = CGRect(origin: app.contentOffset, size: app.viewportSize)
            let atLaunch = core.layout(at: app.contentOffset, viewportSize: app.viewportSize).elements
            #expect(mismatches(app.shownElements(), atLaunch, bounds: bounds) == [])
            await app.drag(by: -300, vertical: true)
            #expect(app.contentOffset.y > 0)
            bounds = CGRect(origin: app.contentOffset, size: app.viewportSize)
            let afterScroll = core.layout(at: app.contentOffset, viewportSize: app.viewportSize).elements
            #expect(mismatches(app.shownElements(), afterScroll, bounds: bounds) == [])
        }

        @Test("an app's own layout runs in the generic shell: its rows, their parallax, its inset and its resting offset")
        func appsOwnLayout() async {
            // 20 rows of 100 points in a 390 × 844 window, the content inset by 20 above and below.
            let app = ShellScenario(.rows(rowHeight: 100, inset: 20), itemCounts: [20])
            await app.launch()
            // The inset goes along the shell's scroll direction (vertical): top and bottom only.
            #expect(app.contentInset == UIEdgeInsetsValue(top: 20, left: 0, bottom: 20, right: 0))
            #expect(app.contentOffset.y == -20)
            // The viewport spans y = −20 … 824: rows 0 (0…100) to 8 (800…900) meet it.
            #expect(app.shownElements().map(\.item) == Array(0...8))
            #expect(app.shownElements().first { $0.item == 3 }?.frame == CGRect(x: 0, y: 300, width: 390, height: 100))
            // Row 3's top is 320 below the viewport's top: its content moves a tenth of that, to the cell.
            #expect(app.parallaxOffsets()[3] == CGPoint(x: 0, y: 32))
            // A row out of view, asked alone, is where it rests; a row the layout lacks has no attributes.
            #expect(app.frameOfItem(15) == CGRect(x: 0, y: 1500, width: 390, height: 100))
            #expect(app.frameOfItem(20) == nil)
            // A drag up by 250 (less its first step, which starts the drag) from y = −20 stops between
            // 150 and 250: the layout rests it on the nearest row top, row 2's.
            await app.drag(by: -250, vertical: true)
            #expect(app.contentOffset.y == 200)
            // The viewport spans 200 … 1044: rows 2 to 10; row 3's top is 100 below the viewport's top.
            #expect(app.shownElements().map(\.item) == Array(2...10))
            #expect(app.parallaxOffsets()[3] == CGPoint(x: 0, y: 10))
        }

        /// The cells on screen against `core`'s elements at the offset on screen.
        private func mismatches(_ app: ShellScenario, _ core: any ScrollLayout) -> [String] {
            let bounds = CGRect(origin: app.contentOffset, size: app.viewportSize)
            return mismatches(
                app.shownElements(), core.layout(at: app.contentOffset, viewportSize: app.viewportSize).elements,
                bounds: bounds)
        }

        @Test("a reload to fewer rows while a fling decelerates rests the list at the new content's end")
        func reloadToFewerRowsWhileDecelerating() async {
            // 20 rows of 100 points, inset 20 above and below, in a 390 × 844 window: the last offset is
            // 2 000 + 20 − 844 = 1 176.
            let app = ShellScenario(.rows(rowHeight: 100, inset: 20), itemCounts: [20])
            await app.launch()
            await app.fling(by: -200, releaseVelocity: CGPoint(x: 0, y: 3), vertical: true)
            await app.frames(3)
            #expect(app.isDecelerating)
            // Ten rows: the last offset is 1 000 + 20 − 844 = 176, below where the view is now.
            #expect(app.contentOffset.y > 176)
            await app.reload(itemCounts: [10])
            await app.settle()
            #expect(app.contentOffset.y == 176)
            // The viewport spans 176 … 1 020: rows 1 to 9; row 1's top is 76 above the viewport's top.
            #expect(app.shownElements().map(\.item) == Array(1...9))
            #expect(app.parallaxOffsets()[1] == CGPoint(x: 0, y: -7.6))
        }

        @Test("emptied and refilled, the list, the carousel and an app's own layout show no cells, then the core's",
            arguments: [0, 1, 2])
        func emptiedAndRefilled(kindIndex: Int) async {
            let listOptions = ListLayoutOptions(itemSize: CGSize(width: 390, height: 120), minimumLineSpacing: 10)
            let (kind, core, vertical): (ShellLayoutKind, any ScrollLayout, Bool) =
                switch kindIndex {
                case 0: (.list(listOptions), ListLayout(options: listOptions, itemCounts: [8, 8]), true)
                case 1: (.carousel(CarouselLayoutOptions()), CarouselLayout(options: CarouselLayoutOptions(), itemCount: 12), false)
                default: (.rows(rowHeight: 100, inset: 20), RowsLayout(rowCount: 20, rowHeight: 100, inset: 20), true)
                }
            let counts = kindIndex == 0 ? [8, 8] : kindIndex == 1 ? [12] : [20]
            let app = ShellScenario(kind, itemCounts: counts)
            await app.launch()
            await app.drag(by: -300, vertical: vertical)
            await app.reload(itemCounts: counts.map { _ in 0 })
            #expect(app.shownElements() == [])
            #expect(app.contentOffset.x.isFinite && app.contentOffset.y.isFinite)
            await app.drag(by: 100, vertical: vertical)
            #expect(app.shownElements() == [])
            await app.reload(itemCounts: counts)
            #expect(!app.shownElements().isEmpty)
            #expect(mismatches(app, core) == [])
        }

        @Test("after a rotation the carousel's and the list's cells show the core's elements for the new size",
            arguments: [false, true])
        func rotation(list: Bool) async {
            let listOptions = ListLayoutOptions(
                itemSize: CGSize(width: 390, height: 120), isParallaxOnCellsEnabled: true, maxParallaxOffset: 30,
                minimumLineSpacing: 10)
            let app =
                list
                ? ShellScenario(.list(listOptions), itemCounts: [8, 8])
                : ShellScenario(.carousel(CarouselLayoutOptions()), itemCounts: [12])
            let core: any ScrollLayout =
                list
                ? ListLayout(options: listOptions, itemCounts: [8, 8])
                : CarouselLayout(options: CarouselLayoutOptions(), itemCount: 12)
            await app.launch()
            await app.drag(by: -200, vertical: list)
            let centred = centredItem(in: app)
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.viewportSize == CGSize(width: 844, height: 390))
            #expect(!app.shownElements().isEmpty)
            #expect(mismatches(app, core) == [])
            // The carousel rests an item in the centre: the same one after the turn.
            if !list { #expect(centredItem(in: app) == centred) }
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(mismatches(app, core) == [])
            if !list { #expect(centredItem(in: app) == centred) }
        }

        /// The item whose cell's centre is nearest the viewport's centre along x.
        private func centredItem(in app: ShellScenario) -> Int? {
            let centre = app.contentOffset.x + app.viewportSize.width / 2
            return app.shownElements().min { abs($0.frame.midX - centre) < abs($1.frame.midX - centre) }?.item
        }

        @Test("a rotation keeps an app's own layout on the row it rested on")
        func rotationKeepsTheRow() async {
            let app = ShellScenario(.rows(rowHeight: 100, inset: 20), itemCounts: [20])
            await app.launch()
            await app.drag(by: -250, vertical: true)
            #expect(app.contentOffset.y == 200)
            // Rows are 100 tall at any width: row 2 stays at the viewport's top, 200.
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.contentOffset.y == 200)
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(app.contentOffset.y == 200)
        }
    }
}
