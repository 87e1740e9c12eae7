import Foundation

/// What a captured snapshot of a target depends on: a toolkit adapter captures the target's image
/// once per piece and reuses the capture for as long as its key stays the same.
///
/// A capture goes stale when the target shows other content (a reused cell: another
/// ``identifier``), when it is resized (another ``targetSize``, the original library's default
/// reuse rule) or when the options cut it differently (other ``pieceFrames``).
///
/// ```swift
/// let key = SnapshotCaptureKey(identifier: "photo-42", targetSize: CGSize(width: 300, height: 400),
///                              pieceFrames: snapshot.pieces.map(\.frame))
/// if key != cachedKey { recapture() }
/// ```
package struct SnapshotCaptureKey: Sendable, Equatable {
    /// What the target shows, such as `SnapshotTransformView.snapshotIdentifier`; `nil` when unknown,
    /// which only the size and the piece frames then distinguish.
    public var identifier: String?
    /// The target's bounds size, in points.
    public var targetSize: CGSize
    /// The pieces' rectangles in the target's coordinates, in order.
    public var pieceFrames: [CGRect]

    /// Creates a key.
    public init(identifier: String?, targetSize: CGSize, pieceFrames: [CGRect]) {
        self.identifier = identifier
        self.targetSize = targetSize
        self.pieceFrames = pieceFrames
    }

    /// Whether this is the key of a capture of `pieces` for a target showing `identifier` at
    /// `targetSize`: the key `SnapshotCaptureKey(identifier:targetSize:pieceFrames: pieces.map(\.frame))`
    /// would be, without building it (no array per frame).
    ///
    /// - Complexity: O(p) for p pieces.
    public func matches(identifier: String?, targetSize: CGSize, pieces: [SnapshotPiece]) -> Bool {
        guard self.identifier == identifier, self.targetSize == targetSize, pieceFrames.count == pieces.count else {
            return false
        }
        for index in pieces.indices where pieceFrames[index] != pieces[index].frame {
            return false
        }
        return true
    }

    /// The default identifier of a page in a collection view, as the original library built it:
    /// the page's index path, followed by the content offset of each scroll view the page shows, so
    /// scrolling inside a page makes a new capture.
    ///
    /// ```swift
    /// SnapshotCaptureKey.defaultIdentifier(indexPath: ItemIndexPath(item: 3, section: 0),
    ///                                      scrollOffsets: [CGPoint(x: 0, y: 120)])
    /// // "[0, 3]@(0.0, 120.0)"
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: the page's index path; `nil` (a page not in a collection view) writes `[]`.
    ///   - scrollOffsets: the content offsets of the page's scroll views, in a stable order.
    public static func defaultIdentifier(indexPath: ItemIndexPath?, scrollOffsets: [CGPoint]) -> String {
        defaultIdentifier(content: indexPath.map(\.description) ?? "[]", scrollOffsets: scrollOffsets)
    }

    /// The default identifier of a page known by `content` (such as its item's id): `content`, then
    /// the content offset of each scroll view the page shows.
    ///
    /// ```swift
    /// SnapshotCaptureKey.defaultIdentifier(content: "sun", scrollOffsets: [CGPoint(x: 0, y: 40)])
    /// // "sun@(0.0, 40.0)"
    /// ```
    public static func defaultIdentifier(content: String, scrollOffsets: [CGPoint]) -> String {
        scrollOffsets.reduce(content) { identifier, offset in
            identifier + "@(\(Double(offset.x)), \(Double(offset.y)))"
        }
    }
}
