#if canImport(UIKit)
    import UIKit

    /// What a cell's default `snapshotIdentifier` is made of: the cell's index path and the content
    /// offsets of the target view (when it is a scroll view) and of its first subview that is one.
    /// The identifier is rebuilt only when these change.
    struct SnapshotIdentifierSource: Equatable {
        /// The cell's index path in its collection view, `nil` outside one.
        var indexPath: ItemIndexPath?
        /// The content offset of the target view, when it is a scroll view.
        var targetOffset: CGPoint?
        /// The content offset of the target's first subview that is a scroll view.
        var subviewOffset: CGPoint?

        /// The identifier, as ``SnapshotCaptureKey/defaultIdentifier(indexPath:scrollOffsets:)``
        /// builds it from the offsets present, in order.
        var identifier: String {
            var offsets: [CGPoint] = []
            if let targetOffset { offsets.append(targetOffset) }
            if let subviewOffset { offsets.append(subviewOffset) }
            return SnapshotCaptureKey.defaultIdentifier(indexPath: indexPath, scrollOffsets: offsets)
        }
    }
#endif
