import Foundation
import Testing

@testable import PagingLayout

@Suite("SnapshotCaptureDecision")
struct SnapshotCaptureDecisionTests {
    static let pieces = [CGRect(x: 0, y: 0, width: 100, height: 300), CGRect(x: 100, y: 0, width: 100, height: 300)]
    static func key(
        _ identifier: String? = "[0, 3]", size: CGSize = CGSize(width: 200, height: 300), pieces: [CGRect] = pieces
    ) -> SnapshotCaptureKey {
        SnapshotCaptureKey(identifier: identifier, targetSize: size, pieceFrames: pieces)
    }

    @Test("the same identifier, size and pieces reuse the capture")
    func reuse() {
        #expect(SnapshotCaptureDecision(cached: Self.key(), wanted: Self.key()) == .reuse)
        #expect(SnapshotCaptureDecision(cached: Self.key(nil), wanted: Self.key(nil)) == .reuse)
    }

    @Test("another identifier, size or cut, no capture yet, or the app's refusal capture again")
    func capture() {
        let wanted = Self.key()
        // A reused cell (another item), a scroll inside the page (another offset in the identifier).
        #expect(SnapshotCaptureDecision(cached: Self.key("[0, 4]"), wanted: wanted) == .capture)
        #expect(SnapshotCaptureDecision(cached: Self.key("[0, 3]@(0.0, 40.0)"), wanted: wanted) == .capture)
        // A rotation resized the page.
        let rotated = Self.key(size: CGSize(width: 300, height: 200))
        #expect(SnapshotCaptureDecision(cached: rotated, wanted: wanted) == .capture)
        // Other options cut it into other pieces.
        #expect(SnapshotCaptureDecision(cached: Self.key(pieces: [Self.pieces[0]]), wanted: wanted) == .capture)
        #expect(SnapshotCaptureDecision(cached: nil, wanted: wanted) == .capture)
        #expect(SnapshotCaptureDecision(cached: wanted, wanted: wanted, appAllowsReuse: false) == .capture)
    }

    @Test("no snapshot, an empty target or no pieces remove the capture")
    func remove() {
        #expect(SnapshotCaptureDecision(cached: Self.key(), wanted: nil) == .remove)
        #expect(SnapshotCaptureDecision(cached: nil, wanted: Self.key(size: .zero)) == .remove)
        let notANumber = Self.key(size: CGSize(width: CGFloat.nan, height: 10))
        #expect(SnapshotCaptureDecision(cached: nil, wanted: notANumber) == .remove)
        #expect(SnapshotCaptureDecision(cached: Self.key(), wanted: Self.key(pieces: [])) == .remove)
    }
}
