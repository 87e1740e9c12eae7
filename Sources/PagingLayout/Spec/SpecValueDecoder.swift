import Foundation

/// A `Decoder` over a ``SpecValue`` already read: how options, presets and the CLI's request
/// bodies are decoded from a spec without writing it back to text and parsing it again.
///
/// It reports what Foundation's `JSONDecoder` reports for the same document — the same
/// `DecodingError` cases, types and coding paths — so ``SpecError`` messages do not depend on
/// which of the two read a value (a test decodes seeded random documents both ways).
///
/// - Complexity: O(size of the value decoded).
struct SpecValueDecoder: Decoder, SingleValueDecodingContainer {
    /// The value being decoded.
    let value: SpecValue
    /// The keys and indices from the document's root to ``value``.
    let codingPath: [any CodingKey]

    /// No user info: spec types read only their value.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder for `value` at `codingPath`.
    init(_ value: SpecValue, at codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// `T` decoded from `value`, as if it were a JSON document's root.
    static func decode<T: Decodable>(_ type: T.Type, from value: SpecValue) throws -> T {
        try SpecValueDecoder(value).decode(T.self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, container: true) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, container: true) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: - Single values

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        // JSONDecoder reports a `null` flag as a type mismatch, unlike a `null` number or string.
        guard case .bool(let flag) = value else { throw mismatch(Bool.self, nullIsMismatch: true) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(String.self) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { try number(Double.self) }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try number(Float.self)
        guard Float(number).isFinite else { throw outOfRange(number, Float.self) }
        return Float(number)
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    // MARK: - Errors as JSONDecoder words them

    private func number(_ type: Any.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type) }
        return number
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let number = try number(T.self)
        guard let integer = T(exactly: number) else { throw outOfRange(number, T.self) }
        return integer
    }

    /// `null` where a value was expected is "not found" (unless `nullIsMismatch`); any other kind
    /// is a type mismatch.
    private func mismatch(_ type: Any.Type, container: Bool = false, nullIsMismatch: Bool = false) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath,
            debugDescription: value == .null && container
                ? "Cannot get container -- found null value instead"
                : "Expected to decode \(type) but found \(value.kindDescription) instead.")
        return value == .null && !nullIsMismatch ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    private func outOfRange(_ number: Double, _ type: Any.Type) -> DecodingError {
        let text = SpecValue.wholeNumber(number).map(String.init) ?? "\(number)"
        return .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
    }
}

extension SpecValueDecoder {
    /// The members of an object, by key.
    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: SpecValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func decoder(for key: Key) throws -> SpecValueDecoder {
            guard let member = members[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key,
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
            }
            return SpecValueDecoder(member, at: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder(for: key).decode(T.self)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try decoder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            SpecValueDecoder(members["super"] ?? .null, at: codingPath + [SpecCodingKey("super")])
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            SpecValueDecoder(members[key.stringValue] ?? .null, at: codingPath + [key])
        }
    }

    /// The elements of an array, read in order.
    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [SpecValue]
        let codingPath: [any CodingKey]
        private(set) var currentIndex = 0

        init(elements: [SpecValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        /// The decoder for the next element; past the end, "not found" as `type`.
        private func next(_ type: Any.Type) throws -> SpecValueDecoder {
            let path = codingPath + [SpecCodingKey(intValue: currentIndex) ?? SpecCodingKey("\(currentIndex)")]
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    type, DecodingError.Context(codingPath: path, debugDescription: "Unkeyed container is at end."))
            }
            return SpecValueDecoder(elements[currentIndex], at: path)
        }

        mutating func decodeNil() throws -> Bool {
            let isNull = try next(Never.self).decodeNil()
            if isNull { currentIndex += 1 }
            return isNull
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let value = try next(T.self).decode(T.self)
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let container = try next([String: Any].self).container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try next([Any].self).unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = try next(Any.self)
            currentIndex += 1
            return decoder
        }
    }
}
