import Foundation

// On Apple platforms the CoreGraphics overlay holds CGPoint's and CGSize's initialisers and Equatable
// conformances, which this file's default arguments and conformances need to see.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A type a snapshot ``SnapshotTransformViewOptions/PiecesValue`` can hold: `CGFloat`, `CGPoint` or
/// `CGSize`, the three the options use.
///
/// The arithmetic a pieces value needs (sums, products and scaling, component by component) and its
/// JSON form come from ``piecesValueTraits``. Only PagingLayout can make traits, so no other type can
/// conform — and no arithmetic operators are added to Foundation's types.
public protocol PiecesValueElement: Sendable, Equatable {
    /// How PagingLayout computes with values of this type and reads and writes them in spec files.
    static var piecesValueTraits: PiecesValueTraits<Self> { get }
}

/// The operations PagingLayout needs on a ``PiecesValueElement``. Opaque: only PagingLayout makes them.
public struct PiecesValueTraits<Value>: Sendable {
    /// The value as a pair of numbers; a single number fills both slots.
    let vector: @Sendable (Value) -> PiecesVector
    /// The value a pair of numbers stands for.
    let value: @Sendable (PiecesVector) -> Value
    /// Reads the value's JSON form: a number, `{"x","y"}` or `{"width","height"}`.
    let decode: @Sendable (any Decoder) throws -> Value
    /// Writes the value's JSON form.
    let encode: @Sendable (Value, any Encoder) throws -> Void
    /// The JSON Schema of the value's JSON form, and a name for it (`number`, `point`, `size`).
    let schema: SpecSchema
    /// The name of the JSON form, which names the pieces values of this type in the schema.
    let schemaName: String
}

extension CGFloat: PiecesValueElement {
    /// A number: both vector slots hold it; JSON is a finite number.
    public static let piecesValueTraits = PiecesValueTraits<CGFloat>(
        vector: { PiecesVector(x: $0, y: $0) },
        value: { $0.x },
        decode: { decoder in
            let container = try decoder.singleValueContainer()
            let number = try container.decode(Double.self)
            guard number.isFinite else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a finite number")
            }
            return CGFloat(number)
        },
        encode: { number, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Double(number))
        },
        schema: .anyNumber, schemaName: "number")
}

extension CGPoint: PiecesValueElement {
    /// A point: `x` and `y`; JSON is `{"x":…,"y":…}`.
    public static let piecesValueTraits = PiecesValueTraits<CGPoint>(
        vector: { PiecesVector(x: $0.x, y: $0.y) },
        value: { CGPoint(x: $0.x, y: $0.y) },
        decode: { try PointSpec(from: $0).point },
        encode: { try PointSpec($0).encode(to: $1) }, schema: .point(), schemaName: "point")
}

extension CGSize: PiecesValueElement {
    /// A size: `width` and `height`; JSON is `{"width":…,"height":…}`.
    public static let piecesValueTraits = PiecesValueTraits<CGSize>(
        vector: { PiecesVector(x: $0.width, y: $0.height) },
        value: { CGSize(width: $0.x, height: $0.y) },
        decode: { try SizeSpec(from: $0).size },
        encode: { try SizeSpec($0).encode(to: $1) }, schema: .size(), schemaName: "size")
}

/// Two numbers with component-wise arithmetic: how a pieces value computes whatever its element type.
struct PiecesVector: Equatable {
    var x: CGFloat
    var y: CGFloat

    static let zero = PiecesVector(x: 0, y: 0)

    static func + (lhs: PiecesVector, rhs: PiecesVector) -> PiecesVector {
        PiecesVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func * (lhs: PiecesVector, rhs: PiecesVector) -> PiecesVector {
        PiecesVector(x: lhs.x * rhs.x, y: lhs.y * rhs.y)
    }

    func scaled(by factor: CGFloat) -> PiecesVector {
        PiecesVector(x: x * factor, y: y * factor)
    }
}
