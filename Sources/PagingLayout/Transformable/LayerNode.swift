import Foundation

/// A headless view: a ``TransformTarget`` that records what effects set, on every platform.
///
/// Use it to run effects without a UI toolkit — in tests, on a server, or to render previews.
/// Snapshot pieces become child nodes in ``snapshotPieces``.
@MainActor
public final class LayerNode: TransformTarget {
    /// What the node records, kept private behind the public properties: accesses the library can
    /// see all of need no run-time exclusivity check, which a public stored property of a class
    /// gets on every read and write from another module (about 80 instructions each; an effect
    /// applied to a node writes five or six of them per frame).
    private struct State {
        var frame: CGRect
        var layerTransform = Transform3D.identity
        var alpha: CGFloat = 1
        var isHidden = false
        var layerShadow: ShadowAttributes?
        var layerBlurRadius: CGFloat = 0
        var layerBlurStyle = BlurEffectStyle.light
        var layerCornerRadius: CGFloat = 0
        var layerIsDoubleSided = true
        var layerContentTransform = Transform3D.identity
        var snapshot: SnapshotAttributes?
        var snapshotPieces: [LayerNode] = []
    }

    private var state: State

    /// The node's frame in its parent's coordinates.
    public var frame: CGRect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// The node's bounds: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: state.frame.size) }
    /// The 3-D transform about the node's centre.
    public var layerTransform: Transform3D {
        get { state.layerTransform }
        set { state.layerTransform = newValue }
    }
    /// The opacity, 0…1.
    public var alpha: CGFloat {
        get { state.alpha }
        set { state.alpha = newValue }
    }
    /// Whether the node is hidden.
    public var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }
    /// The drop shadow, `nil` for none.
    public var layerShadow: ShadowAttributes? {
        get { state.layerShadow }
        set { state.layerShadow = newValue }
    }
    /// The blur over the node, 0 for none.
    public var layerBlurRadius: CGFloat {
        get { state.layerBlurRadius }
        set { state.layerBlurRadius = newValue }
    }
    /// The look of the blur.
    public var layerBlurStyle: BlurEffectStyle {
        get { state.layerBlurStyle }
        set { state.layerBlurStyle = newValue }
    }
    /// The corner radius, in points.
    public var layerCornerRadius: CGFloat {
        get { state.layerCornerRadius }
        set { state.layerCornerRadius = newValue }
    }
    /// Whether the back of the node shows when it is turned away (Core Animation's default is `true`).
    public var layerIsDoubleSided: Bool {
        get { state.layerIsDoubleSided }
        set { state.layerIsDoubleSided = newValue }
    }
    /// The transform of the node's content about its centre (identity for none).
    public var layerContentTransform: Transform3D {
        get { state.layerContentTransform }
        set { state.layerContentTransform = newValue }
    }
    /// The snapshot container's transform and alpha while the snapshot effect shows, else `nil`.
    public var snapshot: SnapshotAttributes? { state.snapshot }
    /// The snapshot pieces as child nodes, in the container's coordinates; empty without a snapshot.
    public var snapshotPieces: [LayerNode] { state.snapshotPieces }

    /// Creates a node with `frame`.
    public init(frame: CGRect) {
        state = State(frame: frame)
    }

    /// Records the snapshot and rebuilds the piece nodes, reusing existing ones.
    public func applySnapshot(_ snapshot: SnapshotAttributes?) {
        // Most effects show none: with none recorded either (so no piece nodes), nothing changes.
        if snapshot == nil, state.snapshot == nil { return }
        updateSnapshot { $0 = snapshot }
    }

    /// Lets `body` rewrite the recorded snapshot in place — its pieces array is refilled rather than
    /// replaced when `body` evaluates the snapshot effect into it — then updates the piece nodes.
    public func updateSnapshot(_ body: (inout SnapshotAttributes?) -> Void) {
        // Moved out for the call, still the only reference to its storage: `body` may read the node.
        var current = state.snapshot
        state.snapshot = nil
        body(&current)
        state.snapshot = current
        let pieces = current?.pieces ?? []
        if state.snapshotPieces.count != pieces.count {
            state.snapshotPieces = pieces.map { LayerNode(frame: $0.frame) }
        }
        for (node, piece) in zip(state.snapshotPieces, pieces) {
            node.frame = piece.frame
            node.layerTransform = piece.transform
            node.alpha = piece.alpha
            node.layerCornerRadius = piece.cornerRadius
        }
    }
}
