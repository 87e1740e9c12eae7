import Foundation

/// The length and distance tables of RFC 1951, section 3.2.5.
enum DeflateTables {
    /// The shortest length of each length code 0…28 (symbols 257…285).
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// How many extra bits each length code carries.
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The shortest distance of each distance code 0…29.
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    /// How many extra bits each distance code carries.
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The length code (0…28) of a repeat of `length` (3…258) bytes.
    static func lengthCode(_ length: Int) -> Int {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        return code
    }

    /// The distance code (0…29) of a repeat from `distance` (1…32768) bytes back.
    static func distanceCode(_ distance: Int) -> Int {
        var code = distanceBases.count - 1
        while distanceBases[code] > distance { code -= 1 }
        return code
    }
}
