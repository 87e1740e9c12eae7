import Foundation

/// A headless view: a ``TransformTarget`` that records what effects set, on every platform.
///
/// Use it to run effects without a UI toolkit — in tests, on a server, or to render previews.
/// Snapshot pieces become child nodes in ``snapshotPieces``.
@MainActor
public final class LayerNode: TransformTarget {
    /// The node's frame in its parent's coordinates.
    public var frame: CGRect
    /// The node's bounds: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The 3-D transform about the node's centre.
    public var layerTransform: Transform3D = .identity
    /// The opacity, 0…1.
    public var alpha: CGFloat = 1
    /// Whether the node is hidden.
    public var isHidden = false
    /// The drop shadow, `nil` for none.
    public var layerShadow: ShadowAttributes?
    /// The blur over the node, 0 for none.
    public var layerBlurRadius: CGFloat = 0
    /// The look of the blur.
    public var layerBlurStyle: BlurEffectStyle = .light
    /// The corner radius, in points.
    public var layerCornerRadius: CGFloat = 0
    /// Whether the back of the node shows when it is turned away (Core Animation's default is `true`).
    public var layerIsDoubleSided = true
    /// The transform of the node's content about its centre (identity for none).
    public var layerContentTransform: Transform3D = .identity
    /// The snapshot container's transform and alpha while the snapshot effect shows, else `nil`.
    public private(set) var snapshot: SnapshotAttributes?
    /// The snapshot pieces as child nodes, in the container's coordinates; empty without a snapshot.
    public private(set) var snapshotPieces: [LayerNode] = []

    /// Creates a node with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Records the snapshot and rebuilds the piece nodes, reusing existing ones.
    public func applySnapshot(_ snapshot: SnapshotAttributes?) {
        self.snapshot = snapshot
        let pieces = snapshot?.pieces ?? []
        if snapshotPieces.count != pieces.count {
            snapshotPieces = pieces.map { LayerNode(frame: $0.frame) }
        }
        for (node, piece) in zip(snapshotPieces, pieces) {
            node.frame = piece.frame
            node.layerTransform = piece.transform
            node.alpha = piece.alpha
            node.layerCornerRadius = piece.cornerRadius
        }
    }
}
