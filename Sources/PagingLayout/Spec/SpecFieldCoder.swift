import Foundation

/// How one kind of option value is read from and written to a spec object, with the spec format's
/// rules: a missing key keeps the default, numbers are finite, points are `{"x","y"}`, sizes
/// `{"width","height"}`, colours `"#RRGGBB[AA]"`, `null` clears an optional value.
///
/// ```swift
/// SpecField("minScale", \.minScale, .number)            // CGFloat
/// SpecField("maxSpacing", \.maxSpacing, .optionalNumber) // CGFloat?, null → nil
/// SpecField("scaleCurve", \.scaleCurve, .value)          // any Codable value
/// ```
package struct SpecFieldCoder<Value: Sendable>: Sendable {
    /// Whether the key must be present: the fallback passed to ``read`` is then never used.
    package let isRequired: Bool
    /// The JSON Schema of the values ``read`` accepts, `null` included where it reads one.
    package let schema: SpecSchema
    /// Reads the value at a key, given the value to keep when the key is missing.
    package let read: @Sendable (KeyedDecodingContainer<SpecCodingKey>, String, Value) throws -> Value
    /// Writes the value under a key.
    package let write: @Sendable (inout KeyedEncodingContainer<SpecCodingKey>, String, Value) throws -> Void

    /// A coder from its two halves and the schema of what `read` accepts.
    package init(
        isRequired: Bool = false, schema: SpecSchema,
        read: @escaping @Sendable (KeyedDecodingContainer<SpecCodingKey>, String, Value) throws -> Value,
        write: @escaping @Sendable (inout KeyedEncodingContainer<SpecCodingKey>, String, Value) throws -> Void
    ) {
        self.isRequired = isRequired
        self.schema = schema
        self.read = read
        self.write = write
    }
}

extension SpecFieldCoder where Value: Codable & SpecSchemaDescribing {
    /// Any `Codable` value through its own coding (flags, curves, case names, pieces values); a
    /// missing key keeps the default and `null` is an error.
    package static var value: Self {
        Self(schema: Value.specSchema, read: { c, key, fallback in try c.value(key, default: fallback) }, write: Self.encode)
    }

    /// A `Codable` value that must be present.
    package static var required: Self {
        Self(
            isRequired: true, schema: Value.specSchema,
            read: { c, key, _ in try c.decode(Value.self, forKey: SpecCodingKey(key)) },
            write: Self.encode)
    }

    private static func encode(_ c: inout KeyedEncodingContainer<SpecCodingKey>, _ key: String, _ value: Value) throws {
        try c.encode(value, forKey: SpecCodingKey(key))
    }
}

