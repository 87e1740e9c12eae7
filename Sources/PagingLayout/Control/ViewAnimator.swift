import Foundation

/// Something that runs an animation by calling back with its progress: what a ``PageController``
/// uses to move between pages.
///
/// The contract, which ``PageController`` relies on:
/// - `animations` is called with a progress in 0…1 (0 at the start, 1 at the end) and
///   `finished == false` for every intermediate frame, then exactly once with `(1, true)` at the end;
/// - after the returned handle's ``ViewAnimatorCancelable/cancel()``, `animations` is not called
///   again (in particular not with `finished == true`);
/// - an animation with nothing to animate (zero duration) calls `animations(1, true)` before
///   `animate` returns, and returns `nil`.
///
/// ```swift
/// struct InstantAnimator: ViewAnimator {
///     func animate(animations: @escaping (Double, Bool) -> Void) -> (any ViewAnimatorCancelable)? {
///         animations(1, true)
///         return nil
///     }
/// }
/// ```
@MainActor
public protocol ViewAnimator {
    /// Starts an animation that reports its progress to `animations`.
    ///
    /// - Parameter animations: called with `progress` (0…1) and `finished` (`true` once, on the
    ///   last call), on the main actor. (Its type carries no `@MainActor`, so animators written for
    ///   the original library, `animate(animations: @escaping (Double, Bool) -> Void)`, conform as they are.)
    /// - Returns: a handle to stop the animation early, or `nil` when it has already finished.
    @discardableResult
    func animate(
        animations: @escaping (_ progress: Double, _ finished: Bool) -> Void
    ) -> (any ViewAnimatorCancelable)?
}
