import Foundation
import Testing

@testable import PagingLayout

@Suite("SnapshotCaptureKey")
struct SnapshotCaptureKeyTests {
    let frames = [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 50)]
    var key: SnapshotCaptureKey {
        SnapshotCaptureKey(identifier: "[0, 1]", targetSize: CGSize(width: 100, height: 100), pieceFrames: frames)
    }

    @Test("the same content, size and cut reuse the capture")
    func sameKey() {
        #expect(key == SnapshotCaptureKey(identifier: "[0, 1]", targetSize: CGSize(width: 100, height: 100), pieceFrames: frames))
    }

    @Test("other content, another size or another cut need a new capture")
    func staleKeys() {
        var otherContent = key
        otherContent.identifier = "[0, 2]"
        var resized = key
        resized.targetSize = CGSize(width: 100, height: 120)
        var recut = key
        recut.pieceFrames = [CGRect(x: 0, y: 0, width: 100, height: 100)]
        var unknown = key
        unknown.identifier = nil
        for stale in [otherContent, resized, recut, unknown] {
            #expect(stale != key)
        }
    }

    @Test("the default identifier is the index path, then each scroll offset")
    func defaultIdentifier() {
        #expect(SnapshotCaptureKey.defaultIdentifier(indexPath: ItemIndexPath(item: 3, section: 0), scrollOffsets: []) == "[0, 3]")
        #expect(
            SnapshotCaptureKey.defaultIdentifier(
                indexPath: ItemIndexPath(item: 1, section: 2), scrollOffsets: [CGPoint(x: 0, y: 120), CGPoint(x: 7.5, y: 0)])
                == "[2, 1]@(0.0, 120.0)@(7.5, 0.0)")
        #expect(SnapshotCaptureKey.defaultIdentifier(indexPath: nil, scrollOffsets: []) == "[]")
        #expect(SnapshotCaptureKey.defaultIdentifier(content: "sun", scrollOffsets: [CGPoint(x: 0, y: 40)]) == "sun@(0.0, 40.0)")
    }

    @Test("scrolling inside a page changes its identifier")
    func scrollingChangesIdentifier() {
        let path = ItemIndexPath(item: 0, section: 0)
        #expect(
            SnapshotCaptureKey.defaultIdentifier(indexPath: path, scrollOffsets: [CGPoint(x: 0, y: 0)])
                != SnapshotCaptureKey.defaultIdentifier(indexPath: path, scrollOffsets: [CGPoint(x: 0, y: 1)]))
    }
}
