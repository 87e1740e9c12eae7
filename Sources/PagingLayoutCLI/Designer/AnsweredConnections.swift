import Foundation

/// Connections whose requests are being answered off the server's loop, and what became of them
/// since the loop last looked: answered and half-closed by the worker, or handed back for the loop
/// to answer on the main actor.
///
/// Any thread may call it; one condition lock guards the count and the list.
final class AnsweredConnections: @unchecked Sendable {
    /// What a worker did with a connection.
    enum Outcome: Sendable {
        /// It sent the response and half-closed the connection: the loop lingers on it.
        case answered(Int32)
        /// The request must be answered on the main actor: the loop answers it.
        case handedBack(Int32, HTTPRequest)
    }

    private let condition = NSCondition()
    private var answering = 0
    private var outcomes: [Outcome] = []

    /// How many requests are being answered or waiting to be taken: the loop counts them against
    /// its connection limit.
    var inFlight: Int {
        condition.lock()
        defer { condition.unlock() }
        return answering + outcomes.count
    }

    /// Notes that a worker has started on a request.
    func begin() {
        condition.lock()
        answering += 1
        condition.unlock()
    }

    /// Notes what the worker did.
    func finish(_ outcome: Outcome) {
        condition.lock()
        answering -= 1
        outcomes.append(outcome)
        condition.broadcast()
        condition.unlock()
    }

    /// What workers did since the last call, in order.
    func take() -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        let taken = outcomes
        outcomes = []
        return taken
    }

    /// Waits until no worker is on a request: the server does so before closing its sockets, so no
    /// worker writes to a descriptor that is closed (and perhaps reused).
    func waitUntilIdle() {
        condition.lock()
        while answering > 0 { condition.wait() }
        condition.unlock()
    }
}
