import Foundation
import Testing

@testable import PagingLayout

@Suite("ListLayoutOptions coding")
struct ListLayoutOptionsCodingTests {
    private func decode(_ json: String) throws -> ListLayoutOptions {
        try SpecError.decode(ListLayoutOptions.self, from: Data(json.utf8))
    }

    @Test("missing keys keep the original settings' defaults")
    func defaults() throws {
        let options = try decode("{}")
        #expect(options == ListLayoutOptions())
        #expect(options.itemSize == nil && options.headerSize == nil)
        #expect(!options.isHeaderStretchy && options.isAlphaOnHeaderActive)
        #expect(options.headerOverlayMaxAlphaValue == 0 && options.maxParallaxOffset == 0)
    }

    @Test("keys are the seed's setting names; null removes a size")
    func reads() throws {
        let options = try decode(
            #"{"itemSize": {"width": 320, "height": 120}, "headerSize": null, "isMenuSticky": true,"#
                + #" "maxParallaxOffset": 30, "minimumLineSpacing": 3}"#)
        #expect(options.itemSize == CGSize(width: 320, height: 120))
        #expect(options.headerSize == nil)
        #expect(options.isMenuSticky)
        #expect(options.maxParallaxOffset == 30)
        #expect(options.minimumLineSpacing == 3)
    }

    @Test("the presets survive a round trip", arguments: [
        ListLayoutOptions.stickyStretchy(width: 375), .parallax(width: 320), ListLayoutOptions(),
    ])
    func roundTrip(options: ListLayoutOptions) throws {
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(ListLayoutOptions.self, from: data) == options)
    }

    @Test("bad settings are errors naming the key", arguments: [
        (#"{"itemSize": {"width": -1, "height": 120}}"#, "itemSize"),
        (#"{"sectionsFooterSize": {"width": 320, "height": -50}}"#, "sectionsFooterSize"),
        (#"{"headerSize": {"width": 320}}"#, "headerSize.height"),
        (#"{"minimumLineSpacing": -3}"#, "minimumLineSpacing"),
        (#"{"isMenuSticky": "yes"}"#, "isMenuSticky"),
        (#"{"maxParallaxOffset": "big"}"#, "maxParallaxOffset"),
        (#"{"menuSize": {"width": 320, "height": 70, "depth": 1}}"#, "menuSize.depth"),
        (#"{"itemsize": {"width": 320, "height": 120}}"#, "itemsize"),
    ])
    func errors(json: String, path: String) {
        let error = #expect(throws: SpecError.self) { try decode(json) }
        #expect(error?.path == path, "\(String(describing: error))")
    }

    @Test("errors say what was expected and found", arguments: [
        (
            #"{"itemSize": {"width": -1, "height": 120}}"#,
            "itemSize: expected a width and height ≥ 0, found -1.0×120.0"
        ),
        (#"{"minimumLineSpacing": -3}"#, "minimumLineSpacing: expected a spacing ≥ 0, found -3.0"),
        (
            #"{"itemsize": {}}"#,
            "itemsize: unknown key; expected one of: itemSize, headerSize, menuSize, sectionsHeaderSize, "
                + "sectionsFooterSize, isHeaderStretchy, isAlphaOnHeaderActive, headerOverlayMaxAlphaValue, "
                + "isMenuSticky, isSectionHeadersSticky, isParallaxOnCellsEnabled, maxParallaxOffset, "
                + "minimumInteritemSpacing, minimumLineSpacing"
        ),
    ])
    func messages(json: String, message: String) {
        let error = #expect(throws: SpecError.self) { try decode(json) }
        #expect(error?.description == message)
    }

    @Test("every field is written under its name, an absent size as null")
    func writes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let options = ListLayoutOptions(itemSize: CGSize(width: 320, height: 120), minimumLineSpacing: 3)
        #expect(
            String(decoding: try encoder.encode(options), as: UTF8.self)
                == #"{"headerOverlayMaxAlphaValue":0,"headerSize":null,"isAlphaOnHeaderActive":true,"#
                + #""isHeaderStretchy":false,"isMenuSticky":false,"isParallaxOnCellsEnabled":false,"#
                + #""isSectionHeadersSticky":false,"itemSize":{"height":120,"width":320},"maxParallaxOffset":0,"#
                + #""menuSize":null,"minimumInteritemSpacing":0,"minimumLineSpacing":3,"sectionsFooterSize":null,"#
                + #""sectionsHeaderSize":null}"#)
    }
}
