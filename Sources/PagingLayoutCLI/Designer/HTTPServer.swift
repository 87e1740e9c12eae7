import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for the designer: one loop on the main actor reads requests
/// on non-blocking sockets, one request per connection, and hands each whole request to a worker
/// thread, so a slow answer (a long list of progress values takes seconds) holds up no other
/// request. A request the worker hands back — one that needs the main actor — is answered on the
/// loop.
///
/// ``serve(_:offLoop:)`` runs on the main actor until ``stopRequest`` is made (Ctrl-C, or a test's client).
/// Every connection must deliver its whole request within ``requestTimeout`` seconds, or it gets a
/// 408; a malformed or oversized request gets the 4xx ``HTTPRequestParser`` names, one that stops
/// sending before its end a 400 saying what is missing, and one whose `Host` is not this server's
/// loopback address a 403. Nothing a client sends can end the process.
///
/// Every answer ends with a lingering close: the server sends the response, stops writing, and reads
/// and discards what the client still sends until the client closes (or ``lingerTimeout`` passes).
/// So a client that writes a whole oversized body before reading — one that does not send
/// `Expect: 100-continue`, as Python's `urllib` and a browser's `fetch` do not — reads its 413
/// rather than a reset connection.
@MainActor
final class HTTPServer {
    /// The port it listens on (the one asked for, or the free one picked for port 0).
    let port: UInt16
    /// Stops ``serve(_:offLoop:)`` when requested.
    let stopRequest = StopRequest()
    /// How a request's bytes are read and limited.
    var parser = HTTPRequestParser()
    /// Seconds a connection has to send its whole request. Default 10.
    var requestTimeout: TimeInterval = 10
    /// The most connections read or answered at once; more wait in the listen queue. Default 16.
    var maximumConnections = 16
    /// Seconds an answered connection is read and discarded while the client finishes sending and
    /// closes. Default 10.
    var lingerTimeout: TimeInterval = 10

    private let listener: Int32
    private var connections: [Int32: Connection] = [:]
    /// Answered, half-closed connections, by the time they are closed whatever the client does.
    private var lingering: [Int32: Date] = [:]
    /// Connections whose requests the handler is answering on a worker thread.
    private let answered = AnsweredConnections()

    private struct Connection {
        var received = Data()
        var deadline: Date
    }

    /// Listens on 127.0.0.1:`port`; port 0 picks a free one (read it from ``port``).
    ///
    /// Throws ``LoopbackSocket/Failure`` when the port is taken or sockets are unavailable.
    init(port: UInt16) throws {
        let (descriptor, bound) = try LoopbackSocket.makeListener(port: port)
        listener = descriptor
        self.port = bound
    }

    /// The server's address, `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Answers requests until ``stopRequest`` is made, then waits for the answers under way and
    /// closes every socket. Each request goes to `offLoop` on a worker thread (several at once); one
    /// it returns `nil` for is answered by `handler` on the loop, on the main actor. Without
    /// `offLoop`, `handler` answers every request.
    func serve(
        _ handler: (HTTPRequest) -> HTTPResponse, offLoop: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil
    ) {
        defer {
            answered.waitUntilIdle()
            for outcome in answered.take() {
                switch outcome {
                case .answered(let descriptor), .handedBack(let descriptor, _): LoopbackSocket.discard(descriptor)
                }
            }
            for descriptor in Array(connections.keys) + Array(lingering.keys) { LoopbackSocket.discard(descriptor) }
            connections = [:]
            lingering = [:]
            LoopbackSocket.discard(listener)
        }
        while !stopRequest.isRequested {
            let watched =
                (connections.count + answered.inFlight < maximumConnections ? [listener] : [])
                + Array(connections.keys)
                + Array(lingering.keys)
            // A short wait, so a stop request is seen promptly.
            let ready = LoopbackSocket.readable(watched, waitingAtMost: 100)
            for descriptor in ready {
                if descriptor == listener {
                    acceptWaiting()
                } else if lingering[descriptor] != nil {
                    if LoopbackSocket.drain(descriptor) { close(lingeringConnection: descriptor) }
                } else {
                    receive(on: descriptor, handler, offLoop: offLoop)
                }
            }
            expireSlowConnections()
            for outcome in answered.take() {
                switch outcome {
                case .answered(let descriptor): lingering[descriptor] = Date().addingTimeInterval(lingerTimeout)
                case .handedBack(let descriptor, let request): finish(descriptor, with: handler(request))
                }
            }
        }
    }

