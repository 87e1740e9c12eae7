import Foundation
import PagingLayoutRender

/// One HTTP/1.1 response of the designer's server. Every response closes its connection.
struct HTTPResponse: Sendable, Equatable {
    /// The status code, such as 200 or 404.
    var status: Int
    /// The `Content-Type` of ``body``.
    var contentType: String
    /// The body.
    var body: Data
    /// Extra header fields, such as `Allow` for a 405.
    var extraHeaders: [(String, String)] = []

    static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
            && lhs.extraHeaders.map { "\($0.0): \($0.1)" } == rhs.extraHeaders.map { "\($0.0): \($0.1)" }
    }

    /// A UTF-8 text response.
    static func text(_ status: Int, _ text: String, type: String = "text/plain") -> HTTPResponse {
        HTTPResponse(status: status, contentType: "\(type); charset=utf-8", body: Data(text.utf8))
    }

    /// An error: `{"error": message}` as JSON, so the page can show it as it shows the library's errors.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let json = "{\"error\":" + JSONValue.quoted(message) + "}\n"
        return HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(json.utf8))
    }

    /// The standard reason phrase of ``status``.
    var reason: String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 422: return "Unprocessable Content"
        case 431: return "Request Header Fields Too Large"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Error"
        }
    }

    /// The bytes sent on the wire: status line, headers, blank line, body.
    var wireData: Data {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        // The page and its API are for this machine's browser only: no caching, no framing by others.
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Data(head.utf8) + body
    }
}
