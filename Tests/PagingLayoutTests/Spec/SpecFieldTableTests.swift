import Foundation
import Testing

import PagingLayout

/// A small options type described by a field table, standing in for the effects' options.
private struct TableOptions: Codable, Equatable, SpecFieldTable {
    var angle: CGFloat = 0.1
    var limit: CGFloat? = 2
    var count = 3
    var anchor = CGPoint(x: 1, y: 2)
    var depth: CGFloat = 0

    static let specFields: [SpecField<Self>] = [
        SpecField("angle", \.angle, .number, formerKey: "angel"),
        SpecField("limit", \.limit, .optionalNumber),
        SpecField("count", \.count, .wholeNumber(atLeast: 1)),
        SpecField("anchor", \.anchor, .point),
        SpecField("depth", \.depth, .requiredNumber),
    ]

    static var specDefaults: Self { Self() }

    init() {}
    init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }
    func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

private func decode(_ json: String) throws -> TableOptions {
    try SpecError.decode(TableOptions.self, from: Data(json.utf8))
}

private func failure(_ json: String) -> String? {
    specFailure(TableOptions.self, json)
}

@Suite("Spec field tables")
struct SpecFieldTableTests {
    @Test("missing keys keep the defaults; given keys replace them, null clears an optional")
    func readsFields() throws {
        #expect(try decode(#"{"depth":5}"#) == { var o = TableOptions(); o.depth = 5; return o }())
        let options = try decode(#"{"depth":1,"limit":null,"count":4.0,"anchor":{"x":-1,"y":0.5}}"#)
        #expect(options.limit == nil)
        #expect(options.count == 4)
        #expect(options.anchor == CGPoint(x: -1, y: 0.5))
        #expect(options.angle == 0.1)
    }

    @Test("the former spelling of a key is read; giving both spellings is an error at the former one")
    func formerKey() throws {
        #expect(try decode(#"{"depth":0,"angel":0.7}"#).angle == 0.7)
        #expect(
            failure(#"{"depth":0,"angel":0.7,"angle":0.2}"#)
                == "angel: give either angle or its old spelling angel, not both")
    }

    @Test("an unknown key is reported with every allowed key, the former spelling last")
    func unknownKey() {
        #expect(
            failure(#"{"depth":0,"angl":1}"#)
                == "angl: unknown key; expected one of: angle, limit, count, anchor, depth, angel")
    }

    @Test("a required key must be present; the first bad key in table order is the one reported")
    func requiredAndOrder() {
        #expect(failure(#"{}"#)?.hasPrefix("depth:") == true)
        #expect(failure(#"{"depth":0,"count":0}"#) == "count: must be ≥ 1, found 0")
        #expect(failure(#"{"anchor":{"x":1},"count":0,"depth":0}"#) == "count: must be ≥ 1, found 0")
    }

    @Test("writing gives every field under its key, null for a nil optional")
    func writes() throws {
        var options = TableOptions()
        options.limit = nil
        options.angle = 0.5
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(options)) as? [String: Any]
        #expect(json?.keys.sorted() == ["anchor", "angle", "count", "depth", "limit"])
        #expect(json?["limit"] is NSNull)
        #expect(json?["angle"] as? Double == 0.5)
        #expect(try decode(String(decoding: JSONEncoder().encode(options), as: UTF8.self)) == options)
    }

    @Test("specKeys lists the keys in table order")
    func keys() {
        #expect(TableOptions.specKeys == ["angle", "limit", "count", "anchor", "depth"])
        #expect(StackTransformViewOptions.specFields.compactMap(\.formerKey) == ["stackRotateAngel"])
    }
}
