import Foundation
import Testing

@testable import PagingLayout

private func readError(_ text: String) -> SpecError? {
    readError(Data(text.utf8))
}

private func readError(_ data: Data) -> SpecError? {
    do {
        _ = try SpecJSONReader.read(data)
        return nil
    } catch {
        return error as? SpecError
    }
}

private func specError(_ text: String) -> SpecError? {
    do {
        _ = try EffectRegistry().makeEffect(specJSON: Data(text.utf8))
        return nil
    } catch {
        return error as? SpecError
    }
}

@Suite("SpecJSONReader")
struct SpecJSONReaderTests {
    @Test("reads every kind of JSON value")
    func values() throws {
        let value = try SpecJSONReader.read(
            Data(#" {"a": [1, -2.5e1, 0, true, false, null], "b": {"c": "x\"\\\/\n\u00e9\ud83d\ude00"}} "#.utf8))
        #expect(value == .object([
            "a": .array([.number(1), .number(-25), .number(0), .bool(true), .bool(false), .null]),
            "b": .object(["c": .string("x\"\\/\né😀")]),
        ]))
    }

    @Test("malformed JSON names the line, the column and the key path", arguments: [
        (#"{"a": 1,}"#, "", "line 1, column 9: trailing comma before '}'"),
        (#"{"a": [1, 2,]}"#, "a", "line 1, column 13: trailing comma before ']'"),
        ("{\n  \"a\": {\n    \"b\": tru\n  }\n}", "a.b", "line 3, column 10: unexpected 't'; expected a value"),
        (#"{"a": NaN}"#, "a", "line 1, column 7: unexpected 'N'; expected a value"),
        (#"{"a": 01}"#, "a", "line 1, column 8: a number may not start with 0"),
        (#"{"a": 1.}"#, "a", "line 1, column 9: expected a digit after '.'"),
        (#"{"a": .5}"#, "a", "line 1, column 7: unexpected '.'; expected a value"),
        (#"{a: 1}"#, "", "line 1, column 2: unexpected 'a'; expected a key in double quotes"),
        (#"{"a": 1} x"#, "", "line 1, column 10: unexpected 'x' after the JSON value"),
        (#"{"a": "\x"}"#, "a", #"line 1, column 9: invalid escape \'x' in a string"#),
        (#"{"a": "\ud800"}"#, "a", #"line 1, column 14: unpaired surrogate \ud800 in a string"#),
        ("{\"a\": \"tab\there\"}", "a", "line 1, column 11: unescaped control character byte 0x9 in a string"),
        (#"{"é": [1 2]}"#, "é", "line 1, column 10: unexpected '2'; expected ',' or ']'"),
    ])
    func syntaxErrors(text: String, path: String, message: String) {
        let error = readError(text)
        #expect(error?.path == path)
        #expect(error?.message == "not valid JSON at \(message)")
    }

    @Test("a repeated key is rejected at its key path")
    func duplicateKeys() {
        let error = readError(#"{"options": {"minScale": 0.5, "maxScale": 1, "minScale": 0.7}}"#)
        #expect(error?.description == "options.minScale: duplicate key; each key may appear once in an object")
    }

    @Test("a number beyond Double's range is out of range at its key path; a tiny one reads as 0")
    func numbersOutOfRange() throws {
        #expect(readError(#"{"a": [0, 1e400]}"#)?.path == "a[1]")
        #expect(readError(#"{"a": [0, -1e400]}"#)?.message.hasPrefix("number -1e400 is out of range") == true)
        #expect(try SpecJSONReader.read(Data("1e-400".utf8)) == .number(0))
    }

    @Test("empty, UTF-16 and binary documents are rejected; a UTF-8 byte-order mark is skipped")
    func encodings() throws {
        #expect(readError("")?.message == "the document is empty; expected a JSON object")
        #expect(readError(" \n ")?.message == "the document is empty; expected a JSON object")
        #expect(readError(Data([0xFF, 0xFE, 0x7B, 0x00]))?.message.contains("UTF-16") == true)
        #expect(readError(Data([0x00, 0x01, 0x02]))?.message == "not valid JSON at line 1, column 1: unexpected byte 0x0; expected a value")
        #expect(readError(Data([0x22, 0xC3, 0x28, 0x22]))?.message.contains("not valid UTF-8") == true)
        #expect(try SpecJSONReader.read(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == .array([.number(1)]))
    }

    @Test("nesting is capped at maximumDepth levels, naming where it went too deep")
    func depth() throws {
        let limit = SpecJSONReader.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(readError(deepest) == nil)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = readError(tooDeep)
        #expect(error?.message == "nested deeper than 64 levels of arrays and objects")
        #expect(error?.path == String(repeating: "[0]", count: limit))
        // Far deeper input stops at the limit too, rather than recursing through it.
        #expect(readError(String(repeating: "[", count: 200_000))?.message.hasPrefix("nested deeper") == true)
    }

    @Test("documents larger than maximumByteCount are rejected before reading")
    func size() {
        let data = Data(count: SpecJSONReader.maximumByteCount + 1)
        #expect(readError(data)?.message == "the document is 4194305 bytes; a spec may be at most 4194304 bytes (4 MiB)")
    }
}

@Suite("Spec documents read strictly")
struct StrictSpecDocumentTests {
    @Test("every rejected spec names its key path", arguments: [
        (#"{"version": 1.5, "effect": "scale"}"#, "version: expected a whole number, found 1.5"),
        (#"{"version": "1", "effect": "scale"}"#, "version: expected a whole number, found a string"),
        (#"{"version": 1, "compose": [{"version": 1.5, "effect": "scale"}]}"#,
         "compose[0].version: expected a whole number, found 1.5"),
        (#"{"version": 1, "compose": [{"effect": "stack"}, {"version": "1", "effect": "scale"}]}"#,
         "compose[1].version: expected a whole number, found a string"),
        (#"{"version": 1, "compose": [{"compose": [{"version": null, "effect": "scale"}]}]}"#,
         "compose[0].compose[0].version: expected a whole number, found null"),
        (#"{"effect": "scale"}"#, "version: required key is missing"),
        (#"{"version": 1}"#, #"expected an "effect" or a "compose" key"#),
        (#"[1]"#, "expected an object, found an array"),
        (#"{"version": 1, "effect": "scale", "options": {"minScale": 1e400}}"#,
         "options.minScale: number 1e400 is out of range; numbers must lie within ±1.7976931348623157e+308"),
        (#"{"version": 1, "effect": "scale", "effect": "stack"}"#,
         "effect: duplicate key; each key may appear once in an object"),
        (#"{"version": 1, "compose": [{"effect": "stack", "options": {"maxStackSize": -1}}]}"#,
         "compose[0].options.maxStackSize: must be ≥ 0, found -1"),
        (#"{"version": 1, "effect": "snapshot", "options": {"pieceSizeRatio": {"width": -0.1, "height": 0.5}}}"#,
         "options.pieceSizeRatio: must be > 0 in both dimensions, found -0.1×0.5"),
    ])
    func keyPaths(text: String, expected: String) {
        #expect(specError(text)?.description == expected)
    }

    @Test("a spec that is valid JSON is never called invalid JSON")
    func validJSONIsNotInvalid() {
        for text in [#"{"version": 1}"#, #"{}"#, "[]", "1e400", #"{"version": 1.5}"#, "null", #""spec""#] {
            #expect(specError(text)?.message.contains("not valid JSON") == false, "\(text)")
        }
    }

    @Test("options files for a named effect are read strictly too")
    func optionsFiles() {
        #expect(throws: EffectRegistryError.self) {
            try EffectRegistry().effect(named: "scale", optionsJSON: Data(#"{"minScale": 0.5,}"#.utf8))
        }
    }
}
