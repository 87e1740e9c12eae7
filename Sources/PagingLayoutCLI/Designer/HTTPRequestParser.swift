import Foundation

/// Reads an HTTP/1.1 request from the bytes received so far, within size limits.
///
/// The server feeds it everything a connection has sent; it answers whether the request is complete,
/// needs more bytes, or cannot be served (with the 4xx/5xx response to send). Only `Content-Length`
/// bodies are accepted: the page never sends chunked requests.
struct HTTPRequestParser: Sendable {
    /// What the bytes so far amount to.
    enum Outcome: Sendable, Equatable {
        /// A whole request.
        case complete(HTTPRequest)
        /// More bytes are needed.
        case incomplete
        /// The request is malformed or too large: send this response and close.
        case rejected(HTTPResponse)
    }

    /// The most bytes the request line and headers may take. Default 16 KiB.
    var maximumHeaderBytes = 16 * 1024
    /// The most bytes a body may take. Default 1 MiB: a spec with a long pieces list is a few KiB.
    var maximumBodyBytes = 1024 * 1024

    /// Why `bytes`, a request the parser found incomplete, is not whole: what to tell a client that
    /// stopped sending (a half-close) before its end.
    func truncationMessage(_ bytes: Data) -> String {
        guard let end = bytes.range(of: Data("\r\n\r\n".utf8)) else {
            return "the request ended before the blank line (CR LF CR LF) that ends its headers"
        }
        return "the body ended after \(bytes.endIndex - end.upperBound) bytes, fewer than its Content-Length"
    }

    /// Header fields (lower-cased) a request may carry at most once.
    static let singleHeaders: Set<String> = ["content-length", "host", "transfer-encoding"]

    /// Parses `bytes`, everything received on the connection so far.
    func parse(_ bytes: Data) -> Outcome {
        let end = bytes.range(of: Data("\r\n\r\n".utf8))
        // Until the blank line arrives, everything received counts as the head.
        guard (end?.lowerBound ?? bytes.endIndex) - bytes.startIndex <= maximumHeaderBytes else {
            return .rejected(.error(431, "the request line and headers exceed \(maximumHeaderBytes) bytes"))
        }
        guard let end else { return .incomplete }
        guard let head = String(data: bytes[bytes.startIndex..<end.lowerBound], encoding: .utf8) else {
            return .rejected(.error(400, "the request line and headers are not UTF-8 text"))
        }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/") else {
            return .rejected(.error(400, "malformed request line: expected 'METHOD /path HTTP/1.1'"))
        }
        guard requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else {
            return .rejected(.error(505, "only HTTP/1.1 and HTTP/1.0 are served, not '\(requestLine[2])'"))
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(" ")
            else {
                return .rejected(.error(400, "malformed header line '\(line.prefix(60))'"))
            }
            let name = line[..<colon].lowercased()
            // Two lengths leave the body's end unknowable (RFC 9112 §6.3), two hosts the host
            // check (§3.2): believing either one would let a request say two things.
            guard headers[name] == nil || !Self.singleHeaders.contains(name) else {
                return .rejected(.error(400, "more than one \(line[..<colon]) header"))
            }
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil {
            return .rejected(.error(501, "chunked or encoded request bodies are not supported; send Content-Length"))
        }
        var length = 0
        if let field = headers["content-length"] {
            guard let value = Int(field), value >= 0 else {
                return .rejected(.error(400, "Content-Length '\(field)' is not a byte count"))
            }
            guard value <= maximumBodyBytes else {
                return .rejected(.error(413, "the body of \(value) bytes exceeds the limit of \(maximumBodyBytes)"))
            }
            length = value
        }
        let bodyStart = end.upperBound
        guard bytes.endIndex - bodyStart >= length else { return .incomplete }
        let target = requestLine[1]
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return .complete(
            HTTPRequest(
                method: String(requestLine[0]), path: String(path), headers: headers,
                body: Data(bytes[bodyStart..<bodyStart + length])))
    }
}
