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

        /// Takes `piece`'s frame, transform, alpha and corner radius, as a piece node shows it.
        mutating func show(_ piece: SnapshotPiece) {
            frame = piece.frame
            layerTransform = piece.transform
            alpha = piece.alpha
            layerCornerRadius = piece.cornerRadius
        }
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
        // Matched by case: `== nil` picks `Equatable`'s `==` here, which copies both optionals.
        if case .none = snapshot, case .none = state.snapshot { return }
        updateSnapshot { $0 = snapshot }
    }

    /// Lets `body` rewrite the recorded snapshot in place — its pieces array is refilled rather than
    /// replaced when `body` evaluates the snapshot effect into it — then updates the piece nodes.
    public func updateSnapshot(_ body: (inout SnapshotAttributes?) -> Void) {
        // Moved out for the call (swapped, not copied), still the only reference to its storage:
        // `body` may read the node.
        var current: SnapshotAttributes?
        swap(&current, &state.snapshot)
        body(&current)
        swap(&current, &state.snapshot)
        showPieces()
    }

    /// Brings the piece nodes in line with the recorded snapshot's pieces: as many nodes as pieces
    /// (existing ones reused), each with its piece's frame, transform, alpha and corner radius.
    private func showPieces() {
        guard let pieces = state.snapshot?.pieces, !pieces.isEmpty else {
            if !state.snapshotPieces.isEmpty { state.snapshotPieces = [] }
            return
        }
        if state.snapshotPieces.count != pieces.count {
            state.snapshotPieces = pieces.map { LayerNode(frame: $0.frame) }
        }
        // Each node's four fields written in one access to its state. No access to this node's
        // state is open meanwhile: nested accesses to `state` would cost every access a run-time
        // exclusivity check. A plain loop: a closure here (`withUnsafeBufferPointer`) is main-actor
        // isolated, and Swift 6 checks the executor on entering it (about 250 instructions a call).
        let nodes = state.snapshotPieces
        for index in pieces.indices {
            nodes[index].state.show(pieces[index])
        }
    }
}
