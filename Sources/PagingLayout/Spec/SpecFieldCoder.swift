import Foundation

/// How one kind of option value is read from and written to a spec object, with the spec format's
/// rules: a missing key keeps the default, numbers are finite, points are `{"x","y"}`, sizes
/// `{"width","height"}`, colours `"#RRGGBB[AA]"`, `null` clears an optional value.
///
/// This is the one place each kind's rules are written: field tables (``SpecField``) and options
/// types read by hand (`try SpecFieldCoder.number.read(container, "ratio", 0.5)`) both use it.
///
/// ```swift
/// SpecField("minScale", \.minScale, .number)            // CGFloat
/// SpecField("maxSpacing", \.maxSpacing, .optionalNumber) // CGFloat?, null → nil
/// SpecField("scaleCurve", \.scaleCurve, .value)          // any Codable value
/// ```
package struct SpecFieldCoder<Value: Sendable>: Sendable {
    /// Whether the key must be present: the fallback passed to ``read(_:_:_:)`` is then never used.
    package let isRequired: Bool
    /// The JSON Schema of the values ``read(_:_:_:)`` accepts, `null` included where it reads one.
    package let schema: SpecSchema
    /// Reads the value at a key (present unless ``isRequired``, when a missing key is an error).
    private let decode: @Sendable (KeyedDecodingContainer<SpecCodingKey>, SpecCodingKey) throws -> Value
    /// Writes the value under a key.
    private let encode: @Sendable (inout KeyedEncodingContainer<SpecCodingKey>, SpecCodingKey, Value) throws -> Void

    /// A coder from its two halves and the schema of what `decode` accepts.
    package init(
        isRequired: Bool = false, schema: SpecSchema,
        decode: @escaping @Sendable (KeyedDecodingContainer<SpecCodingKey>, SpecCodingKey) throws -> Value,
        encode: @escaping @Sendable (inout KeyedEncodingContainer<SpecCodingKey>, SpecCodingKey, Value) throws -> Void
    ) {
        self.isRequired = isRequired
        self.schema = schema
        self.decode = decode
        self.encode = encode
    }

    /// The value at `key`, or `fallback` when the key is missing and not required.
    package func read(_ container: KeyedDecodingContainer<SpecCodingKey>, _ key: String, _ fallback: Value) throws
        -> Value
    {
        let codingKey = SpecCodingKey(key)
        guard isRequired || container.contains(codingKey) else { return fallback }
        return try decode(container, codingKey)
    }

    /// Writes `value` under `key`.
    package func write(_ container: inout KeyedEncodingContainer<SpecCodingKey>, _ key: String, _ value: Value) throws {
        try encode(&container, SpecCodingKey(key), value)
    }

    /// This coder for an optional value: `null` reads as `nil` and `nil` is written as `null`.
    package var orNull: SpecFieldCoder<Value?> {
        let (decode, encode) = (self.decode, self.encode)
        return SpecFieldCoder<Value?>(
            schema: schema.orNull,
            decode: { c, key in try c.decodeNil(forKey: key) ? nil : decode(c, key) },
            encode: { c, key, value in
                guard let value else { return try c.encodeNil(forKey: key) }
                try encode(&c, key, value)
            })
    }

    /// This coder with each value it reads checked: `problem` says what is wrong with a value
    /// ("must be ≥ 1, found 0"), reported at its key, or returns `nil`; `schema` describes what passes.
    package func checked(schema: SpecSchema, _ problem: @escaping @Sendable (Value) -> String?) -> Self {
        let decode = self.decode
        return Self(
            isRequired: isRequired, schema: schema,
            decode: { c, key in
                let value = try decode(c, key)
                if let problem = problem(value) { throw c.problem(at: key, problem) }
                return value
            },
            encode: encode)
    }
}

extension SpecFieldCoder where Value: Encodable {
    /// A coder that writes values through their own `Encodable` conformance.
    package init(
        isRequired: Bool = false, schema: SpecSchema,
        decode: @escaping @Sendable (KeyedDecodingContainer<SpecCodingKey>, SpecCodingKey) throws -> Value
    ) {
        self.init(
            isRequired: isRequired, schema: schema, decode: decode,
            encode: { c, key, value in try c.encode(value, forKey: key) })
    }
}

extension SpecFieldCoder where Value: Codable & SpecSchemaDescribing {
    /// Any `Codable` value through its own coding (flags, curves, case names, pieces values); a
    /// missing key keeps the default and `null` is an error.
    package static var value: Self {
        Self(schema: Value.specSchema) { c, key in try c.decode(Value.self, forKey: key) }
    }

    /// A `Codable` value that must be present.
    package static var required: Self {
        Self(isRequired: true, schema: Value.specSchema) { c, key in try c.decode(Value.self, forKey: key) }
    }
}

extension SpecFieldCoder {
    /// An optional `Codable` value: a missing key keeps the default, `null` is `nil`; `nil` is
    /// written as `null`.
    package static func optionalValue<Wrapped: Codable & Sendable & SpecSchemaDescribing>() -> Self
    where Value == Wrapped? {
        SpecFieldCoder<Wrapped>.value.orNull
    }
}

extension SpecFieldCoder where Value == CGFloat {
    /// A finite number.
    package static var number: Self {
        Self(schema: .anyNumber) { c, key in try c.finiteNumber(key) }
    }

    /// A finite number that must be present.
    package static var requiredNumber: Self {
        Self(isRequired: true, schema: .anyNumber) { c, key in try c.finiteNumber(key) }
    }

