/// A problem with the command line, reported as one line naming the flag.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The flag at fault (such as `--size`), or `nil` for a problem with the command itself.
    public var flag: String?
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error about `flag`.
    public init(flag: String?, _ message: String) {
        self.flag = flag
        self.message = message
    }

    /// `error: --size: expected WIDTHxHEIGHT …`.
    public var description: String {
        if let flag { return "error: \(flag): \(message)" }
        return "error: \(message)"
    }
}
