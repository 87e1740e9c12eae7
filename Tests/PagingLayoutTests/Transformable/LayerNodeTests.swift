import Foundation
import Testing

@testable import PagingLayout

@MainActor
@Suite("LayerNode and TransformTarget")
struct LayerNodeTests {
    @Test("apply writes every attribute and clamps alpha to 0…1")
    func applyAttributes() {
        let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let shadow = ShadowAttributes(opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 2))
        node.apply(
            EffectAttributes(
                zPosition: -1, transform: .scale(x: 0.5, y: 0.5), alpha: 1.4, shadow: shadow, blurRadius: 0.3,
                isDoubleSided: false, isTargetHidden: true))
        #expect(node.layerTransform == .scale(x: 0.5, y: 0.5))
        #expect(node.alpha == 1)
        #expect(node.layerShadow == shadow)
        #expect(node.layerBlurRadius == 0.3)
        #expect(node.layerIsDoubleSided == false)
        #expect(node.isHidden)
        node.apply(EffectAttributes(alpha: -0.2))
        #expect(node.alpha == 0)
        #expect(node.layerShadow == nil)
        #expect(node.isHidden == false)
    }

    @Test("snapshot pieces become child nodes, and go away with the snapshot")
    func snapshotPieces() {
        let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pieces = [
            SnapshotPiece(frame: CGRect(x: 0, y: 0, width: 100, height: 50), transform: .translation(x: 5, y: 0), alpha: 0.5, cornerRadius: 3),
            SnapshotPiece(frame: CGRect(x: 0, y: 50, width: 100, height: 50), transform: .identity, alpha: 1, cornerRadius: 0),
        ]
        node.applySnapshot(SnapshotAttributes(containerTransform: .identity, containerAlpha: 1, pieces: pieces))
        #expect(node.snapshotPieces.map(\.frame) == pieces.map(\.frame))
        #expect(node.snapshotPieces[0].layerTransform == .translation(x: 5, y: 0))
        #expect(node.snapshotPieces[0].alpha == 0.5)
        #expect(node.snapshotPieces[0].layerCornerRadius == 3)
        node.applySnapshot(nil)
        #expect(node.snapshotPieces.isEmpty)
        #expect(node.snapshot == nil)
    }

    @Test("piece nodes follow every update in place: more pieces, fewer, new values, none")
    func snapshotPiecesFollowUpdates() {
        func piece(_ index: Int, alpha: CGFloat) -> SnapshotPiece {
            SnapshotPiece(
                frame: CGRect(x: 0, y: CGFloat(index) * 10, width: 100, height: 10),
                transform: .translation(x: CGFloat(index), y: 0), alpha: alpha, cornerRadius: CGFloat(index) / 2)
        }
        let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for (count, alpha) in [(4, 0.5), (4, 0.25), (7, 1), (2, 0.75), (0, 1), (3, 0.1)] as [(Int, CGFloat)] {
            node.updateSnapshot { snapshot in
                snapshot = SnapshotAttributes(
                    containerTransform: .identity, containerAlpha: 1, pieces: (0..<count).map { piece($0, alpha: alpha) })
            }
            #expect(node.snapshotPieces.count == count)
            for (index, child) in node.snapshotPieces.enumerated() {
                let expected = piece(index, alpha: alpha)
                #expect(child.frame == expected.frame)
                #expect(child.layerTransform == expected.transform)
                #expect(child.alpha == alpha)
                #expect(child.layerCornerRadius == expected.cornerRadius)
            }
        }
        let kept = node.snapshotPieces
        node.updateSnapshot { $0?.pieces[1].alpha = 0.6 }
        let reused = zip(node.snapshotPieces, kept).allSatisfy { $0 === $1 }
        #expect(reused)
        #expect(node.snapshotPieces[1].alpha == 0.6)
        node.updateSnapshot { $0 = nil }
        #expect(node.snapshotPieces.isEmpty)
    }
}

@MainActor
@Suite("TransformableView defaults")
struct TransformableViewDefaultsTests {
    /// A user type that is not a view: it only records the progress it was given.
    final class Recorder: TransformableView {
        var received: [CGFloat] = []
        func transform(progress: CGFloat) { received.append(progress) }
    }

    @Test("the default z position is −|round(progress)| and there is no separate selectable view")
    func defaults() {
        let recorder = Recorder()
        #expect(recorder.zPosition(progress: 0) == 0)
        #expect(recorder.zPosition(progress: 0.49) == 0)
        #expect(recorder.zPosition(progress: -0.5) == -1)
        #expect(recorder.zPosition(progress: 2.6) == -3)
        #expect(recorder.zPosition(progress: .nan) == 0)
        #expect(recorder.selectableView == nil)
        recorder.transform(progress: 0.25)
        #expect(recorder.received == [0.25])
    }
}
