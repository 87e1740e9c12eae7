import Foundation
import PagingLayout
import PagingLayoutRender

extension JSONValue {
    /// A spec value as output JSON: object keys sorted (a `SpecValue` keeps no order), whole numbers
    /// below 2⁵³ written without a fraction so they read back as whole-number fields.
    init(_ value: SpecValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = SpecValue.wholeNumber(number).map { .int(Int($0)) } ?? .number(number)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(JSONValue.init))
        case .object(let members):
            self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        }
    }
}