    private func acceptWaiting() {
        while connections.count + answered.inFlight < maximumConnections,
            let descriptor = LoopbackSocket.acceptConnection(listener)
        {
            connections[descriptor] = Connection(deadline: Date().addingTimeInterval(requestTimeout))
        }
    }

    private func receive(
        on descriptor: Int32, _ handler: (HTTPRequest) -> HTTPResponse,
        offLoop: (@Sendable (HTTPRequest) -> HTTPResponse?)?
    ) {
        guard var connection = connections[descriptor] else { return }
        switch LoopbackSocket.receive(descriptor) {
        case .nothingYet:
            return
        case .closed:
            // The client stopped sending before finishing its request. One that only half-closed
            // still reads, so it hears what was missing; one that sent nothing gets nothing.
            guard !connection.received.isEmpty else {
                connections[descriptor] = nil
                LoopbackSocket.discard(descriptor)
                return
            }
            finish(descriptor, with: .error(400, parser.truncationMessage(connection.received)))
            return
        case .bytes(let bytes):
            connection.received.append(bytes)
        }
        switch parser.parse(connection.received) {
        case .incomplete:
            connections[descriptor] = connection
        case .rejected(let response):
            finish(descriptor, with: response)
        case .complete(let request):
            guard isAddressedHere(request) else {
                let message = "this server answers requests for 127.0.0.1:\(port) or localhost:\(port) only"
                finish(descriptor, with: .error(403, message))
                return
            }
            guard let offLoop else {
                finish(descriptor, with: handler(request))
                return
            }
            answer(descriptor, request, offLoop: offLoop)
        }
    }

    /// Answers `request` with `offLoop` on a worker thread, or hands it back to the loop.
    private func answer(
        _ descriptor: Int32, _ request: HTTPRequest, offLoop: @escaping @Sendable (HTTPRequest) -> HTTPResponse?
    ) {
        connections[descriptor] = nil
        let answered = answered
        let timeout = requestTimeout
        answered.begin()
        DispatchQueue.global().async {
            guard let response = offLoop(request) else {
                answered.finish(.handedBack(descriptor, request))
                return
            }
            LoopbackSocket.respond(response.wireData, thenHalfClose: descriptor, timeout: timeout)
            answered.finish(.answered(descriptor))
        }
    }

    /// Whether `request` names this server by a loopback name (or names no host). A page elsewhere
    /// whose domain a DNS rebinding points at 127.0.0.1 sends its own name, and is turned away.
    private func isAddressedHere(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers["host"]?.lowercased() else { return true }
        return ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"].contains(host)
    }

    private func expireSlowConnections() {
        let now = Date()
        for (descriptor, deadline) in lingering where deadline < now {
            close(lingeringConnection: descriptor)
        }
        for (descriptor, connection) in connections where connection.deadline < now {
            finish(
                descriptor,
                with: .error(
                    408, "the request was not complete within \(String(format: "%g", requestTimeout)) seconds"))
        }
    }

    private func finish(_ descriptor: Int32, with response: HTTPResponse) {
        connections[descriptor] = nil
        LoopbackSocket.respond(response.wireData, thenHalfClose: descriptor, timeout: requestTimeout)
        lingering[descriptor] = Date().addingTimeInterval(lingerTimeout)
    }

    private func close(lingeringConnection descriptor: Int32) {
        lingering[descriptor] = nil
        LoopbackSocket.discard(descriptor)
    }
}
