/// One `--flag` a subcommand accepts, with the text `--help` shows for it.
public struct FlagSpec: Sendable, Equatable {
    /// The flag's name without dashes, such as `size`.
    public var name: String
    /// The placeholder for its value in help (`WxH`), or `nil` for a switch that takes no value.
    public var valueName: String?
    /// What the flag does, including its default.
    public var help: String
    /// Whether the flag may be given more than once (each value is kept, in order).
    public var isRepeatable = false

    /// Creates a flag that takes a value.
    public static func option(_ name: String, _ valueName: String, _ help: String) -> FlagSpec {
        FlagSpec(name: name, valueName: valueName, help: help)
    }

    /// Creates a flag that takes a value and may be given more than once, such as `--spec A --spec B`.
    public static func repeatable(_ name: String, _ valueName: String, _ help: String) -> FlagSpec {
        FlagSpec(name: name, valueName: valueName, help: help, isRepeatable: true)
    }

    /// Creates a switch (a flag without a value).
    public static func toggle(_ name: String, _ help: String) -> FlagSpec {
        FlagSpec(name: name, valueName: nil, help: help)
    }
}
