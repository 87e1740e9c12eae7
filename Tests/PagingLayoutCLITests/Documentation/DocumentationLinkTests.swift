import Foundation
import Testing

/// Links and images between the documentation's files resolve.
@Suite("Documentation links")
struct DocumentationLinkTests {
    /// `target` (a relative link in the document at `path`) as a path from the package's folder.
    static func resolve(_ target: String, from path: String) -> String {
        var components = path.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    @Test(
        "every relative link and image resolves to a file, and every anchor to a heading",
        arguments: MarkdownDocument.all)
    func linksResolve(document: MarkdownDocument) throws {
        for (line, target) in document.links where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? document.path : Self.resolve(parts[0], from: document.path)
            let exists = FileManager.default.fileExists(
                atPath: TypeChecker.packageDirectory.appendingPathComponent(file).path)
            #expect(exists, "\(document.path):\(line): no file for \(target)")
            guard parts.count == 2 else { continue }
            let anchors = MarkdownDocument.all.first { $0.path == file }?.headingAnchors ?? []
            #expect(anchors.contains(parts[1]), "\(document.path):\(line): no heading for #\(parts[1]) in \(file)")
        }
    }

    @Test("links resolve from the linking document's folder")
    func resolving() {
        #expect(Self.resolve("Effects.md", from: "Docs/Preview.md") == "Docs/Effects.md")
        #expect(Self.resolve("Docs/images/a.svg", from: "README.md") == "Docs/images/a.svg")
        #expect(Self.resolve("../README.md", from: "Docs/UIKit.md") == "README.md")
    }

    @Test("headings give GitHub's anchors")
    func anchors() {
        let document = MarkdownDocument(
            path: "Docs/Example.md", text: "# Spec files\n## Scale — `ScaleEffect`, `\"scale\"`\n")
        #expect(document.headingAnchors == ["spec-files", "scale--scaleeffect-scale"])
    }
}
