import Foundation
import Testing

@testable import PagingLayout

/// The hostile spec corpus (`HostileSpecs/`, written by `Scripts/make-hostile-specs.py`): every
/// file is accepted or rejected as its manifest says, a rejection names the expected key path and
/// message, and an accepted spec's effect gives finite numbers.
@Suite("Hostile spec files")
struct HostileSpecTests {
    struct Expectation: Decodable, Sendable, CustomStringConvertible {
        var outcome: String
        var path: String?
        var message: String?
        var generated: String?
        var file = ""

        var description: String { file }

        enum CodingKeys: String, CodingKey { case outcome, path, message, generated }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HostileSpecs")

    static let cases: [Expectation] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = try? JSONDecoder().decode([String: Expectation].self, from: data)
        else { return [] }
        return manifest.map { file, expectation in
            var named = expectation
            named.file = file
            return named
        }.sorted { $0.file < $1.file }
    }()

    @Test("the corpus holds at least 100 files, each on disk or generated")
    func corpusSize() {
        #expect(Self.cases.count >= 100)
        for expectation in Self.cases where expectation.generated == nil {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(expectation.file).path),
                    "\(expectation.file)")
        }
    }

    @Test("each file is accepted or rejected as the manifest says", arguments: cases)
    func outcome(of expectation: Expectation) throws {
        // Through a file handle: Foundation's whole-file read leaks a 4 KB buffer for the empty file.
        let data = try expectation.generated == "50MB"
            ? Self.fiftyMegabytes()
            : FileHandle(forReadingFrom: Self.folder.appendingPathComponent(expectation.file)).readToEnd() ?? Data()
        do {
            let effect = try EffectRegistry().makeEffect(specJSON: data)
            #expect(expectation.outcome == "accept", "accepted")
            let context = EffectContext(targetSize: CGSize(width: 300, height: 500))
            for progress in stride(from: -2.0, through: 2.0, by: 0.25) {
                let attributes = effect.attributes(for: CGFloat(progress), in: context)
                // NaN is unequal to itself, so any NaN or infinity makes these differ.
                #expect(attributes.finite() == attributes, "progress \(progress)")
            }
        } catch let error as SpecError {
            #expect(expectation.outcome == "reject", "rejected: \(error)")
            #expect(error.path == expectation.path, "\(error)")
            #expect(error.message.contains(expectation.message ?? "\u{0}"), "\(error)")
        }
    }

    /// A 50 MB spec of numbers, built here rather than kept in the repository.
    static func fiftyMegabytes() -> Data {
        var data = Data(#"{"version": 1, "effect": "snapshot", "options": {"piecesAlphaRatio": {"indexBasedCustom": [0.5"#.utf8)
        let element = Data(",0.5".utf8)
        data.reserveCapacity(50 << 20)
        while data.count < 50 << 20 { data.append(element) }
        data.append(Data("]}}}".utf8))
        return data
    }
}
