import Foundation
import Testing

@testable import PagingLayoutCLI

extension SceneCommandTests {
    static let carousel = #"""
        {"version": 1, "layout": "carousel", "sections": [5],
         "settings": {"itemSize": {"width": 100, "height": 50}, "spacing": 10, "spacingWhenFocused": 30}}
        """#

    @Test("carousel: items centred across the viewport, the focused item's neighbours pushed apart, snapping")
    func carouselScene() throws {
        // Offset 120 in a 300-point viewport centres item 2 (centre 270): neighbours ±20.
        let outcome = try runScene(
            Self.carousel, "--size", "300x100", "--offset", "120,0", "--proposed", "200,0", "--velocity", "1,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        #expect(json["contentSize"] as? [String: Double] == ["width": 540, "height": 50])
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.map { $0["item"] as? Int } == [1, 2, 3])
        #expect(elements.map { ($0["transform"] as? [Double])?[12] } == [-20, 0, 20])
        #expect(elements[0]["frame"] as? [String: Double] == ["x": 110, "y": 25, "width": 100, "height": 50])
        // Proposed 200: the centre 350 is nearest item 3's centre 380.
        #expect(json["targetOffset"] as? [String: Double] == ["x": 230, "y": 0])
    }

    @Test("photosPreview: pages within one page of the offset shift and carry their image's parallax")
    func previewScene() throws {
        let spec = #"""
            {"version": 1, "layout": "photosPreview", "sections": [3],
             "settings": {"itemSize": {"width": 400, "height": 600}, "spacing": 20, "offsetBetweenCells": 40,
                          "parallaxRatio": 0.5}}
            """#
        // Offset 100: page 0 at progress −0.25 moves −10, its image +50.
        let outcome = try runScene(spec, "--size", "400x600", "--offset", "100,0", "--proposed", "150,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.map { $0["item"] as? Int } == [0, 1])
        #expect((elements[0]["transform"] as? [Double])?[12] == -10)
        #expect(elements[0]["parallaxOffset"] as? [String: Double] == ["x": 50, "y": 0])
        // It rests on the nearest page, as its collection view layout snaps: 150 / 420 = 0.36 is page 0.
        #expect(json["targetOffset"] as? [String: Double] == ["x": 0, "y": 0])
    }

    @Test("photosThumbnails: the centred thumbnail takes its aspect ratio; snapping to the nearest")
    func thumbnailsScene() throws {
        let spec = #"""
            {"version": 1, "layout": "photosThumbnails", "sections": [3],
             "settings": {"itemSize": {"width": 30, "height": 50}, "distanceBetween": 8,
                          "aspectRatios": [1, 2, 0.5, 9], "expandingRate": 1}}
            """#
        // Offset −134.5 in 375 points centres thumbnail 1 (inset 172.5): 100 wide, neighbours ∓35.
        let outcome = try runScene(spec, "--size", "375x60", "--offset", "-134.5,0", "--proposed", "-124.5,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        #expect(json["contentSize"] as? [String: Double] == ["width": 106, "height": 50])
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.map { $0["item"] as? Int } == [0, 1, 2])  // the fourth ratio is beyond the count
        #expect(elements[1]["frame"] as? [String: Double] == ["x": 3, "y": 0, "width": 100, "height": 50])
        #expect(elements.map { ($0["transform"] as? [Double])?[12] } == [-35, 0, 35])
        #expect(json["targetOffset"] as? [String: Double] == ["x": -134.5, "y": 0])
    }

    @Test(
        "carousel and Photos spec errors name the key path",
        arguments: [
            (
                #"{"version": 1, "layout": "carousel", "settings": {"itemSize": {"width": -1, "height": 5}}}"#,
                "settings.itemSize: expected a width and height ≥ 0"
            ),
            (
                #"{"version": 1, "layout": "carousel", "sections": [2, 3]}"#,
                "sections: layout 'carousel' has one section"
            ),
            (#"{"version": 1, "layout": "photosPreview", "settings": {"spacing": -2}}"#, "settings.spacing:"),
            (
                #"{"version": 1, "layout": "photosThumbnails", "sections": [3]}"#,
                "settings.aspectRatios: expected one aspect ratio per item (3), found 0"
            ),
            (
                #"{"version": 1, "layout": "photosThumbnails", "sections": [2], "settings": {"aspectRatios": [1, 0]}}"#,
                "settings.aspectRatios[1]: expected an aspect ratio > 0"
            ),
            (
                #"{"version": 1, "layout": "photosThumbnails", "settings": {"expandRate": 1}}"#,
                "settings.expandRate: unknown key"
            ),
        ])
    func carouselAndPhotosErrors(spec: String, expected: String) throws {
        let outcome = try runScene(spec, "--size", "320x568", "--offset", "0,0")
        #expect(outcome.exitCode != 0)
        #expect(outcome.errorOutput.contains(expected), "\(outcome.errorOutput)")
    }

    @Test("zero sizes list no element, as the seed draws none")
    func zeroSizes() throws {
        let spec =
            #"{"version": 1, "layout": "carousel", "sections": [4], "#
            + #""settings": {"itemSize": {"width": 0, "height": 50}}}"#
        let outcome = try runScene(spec, "--size", "320x568", "--offset", "0,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect((try jsonObject(outcome.output)["elements"] as? [Any])?.isEmpty == true)
    }
}
