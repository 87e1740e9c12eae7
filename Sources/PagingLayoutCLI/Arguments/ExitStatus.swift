/// How `paging-layout` ends: the same status for the same kind of failure in every subcommand.
///
/// | Status | Meaning |
/// |---|---|
/// | 0 | Success. |
/// | 1 | Invalid input: a spec, options or scene file that does not read, or settings a layout rejects. |
/// | 2 | A bad command line: an unknown subcommand or flag, a missing or malformed flag value. |
/// | 3 | A file or folder that cannot be read or written (the message says why). |
/// | 4 | The designer cannot serve: its port is in use or sockets are unavailable. |
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case invalidInput = 1
    case usage = 2
    case fileAccess = 3
    case cannotServe = 4
}
