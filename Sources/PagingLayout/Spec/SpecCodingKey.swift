/// A coding key for any string, used to read and check the keys of spec objects.
public struct SpecCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public var stringValue: String
    /// The key's position, when it indexes an array.
    public var intValue: Int?

    /// A key named `stringValue`.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A key named `stringValue`.
    public init?(stringValue: String) { self.init(stringValue) }

    /// A key for array position `intValue`.
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
