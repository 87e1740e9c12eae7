import Foundation
import PagingLayout
import PagingLayoutRender
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout preview")
struct PreviewCommandTests {
    @Test("without a subcommand the tool writes the gallery of every effect and preset, then the geometry pagers")
    func defaultSubcommand() throws {
        try withTemporaryDirectory { directory in
            let outcome = PagingLayoutTool.run(["--out", directory.path])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let file = directory.appendingPathComponent("index.html")
            #expect(outcome.output == file.path + "\n")
            let page = try String(contentsOf: file, encoding: .utf8)
            // 27 prepared presets (slide's 2 among them), 35 of the catalogues (12 iCarousel, 10 FSPagerView,
            // 9 AnimatedCollectionViewLayout, 4 Android), then 5 page geometries.
            #expect(page.components(separatedBy: "<section class=\"pager\"").count - 1 == 67)
            #expect(page.contains("aria-label=\"scale coverFlow\"") && page.contains("aria-label=\"snapshot puzzle\""))
            #expect(page.contains("aria-label=\"looping slide carousel\"") && page.contains("aria-label=\"right-to-left scale coverFlow\""))
            #expect(PagingLayoutTool.helpText.contains("With no subcommand it runs 'preview'"))
        }
    }

    @Test("the flags choose the effect and the pagers' size, pages, direction, visible count and inset")
    func flags() throws {
        try withTemporaryDirectory { directory in
            let outcome = PagingLayoutTool.run([
                "preview", "--effect", "stack", "--preset", "vortex", "--size", "200x300", "--pages", "4",
                "--direction", "vertical", "--visible", "3", "--inset", "10,20", "--no-layouts", "--out", directory.path,
            ])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let effect = try EffectRegistry().effect(named: "stack", preset: "vortex")
            var gallery = PreviewGallery(
                pagers: [PreviewGallery.Pager(title: "stack", subtitle: "vortex", effect: effect)],
                viewportSize: CGSize(width: 200, height: 300), numberOfPages: 4, scrollDirection: .vertical,
                numberOfVisibleItems: 3,
                pagePadding: PagePadding(vertical: .absolute(20), horizontal: .absolute(10)))
            // The command rests its pagers between pages and compresses their frame data.
            gallery.restsBetweenPages = true
            gallery.compressesFrameData = true
            let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page == gallery.document())
        }
    }

    @Test("the page geometry flags give every effect's pager that geometry, without the geometry pagers")
    func geometryFlags() throws {
        try withTemporaryDirectory { directory in
            let outcome = PagingLayoutTool.run([
                "preview", "--effect", "scale", "--preset", "coverFlow", "--size", "200x300", "--pages", "3",
                "--page-length", "150", "--spacing", "10", "--padding", "25,25", "--alignment", "start", "--loop",
                "--layout-direction", "rtl", "--no-layouts", "--out", directory.path,
            ])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let geometry = PageGeometry(
                viewportSize: CGSize(width: 200, height: 300), pageLength: 150, spacing: 10,
                padding: ContentPadding(both: 25), alignment: .start, layoutDirection: .rightToLeft, isLooping: true)
            let effect = try EffectRegistry().effect(named: "scale", preset: "coverFlow")
            var gallery = PreviewGallery(
                pagers: [PreviewGallery.Pager(title: "scale", subtitle: "coverFlow", effect: effect, geometry: geometry)],
                viewportSize: CGSize(width: 200, height: 300), numberOfPages: 3)
            gallery.restsBetweenPages = true
            gallery.compressesFrameData = true
            let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page == gallery.document())
            #expect(page.contains("150-pt pages, 10 apart, padding 25 and 25, at the start, looping, right-to-left"))

            // Every effect and preset, each with the flags' geometry; no geometry pagers.
            let all = PagingLayoutTool.run(["preview", "--pages", "2", "--spacing", "4", "--out", directory.path])
            #expect(all.exitCode == 0, "\(all.errorOutput)")
            let everyEffect = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(everyEffect.components(separatedBy: "<p class=\"geometry\">240-pt pages, 4 apart, centred</p>").count - 1 == 62)
            #expect(!everyEffect.contains("aria-label=\"looping slide carousel\""))
        }
    }

    @Test("a spec file previews the effect it describes, named after its effects and the file")
    func spec() throws {
        try withTemporaryDirectory { directory in
            let spec = directory.appendingPathComponent("mine.json")
            try Data(#"{"version":1,"compose":[{"effect":"scale","preset":"coverFlow"},{"effect":"stack"}]}"#.utf8).write(to: spec)
            let outcome = PagingLayoutTool.run(["preview", "--spec", spec.path, "--pages", "2", "--out", directory.path])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.contains("<h2>compose(scale, stack) <span>mine.json</span>"))
            #expect(page.components(separatedBy: "<section class=\"pager\"").count - 1 == 1)
        }
    }

    @Test(
        "without --out one effect's page goes to a folder of its own, so the full gallery is not overwritten",
        arguments: [
            (nil, nil, nil, "paging-preview"),
            ("Examples/cards-stack.pagingeffect.json", nil, nil, "paging-preview/cards-stack"),
            ("/tmp/mine.json", nil, nil, "paging-preview/mine"),
            (".json", nil, nil, "paging-preview/spec"),
            (nil, "stack", "vortex", "paging-preview/stack-vortex"),
            (nil, "scale", nil, "paging-preview/scale"),
        ] as [(String?, String?, String?, String)])
    func defaultDirectory(spec: String?, effect: String?, preset: String?, expected: String) {
        #expect(PreviewCommand.defaultDirectory(spec: spec, effect: effect, preset: preset) == expected)
    }

    @Test(
        "bad flags exit 2 with one line naming the flag",
        arguments: [
            (["--pages", "0"], "--pages"), (["--pages", "11"], "--pages"), (["--size", "0x10"], "--size"),
            (["--inset", "-1"], "--inset"), (["--inset", "1,2,3"], "--inset"), (["--direction", "up"], "--direction"),
            (["--visible", "0"], "--visible"), (["--effect", "nope"], "--effect"), (["--preset", "cylinder"], "--preset"),
            (["--spacing", "-1"], "--spacing"), (["--page-length", "x"], "--page-length"),
            (["--alignment", "middle"], "--alignment"), (["--layout-direction", "up"], "--layout-direction"),
            (["--padding", "1,-2"], "--padding"), (["--item-lengths", "1,-2"], "--item-lengths"),
        ])
    func badFlags(extra: [String], flag: String) {
        let outcome = PagingLayoutTool.run(["preview"] + extra + ["--out", "/tmp/never-written"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag)"), "\(outcome.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written/index.html"))
    }

    @Test("an output directory that cannot be made is an error naming --out")
    func unwritable() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("a-file")
            try Data().write(to: file)
            let outcome = PagingLayoutTool.run(["preview", "--effect", "scale", "--pages", "2", "--out", file.appendingPathComponent("sub").path])
            // A file that cannot be written: status 3, saying why.
            #expect(outcome.exitCode == 3)
            #expect(outcome.errorOutput.hasPrefix("error: --out"), "\(outcome.errorOutput)")
            #expect(outcome.errorOutput.hasSuffix(": Not a directory\n"), "\(outcome.errorOutput)")
        }
    }
}

extension PreviewCommandTests {
    @Test("the layout presets' reels follow the pagers by default, 31 frames each; --no-layouts leaves them out")
    func layoutReels() throws {
        try withTemporaryDirectory { directory in
            let outcome = PagingLayoutTool.run(["preview", "--effect", "scale", "--out", directory.path])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.components(separatedBy: "<section class=\"reel\"").count - 1 == 4)
            #expect(page.components(separatedBy: "<div class=\"reel-frame\"").count - 1 == 4 * 31)
            #expect(page.contains(">Layouts</h2>"))
            let without = PagingLayoutTool.run(["preview", "--effect", "scale", "--no-layouts", "--out", directory.path])
            #expect(without.exitCode == 0)
            let plain = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(!plain.contains("Layouts"))
        }
    }
}
