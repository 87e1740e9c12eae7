import Foundation
import Testing

import PagingLayout

/// The option help (``SpecFieldHelp``) the docs' option tables and the designer read: it covers
/// every option of every built-in effect, its ranges hold every preset's values, and an option said to have
/// no effect in some options really changes nothing there.
@Suite("Option help")
struct SpecFieldHelpTests {
    /// The built-in options types with help, with the group options each expands.
    static let tables: [(name: String, type: any SpecFieldHelpTable.Type, groups: [String: [String]])] = [
        (
            "scale", ScaleTransformViewOptions.self,
            [
                "rotation3d": ScaleTransformViewOptions.Rotation3dOptions.specKeys,
                "translation3d": ScaleTransformViewOptions.Translation3dOptions.specKeys,
            ]
        ),
        ("stack", StackTransformViewOptions.self, [:]),
        ("snapshot", SnapshotTransformViewOptions.self, [:]),
        ("slide", SlideEffectOptions.self, [:]),
        ("iCarousel", ICarouselOptions.self, [:]),
        ("fsPagerView", FSPagerViewOptions.self, [:]),
        ("animatedCollectionViewLayout", AnimatedLayoutOptions.self, [:]),
        ("android", AndroidPageOptions.self, [:]),
    ]

    @Test("every built-in effect has help for exactly its options, in their order, groups expanded")
    func helpCoversEveryOption() throws {
        let registry = EffectRegistry()
        #expect(Set(registry.effectNames) == Set(Self.tables.map(\.name)))
        for (name, type, groups) in Self.tables {
            let expected = type.specKeys.flatMap { key in [key] + (groups[key] ?? []).map { key + "." + $0 } }
            #expect(try registry.effects.optionsHelp(of: name).map(\.key) == expected, "\(name)")
        }
    }

    @Test("ranges are ordered, steps fit them, and every preset's numbers lie inside its option's range")
    func rangesHoldThePresets() throws {
        let registry = EffectRegistry()
        for name in registry.effectNames {
            let presets = try registry.presetNames(of: name).map { try registry.effects.presetOptions(of: name, preset: $0) }
            for help in try registry.effects.optionsHelp(of: name) {
                guard let range = help.range else {
                    #expect(help.step == nil, "\(name).\(help.key) has a step but no range")
                    continue
                }
                #expect(range.lowerBound < range.upperBound, "\(name).\(help.key)")
                let step = try #require(help.step, "\(name).\(help.key) has a range but no step")
                #expect(step > 0 && step <= (range.upperBound - range.lowerBound) / 10, "\(name).\(help.key)")
                let outside = presets.flatMap { Self.numbers(in: Self.value(at: help.key, in: $0)) }
                    .filter { !range.contains($0) }
                #expect(outside.isEmpty, "\(name).\(help.key): preset values \(outside) outside \(range)")
            }
        }
    }

