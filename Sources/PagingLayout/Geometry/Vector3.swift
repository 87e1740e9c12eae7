import Foundation

/// Three numbers along x, y and z, such as the translation ratios of
/// ``ScaleTransformViewOptions/Translation3dOptions``.
///
/// A named struct rather than a tuple so the options holding it can be `Hashable` and `Codable`.
/// Written in spec files as `[x, y, z]`.
public struct Vector3: Sendable, Hashable {
    /// The x component.
    public var x: CGFloat
    /// The y component.
    public var y: CGFloat
    /// The z component.
    public var z: CGFloat

    /// Creates a vector from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Creates a vector from a tuple `(x, y, z)`, the form the original library's options take.
    public init(_ components: (CGFloat, CGFloat, CGFloat)) {
        self.init(x: components.0, y: components.1, z: components.2)
    }
}

extension Vector3: Codable {
    /// Reads `[x, y, z]`: exactly three finite numbers.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var components: [CGFloat] = []
        while !container.isAtEnd {
            let value = try container.decode(Double.self)
            guard value.isFinite else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a finite number")
            }
            components.append(CGFloat(value))
        }
        guard components.count == 3 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected [x, y, z] (three numbers), found \(components.count)"))
        }
        self.init(x: components[0], y: components[1], z: components[2])
    }

    /// Writes `[x, y, z]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(Double(x))
        try container.encode(Double(y))
        try container.encode(Double(z))
    }
}
