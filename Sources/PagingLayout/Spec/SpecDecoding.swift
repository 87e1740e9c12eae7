import Foundation

/// Reading spec objects by hand, with the spec format's rules: an unknown key is an error (so typos
/// do not pass silently), a missing key keeps the default. Each kind of option value is read by its
/// ``SpecFieldCoder``; an options type without a field table reads through the coders too:
/// ```swift
/// let c = try decoder.container(keyedBy: SpecCodingKey.self)
/// try c.rejectUnknownKeys(allowed: ["minScale", "maxScale"])
/// minScale = try SpecFieldCoder.number.read(c, "minScale", defaults.minScale)
/// ```
extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// Throws a `DecodingError` naming the first key that is not in `allowed` and listing the allowed ones.
    package func rejectUnknownKeys(allowed: [String]) throws {
        let known = Set(allowed)
        if let unknown = allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw problem(at: SpecCodingKey(unknown), "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    /// The value at `key`, or `fallback` when the key is missing. `null` is an error for a
    /// non-optional field.
    package func value<T: Decodable>(_ key: String, default fallback: T) throws -> T {
        let codingKey = SpecCodingKey(key)
        guard contains(codingKey) else { return fallback }
        return try decode(T.self, forKey: codingKey)
    }

    /// A finite number at `key`, which must be present.
    func finiteNumber(_ key: SpecCodingKey) throws -> CGFloat {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else { throw problem(at: key, "expected a finite number") }
        return CGFloat(value)
    }

    /// The error for a value at `key` that reads but breaks a rule: `message` says which.
    package func problem(at key: SpecCodingKey, _ message: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
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
        point = CGPoint(x: try c.finiteNumber(SpecCodingKey("x")), y: try c.finiteNumber(SpecCodingKey("y")))
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
        size = CGSize(
            width: try c.finiteNumber(SpecCodingKey("width")), height: try c.finiteNumber(SpecCodingKey("height")))
    }

    /// Writes `{"width":…,"height":…}`.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(size.width), forKey: SpecCodingKey("width"))
        try c.encode(Double(size.height), forKey: SpecCodingKey("height"))
    }
}
