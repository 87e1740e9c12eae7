import Foundation

/// Compresses bytes as raw DEFLATE (RFC 1951): repeats found by LZ77 over a 32 KiB window, then
/// one final block with Huffman codes built for the data (dynamic codes; fixed codes for tiny
/// inputs, where the code tables would cost more than they save). Browsers inflate it with
/// `new DecompressionStream("deflate-raw")`, so the gallery carries its frame data compressed in
/// one offline file — without a compression library (the package has no dependencies).
///
/// - Complexity: O(n × chain) to find repeats, at most 48 candidates per position.
enum DeflateEncoder {
    /// `bytes` as raw DEFLATE.
    static func compressed(_ bytes: [UInt8]) -> [UInt8] {
        let tokens = tokens(of: bytes)
        var writer = BitWriter()
        writer.write(1, count: 1)  // BFINAL
        if bytes.count < 64 {
            writer.write(0b01, count: 2)  // BTYPE: the fixed codes
            writer.writeTokens(tokens, with: .fixed)
        } else {
            writer.write(0b10, count: 2)  // BTYPE: codes of this block
            writer.writeTokens(tokens, with: DeflateCodes(for: tokens, writingTo: &writer))
        }
        return writer.finished()
    }

    /// A literal byte, or a repeat of `length` bytes from `distance` back.
    struct Token {
        var literal: UInt8 = 0
        var length = 0
        var distance = 0
    }

    /// The bytes as literals and repeats (LZ77 with hash chains, the longest repeat at each step).
    static func tokens(of bytes: [UInt8]) -> [Token] {
        let windowSize = 32_768, maxChain = 48, minMatch = 3, maxMatch = 258
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: windowSize)
        func hash(_ index: Int) -> Int {
            (Int(bytes[index]) << 10 ^ Int(bytes[index + 1]) << 5 ^ Int(bytes[index + 2])) & 0x7FFF
        }
        func insert(_ index: Int) {
            guard index + minMatch <= bytes.count else { return }
            let key = hash(index)
            previous[index & (windowSize - 1)] = head[key]
            head[key] = index
        }
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            var bestLength = 0, bestDistance = 0
            if index + minMatch <= bytes.count {
                var candidate = head[hash(index)]
                var chain = maxChain
                let limit = min(maxMatch, bytes.count - index)
                while candidate >= 0, index - candidate <= windowSize, chain > 0 {
                    var length = 0
                    while length < limit, bytes[candidate + length] == bytes[index + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = index - candidate
                        if length == limit { break }
                    }
                    let next = previous[candidate & (windowSize - 1)]
                    // A slot a newer position has taken ends the chain.
                    if next >= candidate { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= minMatch {
                tokens.append(Token(length: bestLength, distance: bestDistance))
                for position in index..<(index + bestLength) { insert(position) }
                index += bestLength
            } else {
                tokens.append(Token(literal: bytes[index]))
                insert(index)
                index += 1
            }
        }
        return tokens
    }

    /// Bits packed from the least significant end of each byte, as DEFLATE stores them.
    struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        /// Writes the low `count` bits of `value`, least significant first (extra bits, headers).
        mutating func write(_ value: Int, count: Int) {
            buffer |= UInt64(value) << UInt64(filled)
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// Writes a Huffman code of `count` bits, most significant bit first.
        mutating func writeCode(_ code: Int, count: Int) {
            var reversed = 0
            for bit in 0..<count { reversed |= ((code >> bit) & 1) << (count - 1 - bit) }
            write(reversed, count: count)
        }

        /// Writes symbol `symbol` of `code`.
        mutating func write(symbol: Int, of code: DeflateCodes.Code) {
            writeCode(code.codes[symbol], count: code.lengths[symbol])
        }

        /// Writes the tokens and the end of the block with `codes`.
        mutating func writeTokens(_ tokens: [Token], with codes: DeflateCodes) {
            for token in tokens {
                guard token.length > 0 else {
                    write(symbol: Int(token.literal), of: codes.literals)
                    continue
                }
                let length = DeflateTables.lengthCode(token.length)
                write(symbol: 257 + length, of: codes.literals)
                write(token.length - DeflateTables.lengthBases[length], count: DeflateTables.lengthExtraBits[length])
                let distance = DeflateTables.distanceCode(token.distance)
                write(symbol: distance, of: codes.distances)
                write(
                    token.distance - DeflateTables.distanceBases[distance],
                    count: DeflateTables.distanceExtraBits[distance])
            }
            write(symbol: 256, of: codes.literals)
        }

        /// The bytes, the last one padded with zero bits.
        mutating func finished() -> [UInt8] {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            buffer = 0
            filled = 0
            return bytes
        }
    }
}

/// The two Huffman codes of a DEFLATE block: literals and lengths (0…285), and distances (0…29).
struct DeflateCodes {
    /// One canonical Huffman code: each symbol's bit length (0 for unused) and code.
    struct Code {
        var lengths: [Int]
        var codes: [Int]

