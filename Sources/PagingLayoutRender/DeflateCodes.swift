import Foundation

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

    /// The literal and length code (symbols 0…285; 256 ends the block).
    var literals: Code
    /// The distance code (symbols 0…29).
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
