import Foundation

/// What one step of a ``PageController`` tells its listeners: the changes between the state it
/// started in and the state it ended in, and the completions it settled.
@MainActor
struct PageControllerNotice {
    /// The parts of the controller's state that listeners hear about.
    struct State: Equatable {
        var offset: CGPoint
        var page: Int
        var scrollState: ScrollState
    }

    /// Completions a step settled: those of interrupted animations (told `false` first), then
    /// those of requests that ran to their end or had nothing to do.
    struct Completions {
        private(set) var interrupted: [(Bool) -> Void] = []
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

    /// The scroll event to tell, when the offset moved.
    let scrollEvent: PageScrollEvent?
    /// The new current page, when it changed.
    let newPage: Int?
    /// The new scroll state, when it changed.
    let newScrollState: ScrollState?
    let completions: Completions

    /// The notice of a step from `before` to `after`; `event` is asked for only when the offset moved.
    init(from before: State, to after: State, event: () -> PageScrollEvent, completions: Completions) {
        scrollEvent = before.offset == after.offset ? nil : event()
        newPage = before.page == after.page ? nil : after.page
        newScrollState = before.scrollState == after.scrollState ? nil : after.scrollState
        self.completions = completions
    }
}
