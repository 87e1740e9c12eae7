import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for the designer: one thread, non-blocking sockets, one
/// request per connection.
///
/// ``serve(_:)`` runs on the main actor until ``stopRequest`` is made (Ctrl-C, or a test's client).
/// Every connection must deliver its whole request within ``requestTimeout`` seconds, or it gets a
/// 408; a malformed or oversized request gets the 4xx ``HTTPRequestParser`` names, and one whose
/// `Host` is not this server's loopback address a 403. Nothing a client sends can end the process.
@MainActor
final class HTTPServer {
    /// The port it listens on (the one asked for, or the free one picked for port 0).
    let port: UInt16
    /// Stops ``serve(_:)`` when requested.
    let stopRequest = StopRequest()
    /// How a request's bytes are read and limited.
    var parser = HTTPRequestParser()
    /// Seconds a connection has to send its whole request. Default 10.
    var requestTimeout: TimeInterval = 10
    /// The most connections read at once; more wait in the listen queue. Default 16.
    var maximumConnections = 16

    private let listener: Int32
    private var connections: [Int32: Connection] = [:]

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

    /// Answers requests with `handler` until ``stopRequest`` is made, then closes every socket.
    func serve(_ handler: (HTTPRequest) -> HTTPResponse) {
        defer {
            for descriptor in connections.keys { LoopbackSocket.discard(descriptor) }
            connections = [:]
            LoopbackSocket.discard(listener)
        }
        while !stopRequest.isRequested {
            let watched = (connections.count < maximumConnections ? [listener] : []) + Array(connections.keys)
            // A short wait, so a stop request is seen promptly.
            let ready = LoopbackSocket.readable(watched, waitingAtMost: 100)
            for descriptor in ready {
                if descriptor == listener {
                    acceptWaiting()
                } else {
                    receive(on: descriptor, handler)
                }
            }
            expireSlowConnections()
        }
    }

    private func acceptWaiting() {
        while connections.count < maximumConnections, let descriptor = LoopbackSocket.acceptConnection(listener) {
            connections[descriptor] = Connection(deadline: Date().addingTimeInterval(requestTimeout))
        }
    }

    private func receive(on descriptor: Int32, _ handler: (HTTPRequest) -> HTTPResponse) {
        guard var connection = connections[descriptor] else { return }
        switch LoopbackSocket.receive(descriptor) {
        case .nothingYet:
            return
        case .closed:
            // The client went away before finishing its request: nobody to answer.
            connections[descriptor] = nil
            LoopbackSocket.discard(descriptor)
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
            finish(descriptor, with: handler(request))
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
        for (descriptor, connection) in connections where connection.deadline < now {
            finish(
                descriptor,
                with: .error(
                    408, "the request was not complete within \(String(format: "%g", requestTimeout)) seconds"))
        }
    }

    private func finish(_ descriptor: Int32, with response: HTTPResponse) {
        connections[descriptor] = nil
        LoopbackSocket.respond(response.wireData, andClose: descriptor, timeout: requestTimeout)
    }
}
