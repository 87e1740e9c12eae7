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

    var description: String { "\(file): \(message)" }
}
