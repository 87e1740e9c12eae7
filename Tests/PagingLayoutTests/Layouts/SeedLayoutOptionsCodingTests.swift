import Foundation
import Testing

@testable import PagingLayout

/// Decodes `json` as `T` with the spec format's errors.
private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try SpecError.decode(T.self, from: Data(json.utf8))
}

/// The error decoding `json` as `T` gives, described (`path: message`).
private func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> String {
    do {
        _ = try decode(T.self, json)
        return "no error"
    } catch {
        return "\(SpecError(describing: error))"
    }
}

@Suite("CarouselLayoutOptions coding")
struct CarouselLayoutOptionsCodingTests {
    @Test("reads the seed's names, keeps defaults for missing keys, and round-trips")
    func reads() throws {
        let options = try decode(
            CarouselLayoutOptions.self, #"{"itemSize": {"width": 250, "height": 150}, "spacingWhenFocused": -5}"#)
        #expect(
            options
                == CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150), spacing: 30, spacingWhenFocused: -5)
        )
        let again = try JSONDecoder().decode(CarouselLayoutOptions.self, from: JSONEncoder().encode(options))
        #expect(again == options)
    }

    @Test(
        "bad settings name their key",
        arguments: [
            (#"{"itemSize": {"width": -1, "height": 5}}"#, "itemSize: expected a width and height ≥ 0"),
            (#"{"itemSize": {"width": 10}}"#, "itemSize.height: required key is missing"),
            (#"{"spacing": "wide"}"#, "spacing: expected a number"),
            (#"{"spacin": 3}"#, "spacin: unknown key"),
        ])
    func errors(json: String, expected: String) {
        #expect(decodingError(CarouselLayoutOptions.self, json).hasPrefix(expected))
    }
}

@Suite("PhotosPreviewLayoutOptions coding")
struct PhotosPreviewLayoutOptionsCodingTests {
    @Test("reads the seed's names, keeps defaults for missing keys, and round-trips")
    func reads() throws {
        let options = try decode(PhotosPreviewLayoutOptions.self, #"{"spacing": 20, "parallaxRatio": 0.5}"#)
        #expect(options == PhotosPreviewLayoutOptions(spacing: 20, parallaxRatio: 0.5))
        let again = try JSONDecoder().decode(PhotosPreviewLayoutOptions.self, from: JSONEncoder().encode(options))
        #expect(again == options)
    }

    @Test(
        "bad settings name their key",
        arguments: [
            (#"{"itemSize": {"width": 10, "height": -5}}"#, "itemSize: expected a width and height ≥ 0"),
            (#"{"spacing": -1}"#, "spacing: expected a number ≥ 0"),
            (#"{"offsetBetweenCells": null}"#, "offsetBetweenCells: expected a number, found null"),
            (#"{"parallax": 0.3}"#, "parallax: unknown key"),
        ])
    func errors(json: String, expected: String) {
        #expect(decodingError(PhotosPreviewLayoutOptions.self, json).hasPrefix(expected))
    }
}

@Suite("ThumbnailStripOptions coding")
struct ThumbnailStripOptionsCodingTests {
    @Test("reads the seed's names, keeps defaults for missing keys, and round-trips")
    func reads() throws {
        let options = try decode(ThumbnailStripOptions.self, #"{"aspectRatios": [1, 0.75], "expandingRate": 0.5}"#)
        #expect(options == ThumbnailStripOptions(aspectRatios: [1, 0.75], expandingRate: 0.5))
        let again = try JSONDecoder().decode(ThumbnailStripOptions.self, from: JSONEncoder().encode(options))
        #expect(again == options)
    }

    @Test(
        "bad settings name their key, aspect ratios by index",
        arguments: [
            (#"{"aspectRatios": [1, 0, 2]}"#, "aspectRatios[1]: expected an aspect ratio > 0"),
            (#"{"aspectRatios": [1, 2, -0.5]}"#, "aspectRatios[2]: expected an aspect ratio > 0"),
            (#"{"aspectRatios": [1, "tall"]}"#, "aspectRatios[1]: expected a number"),
            (#"{"aspectRatios": 1.5}"#, "aspectRatios: expected an array"),
            (#"{"distanceBetween": -4}"#, "distanceBetween: expected a number ≥ 0"),
            (#"{"itemSize": {"width": -30, "height": 50}}"#, "itemSize: expected a width and height ≥ 0"),
            (#"{"expandingRate": true}"#, "expandingRate: expected a number"),
        ])
    func errors(json: String, expected: String) {
        let error = decodingError(ThumbnailStripOptions.self, json)
        #expect(error.hasPrefix(expected), "\(error)")
    }

    @Test("every field is written under its name, the ratios as a list of numbers")
    func writes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let options = ThumbnailStripOptions(aspectRatios: [1.5, 0.75])
        #expect(
            String(decoding: try encoder.encode(options), as: UTF8.self)
                == #"{"aspectRatios":[1.5,0.75],"distanceBetween":4,"expandingRate":1,"#
                + #""itemSize":{"height":50,"width":30}}"#)
    }
}
