import Foundation

/// Compact JSON written straight into one growing byte buffer: the same text as ``CompactJSON``
/// builds from strings, without a string per number or per array.
///
/// The gallery's frames are millions of short values nested three or four arrays deep; joining
/// them level by level copied every byte once per level and allocated a string for each value.
/// The writer appends each value once, and a comma before every value but the first of its array.
///
/// ```swift
/// var writer = CompactJSONWriter()
/// writer.beginArray()
/// writer.integer(3)
/// writer.number(0.70712, places: 4)
/// writer.endArray()
/// writer.text   // "[3,0.7071]"
/// ```
struct CompactJSONWriter {
    /// The UTF-8 text written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the next value follows another in its array (and so needs a comma before it).
    private var followsValue = false

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Opens an array: `[`.
    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        followsValue = false
    }

    /// Closes the innermost open array: `]`.
    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        followsValue = true
    }

    /// A whole number.
    mutating func integer(_ value: Int) {
        separate()
        if (0...9).contains(value) {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// `value` rounded to `places` decimal places, as ``CompactJSON/number(_:places:)`` writes it.
    mutating func number(_ value: CGFloat, places: Int) {
        separate()
        CompactJSON.withNumberText(value, places: places) { bytes.append(contentsOf: $0) }
    }

    /// A value already written as JSON text.
    mutating func value(_ json: String) {
        separate()
        var json = json
        json.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A value already written as JSON bytes (for example a range of another writer's ``bytes``).
    mutating func value(_ json: ArraySlice<UInt8>) {
        separate()
        bytes.append(contentsOf: json)
    }

    /// Forgets everything written, keeping the storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        followsValue = false
    }

    /// A comma when a value came before in the same array.
    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
        followsValue = true
    }
}
