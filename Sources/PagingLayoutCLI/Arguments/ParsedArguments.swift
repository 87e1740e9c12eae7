import Foundation

/// The flags given to a subcommand, checked against its ``FlagSpec``s.
///
/// Accepts `--name value` and `--name=value`. An unknown flag, a missing value, a repeated flag (unless
/// its spec is repeatable) or a stray positional argument is a ``CommandLineError`` naming it.
public struct ParsedArguments: Sendable {
    private var values: [String: [String]] = [:]
    private var toggles: Set<String> = []

    /// Parses `arguments` (without the subcommand name) against `specs`.
    public init(_ arguments: [String], specs: [FlagSpec]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw CommandLineError(flag: nil, "unexpected argument '\(argument)' (flags start with --; see --help)")
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw CommandLineError(flag: "--\(name)", "unknown flag (see --help)")
            }
            guard spec.isRepeatable || (values[name] == nil && !toggles.contains(name)) else {
                throw CommandLineError(flag: "--\(name)", "given more than once")
            }
            if spec.valueName == nil {
                guard inlineValue == nil else { throw CommandLineError(flag: "--\(name)", "takes no value") }
                toggles.insert(name)
            } else if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else {
                index += 1
                guard index < arguments.count else {
                    throw CommandLineError(flag: "--\(name)", "needs a value (\(spec.valueName ?? ""))")
                }
                values[name, default: []].append(arguments[index])
            }
            index += 1
        }
    }

    /// The raw value of `--name`, or `nil` when it was not given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for the repeatable flag `--name`, in order; empty when it was not given.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the switch `--name` was given.
    public func isSet(_ name: String) -> Bool { toggles.contains(name) }

    /// The value of `--name` converted by `parse`, or `nil` when the flag was not given.
    /// A value `parse` rejects (returns `nil`) is an error naming the flag and `expected`.
    public func optionalValue<T>(_ name: String, expected: String, _ parse: (String) -> T?) throws -> T? {
        guard let raw = value(name) else { return nil }
        guard let parsed = parse(raw) else {
            throw CommandLineError(flag: "--\(name)", "expected \(expected), got '\(raw)'")
        }
        return parsed
    }

    /// Like ``optionalValue(_:expected:_:)``, with `fallback` when the flag was not given.
    public func value<T>(_ name: String, default fallback: T, expected: String, _ parse: (String) -> T?)
        throws -> T
    {
        try optionalValue(name, expected: expected, parse) ?? fallback
    }

    /// The value of `--name`, one of `choices`, or the first of them when the flag was not given;
    /// anything else is an error listing them (`expected table or json`).
    public func choice(_ name: String, among choices: [String]) throws -> String {
        try value(name, default: choices[0], expected: choices.joined(separator: " or ")) {
            choices.contains($0) ? $0 : nil
        }
    }

    /// The size `--name WIDTHxHEIGHT`, or `fallback` when the flag was not given. A malformed size
    /// is an error showing `example`; a width or height that is not positive is an error saying so.
    public func size(_ name: String, default fallback: CGSize, example: String) throws -> CGSize {
        guard let raw = value(name) else { return fallback }
        return try Self.size(raw, flag: name, example: example)
    }

    /// Like ``size(_:default:example:)`` for a flag that must be given.
    public func requiredSize(_ name: String, example: String) throws -> CGSize {
        guard let raw = value(name) else {
            throw CommandLineError(flag: "--\(name)", "is required (WIDTHxHEIGHT such as \(example))")
        }
        return try Self.size(raw, flag: name, example: example)
    }

    private static func size(_ raw: String, flag name: String, example: String) throws -> CGSize {
        if let size = ValueParsers.size(raw) { return size }
        let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let width = ValueParsers.number(String(parts[0])),
            ValueParsers.number(String(parts[1])) != nil
        {
            let dimension = width > 0 ? "height" : "width"
            throw CommandLineError(flag: "--\(name)", "\(dimension) must be positive, got '\(raw)'")
        }
        throw CommandLineError(flag: "--\(name)", "expected WIDTHxHEIGHT such as \(example), got '\(raw)'")
    }

    /// Like ``value(_:default:expected:_:)`` for a flag that must be given.
    public func required<T>(_ name: String, expected: String, _ parse: (String) -> T?) throws -> T {
        guard let parsed = try optionalValue(name, expected: expected, parse) else {
            throw CommandLineError(flag: "--\(name)", "is required (\(expected))")
        }
        return parsed
    }
}