    /// A finite number ≥ 0.
    package static var nonNegativeNumber: Self { nonNegativeNumber(describedAs: "a number") }

    /// A finite number ≥ 0, a negative one reported as "expected `noun` ≥ 0":
    /// `.nonNegativeNumber(describedAs: "a spacing")` says "expected a spacing ≥ 0, found -3.0".
    package static func nonNegativeNumber(describedAs noun: String) -> Self {
        number.checked(schema: .number(minimum: 0)) { $0 >= 0 ? nil : "expected \(noun) ≥ 0, found \($0)" }
    }
}

extension SpecFieldCoder where Value == CGFloat? {
    /// A finite number or `null` for `nil`.
    package static var optionalNumber: Self { SpecFieldCoder<CGFloat>.number.orNull }
}

extension SpecFieldCoder where Value == Float {
    /// A finite number within `Float`'s range (about ±3.4 × 10³⁸), for fields such as shadow
    /// opacities, which Core Animation keeps as `Float`; a larger one, which would read as
    /// infinity, is an error.
    package static var floatNumber: Self {
        let limit = Float.greatestFiniteMagnitude
        return Self(schema: .number(minimum: -Double(limit), maximum: Double(limit))) { c, key in
            let value = Float(try c.finiteNumber(key))
            guard value.isFinite else { throw c.problem(at: key, "expected a number within ±\(limit)") }
            return value
        }
    }
}

extension SpecFieldCoder where Value == Int {
    /// A whole number (such as `3`, or `3.0`), at least `minimum` when given.
    ///
    /// Read as a number first so a fraction like `2.5` is reported at its key as "expected a whole
    /// number" (Foundation's decoder reports it as invalid JSON, without a path).
    package static func wholeNumber(atLeast minimum: Int? = nil) -> Self {
        Self(schema: .wholeNumber(atLeast: minimum)) { c, key in
            let number = try c.finiteNumber(key)
            guard number.rounded() == number, abs(number) < 0x1p53 else {
                throw c.problem(at: key, "expected a whole number, found \(number)")
            }
            let value = Int(number)
            if let minimum, value < minimum { throw c.problem(at: key, "must be ≥ \(minimum), found \(value)") }
            return value
        }
    }
}

extension SpecFieldCoder where Value == Int? {
    /// A whole number or `null` for `nil`.
    package static var optionalWholeNumber: Self { SpecFieldCoder<Int>.wholeNumber().orNull }
}

extension SpecFieldCoder where Value == CGPoint {
    /// A point `{"x":…,"y":…}`.
    package static var point: Self {
        Self(
            schema: .point(), decode: { c, key in try c.decode(PointSpec.self, forKey: key).point },
            encode: { c, key, value in try c.encode(PointSpec(value), forKey: key) })
    }
}

extension SpecFieldCoder where Value == CGPoint? {
    /// A point or `null` for `nil`.
    package static var optionalPoint: Self { SpecFieldCoder<CGPoint>.point.orNull }
}

extension SpecFieldCoder where Value == CGSize {
    /// A size `{"width":…,"height":…}`.
    package static var size: Self {
        Self(
            schema: .size(), decode: { c, key in try c.decode(SizeSpec.self, forKey: key).size },
            encode: { c, key, value in try c.encode(SizeSpec(value), forKey: key) })
    }

    /// A size with both dimensions > 0 (such as a ratio of the page a piece covers).
    package static var positiveSize: Self {
        size.checked(schema: .size(.number(exclusiveMinimum: 0))) {
            $0.width > 0 && $0.height > 0 ? nil : "must be > 0 in both dimensions, found \($0.width)×\($0.height)"
        }
    }

    /// A size with both dimensions ≥ 0.
    package static var nonNegativeSize: Self {
        size.checked(schema: .size(.number(minimum: 0))) {
            $0.width >= 0 && $0.height >= 0 ? nil : "expected a width and height ≥ 0, found \($0.width)×\($0.height)"
        }
    }
}

extension SpecFieldCoder where Value == CGSize? {
    /// A size with both dimensions ≥ 0, or `null` for `nil`; `nil` is written as `null`.
    package static var optionalNonNegativeSize: Self { SpecFieldCoder<CGSize>.nonNegativeSize.orNull }
}

extension SpecFieldCoder where Value == [CGFloat] {
    /// An array of numbers each > 0; a bad one is reported at its index (`aspectRatios[1]`) as
    /// "expected `noun` > 0": `.positiveNumbers(describedAs: "an aspect ratio")`.
    package static func positiveNumbers(describedAs noun: String) -> Self {
        Self(schema: .array(of: .number(exclusiveMinimum: 0))) { c, key in
            let numbers = try c.decode([Double].self, forKey: key)
            if let bad = numbers.indices.first(where: { !(numbers[$0] > 0) }) {
                let path = c.codingPath + [key] + [SpecCodingKey(intValue: bad)].compactMap { $0 }
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: path, debugDescription: "expected \(noun) > 0, found \(numbers[bad])"))
            }
            return numbers.map { CGFloat($0) }
        }
    }
}

extension SpecFieldCoder where Value == RGBAColor {
    /// A colour `"#RRGGBB"` or `"#RRGGBBAA"`.
    package static var color: Self {
        Self(
            schema: .color,
            decode: { c, key in
                guard let color = RGBAColor(hex: try c.decode(String.self, forKey: key)) else {
                    throw c.problem(at: key, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
                }
                return color
            },
            encode: { c, key, value in try c.encode(value.hexString, forKey: key) })
    }
}
