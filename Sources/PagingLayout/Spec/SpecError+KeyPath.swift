import Foundation

// Package access: the code generator (PagingLayoutCLI) builds key paths for its errors the same way.
extension SpecError {
    /// `parent.child`, or just one of them when the other is empty; indices attach without a dot:
    /// `join("compose[1]", "options")` is `compose[1].options`, `join("", "compose[0]")` is `compose[0]`.
    package static func join(_ parent: String, _ child: String) -> String {
        if parent.isEmpty { return child }
        if child.isEmpty { return parent }
        return child.hasPrefix("[") ? parent + child : parent + "." + child
    }

    /// The same error with `prefix` in front of its path, as when an options object's error is
    /// reported inside a spec (`angle` → `compose[1].options.rotation3d.angle`).
    package func prefixed(by prefix: String) -> SpecError {
        SpecError(path: SpecError.join(prefix, path), message: message)
    }

    /// A coding path as a key path: `[options, rotation3d, angle]` is `options.rotation3d.angle`,
    /// array positions attach as `[1]`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
            .replacingOccurrences(of: ".[", with: "[")
    }

    /// Throws the error for the first of `keys`, in sorted order, that is not in `allowed`, at its
    /// key path below `path`, listing the allowed keys.
    package static func rejectUnknownKeys(_ keys: some Sequence<String>, allowed: [String], at path: String) throws {
        if let unknown = keys.sorted().first(where: { !allowed.contains($0) }) {
            throw SpecError(
                path: join(path, unknown), message: "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
    }
}
