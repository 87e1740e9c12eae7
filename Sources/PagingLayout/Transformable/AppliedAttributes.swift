import Foundation

/// Which parts of an ``EffectAttributes`` value ``TransformTarget/apply(_:writing:)`` writes: an
/// effect writes only what it computes, so the rest of the target stays as its owner set it.
///
/// ```swift
/// // The scale effect moves, shades and blurs; the view's alpha and visibility stay yours.
/// view.apply(attributes, writing: [.transform, .shadow, .blur])
/// ```
///
/// The parts are computed constants, inlinable like ``TransformTarget/apply(_:writing:)``: a prepared
/// view passes a set known where it is written, and the tests of the parts it leaves out fold away.
@usableFromInline
package struct AppliedAttributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    @inlinable
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ``EffectAttributes/transform``.
    @inlinable public static var transform: AppliedAttributes { AppliedAttributes(rawValue: 1 << 0) }
    /// ``EffectAttributes/contentTransform``.
    @inlinable public static var contentTransform: AppliedAttributes { AppliedAttributes(rawValue: 1 << 1) }
    /// ``EffectAttributes/alpha``.
    @inlinable public static var alpha: AppliedAttributes { AppliedAttributes(rawValue: 1 << 2) }
    /// ``EffectAttributes/shadow``.
    @inlinable public static var shadow: AppliedAttributes { AppliedAttributes(rawValue: 1 << 3) }
    /// ``EffectAttributes/blurRadius`` and ``EffectAttributes/blurStyle``.
    @inlinable public static var blur: AppliedAttributes { AppliedAttributes(rawValue: 1 << 4) }
    /// ``EffectAttributes/isDoubleSided``.
    @inlinable public static var doubleSidedness: AppliedAttributes { AppliedAttributes(rawValue: 1 << 5) }
    /// ``EffectAttributes/isTargetHidden``.
    @inlinable public static var visibility: AppliedAttributes { AppliedAttributes(rawValue: 1 << 6) }

    /// Every part: what ``TransformTarget/apply(_:)`` writes.
    @inlinable public static var all: AppliedAttributes {
        [.transform, .contentTransform, .alpha, .shadow, .blur, .doubleSidedness, .visibility]
    }
}