extension SpecFieldCoder {
    /// An optional `Codable` value: a missing key keeps the default, `null` is `nil`; `nil` is
    /// written as `null`.
    package static func optionalValue<Wrapped: Codable & Sendable & SpecSchemaDescribing>() -> Self
    where Value == Wrapped? {
        Self(
            schema: Wrapped.specSchema.orNull,
            read: { c, key, fallback in try c.optionalValue(key, default: fallback) },
            write: { c, key, value in try c.encode(value, forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == CGFloat {
    /// A finite number.
    package static var number: Self {
        Self(schema: .anyNumber, read: { c, key, fallback in try c.number(key, default: fallback) }, write: Self.encodeNumber)
    }

    /// A finite number that must be present.
    package static var requiredNumber: Self {
        Self(
            isRequired: true, schema: .anyNumber, read: { c, key, _ in try c.requiredNumber(key) },
            write: Self.encodeNumber)
    }

    /// A finite number ≥ 0.
    package static var nonNegativeNumber: Self { nonNegativeNumber(describedAs: "a number") }

    /// A finite number ≥ 0, a negative one reported as "expected `noun` ≥ 0":
    /// `.nonNegativeNumber(describedAs: "a spacing")` says "expected a spacing ≥ 0, found -3.0".
    package static func nonNegativeNumber(describedAs noun: String) -> Self {
        Self(
            schema: .number(minimum: 0),
            read: { c, key, fallback in try c.nonNegativeNumber(key, default: fallback, describedAs: noun) },
            write: Self.encodeNumber)
    }

    private static func encodeNumber(
        _ c: inout KeyedEncodingContainer<SpecCodingKey>, _ key: String, _ value: CGFloat
    ) throws {
        try c.encode(value, forKey: SpecCodingKey(key))
    }
}

extension SpecFieldCoder where Value == CGFloat? {
    /// A finite number or `null` for `nil`.
    package static var optionalNumber: Self {
        Self(
            schema: SpecSchema.anyNumber.orNull,
            read: { c, key, fallback in try c.optionalNumber(key, default: fallback) },
            write: { c, key, value in try c.encode(value, forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == Float {
    /// A finite number within `Float`'s range (see ``KeyedDecodingContainer/floatNumber(_:default:)``).
    package static var floatNumber: Self {
        Self(
            schema: .number(minimum: -Double(Float.greatestFiniteMagnitude), maximum: Double(Float.greatestFiniteMagnitude)),
            read: { c, key, fallback in try c.floatNumber(key, default: fallback) },
            write: { c, key, value in try c.encode(value, forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == Int {
    /// A whole number ≥ `minimum` (such as `3` or `3.0`).
    package static func wholeNumber(atLeast minimum: Int) -> Self {
        Self(
            schema: .wholeNumber(atLeast: minimum),
            read: { c, key, fallback in try c.wholeNumber(key, default: fallback, atLeast: minimum) },
            write: { c, key, value in try c.encode(value, forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == Int? {
    /// A whole number or `null` for `nil`.
    package static var optionalWholeNumber: Self {
        Self(
            schema: SpecSchema.wholeNumber().orNull,
            read: { c, key, fallback in try c.optionalWholeNumber(key, default: fallback) },
            write: { c, key, value in try c.encode(value, forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == CGPoint {
    /// A point `{"x":…,"y":…}`.
    package static var point: Self {
        Self(
            schema: .point(), read: { c, key, fallback in try c.point(key, default: fallback) },
            write: { c, key, value in try c.encodePoint(value, forKey: key) })
    }
}

extension SpecFieldCoder where Value == CGPoint? {
    /// A point or `null` for `nil`.
    package static var optionalPoint: Self {
        Self(
            schema: SpecSchema.point().orNull,
            read: { c, key, fallback in try c.optionalPoint(key, default: fallback) },
            write: { c, key, value in try c.encodeOptionalPoint(value, forKey: key) })
    }
}

extension SpecFieldCoder where Value == CGSize {
    /// A size `{"width":…,"height":…}`.
    package static var size: Self {
        Self(schema: .size(), read: { c, key, fallback in try c.size(key, default: fallback) }, write: Self.encodeSize)
    }

    /// A size with both dimensions > 0.
    package static var positiveSize: Self {
        Self(
            schema: .size(.number(exclusiveMinimum: 0)),
            read: { c, key, fallback in try c.positiveSize(key, default: fallback) }, write: Self.encodeSize)
    }

    /// A size with both dimensions ≥ 0.
    package static var nonNegativeSize: Self {
        Self(
            schema: .size(.number(minimum: 0)),
            read: { c, key, fallback in try c.nonNegativeSize(key, default: fallback) }, write: Self.encodeSize)
    }

    private static func encodeSize(_ c: inout KeyedEncodingContainer<SpecCodingKey>, _ key: String, _ value: CGSize)
        throws
    {
        try c.encodeSize(value, forKey: key)
    }
}

extension SpecFieldCoder where Value == CGSize? {
    /// A size with both dimensions ≥ 0, or `null` for `nil`; `nil` is written as `null`.
    package static var optionalNonNegativeSize: Self {
        Self(
            schema: SpecSchema.size(.number(minimum: 0)).orNull,
            read: { c, key, fallback in
                guard c.contains(SpecCodingKey(key)) else { return fallback }
                if try c.decodeNil(forKey: SpecCodingKey(key)) { return nil }
                return try c.nonNegativeSize(key, default: .zero)
            },
            write: { c, key, value in
                guard let value else { return try c.encodeNil(forKey: SpecCodingKey(key)) }
                try c.encodeSize(value, forKey: key)
            })
    }
}

extension SpecFieldCoder where Value == [CGFloat] {
    /// An array of numbers each > 0; a bad one is reported at its index (`aspectRatios[1]`) as
    /// "expected `noun` > 0": `.positiveNumbers(describedAs: "an aspect ratio")`.
    package static func positiveNumbers(describedAs noun: String) -> Self {
        Self(
            schema: .array(of: .number(exclusiveMinimum: 0)),
            read: { c, key, fallback in
                guard c.contains(SpecCodingKey(key)) else { return fallback }
                let numbers = try c.decode([Double].self, forKey: SpecCodingKey(key))
                if let bad = numbers.indices.first(where: { !(numbers[$0] > 0) }) {
                    var path = c.codingPath
                    path.append(SpecCodingKey(key))
                    if let index = SpecCodingKey(intValue: bad) { path.append(index) }
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: path, debugDescription: "expected \(noun) > 0, found \(numbers[bad])"))
                }
                return numbers.map { CGFloat($0) }
            },
            write: { c, key, value in try c.encode(value.map(Double.init), forKey: SpecCodingKey(key)) })
    }
}

extension SpecFieldCoder where Value == RGBAColor {
    /// A colour `"#RRGGBB"` or `"#RRGGBBAA"`.
    package static var color: Self {
        Self(
            schema: .color, read: { c, key, fallback in try c.color(key, default: fallback) },
            write: { c, key, value in try c.encodeColor(value, forKey: key) })
    }
}
