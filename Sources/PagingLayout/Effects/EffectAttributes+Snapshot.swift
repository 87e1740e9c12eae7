import Foundation

extension EffectAttributes {
    /// The snapshot effect's container and pieces, which are no longer part of the attributes.
    @available(
        *, unavailable,
        message:
            "the snapshot moved out of EffectAttributes: call the effect's directedSnapshot(for:in:) (or snapshot(for:in:into:)) and apply it with TransformTarget.applySnapshot(_:)"
    )
    public var snapshot: SnapshotAttributes? { nil }

    /// Creates attributes with a snapshot, which are no longer part of the attributes.
    @available(
        *, unavailable,
        message:
            "the snapshot moved out of EffectAttributes: leave out `snapshot:` and return the snapshot from your effect's snapshot(for:in:into:)"
    )
    public init(
        zPosition: Int = 0, transform: Transform3D = .identity, alpha: CGFloat = 1, shadow: ShadowAttributes? = nil,
        blurRadius: CGFloat = 0, blurStyle: BlurEffectStyle = .light, isDoubleSided: Bool = true,
        isTargetHidden: Bool = false, snapshot: SnapshotAttributes?, contentTransform: Transform3D = .identity
    ) {
        self.init(
            zPosition: zPosition, transform: transform, alpha: alpha, shadow: shadow, blurRadius: blurRadius,
            blurStyle: blurStyle, isDoubleSided: isDoubleSided, isTargetHidden: isTargetHidden,
            contentTransform: contentTransform)
    }
}
