import Foundation

/// The pager a ``TransformableView`` is being transformed in, for the duration of one
/// ``TransformableView/transform(progress:in:)`` call.
///
/// The original API is `transform(progress:)`, which apps override (often to add their own touches
/// around `applyScaleTransform(progress:)`); it has no room for the pager's geometry. So the adapter
/// calls ``TransformableView/transform(progress:in:)``, which makes the context current and calls
/// `transform(progress:)`; the prepared views' `apply…Transform(progress:)` read it, so they mirror
/// for right-to-left and see the page step — with every override of the app still called.
///
/// A task-local value, not global state: it exists only inside that call, on that task. Main-actor
/// isolated like the views that read it (which also keeps the iOS 16 SDK, whose `TaskLocal` is not
/// marked `Sendable`, from rejecting the static binding).
@MainActor
public enum PagerEnvironment {
    /// The binding behind ``context``: bind it with `withValue(_:operation:)`.
    public static let binding = TaskLocal<EffectContext?>(wrappedValue: nil)

    /// The context of the pager being laid out, or `nil` outside a pager's transform call.
    public static var context: EffectContext? { binding.get() }

    /// The context for a target of `size`: the current pager's with the target's size, or a plain
    /// left-to-right context when no pager is being laid out.
    public static func context(forTargetOf size: CGSize) -> EffectContext {
        guard var current = context else { return EffectContext(targetSize: size) }
        current.targetSize = EffectContext(targetSize: size).targetSize
        return current
    }
}
