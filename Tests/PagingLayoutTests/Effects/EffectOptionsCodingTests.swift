import Foundation
import Testing

@testable import PagingLayout

private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try SpecError.decode(T.self, from: Data(json.utf8))
}

/// The `SpecError` decoding `json` as `T` throws, or `nil` when it decodes.
private func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> SpecError? {
    do {
        _ = try decode(T.self, json)
        return nil
    } catch {
        return error as? SpecError
    }
}

@Suite("Scale options in JSON")
struct ScaleOptionsCodingTests {
    @Test("an empty object gives the defaults")
    func defaults() throws {
        #expect(try decode(ScaleTransformViewOptions.self, "{}") == ScaleTransformViewOptions())
    }

    @Test("every kind of field reads: numbers, points, sizes, flags, curves, colours, styles, 3-D options")
    func fields() throws {
        let options = try decode(
            ScaleTransformViewOptions.self,
            """
            {"minScale": 0.5, "translationRatio": {"x": 0.7, "y": 0}, "maxTranslationRatio": null,
             "shadowOffsetMax": {"width": 1, "height": 9}, "keepVerticalSpacingEqual": false,
             "scaleCurve": "easeOut", "shadowColor": "#FF000080", "shadowOpacityMin": 0.25,
             "blurEffectStyle": "systemThinMaterialDark",
             "rotation3d": {"angle": 1, "minAngle": -1, "maxAngle": 1, "x": 0, "y": 1, "z": 0, "m34": -0.002},
             "translation3d": {"translateRatios": [0.1, 0, -0.7], "minTranslateRatios": [-0.1, 0, -3],
                               "maxTranslateRatios": [0.1, 0, 0]}}
            """)
        var expected = ScaleTransformViewOptions(
            minScale: 0.5, translationRatio: CGPoint(x: 0.7, y: 0), maxTranslationRatio: nil,
            keepVerticalSpacingEqual: false, scaleCurve: .easeOut,
            shadowColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255),
            shadowOffsetMax: CGSize(width: 1, height: 9), shadowOpacityMin: 0.25,
            blurEffectStyle: .systemThinMaterialDark)
        expected.rotation3d = .init(angle: 1, minAngle: -1, maxAngle: 1, x: 0, y: 1, z: 0, m34: -0.002)
        expected.translation3d = .init(
            translateRatios: (0.1, 0, -0.7), minTranslateRatios: (-0.1, 0, -3), maxTranslateRatios: (0.1, 0, 0))
        #expect(options == expected)
    }

    @Test("every preset survives a round trip through JSON", arguments: ScaleTransformViewOptions.Layout.allCases)
    func roundTrip(layout: ScaleTransformViewOptions.Layout) throws {
        let options = ScaleTransformViewOptions.layout(layout)
        #expect(try JSONDecoder().decode(ScaleTransformViewOptions.self, from: JSONEncoder().encode(options)) == options)
    }

    @Test(
        "errors name the key path and what was expected",
        arguments: [
            (#"{"minScal": 1}"#, "minScal", "unknown key"),
            (#"{"minScale": "big"}"#, "minScale", "expected a number"),
            (#"{"minScale": null}"#, "minScale", "expected a number, found null"),
            (#"{"translationRatio": {"x": 1}}"#, "translationRatio.y", "required key is missing"),
            (#"{"scaleCurve": "fast"}"#, "scaleCurve", #"expected one of "linear""#),
            (#"{"shadowColor": "red"}"#, "shadowColor", "expected a colour"),
            (#"{"blurEffectStyle": "foggy"}"#, "blurEffectStyle", #""extraLight""#),
            (#"{"rotation3d": {"angle": 1}}"#, "rotation3d.minAngle", "required key is missing"),
            (#"{"rotation3d": {"angle": 1, "minAngle": -1, "maxAngle": 1, "x": 0, "y": 1, "z": 0, "m34": 0, "spin": 1}}"#,
             "rotation3d.spin", "unknown key"),
            (#"{"translation3d": {"translateRatios": [1, 2], "minTranslateRatios": [0, 0, 0], "maxTranslateRatios": [0, 0, 0]}}"#,
             "translation3d.translateRatios", "three numbers"),
            (#"{"translation3d": {"translateRatios": [1, 2, "z"], "minTranslateRatios": [0, 0, 0], "maxTranslateRatios": [0, 0, 0]}}"#,
             "translation3d.translateRatios[2]", "expected a number"),
            // Opacities are Floats: 1e300 would read as infinity.
            (#"{"shadowOpacityMax": 1e300}"#, "shadowOpacityMax", "within ±3.4028235e+38"),
            (#"{"shadowOpacityMin": -1e39}"#, "shadowOpacityMin", "within ±3.4028235e+38"),
        ])
    func errors(json: String, path: String, message: String) {
        let error = decodingError(ScaleTransformViewOptions.self, json)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}

@Suite("Stack options in JSON")
struct StackOptionsCodingTests {
    @Test("an empty object gives the defaults")
    func defaults() throws {
        #expect(try decode(StackTransformViewOptions.self, "{}") == StackTransformViewOptions())
    }

    @Test("fields read, null clears optionals, and stackRotateAngle is spelt right")
    func fields() throws {
        let options = try decode(
            StackTransformViewOptions.self,
            """
            {"maxStackSize": 5, "minScale": null, "maxSpacing": 0.2, "stackRotateAngle": 0.3,
             "popOffsetRatio": {"width": 1, "height": 0}, "stackPosition": {"x": -1, "y": 0},
             "reverse": true, "shadowOpacity": 0.3, "blurEffectStyle": "dark"}
            """)
        let expected = StackTransformViewOptions(
            minScale: nil, maxStackSize: 5, maxSpacing: 0.2, shadowOpacity: 0.3, stackRotateAngle: 0.3,
            popOffsetRatio: CGSize(width: 1, height: 0), stackPosition: CGPoint(x: -1, y: 0), reverse: true,
            blurEffectStyle: .dark)
        #expect(options == expected)
        #expect(try decode(StackTransformViewOptions.self, #"{"maxStackSize": 4.0}"#).maxStackSize == 4)
    }

    @Test("the original's misspelling stackRotateAngel is read too, but not beside the right one")
    func misspelling() throws {
        #expect(try decode(StackTransformViewOptions.self, #"{"stackRotateAngel": 0.25}"#).stackRotateAngle == 0.25)
        let error = decodingError(StackTransformViewOptions.self, #"{"stackRotateAngel": 0.25, "stackRotateAngle": 0.1}"#)
        #expect(error?.path == "stackRotateAngel")
        #expect(error?.message.contains("not both") == true)
    }

    @Test("every preset survives a round trip through JSON", arguments: StackTransformViewOptions.Layout.allCases)
    func roundTrip(layout: StackTransformViewOptions.Layout) throws {
        let options = StackTransformViewOptions.layout(layout)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(StackTransformViewOptions.self, from: data) == options)
        #expect(String(decoding: data, as: UTF8.self).contains("stackRotateAngle"))
    }

    @Test(
        "errors name the key path and what was expected",
        arguments: [
            (#"{"maxStackSize": 2.5}"#, "maxStackSize", "expected a whole number, found 2.5"),
            (#"{"maxStackSize": "3"}"#, "maxStackSize", "expected a number"),
            (#"{"reverse": 1}"#, "reverse", "expected true or false"),
            (#"{"stackPosition": {"x": 0, "y": 1, "z": 2}}"#, "stackPosition.z", "unknown key"),
            (#"{"popOffsetRatio": [1, 2]}"#, "popOffsetRatio", "expected an object"),
            (#"{"scaleFactor": 0.1, "spacing": 2}"#, "spacing", "unknown key"),
        ])
    func errors(json: String, path: String, message: String) {
        let error = decodingError(StackTransformViewOptions.self, json)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("the deprecated spelling still works from code")
    @available(*, deprecated)
    func deprecatedAlias() {
        var options = StackTransformViewOptions(scaleFactor: 0.2, stackRotateAngel: 0.4)
        #expect(options.stackRotateAngle == 0.4 && options.scaleFactor == 0.2)
        options.stackRotateAngel = 0.1
        #expect(options.stackRotateAngle == 0.1)
    }
}
