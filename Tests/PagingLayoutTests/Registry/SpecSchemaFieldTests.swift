import Foundation
import Testing

@testable import PagingLayout

@Suite("The spec schema types each option as its reader reads it")
struct SpecSchemaFieldTests {
    static let null = SpecValue.object(["type": .string("null")])

    /// `options-NAME` of the built-in registry's schema.
    func options(_ effect: String) throws -> [String: SpecValue] {
        let schema = try EffectRegistry().effects.specSchema()
        guard case .object(let root) = schema, case .object(let definitions)? = root["$defs"],
            case .object(let options)? = definitions["options-\(effect)"]
        else {
            Issue.record("no options-\(effect) in the schema")
            return [:]
        }
        return options
    }

    func property(_ key: String, of effect: String) throws -> SpecValue? {
        guard case .object(let properties)? = try options(effect)["properties"] else { return nil }
        return properties[key]
    }

    @Test("options objects allow no other keys")
    func closedObjects() throws {
        for effect in EffectRegistry().effectNames {
            #expect(try options(effect)["additionalProperties"] == .bool(false), "\(effect)")
        }
    }

    @Test("an optional number is a number or null; a flag is a boolean, not a number")
    func nullableAndFlags() throws {
        let spacing = try property("spacing", of: "iCarousel")
        #expect(spacing == .object(["anyOf": .array([.object(["type": .string("number")]), Self.null])]))
        let backfaces = try property("showBackfaces", of: "iCarousel")
        #expect(backfaces == .object(["anyOf": .array([.object(["type": .string("boolean")]), Self.null])]))
        // wrap is optional: null (or no key) gives the carousel type's own default.
        let wrap = try property("wrap", of: "iCarousel")
        #expect(wrap == .object(["anyOf": .array([.object(["type": .string("boolean")]), Self.null])]))
        #expect(try property("shadowEnabled", of: "scale") == .object(["type": .string("boolean")]))
    }

    @Test("a 3-D rotation requires its seven numbers and leaves isDoubleSided optional")
    func nestedRequiredKeys() throws {
        guard case .object(let nullable)? = try property("rotation3d", of: "scale"),
            case .array(let choices)? = nullable["anyOf"], case .object(let rotation)? = choices.first
        else {
            Issue.record("rotation3d is not an object or null")
            return
        }
        let required = ["angle", "minAngle", "maxAngle", "x", "y", "z", "m34"].map(SpecValue.string)
        #expect(rotation["required"] == .array(required))
        #expect(choices.last == Self.null)
    }

    @Test("whole numbers are integers below 2⁵³, a stack size at least 0")
    func wholeNumbers() throws {
        guard case .object(let size)? = try property("maxStackSize", of: "stack") else {
            Issue.record("no maxStackSize")
            return
        }
        #expect(size["type"] == .string("integer"))
        #expect(size["minimum"] == .number(0))
        #expect(size["exclusiveMaximum"] == .number(0x1p53))
    }

    @Test("the former spelling stackRotateAngel is allowed, marked deprecated, and not beside the new one")
    func formerSpelling() throws {
        guard case .object(let former)? = try property("stackRotateAngel", of: "stack") else {
            Issue.record("no stackRotateAngel")
            return
        }
        #expect(former["deprecated"] == .bool(true))
        let dependent = try options("stack")["dependentSchemas"]
        #expect(
            dependent
                == .object([
                    "stackRotateAngel": .object(["not": .object(["required": .array([.string("stackRotateAngle")])])])
                ]))
    }

    @Test("pieces values: one case key each, eleven shapes, aggregated ones referring back")
    func piecesValues() throws {
        guard case .object(let root) = try EffectRegistry().effects.specSchema(), case .object(let definitions)? = root["$defs"],
            case .object(let pieces)? = definitions["pieces-number"], case .array(let cases)? = pieces["oneOf"]
        else {
            Issue.record("no pieces-number definition")
            return
        }
        #expect(cases.count == 11)
        #expect(definitions["pieces-point"] != nil && definitions["pieces-size"] != nil)
        #expect(try property("piecesAlphaRatio", of: "snapshot") == .object(["$ref": .string("#/$defs/pieces-number")]))
    }
}
