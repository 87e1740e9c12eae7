/// A coding key for any string, used to read and check the keys of spec objects.
package struct SpecCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    package var stringValue: String
    /// The key's position, when it indexes an array.
    package var intValue: Int?

    /// A key named `stringValue`.
    package init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A key named `stringValue`.
    package init?(stringValue: String) { self.init(stringValue) }

    /// A key for array position `intValue`.
    package init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
