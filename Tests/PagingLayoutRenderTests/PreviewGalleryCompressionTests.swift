import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutRender

/// The gallery's frame data compressed as raw DEFLATE: small blocks are laid out as RFC 1951 says,
/// code lengths form complete codes within their limit, and a compressed gallery (dynamic codes)
/// inflates in Chromium and plays exactly as the uncompressed one.
@MainActor
@Suite("The gallery's compressed frame data")
struct PreviewGalleryCompressionTests {
    @Test(
        "short inputs are one block in the fixed codes, bit for bit as RFC 1951 lays them out",
        arguments: [
            // 1 (final) 10 (fixed, low bit first), then the codes most significant bit first:
            // "" — end of block 0000000: bits 110 0000000 → 0x03 0x00.
            ("", [0x03, 0x00]),
            // "a" — 0x61 is 0x30 + 0x61 = 10010001 (8 bits), then end of block: 0x4B 0x04 0x00.
            ("a", [0x4B, 0x04, 0x00]),
            // "aaaaaaaaaa" — "a", then length 9 (symbol 263: 0000111) at distance 1 (00000), then end
            // of block: bits 110 10010001 0000111 00000 0000000 → 0x4B 0x84 0x03 0x00.
            ("aaaaaaaaaa", [0x4B, 0x84, 0x03, 0x00]),
        ] as [(String, [UInt8])])
    func fixedBlocks(text: String, bytes: [UInt8]) {
        #expect(DeflateEncoder.compressed(Array(text.utf8)) == bytes)
    }

    @Test("Huffman code lengths respect their limit and make a complete code, even for Fibonacci counts")
    func codeLengths() {
        // Fibonacci counts give the deepest trees: 20 symbols would need lengths up to 19.
        var fibonacci = [1, 1]
        while fibonacci.count < 20 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci, 7), (fibonacci, 15), ([5, 0, 3, 0, 0, 9], 15)] {
            let lengths = DeflateCodes.lengths(for: counts, limit: limit)
            #expect(lengths.max()! <= limit)
            // Used symbols only, and Kraft's sum is exactly 1: no code is a prefix of another and none is wasted.
            #expect(zip(counts, lengths).allSatisfy { ($0 == 0) == ($1 == 0) })
            let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
            #expect(kraft == 1, "\(lengths)")
        }
    }

    /// Three pagers with different data: a plain effect, many snapshot pieces, a loop.
    func gallery(compressed: Bool) throws -> PreviewGallery {
        let registry = EffectRegistry()
        var gallery = PreviewGallery(pagers: [
            PreviewGallery.Pager(title: "scale", subtitle: "coverFlow", effect: try registry.effect(named: "scale", preset: "coverFlow")),
            PreviewGallery.Pager(title: "snapshot", subtitle: "chess", effect: try registry.effect(named: "snapshot", preset: "chess")),
        ] + PreviewGallery.geometryPagers().prefix(2))
        gallery.restsBetweenPages = true
        gallery.compressesFrameData = compressed
        return gallery
    }

    @Test("compressed, the page is under half its size and its self-test reports the same as uncompressed")
    func samePlayback() throws {
        let plain = try gallery(compressed: false).document()
        let compressed = try gallery(compressed: true).document()
        #expect(Double(compressed.utf8.count) < 0.5 * Double(plain.utf8.count), "\(compressed.utf8.count) of \(plain.utf8.count)")
        #expect(!compressed.contains("<script type=\"application/json\" class=\"pager-data\">"))
        let chromium = try #require(HeadlessChromium.installed)
        try withTemporaryDirectory { directory in
            var reports: [String] = []
            for (name, document) in [("plain", plain), ("compressed", compressed)] {
                let file = directory.appendingPathComponent("\(name).html")
                try Data(document.utf8).write(to: file)
                let url = try #require(URL(string: file.absoluteString + "#selftest"))
                let dumped = try chromium.dump(url, window: CGSize(width: 1280, height: 900), budget: 30, workingDirectory: directory)
                reports.append(try #require(dumped.text(ofElement: "selftest-out"), "no self-test output from \(name)"))
            }
            #expect(reports[0].contains("\"pagers\"") && reports[0].contains("\"errors\":[]"), "\(reports[0].prefix(300))")
            #expect(reports[0] == reports[1])
        }
    }
}
