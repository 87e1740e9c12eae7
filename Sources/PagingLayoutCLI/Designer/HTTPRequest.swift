import Foundation

/// One HTTP/1.1 request as the designer's server read it: request line, headers and body.
struct HTTPRequest: Sendable, Equatable {
    /// The method, such as `GET` or `POST`, as sent (methods are case-sensitive).
    var method: String
    /// The request target's path, without its query (`/api/eval`).
    var path: String
    /// The header fields, names lower-cased; a repeated field keeps its last value.
    var headers: [String: String]
    /// The body: exactly `Content-Length` bytes, empty without one.
    var body: Data
}
