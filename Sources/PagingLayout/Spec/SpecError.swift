import Foundation

/// A spec file or options object that could not be read, with the key path at fault.
///
/// Its description reads like `options.rotation3d.angle: expected a number, found a string`.
public struct SpecError: Error, Equatable, CustomStringConvertible {
    /// The key path from the document's root, such as `options.rotation3d.angle` (empty for the root).
    public var path: String
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// Describes a `DecodingError` with its key path and what was expected.
    public init(_ error: DecodingError) {
        let describe = Self.path
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: describe(context.codingPath), message: "expected \(Self.typeName(type))")
        case .valueNotFound(let type, let context):
            self.init(path: describe(context.codingPath), message: "expected \(Self.typeName(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: describe(context.codingPath + [key]), message: "required key is missing")
        case .dataCorrupted(let context):
            // At the root, a corrupted document is one that is not JSON at all.
            let reason = context.underlyingError?.localizedDescription ?? context.debugDescription
            let message = context.codingPath.isEmpty ? "not valid JSON (\(reason))" : context.debugDescription
            self.init(path: describe(context.codingPath), message: message)
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }

    /// Decodes `T` from JSON `data`, turning decoding failures into a `SpecError`.
    ///
    /// The text is read once, strictly, by the package's strict JSON reader (malformed JSON with its line and
    /// column, duplicate keys, numbers out of range, size and depth limits), and `T` is decoded
    /// from the value read.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let value = try SpecJSONReader.read(data)
        do {
            return try value.decode(T.self)
        } catch let error as DecodingError {
            throw SpecError(error)
        }
    }

    /// Describes any error met while reading a spec: a `DecodingError` with its key path, a
    /// `SpecError` as it is, anything else at the root.
    public init(describing error: any Error) {
        switch error {
        case let error as SpecError: self = error
        case let error as DecodingError: self.init(error)
        default: self.init(path: "", message: "\(error)")
        }
    }

    /// `path: message`, or just the message at the root.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is CGFloat.Type, is Float.Type: return "a number"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is String.Type: return "a string"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.contains("Spec") { return "an object" }
            return name
        }
    }
}
