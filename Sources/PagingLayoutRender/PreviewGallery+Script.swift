import Foundation

extension PreviewGallery {
    /// The page's script, the text of `Resources/gallery.js`. It does no effect, animation,
    /// snapping or hit-test math: it shows the frames the library computed (picking one per slider
    /// value, animation tick, or — for a drag — the frame whose offset is nearest the finger's),
    /// plays the library's page-change timelines, settles a released drag on the page the library's
    /// snap table names for the release speed it measured (slow, or a flick either way) and looks a
    /// tap up in the frame's regions, front to back.
    ///
    /// `#position=P` shows every pager at the frame nearest scroll position P (in pages);
    /// `#selftest` runs scripted interactions on every pager and writes the results as JSON into
    /// `pre#selftest-out` (see the gallery's browser test).
    static let script = resource("gallery.js").pageScript()

    /// The resource `name` of this module, from `Sources/PagingLayoutRender/Resources`.
    package static func resource(_ name: String) -> PackageResource {
        PackageResource(
            name, ofTarget: "PagingLayoutRender",
            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Resources"))
    }

    /// Reads the page's scripts, so that a tool fails with a clear message before it writes a page
    /// without them (``document()`` cannot fail: its scripts then only report the error).
    ///
    /// - Throws: ``PackageResourceError`` naming the script and where it was looked for.
    package static func checkResources() throws {
        for name in scriptNames { _ = try resource(name).text() }
    }

    /// The file names of the page's scripts in `Resources/`, in the order the page holds them: the
    /// layout reels' (when the page has reels), the pagers' and the accessibility script.
    package static let scriptNames = ["gallery-reels.js", "gallery.js", "gallery-accessibility.js"]
}
