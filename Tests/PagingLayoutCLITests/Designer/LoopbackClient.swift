#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

@testable import PagingLayoutCLI

/// A bare TCP client for the designer's server: sends bytes as given (malformed, partial, slow)
/// and reads the whole response, so tests see what a misbehaving client would.
enum LoopbackClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    #if canImport(Glibc)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let noSignal: Int32 = 0
    #endif

    /// Connects to 127.0.0.1:`port`, sends `request`, optionally waits `pause` seconds before
    /// sending `rest`, stops sending if `halfClose` (a shutdown of its writing side, reading on), and
    /// returns everything the server sent until it closed (at most 10 s).
    static func exchange(
        port: UInt16, _ request: String, pause: TimeInterval = 0, rest: String = "", halfClose: Bool = false
    ) throws -> String {
        let descriptor = LoopbackSocket.streamSocket()
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(descriptor) }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = LoopbackSocket.loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        func sendAll(_ text: String) {
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                // A reset connection must fail the send, not end the test process with SIGPIPE.
                let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignal) }
                if sent <= 0 { return }
                offset += sent
            }
        }
        sendAll(request)
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        if !rest.isEmpty { sendAll(rest) }
        if halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
