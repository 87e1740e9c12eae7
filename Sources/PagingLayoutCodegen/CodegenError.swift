/// A spec file that code generation cannot turn into Swift, reported as `FILE: what is wrong`.
///
/// ```text
/// Cards.pagingeffect.json: compose[1].options.rotation3d.angle: expected a number
/// ```
package struct CodegenError: Error, Equatable, CustomStringConvertible {
    /// The spec file's path, as given.
    package var file: String
    /// What is wrong, with the key path for a malformed spec.
    package var message: String
    /// Whether the file could not be read at all (rather than not reading as a spec): tools exit
    /// with a file-access status for it.
    package var isFileAccess = false

    /// An error about `file`.
    package init(file: String, message: String, isFileAccess: Bool = false) {
        self.file = file
        self.message = message
        self.isFileAccess = isFileAccess
    }

    package var description: String { "\(file): \(message)" }
}
