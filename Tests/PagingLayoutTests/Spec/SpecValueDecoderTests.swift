import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// The verdict of decoding a `T`: the value, written back as a spec value, or the error's text.
private enum Verdict: Equatable, CustomStringConvertible {
    case decoded(SpecValue)
    case failed(String)

    init<T: Codable>(_ decode: () throws -> T) {
        do {
            self = .decoded(try SpecValue(encoding: try decode()))
        } catch {
            self = .failed(SpecError(describing: error).description)
        }
    }

    var description: String {
        switch self {
        case .decoded(let value): "decoded \(value)"
        case .failed(let message): "failed: \(message)"
        }
    }
}

/// Values that spec fields meet, good and bad: every kind, fractions, whole numbers written with a
/// fraction, numbers beyond `Int` and `Float`, negative zero, colours, points and sizes.
private let replacements: [SpecValue] = [
    .null, .bool(true), .number(0), .number(-1), .number(2.5), .number(3), .number(-0.0), .number(1e39),
    .number(1e20), .number(0x1p-1074), .string("x"), .string("#336699"), .string("easeIn"), .string("rowBased"),
    .array([]), .array([.number(1), .number(2), .number(3)]), .array([.number(0.5), .null]), .object([:]),
    .object(["x": .number(1), "y": .number(2)]), .object(["width": .number(1), "height": .number(-1)]),
    .object(["rowBased": .number(0.2)]),
]

/// `value` with one random change somewhere inside it: a member or element replaced, a member
/// removed, or an unknown member added.
private func mutated(_ value: SpecValue, using generator: inout SeededGenerator) -> SpecValue {
    switch value {
    case .object(var members) where !members.isEmpty && Int.random(in: 0..<4, using: &generator) > 0:
        let key = members.keys.sorted().randomElement(using: &generator)!
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: members[key] = nil
        case 1: members["unexpected"] = .number(1)
        case 2, 3: members[key] = replacements.randomElement(using: &generator)!
        default: members[key] = mutated(members[key]!, using: &generator)
        }
        return .object(members)
    case .array(var elements) where !elements.isEmpty && Int.random(in: 0..<4, using: &generator) > 0:
        let index = Int.random(in: 0..<elements.count, using: &generator)
        elements[index] = mutated(elements[index], using: &generator)
        return .array(elements)
    default:
        return replacements.randomElement(using: &generator)!
    }
}

@Suite("SpecValueDecoder")
struct SpecValueDecoderTests {
    /// Decodes seeded random variations of `start` both ways and expects the same verdicts.
    private func expectSameVerdicts<T: Codable>(_ type: T.Type, from start: SpecValue, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var failures = 0
        for _ in 0..<300 {
            var value = start
            for _ in 0...Int.random(in: 0..<3, using: &generator) { value = mutated(value, using: &generator) }
            let direct = Verdict { try value.decode(T.self) }
            let throughText = Verdict { try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) }
            #expect(direct == throughText, "\(T.self) from \(value)")
            if case .failed = direct { failures += 1 }
        }
        // The variations reach both outcomes, so the comparison covers errors and values.
        #expect(failures >= 3 && failures <= 297, "\(T.self): \(failures) of 300 failed")
    }

    @Test("options decode from a spec value as JSONDecoder decodes their text: same values, same errors")
    func optionsAgreeWithJSONDecoder() throws {
        try expectSameVerdicts(ScaleTransformViewOptions.self, from: SpecValue(encoding: ScaleTransformViewOptions.layout(.rotary)), seed: 1)
        try expectSameVerdicts(StackTransformViewOptions.self, from: SpecValue(encoding: StackTransformViewOptions()), seed: 2)
        try expectSameVerdicts(SnapshotTransformViewOptions.self, from: SpecValue(encoding: SnapshotTransformViewOptions.layout(.puzzle)), seed: 3)
        try expectSameVerdicts(SlideEffectOptions.self, from: SpecValue(encoding: SlideEffectOptions()), seed: 4)
        try expectSameVerdicts(ICarouselOptions.self, from: SpecValue(encoding: ICarouselOptions()), seed: 5)
        try expectSameVerdicts(FSPagerViewOptions.self, from: SpecValue(encoding: FSPagerViewOptions()), seed: 6)
        try expectSameVerdicts(AnimatedLayoutOptions.self, from: SpecValue(encoding: AnimatedLayoutOptions()), seed: 7)
        try expectSameVerdicts(AndroidPageOptions.self, from: SpecValue(encoding: AndroidPageOptions()), seed: 8)
    }

    @Test("offset-driven effects and layout options decode from a spec value as JSONDecoder decodes their text")
    func offsetEffectsAndLayoutsAgreeWithJSONDecoder() throws {
        try expectSameVerdicts(StretchyHeaderEffect.self, from: SpecValue(encoding: StretchyHeaderEffect()), seed: 11)
        try expectSameVerdicts(ParallaxEffect.self, from: SpecValue(encoding: ParallaxEffect(maxParallaxOffset: 30)), seed: 12)
        try expectSameVerdicts(FocusSpacingEffect.self, from: SpecValue(encoding: FocusSpacingEffect(spacing: 30, spacingWhenFocused: 60)), seed: 13)
        try expectSameVerdicts(PreviewShiftEffect.self, from: SpecValue(encoding: PreviewShiftEffect()), seed: 14)
        try expectSameVerdicts(ListLayoutOptions.self, from: SpecValue(encoding: ListLayoutOptions.stickyStretchy(width: 320)), seed: 15)
        try expectSameVerdicts(ThumbnailStripOptions.self, from: SpecValue(encoding: ThumbnailStripOptions(aspectRatios: [1.5, 0.75])), seed: 16)
    }

    @Test("spec documents decode from a spec value as JSONDecoder decodes their text")
    func specsAgreeWithJSONDecoder() throws {
        let spec = EffectSpec.compose([
            .effect("scale", preset: "coverFlow"), try .effect("stack", options: StackTransformViewOptions(maxStackSize: 4)),
        ])
        try expectSameVerdicts(EffectSpec.self, from: SpecValue(encoding: spec), seed: 21)
    }

    @Test("a whole number asked for as an integer reads; a fraction or one beyond the type is an error at its key")
    func integers() throws {
        #expect(try SpecValue.array([.number(3), .number(-2)]).decode([Int8].self) == [3, -2])
        #expect(throws: DecodingError.self) { try SpecValue.number(2.5).decode(Int.self) }
        let error = SpecError(describing: #expect(throws: DecodingError.self) {
            try SpecValue.array([.number(1), .number(300)]).decode([UInt8].self)
        }!)
        #expect(error.path == "[1]")
        #expect(error.message == "Parsed JSON number <300> does not fit in UInt8.")
    }
}
