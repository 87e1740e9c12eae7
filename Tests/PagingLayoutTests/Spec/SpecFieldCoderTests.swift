import Foundation
import Testing

import PagingLayout

/// An options type using the coders of optional sizes, positive number lists and described
/// non-negative numbers.
private struct CoderOptions: Codable, Equatable, SpecFieldTable {
    var frame: CGSize? = CGSize(width: 4, height: 2)
    var ratios: [CGFloat] = [2]
    var gap: CGFloat = 1

    static let specFields: [SpecField<Self>] = [
        SpecField("frame", \.frame, .optionalNonNegativeSize),
        SpecField("ratios", \.ratios, .positiveNumbers(describedAs: "a ratio")),
        SpecField("gap", \.gap, .nonNegativeNumber(describedAs: "a gap")),
    ]

    static var specDefaults: Self { Self() }

    init() {}
    init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }
    func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

private func decode(_ json: String) throws -> CoderOptions {
    try SpecError.decode(CoderOptions.self, from: Data(json.utf8))
}

private func failure(_ json: String) -> String? {
    specFailure(CoderOptions.self, json)
}

@Suite("Spec field coders")
struct SpecFieldCoderTests {
    @Test("an optional size: missing keeps the default, null is nil, both dimensions must be ≥ 0")
    func optionalNonNegativeSize() throws {
        #expect(try decode("{}").frame == CGSize(width: 4, height: 2))
        #expect(try decode(#"{"frame":null}"#).frame == nil)
        #expect(try decode(#"{"frame":{"width":0,"height":7}}"#).frame == CGSize(width: 0, height: 7))
        #expect(
            failure(#"{"frame":{"width":3,"height":-1}}"#) == "frame: expected a width and height ≥ 0, found 3.0×-1.0")
        #expect(failure(#"{"frame":{"width":3}}"#)?.hasPrefix("frame.height:") == true)
    }

    @Test("a list of positive numbers: missing keeps the default, a bad one is reported at its index")
    func positiveNumbers() throws {
        #expect(try decode("{}").ratios == [2])
        #expect(try decode(#"{"ratios":[]}"#).ratios == [])
        #expect(try decode(#"{"ratios":[0.5,3]}"#).ratios == [0.5, 3])
        #expect(failure(#"{"ratios":[1,2,0]}"#) == "ratios[2]: expected a ratio > 0, found 0.0")
        #expect(failure(#"{"ratios":null}"#)?.hasPrefix("ratios:") == true)
    }

    @Test("a described non-negative number names what it is in its error")
    func describedNonNegativeNumber() throws {
        #expect(try decode(#"{"gap":0}"#).gap == 0)
        #expect(failure(#"{"gap":-2.5}"#) == "gap: expected a gap ≥ 0, found -2.5")
    }

    @Test("an optional number is finite, like a plain one, also in a spec value built in code")
    func optionalNumberIsFinite() throws {
        struct Limit: Codable, Equatable, SpecFieldTable {
            var limit: CGFloat? = 2
            static var specFields: [SpecField<Self>] { [SpecField("limit", \.limit, .optionalNumber)] }
            static var specDefaults: Self { Self() }
            init() {}
            init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }
            func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
        }
        #expect(try SpecValue.object(["limit": .null]).decode(Limit.self).limit == nil)
        #expect(try SpecValue.object(["limit": .number(-3)]).decode(Limit.self).limit == -3)
        for bad in [Double.nan, .infinity] {
            #expect(throws: DecodingError.self) { try SpecValue.object(["limit": .number(bad)]).decode(Limit.self) }
        }
    }

    @Test("writing gives a nil size as null and numbers as numbers")
    func writes() throws {
        var options = CoderOptions()
        options.frame = nil
        options.ratios = [1.5, 0.25]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(options), as: UTF8.self)
        #expect(json == #"{"frame":null,"gap":1,"ratios":[1.5,0.25]}"#)
        #expect(try decode(json) == options)
    }
}
