import Foundation
import TestSupport
import Testing

/// The helpers every test that writes files uses: what they make, they remove, on success and on failure.
@Suite("Temporary files")
struct TemporaryFilesTests {
    /// The error a test body throws on purpose.
    struct PlannedFailure: Error {}

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test("withTemporaryDirectory gives a new, empty folder under TMPDIR and removes it, contents and all, on return")
    func removedOnReturn() throws {
        let used = try withTemporaryDirectory { directory in
            let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(contents.isEmpty)
            #expect(directory.deletingLastPathComponent().standardized == FileManager.default.temporaryDirectory.standardized)
            try writeFile("nested", to: "a/b/c.txt", in: directory)
            return directory
        }
        #expect(!exists(used))
    }

    @Test("withTemporaryDirectory removes its folder when the body throws, and passes the error on")
    func removedOnThrow() throws {
        var used: URL?
        #expect(throws: PlannedFailure.self) {
            try withTemporaryDirectory { directory in
                used = directory
                try writeFile("half done", to: "partial.json", in: directory)
                throw PlannedFailure()
            }
        }
        let directory = try #require(used)
        #expect(!exists(directory))
    }

    @Test("two calls never share a folder")
    func distinctFolders() throws {
        let first = try withTemporaryDirectory { $0 }
        let second = try withTemporaryDirectory { $0 }
        #expect(first != second)
    }

    @Test("withTemporaryFile writes the text under the name given, then removes the file and its folder")
    func temporaryFile() throws {
        let path = try withTemporaryFile("{\"version\": 1}", name: "cards.pagingeffect.json") { path in
            #expect(URL(fileURLWithPath: path).lastPathComponent == "cards.pagingeffect.json")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == "{\"version\": 1}")
            return path
        }
        #expect(!exists(URL(fileURLWithPath: path).deletingLastPathComponent()))
    }

    @Test("withTemporaryFile removes the file and its folder when the body throws")
    func temporaryFileOnThrow() throws {
        var used: String?
        #expect(throws: PlannedFailure.self) {
            try withTemporaryFile("{}") { path in
                used = path
                throw PlannedFailure()
            }
        }
        let path = try #require(used)
        #expect(!exists(URL(fileURLWithPath: path).deletingLastPathComponent()))
    }
}
