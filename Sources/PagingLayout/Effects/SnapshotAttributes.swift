import Foundation

/// The snapshot effect's state: a container over the target holding the target's image cut into pieces.
public struct SnapshotAttributes: Sendable, Equatable {
    /// The container's transform about its centre; the container has the target's frame.
    public var containerTransform: Transform3D
    /// The container's opacity: 0 while the item is centred (the live target shows), 1 otherwise.
    public var containerAlpha: CGFloat
    /// The pieces, row by row from the top left.
    public var pieces: [SnapshotPiece]
    /// What the captured image shows, so a target can keep its captured pieces while it stays the same
    /// (and the piece frames do not change) and capture anew when it changes — for example when a reused
    /// cell shows another item. `nil` when unknown: a target then keys its capture on itself and the
    /// piece frames. ``SnapshotTransformView`` sets it to its `snapshotIdentifier`.
    public var identifier: String?

    /// Creates snapshot attributes.
    public init(
        containerTransform: Transform3D, containerAlpha: CGFloat, pieces: [SnapshotPiece], identifier: String? = nil
    ) {
        self.containerTransform = containerTransform
        self.containerAlpha = containerAlpha
        self.pieces = pieces
        self.identifier = identifier
    }
}

/// One piece of a snapshot: a rectangle of the target's image with its own transform.
public struct SnapshotPiece: Sendable, Equatable {
    /// The piece's rectangle in the target's coordinates (origin at the target's top left).
    public var frame: CGRect
    /// The piece's transform about its own centre.
    public var transform: Transform3D
    /// The piece's opacity (raw, as the original assigns it).
    public var alpha: CGFloat
    /// The piece's corner radius, in points.
    public var cornerRadius: CGFloat

    /// Creates a piece.
    public init(frame: CGRect, transform: Transform3D, alpha: CGFloat, cornerRadius: CGFloat) {
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }
}
