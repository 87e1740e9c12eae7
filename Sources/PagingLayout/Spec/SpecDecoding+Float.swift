import Foundation

extension KeyedDecodingContainer where Key == SpecCodingKey {
    /// A finite number at `key` as a `Float` (for fields such as shadow opacities, which Core
    /// Animation keeps as `Float`), or `fallback` when missing.
    public func floatNumber(_ key: String, default fallback: Float) throws -> Float {
        Float(try number(key, default: CGFloat(fallback)))
    }
}
