/// A problem with the command line or a file it names, reported as one line naming the flag.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The flag at fault (such as `--size`), or `nil` for a problem with the command itself.
    public var flag: String?
    /// What is wrong and what was expected.
    public var message: String
    /// The exit status it ends the tool with: ``ExitStatus/usage`` for the command line itself,
    /// ``ExitStatus/invalidInput`` for a file's contents, ``ExitStatus/fileAccess`` for a file that
    /// cannot be read or written.
    public var status: ExitStatus

    /// Creates an error about `flag`, by default a command-line mistake (``ExitStatus/usage``).
    public init(flag: String?, _ message: String, status: ExitStatus = .usage) {
        self.flag = flag
        self.message = message
        self.status = status
    }

    /// `error: --size: expected WIDTHxHEIGHT …`.
    public var description: String {
        if let flag { return "error: \(flag): \(message)" }
        return "error: \(message)"
    }
}
