import Foundation

/// Reads a file the tools were given, however it is given, without reading more than a limit.
package enum BoundedFileReader {
    /// The first `limit + 1` bytes of the file at `path` at most: all of it when it holds at most
    /// `limit`, one byte more when it holds more. Throws what opening or reading throws.
    ///
    /// Reads in chunks from an open handle, so a pipe (`--spec <(jq …)`, `/dev/stdin`) reads like a
    /// file, and a huge file or an endless device (`/dev/zero`) costs at most `limit + 1` bytes.
    package static func read(_ path: String, atMost limit: Int) throws -> Data {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var data = Data()
        while data.count <= limit,
            let chunk = try handle.read(upToCount: min(1 << 16, limit + 1 - data.count)), !chunk.isEmpty
        {
            data.append(chunk)
        }
        return data
    }

    /// What a file holding more than `limit` bytes is told, after its name: "is more than 4194304
    /// bytes; a spec may be at most 4194304 bytes (4 MiB)", with `what` ("a spec") naming the kind of file.
    package static func excessDescription(limit: Int, what: String) -> String {
        "is more than \(limit) bytes; \(what) may be at most \(limit) bytes (\(limit >> 20) MiB)"
    }
}