        /// The canonical code for `lengths` (RFC 1951, 3.2.2).
        init(lengths: [Int]) {
            self.lengths = lengths
            var counts = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { counts[length] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for bits in 1..<16 {
                code = (code + counts[bits - 1]) << 1
                next[bits] = code
            }
            codes = lengths.map { length in
                guard length > 0 else { return 0 }
                defer { next[length] += 1 }
                return next[length]
            }
        }
    }

    var literals: Code
    var distances: Code

    /// The fixed codes (RFC 1951, 3.2.6).
    static let fixed = DeflateCodes(
        literals: Code(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)),
        distances: Code(lengths: Array(repeating: 5, count: 30)))

    private init(literals: Code, distances: Code) {
        self.literals = literals
        self.distances = distances
    }

    /// Codes fitted to `tokens`, whose description (RFC 1951, 3.2.7) it writes to `writer`.
    init(for tokens: [DeflateEncoder.Token], writingTo writer: inout DeflateEncoder.BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        literalCounts[256] = 1
        for token in tokens {
            if token.length == 0 {
                literalCounts[Int(token.literal)] += 1
            } else {
                literalCounts[257 + DeflateTables.lengthCode(token.length)] += 1
                distanceCounts[DeflateTables.distanceCode(token.distance)] += 1
            }
        }
        // A block without repeats still describes one distance code.
        if distanceCounts.allSatisfy({ $0 == 0 }) { distanceCounts[0] = 1 }
        literals = Code(lengths: Self.lengths(for: literalCounts, limit: 15))
        distances = Code(lengths: Self.lengths(for: distanceCounts, limit: 15))
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = Self.runs(of: Array(literals.lengths.prefix(literalCount)) + distances.lengths.prefix(distanceCount))
        var runCounts = [Int](repeating: 0, count: 19)
        for run in runs { runCounts[run.symbol] += 1 }
        let lengthCode = Code(lengths: Self.lengths(for: runCounts, limit: 7))
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let lengthCodeCount = max(4, (order.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(literalCount - 257, count: 5)
        writer.write(distanceCount - 1, count: 5)
        writer.write(lengthCodeCount - 4, count: 4)
        for symbol in order.prefix(lengthCodeCount) { writer.write(lengthCode.lengths[symbol], count: 3) }
        for run in runs {
            writer.write(symbol: run.symbol, of: lengthCode)
            writer.write(run.extra, count: [16: 2, 17: 3, 18: 7][run.symbol] ?? 0)
        }
    }

    /// Code lengths as the code-length alphabet writes them: 0…15 as themselves, 16 repeats the
    /// previous length 3…6 times, 17 and 18 write 3…10 and 11…138 zeros.
    private static func runs(of lengths: [Int]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var count = 1
            while index + count < lengths.count, lengths[index + count] == length { count += 1 }
            index += count
            if length == 0 {
                while count >= 11 { let n = min(count, 138); runs.append((18, n - 11)); count -= n }
                if count >= 3 { runs.append((17, count - 3)); count = 0 }
            } else {
                runs.append((length, 0))
                count -= 1
                while count >= 3 { let n = min(count, 6); runs.append((16, n - 3)); count -= n }
            }
            runs += Array(repeating: (length, 0), count: count)
        }
        return runs
    }

    /// Huffman code lengths for symbol `counts`, none longer than `limit`: built from the counts,
    /// halved (keeping used symbols used) until the longest fits.
    static func lengths(for counts: [Int], limit: Int) -> [Int] {
        var weights = counts
        while true {
            let lengths = huffmanLengths(weights)
            if (lengths.max() ?? 0) <= limit { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// Unlimited Huffman code lengths: the two lightest nodes merged until one is left; a single
    /// used symbol gets length 1.
    private static func huffmanLengths(_ counts: [Int]) -> [Int] {
        var lengths = [Int](repeating: 0, count: counts.count)
        let used = counts.indices.filter { counts[$0] > 0 }
        guard used.count > 1 else {
            for symbol in used { lengths[symbol] = 1 }
            return lengths
        }
        // Nodes: the used symbols, then the merged ones; each knows its parent.
        var weights = used.map { counts[$0] }
        var parents = [Int](repeating: -1, count: used.count)
        var open = Array(weights.indices)
        while open.count > 1 {
            open.sort { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 > $1 }
            let first = open.removeLast(), second = open.removeLast()
            weights.append(weights[first] + weights[second])
            parents.append(-1)
            parents[first] = weights.count - 1
            parents[second] = weights.count - 1
            open.append(weights.count - 1)
        }
        for (node, symbol) in used.enumerated() {
            var depth = 0
            var current = node
            while parents[current] >= 0 {
                depth += 1
                current = parents[current]
            }
            lengths[symbol] = depth
        }
        return lengths
    }
}

/// The length and distance tables of RFC 1951, section 3.2.5.
enum DeflateTables {
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
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
