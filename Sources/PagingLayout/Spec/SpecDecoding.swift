import Foundation

/// Reading option objects from JSON specs with the spec format's rules:
/// a missing key keeps the default, an explicit `null` means `nil` (for optional fields), an
/// unknown key is an error (so typos do not pass silently), points are `{"x","y"}`, sizes are
/// `{"width","height"}` and colours are `"#RRGGBB"` or `"#RRGGBBAA"`.
///
/// Options types use it in their `init(from:)`:
/// ```swift
/// let c = try decoder.container(keyedBy: SpecCodingKey.self)
/// try c.rejectUnknownKeys(allowed: ["minScale", "maxScale"])
/// minScale = try c.value("minScale", default: defaults.minScale)
/// ```
extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// Throws a `DecodingError` naming the first key that is not in `allowed` and listing the allowed ones.
    package func rejectUnknownKeys(allowed: [String]) throws {
        let known = Set(allowed)
        if let unknown = allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(unknown), in: self,
                debugDescription: "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    /// The value at `key`, or `fallback` when the key is missing. `null` is an error for a
    /// non-optional field.
    package func value<T: Decodable>(_ key: String, default fallback: T) throws -> T {
        let codingKey = SpecCodingKey(key)
        guard contains(codingKey) else { return fallback }
        return try decode(T.self, forKey: codingKey)
    }

    /// The value at `key` for an optional field: `fallback` when missing, `nil` for an explicit `null`.
    package func optionalValue<T: Decodable>(_ key: String, default fallback: T?) throws -> T? {
        let codingKey = SpecCodingKey(key)
        guard contains(codingKey) else { return fallback }
        if try decodeNil(forKey: codingKey) { return nil }
        return try decode(T.self, forKey: codingKey)
    }

    /// A finite number at `key`, or `fallback` when missing.
    package func number(_ key: String, default fallback: CGFloat) throws -> CGFloat {
        let value: Double = try self.value(key, default: Double(fallback))
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "expected a finite number")
        }
        return CGFloat(value)
    }

    /// An optional finite number at `key`: `fallback` when missing, `nil` for `null`.
    package func optionalNumber(_ key: String, default fallback: CGFloat?) throws -> CGFloat? {
        guard let value = try optionalValue(key, default: fallback.map(Double.init)) else { return nil }
        return CGFloat(value)
    }

    /// A point `{"x":…,"y":…}` at `key`, or `fallback` when missing.
    package func point(_ key: String, default fallback: CGPoint) throws -> CGPoint {
        try value(key, default: PointSpec(fallback)).point
    }

    /// An optional point at `key`: `fallback` when missing, `nil` for `null`.
    package func optionalPoint(_ key: String, default fallback: CGPoint?) throws -> CGPoint? {
        try optionalValue(key, default: fallback.map(PointSpec.init))?.point
    }

    /// A size `{"width":…,"height":…}` at `key`, or `fallback` when missing.
    package func size(_ key: String, default fallback: CGSize) throws -> CGSize {
        try value(key, default: SizeSpec(fallback)).size
    }

    /// A colour `"#RRGGBB"` or `"#RRGGBBAA"` at `key`, or `fallback` when missing.
    package func color(_ key: String, default fallback: RGBAColor) throws -> RGBAColor {
        let codingKey = SpecCodingKey(key)
        guard contains(codingKey) else { return fallback }
        let text = try decode(String.self, forKey: codingKey)
        guard let color = RGBAColor(hex: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: codingKey, in: self, debugDescription: "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return color
    }
}

extension KeyedEncodingContainer where Key == SpecCodingKey {
    /// Writes a point as `{"x":…,"y":…}`.
    package mutating func encodePoint(_ point: CGPoint, forKey key: String) throws {
        try encode(PointSpec(point), forKey: SpecCodingKey(key))
    }

    /// Writes an optional point, `null` for `nil`.
    package mutating func encodeOptionalPoint(_ point: CGPoint?, forKey key: String) throws {
        if let point { try encodePoint(point, forKey: key) } else { try encodeNil(forKey: SpecCodingKey(key)) }
    }

    /// Writes a size as `{"width":…,"height":…}`.
    package mutating func encodeSize(_ size: CGSize, forKey key: String) throws {
        try encode(SizeSpec(size), forKey: SpecCodingKey(key))
    }

    /// Writes a colour as `"#RRGGBB"` or `"#RRGGBBAA"`.
    package mutating func encodeColor(_ color: RGBAColor, forKey key: String) throws {
        try encode(color.hexString, forKey: SpecCodingKey(key))
    }
}

/// A point in spec files: `{"x":…,"y":…}` with finite numbers.
struct PointSpec: Codable, Sendable, Equatable {
    /// The point.
    var point: CGPoint

    /// Wraps `point`.
    init(_ point: CGPoint) { self.point = point }

    /// Reads `{"x":…,"y":…}`; both keys are required.
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["x", "y"])
        point = CGPoint(x: try c.requiredNumber("x"), y: try c.requiredNumber("y"))
    }

    /// Writes `{"x":…,"y":…}`.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(point.x), forKey: SpecCodingKey("x"))
        try c.encode(Double(point.y), forKey: SpecCodingKey("y"))
    }
}

/// A size in spec files: `{"width":…,"height":…}` with finite numbers.
struct SizeSpec: Codable, Sendable, Equatable {
    /// The size.
    var size: CGSize

    /// Wraps `size`.
    init(_ size: CGSize) { self.size = size }

    /// Reads `{"width":…,"height":…}`; both keys are required.
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["width", "height"])
        size = CGSize(width: try c.requiredNumber("width"), height: try c.requiredNumber("height"))
    }

    /// Writes `{"width":…,"height":…}`.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(size.width), forKey: SpecCodingKey("width"))
        try c.encode(Double(size.height), forKey: SpecCodingKey("height"))
    }
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// A finite number at `key`, which must be present.
    package func requiredNumber(_ key: String) throws -> CGFloat {
        let value = try decode(Double.self, forKey: SpecCodingKey(key))
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "expected a finite number")
        }
        return CGFloat(value)
    }
}
