import Foundation

/// Runs `body` with a new, empty temporary directory, then removes the directory and everything in
/// it, whether `body` returns or throws (so a failing test leaves nothing behind either).
///
///     try withTemporaryDirectory { directory in
///         let spec = try writeFile("{}", to: "spec.json", in: directory)
///         ...
///     }
public func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("paging-layout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs `body` with the path of a new temporary file named `name` holding `text`, then removes the
/// file and its folder, whether `body` returns or throws.
public func withTemporaryFile<Result>(_ text: String, name: String = "spec.json", _ body: (String) throws -> Result)
    throws -> Result
{
    try withTemporaryDirectory { directory in try body(writeFile(text, to: name, in: directory)) }
}

/// Writes `text` to `name` inside `directory` (creating folders) and returns the file's path.
@discardableResult
public func writeFile(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}
