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
    public static var context: EffectContext? { current }

    /// Where ``context`` is kept: private, so that every access is in this file and needs no
    /// run-time exclusivity check (a public stored static gets one on each read and write).
    private static var current: EffectContext?

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
        let previous = current
        current = context
        defer { current = previous }
        return try body()
    }

    /// The context for a target of `size`: the current pager's with the target's size, or a plain
    /// left-to-right context when no pager is being laid out.
    public static func context(forTargetOf size: CGSize) -> EffectContext {
        guard let current else { return EffectContext(targetSize: size) }
        return current.resized(to: size)
    }

    /// The context `effect` moves a target of `size` in: the current pager's (reading direction,
    /// axis, viewport, page step with the pager's spacing, slot) or, outside a pager, a plain
    /// left-to-right one with pages a target length apart — its page step then changed by the
    /// spacing the effect proposes (``EffectContext/withProposedSpacing(of:)``), measured on the
    /// pager's page as the pager scenes measure it, and the target's size put in.
    ///
    /// What ``EffectTransformView`` evaluates its effect in, so a catalogue effect on a page mirrors
    /// for right-to-left and keeps the pager's spacing.
    ///
    /// ```swift
    /// // A 200-point page 16 points from the next, right-to-left; FSPagerView's Ferris wheel
    /// // proposes −0.15 × 200: the effect sees pages 186 points apart, mirrored.
    /// let pager = EffectContext(targetSize: CGSize(width: 200, height: 300), layoutDirection: .rightToLeft, pageStep: 216)
    /// PagerEnvironment.withContext(pager) {
    ///     PagerEnvironment.context(forTargetOf: CGSize(width: 200, height: 300),
    ///                              movedBy: FSPagerViewEffect(options: .layout(.ferrisWheel))).pageStep   // 186
    /// }
    /// ```
    public static func context(forTargetOf size: CGSize, movedBy effect: some PagingEffect) -> EffectContext {
        guard let current else { return EffectContext(targetSize: size).withProposedSpacing(of: effect) }
        return current.withProposedSpacing(of: effect).resized(to: size)
    }
}

extension EffectContext {
    /// This context with the target size `size`, sanitised as the initialiser sanitises it (negative
    /// or non-finite dimensions count as 0).
    fileprivate func resized(to size: CGSize) -> EffectContext {
        // The adapters make the pager's context for the page's size, and the prepared views' targets
        // are usually that size: then the context is already right and is not sanitised again.
        if size == targetSize { return self }
        var context = self
        context.targetSize = size.nonNegativeOrZero
        return context
    }
}
