import Foundation
import Testing

@testable import PagingLayout

/// A small options type read with the spec helpers, standing in for the effects' options.
private struct SampleOptions: Decodable, Equatable {
    var ratio: CGFloat = 0.5
    var limit: CGFloat? = 2
    var anchor = CGPoint(x: 1, y: 2)
    var minimum: CGPoint? = CGPoint(x: -1, y: -1)
    var pieceSize = CGSize(width: 0.25, height: 0.1)
    var tint = RGBAColor.black

    init() {}

    init(from decoder: any Decoder) throws {
        let defaults = SampleOptions()
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["ratio", "limit", "anchor", "minimum", "pieceSize", "tint"])
        ratio = try SpecFieldCoder.number.read(c, "ratio", defaults.ratio)
        limit = try SpecFieldCoder.optionalNumber.read(c, "limit", defaults.limit)
        anchor = try SpecFieldCoder.point.read(c, "anchor", defaults.anchor)
        minimum = try SpecFieldCoder.optionalPoint.read(c, "minimum", defaults.minimum)
        pieceSize = try SpecFieldCoder.size.read(c, "pieceSize", defaults.pieceSize)
        tint = try SpecFieldCoder.color.read(c, "tint", defaults.tint)
    }
}

private func decode(_ json: String) throws -> SampleOptions {
    try SpecError.decode(SampleOptions.self, from: Data(json.utf8))
}

private func error(_ json: String) -> SpecError? {
    do {
        _ = try decode(json)
        return nil
    } catch {
        return error as? SpecError
    }
}

@Suite("Spec decoding")
struct SpecDecodingTests {
    @Test("missing keys keep the defaults")
    func defaults() throws {
        #expect(try decode("{}") == SampleOptions())
    }

    @Test("explicit null clears an optional field; values replace defaults")
    func values() throws {
        let options = try decode(
            ##"{"ratio":0.8,"limit":null,"anchor":{"x":3,"y":4},"minimum":null,"pieceSize":{"width":1,"height":0.5},"tint":"#FF000080"}"##)
        #expect(options.ratio == 0.8)
        #expect(options.limit == nil)
        #expect(options.anchor == CGPoint(x: 3, y: 4))
        #expect(options.minimum == nil)
        #expect(options.pieceSize == CGSize(width: 1, height: 0.5))
        #expect(options.tint == RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    @Test("errors name the key path and what was expected", arguments: [
        (#"{"ratio":"big"}"#, "ratio: expected a number"),
        (#"{"ratio":null}"#, "ratio: expected a number, found null"),
        (#"{"anchor":{"x":1}}"#, "anchor.y: required key is missing"),
        (#"{"anchor":{"x":1,"y":2,"z":3}}"#, "anchor.z: unknown key; expected one of: x, y"),
        (#"{"ratoi":1}"#, "ratoi: unknown key; expected one of: ratio, limit, anchor, minimum, pieceSize, tint"),
        (#"{"tint":"red"}"#, "tint: expected a colour \"#RRGGBB\" or \"#RRGGBBAA\""),
    ])
    func errors(json: String, expected: String) {
        #expect(error(json)?.description == expected)
    }

    @Test("malformed JSON is an error at the key being read, with its line and column")
    func malformed() {
        let failure = error("{\"ratio\": ")
        #expect(failure?.path == "ratio")
        // `{"ratio": ` is ten characters: the document ends at column 11.
        #expect(failure?.message == "not valid JSON at line 1, column 11: unexpected end of the document; expected a value")
    }
}

@Suite("RGBAColor")
struct RGBAColorTests {
    @Test("hex strings round-trip; bad ones are rejected", arguments: ["#000000", "#FF8000", "#12345678"])
    func roundTrip(hex: String) throws {
        #expect(try #require(RGBAColor(hex: hex)).hexString == hex)
    }

    @Test(
        "invalid hex strings give nil, signs and prefixes included",
        arguments: ["000000", "#12345", "#GGGGGG", "", "#1234567890", "#+FFFFF", "#-00000", "#+1234567", "#0x1234"])
    func invalid(hex: String) {
        #expect(RGBAColor(hex: hex) == nil)
    }

    @Test("components are clamped to 0…1")
    func clamping() {
        #expect(RGBAColor(red: 2, green: -1, blue: .nan, alpha: 0.5) == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}
