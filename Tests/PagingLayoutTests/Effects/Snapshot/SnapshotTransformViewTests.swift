import Foundation
import Testing

@testable import PagingLayout

/// A page shown through the snapshot effect with the protocol's defaults.
@MainActor
private final class PlainPage: SnapshotTransformView {
    let targetView = LayerNode(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
    var snapshotIdentifier: String { "plain" }
}

/// A page with its own options that adds its own change after the effect.
@MainActor
private final class TintedPage: SnapshotTransformView {
    let targetView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var item = 7
    var snapshotIdentifier: String { "item-\(item)" }
    var snapshotOptions: SnapshotTransformViewOptions { .layout(.bars) }

    func transform(progress: CGFloat) {
        applySnapshotTransform(progress: progress)
        targetView.layerCornerRadius = 5
    }
}

/// A target that only records: it keeps `TransformTarget`'s default `updateSnapshot(_:)`.
@MainActor
private final class RecordingTarget: TransformTarget {
    let frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var layerTransform = Transform3D.identity
    var alpha: CGFloat = 1
    var isHidden = false
    var layerShadow: ShadowAttributes?
    var layerBlurRadius: CGFloat = 0
    var layerCornerRadius: CGFloat = 0
    var layerIsDoubleSided = true
    var shown: SnapshotAttributes?
    var wasHiddenWhenShown = false

    func applySnapshot(_ snapshot: SnapshotAttributes?) {
        shown = snapshot
        wasHiddenWhenShown = isHidden
    }
}

/// A grid page on a ``RecordingTarget``.
@MainActor
private final class RecordingPage: SnapshotTransformView {
    let targetView = RecordingTarget()
    var snapshotIdentifier: String { "recorded" }
    var snapshotOptions: SnapshotTransformViewOptions { .layout(.grid) }
}

@MainActor
@Suite("SnapshotTransformView")
struct SnapshotTransformViewTests {
    @Test("the default transform hides the target and shows the default snapshot's pieces")
    func defaultTransform() throws {
        let page = PlainPage()
        page.targetView.alpha = 0.8
        page.transform(progress: 0.5)
        let node = page.targetView
        #expect(node.isHidden)
        #expect(node.layerTransform == .identity)
        #expect(node.alpha == 0.8)   // left alone
        let snapshot = try #require(node.snapshot)
        #expect(snapshot.identifier == "plain")
        #expect(snapshot.containerAlpha == 1)
        // Default options: scale 1 − 0.5 · 0.25, x = 0.5 · 200.
        #expect(isClose(snapshot.containerTransform.m11, 0.875) && isClose(snapshot.containerTransform.m41, 100))
        // Eight full-width rows of 37.5 points, in the target's own coordinates.
        #expect(node.snapshotPieces.count == 8)
        #expect(node.snapshotPieces[1].frame == CGRect(x: 0, y: 37.5, width: 200, height: 37.5))
        // Row 1 (odd) moves by (0, −1) · 0.5 · 37.5 and flattens to half height.
        #expect(isClose(node.snapshotPieces[1].layerTransform.m42, -18.75))
        #expect(isClose(node.snapshotPieces[1].layerTransform.m22, 0.5))
    }

    @Test("at progress 0 the target shows and the container is transparent")
    func centred() throws {
        let page = PlainPage()
        page.transform(progress: 0.7)
        page.transform(progress: 0)
        #expect(page.targetView.isHidden == false)
        #expect(page.targetView.layerTransform == .identity)
        #expect(try #require(page.targetView.snapshot).containerAlpha == 0)
    }

    @Test("own options and own changes combine with applySnapshotTransform")
    func customised() throws {
        let page = TintedPage()
        page.transform(progress: -1)
        #expect(page.targetView.layerCornerRadius == 5)
        #expect(page.targetView.snapshotPieces.count == 10)   // bars: ten columns
        #expect(page.targetView.snapshot?.identifier == "item-7")
        page.item = 8
        page.transform(progress: -1)
        #expect(page.targetView.snapshot?.identifier == "item-8")
        // Matches the effect evaluated directly, apart from the identifier.
        var expected = SnapshotEffect(options: .bars)
            .snapshot(for: -1, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
        expected?.identifier = "item-8"
        #expect(page.targetView.snapshot == expected)
    }

    @Test("a target that cannot be cut is left showing, without a snapshot")
    func emptyTarget() {
        let page = PlainPage()
        page.targetView.frame = CGRect(x: 0, y: 0, width: 0, height: 300)
        page.transform(progress: 0.5)
        #expect(page.targetView.isHidden == false)
        #expect(page.targetView.snapshot == nil)
        #expect(page.targetView.snapshotPieces.isEmpty)
    }

    @Test("frame after frame a LayerNode target's pieces are refilled in the array it holds")
    func piecesRefilledInPlace() throws {
        let page = PlainPage()
        page.transform(progress: 0.1)
        let storage = page.targetView.snapshot?.pieces.withUnsafeBufferPointer { $0.baseAddress }
        for step in 2...30 {
            let progress = CGFloat(step) / 30
            page.transform(progress: progress)
            let snapshot = try #require(page.targetView.snapshot)
            #expect(snapshot.pieces.withUnsafeBufferPointer { $0.baseAddress } == storage)
            // Still what the effect gives, with the page's identifier.
            var expected = SnapshotEffect()
                .snapshot(for: progress, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
            expected?.identifier = "plain"
            #expect(snapshot == expected)
        }
    }

    @Test("a target without its own updateSnapshot is shown the same snapshot through applySnapshot")
    func defaultUpdateSnapshot() throws {
        let page = RecordingPage()
        page.transform(progress: -0.6)
        let shown = try #require(page.targetView.shown)
        var expected = SnapshotEffect(options: .layout(.grid))
            .snapshot(for: -0.6, in: EffectContext(targetSize: CGSize(width: 120, height: 80)))
        expected?.identifier = "recorded"
        #expect(shown == expected)
        #expect(page.targetView.isHidden)
        // Hidden and given its transform before the snapshot is shown, as before.
        #expect(page.targetView.wasHiddenWhenShown)
    }
}
