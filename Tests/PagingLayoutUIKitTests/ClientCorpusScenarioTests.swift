import AppleClientCodeScenarios
import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The client corpus's cells (`Tests/AppleClientCode/Docs/UIKitPreparedProtocols.swift` and
    /// `UIKitCustomEffects.swift`, compiled unchanged against the stand-in) in the scenario app:
    /// launch, a fling, a tap on a neighbour, an animated page change from code.
    @Suite("UIKit adapter on the stand-in: the client corpus's cells")
    @MainActor
    struct ClientCorpusScenarioTests {
        /// What each page's views show against what the corpus's code says for its progress: the
        /// core's prepared effect for the options the corpus declares, and the corpus's own formulas
        /// worked out by hand.
        private func mismatches(_ scenario: ClientCorpusScenario) -> [String] {
            scenario.pages().flatMap { page -> [String] in
                let p = page.progress
                var wrong: [String] = []
                func check(_ view: String, _ holds: (ClientViewState) -> Bool) {
                    guard let state = page.views[view], holds(state) else {
                        wrong.append("item \(page.item) \(view)")
                        return
                    }
                }
                if let effect = page.preparedEffect {
                    let target = scenario.cell == .namedCard ? "cardView" : "contentView"
                    check(target) { isClose($0.transform, effect.transform) }
                }
                switch scenario.cell {
                case .layoutType:
                    // titleLabel.alpha = 1 − |progress|; the subtitle follows it.
                    check("titleLabel") { isAbout($0.alpha, 1 - abs(p)) }
                    check("subtitleLabel") { isAbout($0.alpha, 1 - abs(p)) }
                case .combinedStack:
                    // The icon turns by progress · π/8: a = cos, b = sin of that angle.
                    check("iconView") {
                        isAbout($0.transform.m11, cos(p * .pi / 8)) && isAbout($0.transform.m12, sin(p * .pi / 8))
                    }
                    // Its own z order: −10 left of the middle, else −|round(progress)|.
                    if page.zPosition != (p < -0.5 ? -10 : -abs(p.rounded())) { wrong.append("item \(page.item) z") }
                case .combinedSnapshot:
                    check("captionLabel") { $0.alpha == (p == 0 ? 1 : 0) }
                case .sliding:
                    // The content view fades: alpha = 1 − |progress|.
                    check("contentView") { isAbout($0.alpha, 1 - abs(p)) }
                case .turning:
                    // A turn of π/3 · progress about y under a perspective of −0.002: m11 = cos, m34 = −0.002 · cos.
                    let angle = .pi / 3 * p
                    check("cardView") {
                        isAbout($0.transform.m11, cos(angle)) && isAbout($0.transform.m34, -0.002 * cos(angle))
                            && $0.alpha == (abs(p) > 0.5 ? 0 : 1)
                    }
                    if page.zPosition != -abs(p.rounded()) { wrong.append("item \(page.item) z") }
                case .manualTap:
                    // The content view scales by 1 − |progress| · 0.1.
                    check("contentView") {
                        isAbout($0.transform.m11, 1 - abs(p) * 0.1) && isAbout($0.transform.m22, 1 - abs(p) * 0.1)
                    }
                case .snapshotExample:
                    if page.progress != 0, page.snapshotContent != ["item \(page.item)"] {
                        wrong.append("item \(page.item) pieces \(page.snapshotContent ?? [])")
                    }
                case .scaleExample, .stackExample, .namedCard:
                    break
                }
                return wrong
            }
        }

        @Test("each corpus cell shows its code's numbers after launch, a fling, a tap, a page change from code and rotations",
              arguments: ClientCell.allCases, [LayoutChoiceVariant.standInDefaults, .contentViewResizedByFrame])
        func corpusCell(_ cell: ClientCell, variant: LayoutChoiceVariant) async throws {
            let scenario = ClientCorpusScenario(cell, under: variant)
            let app = scenario.app
            await app.launch()
            // Three visible items: the current page and the two after it.
            #expect(scenario.pages().map(\.item) == [0, 1, 2])
            #expect(mismatches(scenario) == [])

            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(mismatches(scenario) == [])

            // A tap on the front page selects it once. The selectable views of TurningCell
            // (`buttonArea`) and NamedCardCell (its card, `cardContainer`) are never added to the cell
            // in the corpus, which is only type-checked: those pages have nothing to tap.
            if cell != .turning, cell != .namedCard {
                let point = try #require(app.pointShowing(item: 1))
                await app.tap(at: point)
                #expect(app.log.filter { $0 == "layout.didSelect 1" }.count == 1)
                #expect(app.log.filter { $0 == "collectionView.didSelect 1" }.count == 1)
            }

            // Mid-drag, every page between pages.
            await app.drag(by: -120, lift: false)
            #expect(scenario.pages().contains { $0.progress != $0.progress.rounded() })
            #expect(mismatches(scenario) == [])
            await app.lift(releaseVelocity: .zero)
            await app.settle()

            await app.setCurrentPage(3, animated: true)
            await app.waitForPageAnimation()
            #expect(app.currentPage == 3)
            #expect(mismatches(scenario) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") }.last == "layout.didChangeCurrentPage 3")

            // Rotated and back: page 3 kept, every content view as large as its cell (whatever the
            // corpus's code or the effect did to it), each page at its code's numbers for the size.
            for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
                await app.rotate(to: size)
                #expect(app.currentPage == 3)
                #expect(scenario.contentViewsNotFillingTheirCells() == [])
                #expect(mismatches(scenario) == [])
            }
        }
    }
}
