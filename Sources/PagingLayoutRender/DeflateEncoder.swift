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
