import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutRender

@Suite("PackageResource")
struct PackageResourceTests {
    /// The package's folder, from this file's path.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the gallery page carries every script exactly as Sources/PagingLayoutRender/Resources holds it")
    @MainActor
    func galleryEmbedsTheResourceFiles() throws {
        try PreviewGallery.checkResources()
        var gallery = PreviewGallery(pagers: [PreviewGallery.Pager(title: "slide", subtitle: "", effect: SlideEffect())])
        gallery.layoutReels = PreviewGallery.presetLayoutReels(steps: 1)
        let page = gallery.document()
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.packageFolder.appendingPathComponent("Sources/PagingLayoutRender/Resources").path)
        #expect(PreviewGallery.scriptNames.sorted() == files.filter { $0.hasSuffix(".js") }.sorted())
        // SwiftPM copies only the resources Package.swift lists; without it the binary finds the
        // script in the source folder only, so a copied binary would lose it.
        let manifest = try String(
            contentsOf: Self.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
        var searchFrom = page.startIndex
        for name in PreviewGallery.scriptNames {
            #expect(manifest.contains(".copy(\"Resources/\(name)\")"), "Package.swift does not list \(name)")
            let file = Self.packageFolder.appendingPathComponent("Sources/PagingLayoutRender/Resources/\(name)")
            let written = try String(contentsOf: file, encoding: .utf8)
            #expect(written.hasPrefix("\"use strict\";\n"), "\(name)")
            // The file ends with a line break; the page puts its own before </script>. The scripts
            // come in the order scriptNames lists them.
            let found = page.range(of: "<script>\n" + written + "</script>", range: searchFrom..<page.endIndex)
            #expect(found != nil, "\(name) is not in the page as written, after the scripts before it")
            searchFrom = found?.upperBound ?? searchFrom
        }
    }

    @Test("a file found only in the source folder is read, without its one final line break")
    func readsFromTheSourceFolder() throws {
        try withTemporaryDirectory { folder in
            try Data("\"use strict\";\nlet a = 1;\n\n".utf8).write(to: folder.appendingPathComponent("page.js"))
            let resource = PackageResource("page.js", ofTarget: "NoSuchTarget", sourceFolder: folder)
            #expect(try resource.text() == "\"use strict\";\nlet a = 1;\n")
            #expect(resource.pageScript() == "\"use strict\";\nlet a = 1;\n")
        }
    }

    @Test("a missing file is an error naming it and every folder looked in, and its page script throws that error")
    func missingFileIsAnError() throws {
        try withTemporaryDirectory { folder in
            let resource = PackageResource("missing.js", ofTarget: "NoSuchTarget", sourceFolder: folder)
            #expect(resource.folders.last == folder)
            #expect(resource.folders.contains { $0.lastPathComponent == "PagingLayout_NoSuchTarget.resources" })
            do {
                _ = try resource.text()
                Issue.record("missing.js was read")
            } catch let error as PackageResourceError {
                #expect(error.name == "missing.js")
                #expect(error.reason == "was not found")
                #expect(error.searched.contains(folder.appendingPathComponent("missing.js").path))
                #expect(error.description.contains("PagingLayout_NoSuchTarget.resources/missing.js"))
            }
            let script = resource.pageScript()
            #expect(script.hasPrefix("throw new Error(\"the resource missing.js was not found"), "\(script)")
            #expect(script.hasSuffix("\");"), "\(script)")
        }
    }

    @Test("a file that is not UTF-8 is an error, not a page with a garbled script")
    func nonUTF8IsAnError() throws {
        try withTemporaryDirectory { folder in
            try Data([0x22, 0xFF, 0xFE, 0x22]).write(to: folder.appendingPathComponent("bad.js"))
            #expect(throws: PackageResourceError.self) {
                try PackageResource("bad.js", ofTarget: "NoSuchTarget", sourceFolder: folder).text()
            }
        }
    }
}
