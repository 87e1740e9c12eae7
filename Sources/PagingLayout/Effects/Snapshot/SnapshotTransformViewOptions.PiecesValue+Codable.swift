import Foundation

/// The spec-file form of pieces values, as listed on ``SnapshotTransformViewOptions/PiecesValue``:
/// an object with exactly one case key. Lists must not be empty and an odd/even pair has exactly two
/// values; errors name the key path (`piecesAlphaRatio.aggregated[1].rowBased: expected a number`).
extension SnapshotTransformViewOptions.PiecesValue: Codable {
    /// Reads a pieces value from its spec-file object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpecCodingKey.self)
        let present = PiecesValueKey.allCases.filter { container.contains(SpecCodingKey($0.rawValue)) }
        guard present.count == 1, let key = present.first else {
            let keys = PiecesValueKey.allCases.map(\.rawValue).joined(separator: ", ")
            let found = container.allKeys.map(\.stringValue).sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "expected an object with exactly one of the keys \(keys); found "
                        + (found.isEmpty ? "none" : found)))
        }
        try container.rejectUnknownKeys(allowed: [key.rawValue] + (key.companion.map { [$0] } ?? []))
        let name = key.rawValue
        switch key {
        case .static:
            self = .static(try container.element(name))
        case .rowBased:
            self = .rowBased(try container.element(name), reversed: try container.value("reversed", default: false))
        case .columnBased:
            self = .columnBased(try container.element(name), reversed: try container.value("reversed", default: false))
        case .rowBasedMirror:
            self = .rowBasedMirror(
                try container.element(name), reversed: try container.value("reversed", default: false))
        case .columnBasedMirror:
            self = .columnBasedMirror(
                try container.element(name), reversed: try container.value("reversed", default: false))
        case .rowOddEven:
            let pair: (odd: Value, even: Value) = try container.oddEvenPair(name)
            self = .rowOddEven(pair.odd, pair.even, increasing: try container.value("increasing", default: false))
        case .columnOddEven:
            let pair: (odd: Value, even: Value) = try container.oddEvenPair(name)
            self = .columnOddEven(pair.odd, pair.even, increasing: try container.value("increasing", default: false))
        case .indexBasedCustom:
            self = .indexBasedCustom(try container.nonEmptyElements(name))
        case .rowBasedCustom:
            self = .rowBasedCustom(try container.nonEmptyElements(name))
        case .columnBasedCustom:
            self = .columnBasedCustom(try container.nonEmptyElements(name))
        case .aggregated:
            let parts = try container.decode([Self].self, forKey: SpecCodingKey(name))
            guard !parts.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: SpecCodingKey(name), in: container, debugDescription: "expected at least one pieces value")
            }
            let operationKey = SpecCodingKey("operation")
            let name = try container.decode(String.self, forKey: operationKey)
            guard let operation = SnapshotTransformViewOptions.AggregationOperation(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: operationKey, in: container, debugDescription: #"expected "sum" or "product""#)
            }
            self = .aggregated(parts, operation)
        }
    }

    /// Writes the spec-file object, flags included even when `false`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        func element(_ value: Value, _ key: PiecesValueKey) throws {
            try container.encode(PiecesValueElementSpec(value), forKey: SpecCodingKey(key.rawValue))
        }
        func elements(_ values: [Value], _ key: PiecesValueKey) throws {
            try container.encode(values.map(PiecesValueElementSpec.init), forKey: SpecCodingKey(key.rawValue))
        }
        func flag(_ value: Bool, _ key: PiecesValueKey) throws {
            if let name = key.companion { try container.encode(value, forKey: SpecCodingKey(name)) }
        }
        switch self {
        case .static(let value):
            try element(value, .static)
        case .rowBased(let value, let reversed):
            try element(value, .rowBased)
            try flag(reversed, .rowBased)
        case .columnBased(let value, let reversed):
            try element(value, .columnBased)
            try flag(reversed, .columnBased)
        case .rowBasedMirror(let value, let reversed):
            try element(value, .rowBasedMirror)
            try flag(reversed, .rowBasedMirror)
        case .columnBasedMirror(let value, let reversed):
            try element(value, .columnBasedMirror)
            try flag(reversed, .columnBasedMirror)
        case .rowOddEven(let odd, let even, let increasing):
            try elements([odd, even], .rowOddEven)
            try flag(increasing, .rowOddEven)
        case .columnOddEven(let odd, let even, let increasing):
            try elements([odd, even], .columnOddEven)
            try flag(increasing, .columnOddEven)
        case .indexBasedCustom(let values):
            try elements(values, .indexBasedCustom)
        case .rowBasedCustom(let values):
            try elements(values, .rowBasedCustom)
        case .columnBasedCustom(let values):
            try elements(values, .columnBasedCustom)
        case .aggregated(let parts, let operation):
            try container.encode(parts, forKey: SpecCodingKey(PiecesValueKey.aggregated.rawValue))
            try container.encode(operation, forKey: SpecCodingKey("operation"))
        }
    }
}

