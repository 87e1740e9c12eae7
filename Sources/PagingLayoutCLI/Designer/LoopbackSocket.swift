#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The few POSIX socket calls the designer's server makes, on a socket bound to 127.0.0.1 only.
///
/// Glibc on Linux and Darwin on Apple platforms spell some constants differently; this is the one
/// place that knows.
enum LoopbackSocket {
    /// Why the server could not start.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A listening, non-blocking socket on 127.0.0.1:`port` (0 picks a free port) and the port it got.
    static func makeListener(port: UInt16, backlog: Int32 = 32) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = streamSocket()
        guard descriptor >= 0 else { throw Failure(description: "cannot create a socket: \(errorText())") }
        var reuse: Int32 = 1
        // A restarted designer can take its port back at once instead of waiting out TIME_WAIT.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = loopbackAddress(port: port)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let reason = errorText()
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        setBlocking(descriptor, false)
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    /// A new TCP socket, or a negative number when none can be made.
    static func streamSocket() -> Int32 {
        #if canImport(Glibc)
            return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            return socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    /// The address 127.0.0.1:`port`: the page and its API are for this machine only.
    static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        return address
    }

    /// A connection waiting on `listener`, made non-blocking, or `nil` when none is waiting.
    static func acceptConnection(_ listener: Int32) -> Int32? {
        let descriptor = accept(listener, nil, nil)
        guard descriptor >= 0 else { return nil }
        #if canImport(Darwin)
            // Writing to a connection the browser closed must fail, not end the process with SIGPIPE.
            var noSignal: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        setBlocking(descriptor, false)
        return descriptor
    }

    /// What one non-blocking read of `descriptor` got.
    enum ReadResult {
        case bytes(Data)
        case nothingYet
        case closed
    }

    /// Reads what has arrived on `descriptor`, at most 64 KiB.
    static func receive(_ descriptor: Int32) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(Data(buffer[0..<count])) }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .nothingYet }
        return .closed
    }

    /// Sends all of `data`, waiting at most `timeout` seconds for a slow reader, then half-closes
    /// `descriptor`: the client reads the whole response and the end of it, while the socket stays
    /// open for reading so the caller can take in what the client still sends (``drain(_:)``) and
    /// close it once the client is done. Closing with unread bytes would make the kernel send a
    /// reset, and a client still writing a body would lose the response to it.
    static func respond(_ data: Data, thenHalfClose descriptor: Int32, timeout: TimeInterval) {
        setBlocking(descriptor, true)
        // Whole seconds, at least one: a zero timeval would mean no limit at all.
        var limit = timeval(tv_sec: max(Int(timeout.rounded(.up)), 1), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(descriptor, raw.baseAddress! + offset, raw.count - offset, flags)
                if sent <= 0 {
                    if sent < 0, errno == EINTR { continue }
                    break
                }
                offset += sent
            }
        }
        shutdown(descriptor, Int32(SHUT_WR))
        setBlocking(descriptor, false)
    }

    /// Reads and discards what has arrived on a half-closed `descriptor`; `true` once the client
    /// has closed its side (or the connection failed), so the socket can be closed without a reset.
    static func drain(_ descriptor: Int32) -> Bool {
        while true {
            switch receive(descriptor) {
            case .bytes: continue
            case .nothingYet: return false
            case .closed: return true
            }
        }
    }

    /// Closes `descriptor` without a response.
    static func discard(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Waits up to `milliseconds` for any of `descriptors` to be readable (or closed); returns which.
    static func readable(_ descriptors: [Int32], waitingAtMost milliseconds: Int32) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = poll(&polled, nfds_t(polled.count), milliseconds)
        guard count > 0 else { return [] }
        return polled.filter { $0.revents != 0 }.map(\.fd)
    }

    private static func setBlocking(_ descriptor: Int32, _ blocking: Bool) {
        let flags = fcntl(descriptor, F_GETFL, 0)
        _ = fcntl(descriptor, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK)
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
