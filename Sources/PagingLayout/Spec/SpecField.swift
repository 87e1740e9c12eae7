import Foundation

/// One option of an options type as spec files and code generation see it: its key, the property
/// it lives in and how its value is read and written.
///
/// An options type lists its fields once, in its initialiser's parameter order, and that list
/// drives reading a spec object, writing one, the keys a spec object may hold and the Swift that
/// code generation writes (see ``SpecFieldTable``):
///
/// ```swift
/// static let specFields: [SpecField<SlideEffectOptions>] = [
///     SpecField("scaleRatio", \.scaleRatio, .number),
///     SpecField("alphaRatio", \.alphaRatio, .number),
/// ]
/// ```
package struct SpecField<Root>: Sendable {
    /// The key in a spec object, which is also the initialiser's argument label.
    package let key: String
    /// An older spelling of the key that reading still accepts (giving both is an error), such as
    /// the original library's `stackRotateAngel`; `nil` for none. Writing uses ``key``.
    package let formerKey: String?
    /// Whether a spec object must give the key (its type has no default for it). Code generation
    /// always writes a required field, and others only where they differ from the defaults.
    package let isRequired: Bool
    /// The JSON Schema of the values the key may hold (from the field's coder).
    package let schema: SpecSchema
    /// The property holding the value.
    package let keyPath: PartialKeyPath<Root> & Sendable

    /// Reads the value at the given key into the root, keeping the root's value when it is missing.
    private let readValue: @Sendable (inout Root, KeyedDecodingContainer<SpecCodingKey>, String) throws -> Void
    /// Writes the root's value under ``key``.
    private let writeValue: @Sendable (Root, inout KeyedEncodingContainer<SpecCodingKey>) throws -> Void

    /// The field `key`, held in `keyPath` and read and written by `coder`; reading also accepts
    /// `formerKey`, when given.
    package init<Value: Sendable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ coder: SpecFieldCoder<Value>,
        formerKey: String? = nil
    ) {
        self.key = key
        self.formerKey = formerKey
        self.isRequired = coder.isRequired
        self.schema = coder.schema
        self.keyPath = keyPath
        readValue = { root, container, key in
            root[keyPath: keyPath] = try coder.read(container, key, root[keyPath: keyPath])
        }
        writeValue = { root, container in try coder.write(&container, key, root[keyPath: keyPath]) }
    }

    /// Reads this field from `container` into `root`: under ``formerKey`` if the object uses that
    /// spelling, else under ``key``; a missing key keeps `root`'s value.
    package func read(into root: inout Root, from container: KeyedDecodingContainer<SpecCodingKey>) throws {
        let spelling = formerKey.flatMap { container.contains(SpecCodingKey($0)) ? $0 : nil } ?? key
        try readValue(&root, container, spelling)
    }

    /// Writes `root`'s value of this field under ``key``.
    package func write(_ root: Root, to container: inout KeyedEncodingContainer<SpecCodingKey>) throws {
        try writeValue(root, &container)
    }
}
