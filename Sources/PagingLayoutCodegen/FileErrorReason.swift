import Foundation

/// Why a file operation failed, in the system's words, as the shell says it: "No such file or
/// directory", "Is a directory", "Permission denied", "Not a directory".
package enum FileErrorReason {
    /// Why `error`, from a file operation on `path`, happened.
    package static func describing(_ error: any Error, at path: String) -> String {
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
