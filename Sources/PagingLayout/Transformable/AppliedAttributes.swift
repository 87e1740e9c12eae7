import Foundation

/// Which parts of an ``EffectAttributes`` value ``TransformTarget/apply(_:writing:)`` writes: an
/// effect writes only what it computes, so the rest of the target stays as its owner set it.
///
/// ```swift
/// // The scale effect moves, shades and blurs; the view's alpha and visibility stay yours.
/// view.apply(attributes, writing: [.transform, .shadow, .blur])
/// ```
@usableFromInline
package struct AppliedAttributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ``EffectAttributes/transform``.
    public static let transform = AppliedAttributes(rawValue: 1 << 0)
    /// ``EffectAttributes/contentTransform``.
    public static let contentTransform = AppliedAttributes(rawValue: 1 << 1)
    /// ``EffectAttributes/alpha``.
    public static let alpha = AppliedAttributes(rawValue: 1 << 2)
    /// ``EffectAttributes/shadow``.
    public static let shadow = AppliedAttributes(rawValue: 1 << 3)
    /// ``EffectAttributes/blurRadius`` and ``EffectAttributes/blurStyle``.
    public static let blur = AppliedAttributes(rawValue: 1 << 4)
    /// ``EffectAttributes/isDoubleSided``.
    public static let doubleSidedness = AppliedAttributes(rawValue: 1 << 5)
    /// ``EffectAttributes/isTargetHidden``.
    public static let visibility = AppliedAttributes(rawValue: 1 << 6)
    /// ``EffectAttributes/snapshot``.
    public static let snapshot = AppliedAttributes(rawValue: 1 << 7)

    /// Every part: what ``TransformTarget/apply(_:)`` writes.
    public static let all: AppliedAttributes = [
        .transform, .contentTransform, .alpha, .shadow, .blur, .doubleSidedness, .visibility, .snapshot,
    ]
}
