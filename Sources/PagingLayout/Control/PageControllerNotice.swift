import Foundation

/// What one step of a ``PageController`` has to tell beyond its state: the completions it settled.
///
/// The state itself (offset, page, scroll state) is not carried here: each listener is told the
/// state as it stands when it is called, compared with what it was last told
/// (``PageControllerToldState``), so no listener hears a value an earlier listener's change made stale.
@MainActor
struct PageControllerNotice {
    /// Completions of interrupted animations, told `false` first.
    private(set) var interrupted: [(Bool) -> Void] = []
    /// Completions of requests that ran to their end, had nothing to do or could not be honoured,
    /// with the value each is told.
    private(set) var finished: [(completion: (Bool) -> Void, finished: Bool)] = []

    /// Adds an interrupted animation's completion, if it has one.
    mutating func appendInterrupted(_ completion: ((Bool) -> Void)?) {
        if let completion { interrupted.append(completion) }
    }

    /// Adds a request's completion, if it has one, with the value it is told.
    mutating func append(_ completion: ((Bool) -> Void)?, finished: Bool) {
        if let completion { self.finished.append((completion, finished)) }
    }
}
