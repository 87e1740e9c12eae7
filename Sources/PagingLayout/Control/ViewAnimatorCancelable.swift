/// A handle to a running animation, returned by ``ViewAnimator/animate(animations:)``.
///
/// The spelling follows the original library.
@MainActor
public protocol ViewAnimatorCancelable {
    /// Stops the animation where it is: its `animations` closure is not called again.
    ///
    /// Cancelling a finished or already cancelled animation does nothing.
    func cancel()
}
