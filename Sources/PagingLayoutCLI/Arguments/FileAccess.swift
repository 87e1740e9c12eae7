import Foundation

/// Reading and writing the files the command line names, with errors that say why, as the shell
/// would: `cannot read 'x.json': No such file or directory`.
enum FileAccess {
    /// The contents of `path`, or a ``CommandLineError`` naming `flag` with status
    /// ``ExitStatus/fileAccess``.
    static func read(_ path: String, flag: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError(flag: flag, "cannot read '\(path)': \(reason(error, at: path))", status: .fileAccess)
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
            throw CommandLineError(flag: flag, "cannot write '\(path)': \(reason(error, at: path))", status: .fileAccess)
        }
    }

    /// Creates the folder `path` (and its parents); an error names `flag`.
    static func createFolder(_ path: String, flag: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        } catch {
            throw CommandLineError(flag: flag, "cannot create '\(path)': \(reason(error, at: path))", status: .fileAccess)
        }
    }

    /// Why a file operation on `path` failed, in the system's words: "No such file or directory",
    /// "Is a directory", "Permission denied", ….
    static func reason(_ error: any Error, at path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return String(cString: strerror(EISDIR)) }
        var current: NSError? = error as NSError
        while let nsError = current {
            if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        if !exists {
            // A file where a folder should be on the way reads as the shell says it: "Not a directory".
            var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
            while ancestor.path != "/" {
                var ancestorIsDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &ancestorIsDirectory) {
                    return String(cString: strerror(ancestorIsDirectory.boolValue ? ENOENT : ENOTDIR))
                }
                ancestor.deleteLastPathComponent()
            }
            return String(cString: strerror(ENOENT))
        }
        return (error as NSError).localizedDescription
    }
}
