import Foundation
import Testing

@testable import PagingLayout

@Suite("The published spec schema")
struct SpecSchemaTests {
    /// `Docs/spec.schema.json`, from this file's place in the package.
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/spec.schema.json")

    static func encoded(_ schema: SpecValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(schema), as: UTF8.self) + "\n"
    }

    @Test("Docs/spec.schema.json is the built-in registry's schema (PAGING_LAYOUT_RECORD_SCHEMA=1 rewrites it)")
    func publishedSchemaIsCurrent() throws {
        let generated = try Self.encoded(EffectRegistry().effects.specSchema())
        if ProcessInfo.processInfo.environment["PAGING_LAYOUT_RECORD_SCHEMA"] == "1" {
            try Data(generated.utf8).write(to: Self.schemaURL)
        }
        let published = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(published == generated, "run PAGING_LAYOUT_RECORD_SCHEMA=1 swift test --filter SpecSchemaTests")
    }

    @Test("every registered effect, preset and option key is in the schema")
    func coversTheRegistry() throws {
        let registry = EffectRegistry()
        let schema = try SpecJSONReader.read(Data(contentsOf: Self.schemaURL))
        guard case .object(let root) = schema, case .object(let definitions)? = root["$defs"] else {
            Issue.record("no $defs")
            return
        }
        for name in registry.effectNames {
            guard case .object(let options)? = definitions["options-\(name)"],
                case .object(let properties)? = options["properties"]
            else {
                Issue.record("no options for \(name)")
                continue
            }
            for preset in try registry.presetNames(of: name) {
                guard case .object(let members) = try registry.effects.presetOptions(of: name, preset: preset) else { continue }
                #expect(Set(members.keys).isSubset(of: Set(properties.keys)), "\(name).\(preset)")
            }
            #expect(definitions["effect-\(name)"] != nil)
        }
    }

    @Test("the schema types the scale effect's options as the spec reader reads them")
    func scaleOptions() throws {
        guard case .object(let root) = try EffectRegistry().effects.specSchema(), case .object(let definitions)? = root["$defs"],
            case .object(let options)? = definitions["options-scale"], case .object(let properties)? = options["properties"]
        else {
            Issue.record("no scale options")
            return
        }
        // minScale is a number in every preset; blurEffectStyle a string; rotation3d unset in some.
        #expect(properties["minScale"] == .object(["type": .string("number")]))
        #expect(properties["keepVerticalSpacingEqual"] == .object(["type": .string("boolean")]))
    }
}
