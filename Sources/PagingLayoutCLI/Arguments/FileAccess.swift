import Foundation
import PagingLayout
import PagingLayoutCodegen

/// Reading and writing the files the command line names, with errors that say why, as the shell
/// would: `cannot read 'x.json': No such file or directory`.
enum FileAccess {
    /// The contents of `path`, at most `limit` bytes, or a ``CommandLineError`` naming `flag`: status
    /// ``ExitStatus/fileAccess`` when it cannot be read, ``ExitStatus/invalidInput`` when it holds
    /// more than `limit` bytes (`what`, such as "a spec", names what may be no larger).
    ///
    /// Pipes read like files, and reading stops one byte past `limit` (``BoundedFileReader``).
    static func read(
        _ path: String, flag: String, atMost limit: Int = SpecJSONReader.maximumByteCount, what: String = "a spec"
    ) throws -> Data {
        let data = try attempt("read", path, flag: flag) { try BoundedFileReader.read(path, atMost: limit) }
        guard data.count <= limit else {
            throw CommandLineError(
                flag: flag,
                "'\(path)' \(BoundedFileReader.excessDescription(limit: limit, what: what))",
                status: .invalidInput)
        }
        return data
    }

    /// Writes `data` to `path`, creating its folder if asked; an error names `flag`.
    static func write(_ data: Data, to path: String, flag: String, creatingFolders: Bool = true) throws {
        let url = URL(fileURLWithPath: path)
        try attempt("write", path, flag: flag) {
            if creatingFolders {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try data.write(to: url, options: .atomic)
        }
    }

    /// What a command prints for `text`: the text itself, or, when `--out PATH` is given, the path
    /// after writing the text there (creating its folders).
    static func printOrWrite(_ text: String, _ arguments: ParsedArguments) throws -> String {
        guard let path = arguments.value("out") else { return text }
        try write(Data(text.utf8), to: path, flag: "--out")
        return path + "\n"
    }

    /// Creates the folder `path` (and its parents); an error names `flag`.
    static func createFolder(_ path: String, flag: String) throws {
        try attempt("create", path, flag: flag) {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        }
    }

    /// What `body` returns; what it throws becomes `cannot VERB 'PATH': reason` on `flag`.
    private static func attempt<T>(_ verb: String, _ path: String, flag: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CommandLineError(
                flag: flag, "cannot \(verb) '\(path)': \(FileErrorReason.describing(error, at: path))",
                status: .fileAccess)
        }
    }
}
