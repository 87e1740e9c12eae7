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
/// The context exists only inside ``withContext(_:perform:)``: it is set on entry and the previous
/// one restored on exit, so nested calls see their own and nothing outlives the call. Main-actor
/// isolated like the views that read it, and synchronous, so no other code can run in between and
/// see it. (A task-local value would give the same scoping, but binding one outside a task allocates
/// on every call, and the adapters make this call for every visible page on every frame.)
///
/// This is the one static the design's "no global mutable state" allows, and only because nothing
/// else reaches the original's override point: a parameter would change `transform(progress:)`,
/// which apps override; a protocol cannot add storage to the app's view; a requirement on
/// ``TransformTarget`` would break every conforming target (and a `UIView` would need associated
/// objects, which allocate). Nothing is kept between calls: outside ``withContext(_:perform:)`` it
/// is `nil`.
@MainActor
public enum PagerEnvironment {
    /// The context of the pager being laid out, or `nil` outside a pager's transform call.
    public private(set) static var context: EffectContext?

    /// Runs `body` with `context` as the current ``context``, then restores the one before.
    ///
    /// ```swift
    /// PagerEnvironment.withContext(EffectContext(targetSize: size, layoutDirection: .rightToLeft)) {
    ///     card.transform(progress: 0.5)   // the prepared effects mirror
    /// }
    /// ```
    public static func withContext<Result>(
        _ context: EffectContext?, perform body: () throws -> Result
    ) rethrows -> Result {
        let previous = self.context
        self.context = context
        defer { self.context = previous }
        return try body()
    }

    /// The context for a target of `size`: the current pager's with the target's size, or a plain
    /// left-to-right context when no pager is being laid out.
    public static func context(forTargetOf size: CGSize) -> EffectContext {
        guard var current = context else { return EffectContext(targetSize: size) }
        current.targetSize = EffectContext(targetSize: size).targetSize
        return current
    }
}
