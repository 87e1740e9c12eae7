import Foundation
import Testing

@testable import PagingLayoutCLI

/// The release a team adds: one version in the changelog, `paging-layout --version` and every
/// `.package(url:…)` line of the documentation, one repository address, and a licence.
@MainActor
@Suite("Release version and address")
struct ReleaseVersionTests {
    /// A file of the package as text, or `nil` when it cannot be read.
    static func packageFile(_ path: String) -> String? {
        FileManager.default.contents(atPath: TypeChecker.packageDirectory.appendingPathComponent(path).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The newest released version in a Keep-a-Changelog text: the first `## [X.Y.Z] - YYYY-MM-DD`
    /// heading (`## [Unreleased]` is skipped), or `nil` when there is none.
    static func latestRelease(inChangelog text: String) -> String? {
        let heading = #/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/#
        for line in text.split(separator: "\n") {
            if let match = line.wholeMatch(of: heading) { return String(match.1) }
        }
        return nil
    }

    /// Every `.package(url: "…", from: "…")` of the documentation: the address and the version.
    static func packageDependencies(in text: String) -> [(url: String, from: String?)] {
        let dependency = #/\.package\(url: "([^"]+)"(?:, from: "([^"]+)")?/#
        return text.matches(of: dependency).map { (String($0.1), $0.2.map(String.init)) }
    }

    /// The address the README's "Add to your app" names in bold: the one place it is stated.
    static func publishedAddress(inReadme text: String) -> String? {
        text.firstMatch(of: #/published at \*\*(https://[^*\s]+)\*\*/#).map { String($0.1) }
    }

    @Test("the changelog's newest release is the version paging-layout --version prints")
    func changelogAndTool() throws {
        let changelog = try #require(Self.packageFile("CHANGELOG.md"), "CHANGELOG.md is missing")
        let released = try #require(Self.latestRelease(inChangelog: changelog), "no '## [X.Y.Z] - DATE' heading")
        #expect(PagingLayoutTool.run(["--version"]).output == "paging-layout \(released)\n")
    }

    @Test("every documented .package(url:) names the README's address and the released version")
    func documentedDependencies() throws {
        let readme = try #require(Self.packageFile("README.md"))
        let address = try #require(Self.publishedAddress(inReadme: readme), "README names no 'published at **URL**'")
        let changelog = try #require(Self.packageFile("CHANGELOG.md"))
        let released = try #require(Self.latestRelease(inChangelog: changelog))
        var found = 0
        for document in MarkdownDocument.all {
            let text = document.lines.joined(separator: "\n")
            for dependency in Self.packageDependencies(in: text) {
                found += 1
                #expect(dependency.url == address + ".git", "\(document.path): \(dependency.url)")
                #expect(dependency.from == released, "\(document.path): from: \(dependency.from ?? "none")")
            }
        }
        // README, Getting Started and Code Generation each show one.
        #expect(found >= 3)
        // The changelog's comparison links point at the same repository.
        for link in changelog.matches(of: #/^\[[^\]]+\]: (\S+)$/#.anchorsMatchLineEndings()) {
            #expect(link.1.hasPrefix(address + "/"), "CHANGELOG.md: \(link.1)")
        }
    }

    @Test("the package carries the MIT licence the README names")
    func licence() throws {
        let licence = try #require(Self.packageFile("LICENSE"), "LICENSE is missing")
        #expect(licence.hasPrefix("MIT License\n"))
        #expect(licence.contains("THE SOFTWARE IS PROVIDED \"AS IS\""))
        let readme = try #require(Self.packageFile("README.md")).replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("MIT-licensed ([LICENSE](LICENSE))"))
    }

    @Test("the checks find a drifted version, another address and a missing release (they can fail)")
    func checksCanFail() {
        let changelog = "# Changelog\n\n## [Unreleased]\n\n## [2.3.4] - 2026-01-02\n\n## [2.3.3] - 2025-12-01\n"
        #expect(Self.latestRelease(inChangelog: changelog) == "2.3.4")
        #expect(Self.latestRelease(inChangelog: "# Changelog\n\n## [Unreleased]\n") == nil)
        let manifest = #".package(url: "https://example.org/x/PagingLayout.git", branch: "main"),"#
        let found = Self.packageDependencies(in: manifest)
        #expect(found.count == 1 && found[0].url == "https://example.org/x/PagingLayout.git" && found[0].from == nil)
        #expect(Self.publishedAddress(inReadme: "published at **https://a.example/b/C**; more") == "https://a.example/b/C")
    }
}
