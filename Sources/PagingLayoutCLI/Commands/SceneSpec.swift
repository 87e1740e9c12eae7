import Foundation
import PagingLayout

/// A scene file of `paging-layout scene`: which layout, its sections and its settings.
///
/// ```json
/// {"version": 1, "layout": "list", "sections": [3, 5], "settings": {"itemSize": {"width": 320, "height": 120}}}
/// ```
///
/// `version` must be 1; `sections` lists item counts, each a whole number ≥ 0 (default `[]`);
/// `settings` is an object the layout reads with the default setting names (default `{}`). Unknown
/// keys are errors, reported with their key path.
struct SceneSpec: Sendable {
    /// The layout to run.
    var layout: SceneLayout
    /// Item counts per section.
    var sections: [Int]
    /// The layout's settings, read by the layout.
    var settings: SpecValue
    /// The prepared layout preset the scene comes from (`scene --preset`); `nil` for a scene file.
    var preset: LayoutPreset? = nil

    /// Reads a scene file; errors name the key path.
    init(json data: Data) throws {
        let root = try SpecError.decode(SpecValue.self, from: data)
        guard case .object(let members) = root else { throw SpecError(path: "", message: "expected an object") }
        try SpecError.rejectUnknownKeys(members.keys, allowed: ["version", "layout", "sections", "settings"], at: "")
        guard case .number(let version)? = members["version"] else {
            throw SpecError(path: "version", message: members["version"] == nil ? Self.missing : "expected 1")
        }
        guard version == 1 else {
            throw SpecError(path: "version", message: "unsupported version \(version); expected 1")
        }
        guard case .string(let name)? = members["layout"] else {
            throw SpecError(path: "layout", message: members["layout"] == nil ? Self.missing : "expected a string")
        }
        guard let layout = SceneLayout.named(name) else {
            let names = SceneLayout.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw SpecError(path: "layout", message: "expected one of \(names), found \"\(name)\"")
        }
        self.layout = layout
        sections = try Self.counts(members["sections"] ?? .array([]))
        settings = members["settings"] ?? .object([:])
        guard case .object = settings else { throw SpecError(path: "settings", message: "expected an object") }
    }

    private static let missing = "required key is missing"

    /// The item counts of `value`, an array of whole numbers ≥ 0.
    private static func counts(_ value: SpecValue) throws -> [Int] {
        guard case .array(let values) = value else { throw SpecError(path: "sections", message: "expected an array") }
        return try values.enumerated().map { index, value in
            guard case .number(let count) = value, count >= 0, count.rounded() == count, count < 0x1p53 else {
                throw SpecError(path: "sections[\(index)]", message: "expected a whole number ≥ 0")
            }
            return Int(count)
        }
    }

    /// The settings read as `Settings`; errors are reported under `settings`.
    func settings<Settings: Decodable>(as type: Settings.Type) throws -> Settings {
        do {
            return try settings.decode(Settings.self)
        } catch {
            throw SpecError(describing: error).prefixed(by: "settings")
        }
    }
}
