import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter: a UIView as the effects' target")
    @MainActor
    struct UIViewTargetTests {
        @Test("frame after frame a UIView target's snapshot pieces are refilled in the array its container holds")
        func snapshotPiecesRefilledInPlace() throws {
            let page = TargetViewProbe()
            page.transform(progress: 0.1)
            let container = try #require(page.containerIdentity)
            let storage = try #require(page.shownPiecesStorage)
            for step in 2...30 {
                let progress = CGFloat(step) / 30
                page.transform(progress: progress)
                // The same capture, showing the effect's pieces for this progress from the same storage.
                #expect(page.containerIdentity == container)
                #expect(page.shownPiecesStorage == storage)
                let shown = try #require(page.shownSnapshot)
                var expected = SnapshotEffect()
                    .snapshot(for: progress, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
                expected?.identifier = "page"
                #expect(shown == expected)
            }
        }

        @Test("at progress 0 a UIView target shows again and its container, the same capture, is transparent")
        func snapshotTransparentAtRest() {
            let page = TargetViewProbe()
            page.transform(progress: 0.5)
            let container = page.containerIdentity
            #expect(container != nil)
            #expect(page.isTargetHidden)
            #expect(page.shownSnapshot?.containerAlpha == 1)
            page.transform(progress: 0)
            #expect(page.containerIdentity == container)
            #expect(page.shownSnapshot?.containerAlpha == 0)
            #expect(!page.isTargetHidden)
        }

        @Test("a cell's default snapshot identifier follows its scroll view's offset, and comes back with it")
        func defaultIdentifierFollowsOffset() {
            let cell = TargetViewProbe().makeScrollingCell()
            // Not in a collection view: no index path ("[]"), then the scroll view's offset.
            #expect(cell.snapshotIdentifier == "[]@(0.0, 0.0)")
            #expect(cell.snapshotIdentifier == "[]@(0.0, 0.0)")
            cell.scroll(to: CGPoint(x: 0, y: 120))
            #expect(cell.snapshotIdentifier == "[]@(0.0, 120.0)")
            cell.scroll(to: .zero)
            #expect(cell.snapshotIdentifier == "[]@(0.0, 0.0)")
        }

        @Test("an effect's shadow follows each change and is removed by nil; a layer's own shadow is left alone")
        func effectShadowWrittenAndRemoved() {
            let probe = TargetViewProbe()
            let first = ShadowAttributes(color: .black, opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 2))
            probe.setEffectShadow(first)
            probe.setEffectShadow(first)
            #expect(probe.shadow == first)
            var second = first
            second.color = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
            second.radius = 8
            probe.setEffectShadow(second)
            #expect(probe.shadow == second)
            probe.setEffectShadow(nil)
            #expect(probe.shadow == nil)
            // A shadow the app gave the layer itself is not the effect's to remove.
            let own = TargetViewProbe()
            own.setOwnShadowOpacity(0.3)
            own.setEffectShadow(nil)
            #expect(own.shadow?.opacity == 0.3)
        }
    }
}
