import Foundation
import Testing

/// The designer's screenshot (`Docs/images/designer/designer.png`) is taken by
/// `Scripts/render-docs.py` in headless Chromium, which also writes the fingerprint of the sources
/// that draw the page beside it: when one of them changes, this fails until the picture is taken
/// again. (Pixels differ between machines' fonts, so the picture itself is not compared.)
@Suite("The designer's screenshot")
struct DesignerScreenshotTests {
    /// The sources that draw the screenshot; `SCREENSHOT_SOURCES` in `Scripts/render-docs.py`.
    static let sources = [
        "Sources/PagingLayoutCLI/Designer/DesignerPage.swift",
        "Sources/PagingLayoutCLI/Resources/designer.js",
        "Sources/PagingLayoutRender/PreviewGallery+Page.swift",
        "Sources/PagingLayoutRender/HTMLItemMarkup.swift",
        "Sources/PagingLayoutRender/PageCard.swift",
        "Sources/PagingLayoutRender/Resources/gallery.js",
    ]

    /// The 64-bit FNV-1a hash of `bytes` (the script's `fnv1a`): no package has to be added for it.
    static func fnv1a(_ bytes: Data) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    @Test("FNV-1a gives the published test vectors")
    func fnvVectors() {
        // From the FNV reference (Fowler, Noll, Vo): "" and "a".
        #expect(Self.fnv1a(Data()) == 0xcbf2_9ce4_8422_2325)
        #expect(Self.fnv1a(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("the screenshot was taken from the designer's sources as they are now")
    func screenshotIsCurrent() throws {
        let root = TypeChecker.packageDirectory
        let recorded = try String(
            contentsOf: root.appendingPathComponent("Docs/images/designer/designer.sources"), encoding: .utf8)
        let now = try Self.sources.map { source in
            let bytes = try Data(contentsOf: root.appendingPathComponent(source))
            return String(format: "%016llx", Self.fnv1a(bytes)) + "  " + source + "\n"
        }.joined()
        #expect(recorded == now, "the designer changed since its screenshot: run python3 Scripts/render-docs.py")
        let png = try Data(contentsOf: root.appendingPathComponent("Docs/images/designer/designer.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "designer.png is not a PNG")
    }
}
