import Foundation

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// A finite number at `key` as a `Float` (for fields such as shadow opacities, which Core
    /// Animation keeps as `Float`), or `fallback` when missing. A number beyond `Float`'s range
    /// (about ±3.4 × 10³⁸), which would read as infinity, is an error.
    package func floatNumber(_ key: String, default fallback: Float) throws -> Float {
        let value = Float(try number(key, default: CGFloat(fallback)))
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self,
                debugDescription: "expected a number within ±\(Float.greatestFiniteMagnitude)")
        }
        return value
    }

    /// A whole number at `key` (such as `3`, or `3.0`), or `fallback` when missing.
    ///
    /// Read as a number first so a fraction like `2.5` is reported at its key as "expected a whole
    /// number" (Foundation's decoder reports it as invalid JSON, without a path).
    package func wholeNumber(_ key: String, default fallback: Int) throws -> Int {
        let value = try number(key, default: CGFloat(fallback))
        guard value.rounded() == value, abs(value) < 0x1p53 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "expected a whole number, found \(value)")
        }
        return Int(value)
    }
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// An optional whole number at `key`: `fallback` when missing, `nil` for `null`, otherwise read
    /// as ``wholeNumber(_:default:)`` reads it.
    package func optionalWholeNumber(_ key: String, default fallback: Int?) throws -> Int? {
        guard contains(SpecCodingKey(key)) else { return fallback }
        if try decodeNil(forKey: SpecCodingKey(key)) { return nil }
        return try wholeNumber(key, default: 0)
    }

    /// A size `{"width":…,"height":…}` at `key` with both dimensions ≥ 0, or `fallback` when missing.
    package func nonNegativeSize(_ key: String, default fallback: CGSize) throws -> CGSize {
        let size = try self.size(key, default: fallback)
        guard size.width >= 0, size.height >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self,
                debugDescription: "expected a width and height ≥ 0, found \(size.width)×\(size.height)")
        }
        return size
    }

    /// A finite number ≥ 0 at `key`, or `fallback` when missing.
    package func nonNegativeNumber(_ key: String, default fallback: CGFloat) throws -> CGFloat {
        try nonNegativeNumber(key, default: fallback, describedAs: "a number")
    }

    /// A finite number ≥ 0 at `key`, or `fallback` when missing; a negative one is reported as
    /// "expected `noun` ≥ 0": `describedAs: "a spacing"` gives "expected a spacing ≥ 0, found -3.0".
    package func nonNegativeNumber(_ key: String, default fallback: CGFloat, describedAs noun: String) throws
        -> CGFloat
    {
        let value = try number(key, default: fallback)
        guard value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "expected \(noun) ≥ 0, found \(value)")
        }
        return value
    }
}

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// A whole number ≥ `minimum` at `key` (such as `maxStackSize`), or `fallback` when missing.
    package func wholeNumber(_ key: String, default fallback: Int, atLeast minimum: Int) throws -> Int {
        let value = try wholeNumber(key, default: fallback)
        guard value >= minimum else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self, debugDescription: "must be ≥ \(minimum), found \(value)")
        }
        return value
    }

    /// A size `{"width":…,"height":…}` at `key` with both dimensions > 0 (such as a ratio of the
    /// page a piece covers), or `fallback` when missing.
    package func positiveSize(_ key: String, default fallback: CGSize) throws -> CGSize {
        let size = try self.size(key, default: fallback)
        guard size.width > 0, size.height > 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(key), in: self,
                debugDescription: "must be > 0 in both dimensions, found \(size.width)×\(size.height)")
        }
        return size
    }
}
