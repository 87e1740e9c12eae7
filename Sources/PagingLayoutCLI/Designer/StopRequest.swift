import Foundation

/// A request to stop serving that any thread — a signal handler's queue, a test's client — may make,
/// and the server's loop checks between polls.
final class StopRequest: @unchecked Sendable {
    // A lock rather than an atomic: it is read a few times a second.
    private let lock = NSLock()
    private var requested = false

    /// Asks the server to stop; it finishes within one poll interval.
    func request() {
        lock.lock()
        requested = true
        lock.unlock()
    }

    /// Whether a stop was asked for.
    var isRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }

    /// Makes SIGINT (Ctrl-C) and SIGTERM request a stop instead of ending the process, until
    /// `body` returns; then restores their default actions.
    func onInterrupt<T>(_ body: () throws -> T) rethrows -> T {
        let sources = [SIGINT, SIGTERM].map { number in
            // The signal is ignored so it does not end the process; the dispatch source still sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in request() }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }
}