    @Test("a condition names an option of the same effect, and choices it can hold")
    func conditionsNameOptions() throws {
        let registry = EffectRegistry()
        for name in registry.effectNames {
            let help = try registry.effects.optionsHelp(of: name)
            for case .whenOneOf(let key, let values)? in help.map(\.condition) {
                #expect(help.contains { $0.key == key }, "\(name): condition on unknown option \(key)")
                for value in values {
                    var options = try registry.effects.presetOptions(of: name, preset: "default")
                    guard case .object(var members) = options else { continue }
                    members[key] = value
                    options = .object(members)
                    #expect(throws: Never.self, "\(name): \(key) cannot be \(value)") {
                        _ = try registry.effect(named: name, optionsJSON: JSONEncoder().encode(options))
                    }
                }
            }
        }
    }

    /// Progress values from two pages before to two and a half after, off the page boundaries.
    static let progresses: [CGFloat] = [-2.2, -1.3, -0.6, -0.25, 0, 0.3, 0.8, 1.5, 2.5]

    @Test("an option said to have no effect in a preset changes no attribute of any page when changed there")
    func unmetConditionsChangeNothing() throws {
        let registry = EffectRegistry()
        let context = EffectContext(
            targetSize: CGSize(width: 200, height: 300), viewportSize: CGSize(width: 320, height: 300), pageStep: 216)
        var checked = 0
        for name in registry.effectNames {
            let help = try registry.effects.optionsHelp(of: name)
            for preset in try registry.presetNames(of: name) {
                let options = try registry.effects.presetOptions(of: name, preset: preset)
                let before = try registry.effect(named: name, optionsJSON: JSONEncoder().encode(options))
                for option in help where !option.key.contains(".") {
                    guard let condition = option.condition, !condition.holds(in: options),
                        case .object(var members) = options, let value = members[option.key]
                    else { continue }
                    for changed in Self.changes(of: value, range: option.range, step: option.step) {
                        members[option.key] = changed
                        guard
                            let after = try? registry.effect(
                                named: name, optionsJSON: JSONEncoder().encode(SpecValue.object(members)))
                        else { continue }
                        checked += 1
                        let moved = Self.progresses.filter { progress in
                            Self.visible(before.attributes(for: progress, in: context))
                                != Self.visible(after.attributes(for: progress, in: context))
                        }
                        #expect(moved.isEmpty, "\(name) · \(preset): \(option.key) = \(changed) changed pages at \(moved)")
                    }
                }
            }
        }
        // Scale's and stack's shadow and blur options in most presets, the peers' type-bound options.
        #expect(checked > 100, "\(checked)")
    }

    @Test("a condition holds when the option it names has one of its values, and never for never")
    func conditionHolds() {
        let options = SpecValue.object(["shadowEnabled": .bool(false), "type": .string("rotary")])
        #expect(!SpecFieldCondition.whenOn("shadowEnabled").holds(in: options))
        #expect(SpecFieldCondition.when("type", isOneOf: ["cylinder", "rotary"]).holds(in: options))
        #expect(!SpecFieldCondition.when("type", isOneOf: ["linear"]).holds(in: options))
        #expect(!SpecFieldCondition.whenOn("missing").holds(in: options))
        #expect(!SpecFieldCondition.never.holds(in: options))
    }

    /// The attributes as they show: a blur style without blur looks like no blur at all.
    static func visible(_ attributes: EffectAttributes) -> EffectAttributes {
        var shown = attributes
        if shown.blurRadius == 0 { shown.blurStyle = .light }
        return shown
    }

    /// Other values of the same shape as `value`: numbers moved within the range (by whole steps for
    /// whole numbers), flags flipped, colours and named choices swapped, a missing value given.
    static func changes(of value: SpecValue, range: ClosedRange<Double>?, step: Double?) -> [SpecValue] {
        let span = range.map { $0.upperBound - $0.lowerBound } ?? 1
        let moved = { (number: Double) -> Double in
            if step == 1 { return number + 1 }
            return number + span * 0.37 > (range?.upperBound ?? .infinity) ? number - span * 0.37 : number + span * 0.37
        }
        switch value {
        case .null: return [.number(range.map { $0.lowerBound + span * 0.6 } ?? 0.5)]
        case .bool(let flag): return [.bool(!flag)]
        case .number(let number): return [.number(moved(number))]
        case .string(let text):
            if text.hasPrefix("#") { return [.string("#3366CCFF")] }
            return ["dark", "extraLight", "regular", "prominent"].filter { $0 != text }.map(SpecValue.string)
        case .object(let members):
            return [.object(members.mapValues { member in if case .number(let n) = member { .number(moved(n)) } else { member } })]
        case .array: return []
        }
    }

    /// The value at a dotted key path, or `nil`.
    static func value(at path: String, in options: SpecValue) -> SpecValue? {
        path.split(separator: ".").reduce(Optional(options)) { value, key in
            guard case .object(let members)? = value else { return nil }
            return members[String(key)]
        }
    }

    /// Every number a value holds (a point's, a size's, a vector's, a pieces value's).
    static func numbers(in value: SpecValue?) -> [Double] {
        switch value {
        case .number(let number)?: return [number]
        case .array(let values)?: return values.flatMap { numbers(in: $0) }
        case .object(let members)?: return members.values.flatMap { numbers(in: $0) }
        default: return []
        }
    }
}
