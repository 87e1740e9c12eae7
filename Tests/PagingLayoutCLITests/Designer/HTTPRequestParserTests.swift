import Foundation
import Testing

@testable import PagingLayoutCLI

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    let parser = HTTPRequestParser(maximumHeaderBytes: 200, maximumBodyBytes: 10)

    private func status(_ outcome: HTTPRequestParser.Outcome) -> Int? {
        if case .rejected(let response) = outcome { return response.status }
        return nil
    }

    @Test("a whole request gives its method, path without query, lower-cased headers and exactly its body")
    func complete() {
        let bytes = Data("POST /api/eval?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\n{}{}".utf8)
        #expect(
            parser.parse(bytes)
                == .complete(
                    HTTPRequest(
                        method: "POST", path: "/api/eval", headers: ["host": "a", "content-length": "4"],
                        body: Data("{}{}".utf8))))
    }

    @Test("a request cut short, in its headers or its body, needs more bytes")
    func incomplete() {
        #expect(parser.parse(Data("GET / HTTP/1.1\r\nHost:".utf8)) == .incomplete)
        #expect(parser.parse(Data("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab".utf8)) == .incomplete)
    }

    @Test(
        "malformed or oversized requests are turned down with the status that names the fault",
        arguments: [
            ("GARBAGE\r\n\r\n", 400),
            ("GET noslash HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/2.0\r\n\r\n", 505),
            ("GET / HTTP/1.1\r\nno colon here\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", 413),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 300), 431),
        ])
    func rejected(request: String, expected: Int) {
        #expect(status(parser.parse(Data(request.utf8))) == expected, "\(request.prefix(40))")
    }

    @Test("a body of exactly the limit is accepted")
    func bodyAtLimit() {
        let outcome = parser.parse(Data("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789".utf8))
        guard case .complete(let request) = outcome else {
            Issue.record("expected a complete request, got \(outcome)")
            return
        }
        #expect(request.body.count == 10)
    }

    @Test(
        "a second Content-Length or Host is turned down, whatever its value, rather than one of them being believed",
        arguments: [
            // RFC 9112 §6.3: differing lengths make the framing unknowable; §3.2: a second Host is a 400.
            "POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}x",
            "POST / HTTP/1.1\r\nContent-Length: 2\r\ncontent-length: 2\r\n\r\n{}",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nHost: evil.example\r\n\r\n",
        ])
    func repeatedFramingHeaders(request: String) {
        let outcome = parser.parse(Data(request.utf8))
        #expect(status(outcome) == 400, "\(outcome)")
        guard case .rejected(let response) = outcome else { return }
        #expect(String(decoding: response.body, as: UTF8.self).contains("more than one"))
    }
}
