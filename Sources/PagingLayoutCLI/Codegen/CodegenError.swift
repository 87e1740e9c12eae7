/// A spec file that code generation cannot turn into Swift, reported as `FILE: what is wrong`.
///
/// ```text
/// Cards.pagingeffect.json: compose[1].options.rotation3d.angle: expected a number
/// ```
struct CodegenError: Error, Equatable, CustomStringConvertible {
    /// The spec file's path, as given.
    var file: String
    /// What is wrong, with the key path for a malformed spec.
    var message: String
    /// The exit status: ``ExitStatus/invalidInput`` for a spec that does not read (the default),
    /// ``ExitStatus/fileAccess`` for a file that cannot be read.
    var status = ExitStatus.invalidInput

    var description: String { "\(file): \(message)" }
}
