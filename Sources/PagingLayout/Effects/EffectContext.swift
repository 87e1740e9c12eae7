import Foundation

/// What an effect knows besides progress: the size of the view it transforms.
///
/// Effects measure translations in multiples of the target's size, so the same options give the
/// same look on every screen.
public struct EffectContext: Sendable, Equatable {
    /// The size of the transformed view (its bounds), in points. Negative or non-finite
    /// dimensions count as 0.
    public var targetSize: CGSize

    /// Creates a context for a target of `targetSize` points.
    public init(targetSize: CGSize) {
        self.targetSize = CGSize(
            width: targetSize.width.isFinite ? max(targetSize.width, 0) : 0,
            height: targetSize.height.isFinite ? max(targetSize.height, 0) : 0)
    }
}
