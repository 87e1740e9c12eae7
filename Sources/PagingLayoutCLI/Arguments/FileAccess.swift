import Foundation
import PagingLayoutCodegen

/// Reading and writing the files the command line names, with errors that say why, as the shell
/// would: `cannot read 'x.json': No such file or directory`.
enum FileAccess {
    /// The contents of `path`, or a ``CommandLineError`` naming `flag` with status
    /// ``ExitStatus/fileAccess``.
    static func read(_ path: String, flag: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError(
                flag: flag, "cannot read '\(path)': \(FileErrorReason.describing(error, at: path))",
                status: .fileAccess)
        }
    }

    /// Writes `data` to `path`, creating its folder if asked; an error names `flag`.
    static func write(_ data: Data, to path: String, flag: String, creatingFolders: Bool = true) throws {
        let url = URL(fileURLWithPath: path)
        do {
            if creatingFolders {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandLineError(
                flag: flag, "cannot write '\(path)': \(FileErrorReason.describing(error, at: path))",
                status: .fileAccess)
        }
    }

    /// Creates the folder `path` (and its parents); an error names `flag`.
    static func createFolder(_ path: String, flag: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        } catch {
            throw CommandLineError(
                flag: flag, "cannot create '\(path)': \(FileErrorReason.describing(error, at: path))",
                status: .fileAccess)
        }
    }
}