extension SnapshotTransformViewOptions.PiecesValue: SpecSchemaDescribing {
    /// An object with exactly one case key and its companion: an element, a non-empty list, an
    /// `[odd, even]` pair or a non-empty list of pieces values with an `"operation"`. Defined once per
    /// element type (`pieces-number`, …) as `aggregated` refers to it.
    package static var specSchema: SpecSchema {
        let traits = Value.piecesValueTraits
        let name = "pieces-\(traits.schemaName)"
        let itself = SpecSchema(.object(["$ref": .string("#/$defs/\(name)")]))
        let cases = PiecesValueKey.allCases.map { key -> SpecSchema in
            let value: SpecSchema
            var companion: SpecSchema = .boolean
            switch key {
            case .static, .rowBased, .columnBased, .rowBasedMirror, .columnBasedMirror: value = traits.schema
            case .rowOddEven, .columnOddEven: value = .array(of: traits.schema, minimum: 2, maximum: 2)
            case .indexBasedCustom, .rowBasedCustom, .columnBasedCustom: value = .array(of: traits.schema, minimum: 1)
            case .aggregated:
                value = .array(of: itself, minimum: 1)
                companion = .enumeration(SnapshotTransformViewOptions.AggregationOperation.allCases.map(\.rawValue))
            }
            var properties = [key.rawValue: value]
            if let companionKey = key.companion { properties[companionKey] = companion }
            return .object(properties, required: key == .aggregated ? [key.rawValue, "operation"] : [key.rawValue])
        }
        let schema = SpecSchema(
            .object(["oneOf": .array(cases.map(\.value))]), definitions: SpecSchema.merged(cases.map(\.definitions)))
        return .reference(name, to: schema)
    }
}

/// The case keys of a pieces value's spec-file object.
private enum PiecesValueKey: String, CaseIterable {
    case `static`, rowBased, columnBased, rowBasedMirror, columnBasedMirror, rowOddEven, columnOddEven
    case indexBasedCustom, rowBasedCustom, columnBasedCustom, aggregated

    /// The key that may accompany this one: its flag, or for ``aggregated`` the operation.
    var companion: String? {
        switch self {
        case .rowBased, .columnBased, .rowBasedMirror, .columnBasedMirror: "reversed"
        case .rowOddEven, .columnOddEven: "increasing"
        case .aggregated: "operation"
        case .static, .indexBasedCustom, .rowBasedCustom, .columnBasedCustom: nil
        }
    }
}

/// One element of a pieces value in a spec file, coded as its type's traits say.
private struct PiecesValueElementSpec<Value: PiecesValueElement>: Codable {
    var value: Value

    init(_ value: Value) { self.value = value }

    init(from decoder: any Decoder) throws { value = try Value.piecesValueTraits.decode(decoder) }

    func encode(to encoder: any Encoder) throws { try Value.piecesValueTraits.encode(value, encoder) }
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// The pieces-value element at `key`.
    fileprivate func element<Value: PiecesValueElement>(_ key: String) throws -> Value {
        try decode(PiecesValueElementSpec<Value>.self, forKey: SpecCodingKey(key)).value
    }

    /// The non-empty list of pieces-value elements at `key`.
    fileprivate func nonEmptyElements<Value: PiecesValueElement>(_ key: String) throws -> [Value] {
        let values = try decode([PiecesValueElementSpec<Value>].self, forKey: SpecCodingKey(key)).map(\.value)
        guard !values.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "expected at least one value")
        }
        return values
    }

    /// The `[odd, even]` pair of pieces-value elements at `key`.
    fileprivate func oddEvenPair<Value: PiecesValueElement>(_ key: String) throws -> (odd: Value, even: Value) {
        let values = try decode([PiecesValueElementSpec<Value>].self, forKey: SpecCodingKey(key)).map(\.value)
        guard values.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self,
                debugDescription: "expected two values [odd, even], found \(values.count)")
        }
        return (values[0], values[1])
    }
}
