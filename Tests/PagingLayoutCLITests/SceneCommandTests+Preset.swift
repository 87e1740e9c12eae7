import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout scene --preset and presets --layouts")
struct ScenePresetCommandTests {
    @Test("a list preset prints what a scene file with the preset's settings prints")
    func presetMatchesFile() throws {
        // Seed 000's settings for a 320-point viewport, written out by hand.
        let spec = #"""
            {"version": 1, "layout": "list", "sections": [2, 3],
             "settings": {"itemSize": {"width": 320, "height": 200}, "headerSize": {"width": 320, "height": 300},
                          "menuSize": {"width": 320, "height": 70}, "sectionsHeaderSize": {"width": 320, "height": 50},
                          "sectionsFooterSize": {"width": 320, "height": 50}, "isHeaderStretchy": true,
                          "isAlphaOnHeaderActive": true, "headerOverlayMaxAlphaValue": 0.6, "isMenuSticky": true,
                          "isSectionHeadersSticky": true, "isParallaxOnCellsEnabled": true, "maxParallaxOffset": 60,
                          "minimumLineSpacing": 3}}
            """#
        try withTemporaryDirectory { directory in
            let path = try writeFile(spec, to: "list.json", in: directory)
            for offset in ["0,-80", "0,420", "0,900"] {
                let fromFile = runTool("scene", "--spec", path, "--size", "320x568", "--offset", offset)
                let fromPreset = runTool(
                    "scene", "--preset", "stickyStretchyList", "--sections", "2,3", "--size", "320x568", "--offset", offset)
                #expect(fromFile.exitCode == 0, "\(fromFile.errorOutput)")
                #expect(fromPreset.exitCode == 0, "\(fromPreset.errorOutput)")
                #expect(fromPreset.output == fromFile.output)
            }
        }
    }

    @Test("the carousel preset uses the seed's settings and snaps")
    func carouselPreset() throws {
        // 150-point items 30 apart in a 330-point viewport: inset 90; item 2's centre 435 → offset 270.
        let outcome = runTool(
            "scene", "--preset", "focusCarousel", "--size", "330x200", "--offset", "250,0", "--proposed", "281,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        #expect(json["targetOffset"] as? [String: Double] == ["x": 270, "y": 0])
        // 12 items: 12 × 150 + 11 × 30.
        #expect(json["contentSize"] as? [String: Double] == ["width": 2130, "height": 100])
    }

    @Test(
        "flag errors name the flag",
        arguments: [
            (["--preset", "wobbly"], "--preset: unknown layout preset 'wobbly'"),
            (["--preset", "parallaxList", "--spec", "x.json"], "--preset: cannot be combined with --spec"),
            (["--spec", "x.json", "--sections", "3"], "--sections: needs --preset"),
            (["--preset", "parallaxList", "--sections", "3,-1"], "--sections"),
            ([], "--spec: is required"),
        ])
    func flagErrors(flags: [String], message: String) {
        let outcome = PagingLayoutTool.run(["scene", "--size", "320x568", "--offset", "0,0"] + flags)
        #expect(outcome.exitCode != 0)
        #expect(outcome.errorOutput.contains(message), "\(outcome.errorOutput)")
    }

    @Test("presets --layouts lists each preset with its layout and effects")
    func layoutsTable() {
        let outcome = runTool("presets", "--layouts")
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == """
            preset              layout            effects
            stickyStretchyList  list              cell: parallax/stickyStretchyList, header: stretchyHeader/stickyStretchyList, menu: sticky, sectionHeader: sticky
            parallaxList        list              cell: parallax
            focusCarousel       carousel          cell: focusSpacing
            photosPreview       photosPreview     cell: previewShift
            photosThumbnails    photosThumbnails  cell: expandToAspect

            """)
        #expect(runTool("presets", "--layouts", "--effect", "scale").exitCode != 0)
    }

    @Test("presets --offset-effects lists the offset-driven effects; JSON gives their options")
    func offsetEffects() throws {
        let table = runTool("presets", "--offset-effects")
        #expect(table.output.contains("parallax        default, stickyStretchyList\n"))
        let json = runTool("presets", "--offset-effects", "--effect", "parallax", "--format", "json")
        let effects = try #require(try jsonObject(json.output)["effects"] as? [[String: Any]])
        let presets = try #require(effects.first?["presets"] as? [[String: Any]])
        #expect(presets.map { ($0["options"] as? [String: Double])?["maxParallaxOffset"] } == [30, 60])
    }
}
