import Foundation
import Testing

@testable import PagingLayoutCLI

/// The designer's server on a free port, in-process: the main actor serves while a client on another
/// thread sends good and bad requests over real sockets, then asks it to stop.
@MainActor
@Suite("HTTPServer")
struct HTTPServerTests {
    /// Serves `api` on a free port while `client` runs on another thread with the port; returns what
    /// the client returned once it is done and the server has stopped.
    static func serving<T: Sendable>(
        requestTimeout: TimeInterval = 10,
        offLoop: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = DesignerAPI().responseOffMainActor(to:),
        _ client: @escaping @Sendable (UInt16) throws -> T
    ) async throws -> T {
        let server = try HTTPServer(port: 0)
        server.requestTimeout = requestTimeout
        let port = server.port
        let stop = server.stopRequest
        let task = Task.detached {
            defer { stop.request() }
            return try client(port)
        }
        server.serve(DesignerAPI().response(to:), offLoop: offLoop)
        return try await task.value
    }

    private static func status(_ response: String) -> Int? {
        let line = response.prefix { $0 != "\r" }.split(separator: " ")
        return line.count >= 2 ? Int(line[1]) : nil
    }

    @Test("it listens on 127.0.0.1 only and serves the page, the API and errors, each with a status and a message")
    func requests() async throws {
        let responses = try await Self.serving { port in
            [
                try LoopbackClient.exchange(port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"),
                try LoopbackClient.exchange(
                    port: port,
                    "POST /api/eval HTTP/1.1\r\nContent-Length: 48\r\n\r\n"
                        + #"{"effect":"scale","preset":"cylinder","progress":[0]}"#.prefix(48)),
                try LoopbackClient.exchange(port: port, "POST /api/eval HTTP/1.1\r\nContent-Length: 4\r\n\r\n{bad"),
                try LoopbackClient.exchange(port: port, "DELETE /api/eval HTTP/1.1\r\n\r\n"),
                try LoopbackClient.exchange(port: port, "GET /../../etc/passwd HTTP/1.1\r\n\r\n"),
                try LoopbackClient.exchange(port: port, "POST /api/eval HTTP/1.1\r\nContent-Length: 50000000\r\n\r\n"),
                try LoopbackClient.exchange(port: port, "\u{0}\u{1}binary nonsense\r\n\r\n"),
                // A page on another domain that a DNS rebinding points here names its own host.
                try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n"),
                try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n"),
            ]
        }
        #expect(
            responses.map(Self.status) == [200, 400, 400, 405, 404, 413, 400, 403, 200],
            "\(responses.map { $0.prefix(60) })")
        #expect(responses[7].contains("127.0.0.1"))
        #expect(responses[0].contains("<title>PagingLayout designer</title>"))
        #expect(responses[2].contains(#""error":"the body is not JSON"#))
        #expect(responses[3].contains("Allow: POST"))
        #expect(responses[5].contains("exceeds the limit"))
        #expect(responses.allSatisfy { $0.contains("Connection: close") })
    }

    @Test("a body sent in two parts is read whole")
    func partsArrivingLater() async throws {
        let body = #"{"effect":"scale","preset":"cylinder","progress":[0]}"#
        let response = try await Self.serving { port in
            try LoopbackClient.exchange(
                port: port, "POST /api/eval HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body.prefix(10),
                pause: 0.2, rest: String(body.dropFirst(10)))
        }
        #expect(Self.status(response) == 200, "\(response.prefix(200))")
        #expect(response.contains(#""effect":"scale""#))
    }

    @Test("a request that stops half-way gets a 408 once its time is up, and the server goes on serving")
    func slowRequest() async throws {
        let responses = try await Self.serving(requestTimeout: 0.3) { port in
            let started = Date()
            let slow = try LoopbackClient.exchange(port: port, "POST /api/eval HTTP/1.1\r\nContent-Length: 20\r\n\r\n{")
            let waited = Date().timeIntervalSince(started)
            let next = try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\n\r\n")
            return (slow, waited, next)
        }
        #expect(Self.status(responses.0) == 408, "\(responses.0)")
        #expect(responses.0.contains("not complete within 0.3 seconds"))
        #expect(responses.1 >= 0.3)
        #expect(Self.status(responses.2) == 200)
    }

    @Test("a client that stops sending before its request's end hears what was missing, and the server goes on")
    func halfClosedRequest() async throws {
        let responses = try await Self.serving { port in
            [
                // Content-Length promises 100 bytes; two come, then the client shuts its writing side.
                try LoopbackClient.exchange(
                    port: port, "POST /api/eval HTTP/1.1\r\nContent-Length: 100\r\n\r\n{}", halfClose: true),
                // Lines ended with a bare LF: the blank line that ends the headers never comes.
                try LoopbackClient.exchange(port: port, "GET / HTTP/1.1\nHost: localhost\n\n", halfClose: true),
                try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\n\r\n"),
            ]
        }
        #expect(responses.map(Self.status) == [400, 400, 200], "\(responses.map { $0.prefix(60) })")
        #expect(responses[0].contains(#""error":"the body ended after 2 bytes, fewer than its Content-Length""#))
        #expect(responses[1].contains("before the blank line (CR LF CR LF) that ends its headers"))
    }

    @Test(
        "a client that writes a whole 8 MiB body before it reads gets the 413 and its message, not a reset",
        arguments: [8 * 1024 * 1024, 2 * 1024 * 1024])
    func oversizedBodyWrittenWhole(bodyBytes: Int) async throws {
        // No `Expect: 100-continue`: the client sends everything, as urllib and fetch do, then reads.
        let (oversized, next) = try await Self.serving { port in
            let head = "POST /api/eval HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(bodyBytes)\r\n\r\n"
            let oversized = try LoopbackClient.exchange(port: port, head + String(repeating: "x", count: bodyBytes))
            let next = try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\n\r\n")
            return (oversized, next)
        }
        #expect(Self.status(oversized) == 413, "\(oversized.prefix(200))")
        #expect(oversized.contains(#""error":"the body of \#(bodyBytes) bytes exceeds the limit of 1048576""#))
        #expect(Self.status(next) == 200)
    }

    @Test("a request still being answered holds up no other: a second is answered while the first waits for it")
    func slowAnswerHoldsUpNothing() async throws {
        // The first request's answer waits until the second has been answered (at most 10 s). Were
        // requests answered one after another, the second would wait behind the first, and the
        // first would give up waiting: "gave up".
        let started = DispatchSemaphore(value: 0)
        let secondAnswered = DispatchSemaphore(value: 0)
        let offLoop: @Sendable (HTTPRequest) -> HTTPResponse? = { request in
            guard request.path == "/slow" else { return .text(200, "quick") }
            started.signal()
            return .text(200, secondAnswered.wait(timeout: .now() + 10) == .success ? "released" : "gave up")
        }
        let (slow, quick) = try await Self.serving(offLoop: offLoop) { port in
            let slow = LockedResponse()
            let thread = Thread { slow.set(try? LoopbackClient.exchange(port: port, "GET /slow HTTP/1.1\r\n\r\n")) }
            thread.start()
            _ = started.wait(timeout: .now() + 10)
            let quick = try LoopbackClient.exchange(port: port, "GET /quick HTTP/1.1\r\n\r\n")
            secondAnswered.signal()
            return (slow.waitForValue(), quick)
        }
        #expect(quick.hasSuffix("\r\n\r\nquick"), "\(quick)")
        #expect(slow.hasSuffix("\r\n\r\nreleased"), "\(slow)")
    }

    /// A response one thread sets and another waits for.
    final class LockedResponse: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: String??

        func set(_ response: String?) {
            condition.lock()
            value = .some(response)
            condition.broadcast()
            condition.unlock()
        }

        /// The response, or "no response" when the client failed or nothing came within 20 s.
        func waitForValue() -> String {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(20)
            while value == nil, condition.wait(until: deadline) {}
            return (value ?? nil) ?? "no response"
        }
    }

    @Test("a port already in use is an error naming it")
    func portInUse() throws {
        let first = try HTTPServer(port: 0)
        #expect(throws: LoopbackSocket.Failure.self) { try HTTPServer(port: first.port) }
        first.stopRequest.request()
        first.serve { _ in .text(200, "") }
    }
}
