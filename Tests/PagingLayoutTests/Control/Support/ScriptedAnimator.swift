@testable import PagingLayout

/// An animator the test steps by hand: it keeps every `animations` closure it was given and
/// records cancellations, but (unlike a well-behaved animator) still lets the test call a closure
/// after its animation was cancelled.
@MainActor
final class ScriptedAnimator: ViewAnimator {
    final class Handle: ViewAnimatorCancelable {
        private(set) var cancelCount = 0
        func cancel() { cancelCount += 1 }
    }

    private(set) var animations: [(Double, Bool) -> Void] = []
    private(set) var handles: [Handle] = []

    func animate(animations: @escaping (Double, Bool) -> Void) -> (any ViewAnimatorCancelable)? {
        self.animations.append(animations)
        let handle = Handle()
        handles.append(handle)
        return handle
    }

    /// Calls the latest animation's closure.
    func frame(_ progress: Double, finished: Bool = false) {
        animations.last?(progress, finished)
    }
}
