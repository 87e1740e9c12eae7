import Foundation

/// Runs `body` with the path of a named pipe (a FIFO, as a shell's `<(…)` hands a command) that
/// gives `text` to the first reader and then ends, as `--spec <(jq …)` does; removes it afterwards.
///
/// The writer waits on another thread until `body` opens the pipe for reading, so `body` must open
/// it (or the thread stays blocked for the rest of the process).
public func withNamedPipe<Result>(
    _ text: String, name: String = "spec.fifo", _ body: (String) throws -> Result
) throws -> Result {
    try withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }
        writer.start()
        return try body(path)
    }
}
