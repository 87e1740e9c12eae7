import Foundation
import PagingLayoutCodegen

/// Reading and writing the files the command line names, with errors that say why, as the shell
/// would: `cannot read 'x.json': No such file or directory`.
enum FileAccess {
    /// The contents of `path`, or a ``CommandLineError`` naming `flag` with status
    /// ``ExitStatus/fileAccess``.
    static func read(_ path: String, flag: String) throws -> Data {
        try attempt("read", path, flag: flag) { try Data(contentsOf: URL(fileURLWithPath: path)) }
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
