import Foundation

/// Offset-driven effects found by name: each registered with named presets, its options read from
/// JSON. A plain `Sendable` value, like ``EffectRegistry``, which it holds for the progress-driven
/// effects it can compose with.
///
/// `OffsetEffectRegistry()` holds the built-in offset-driven effects: `"sticky"`
/// (``StickyEffect``), `"stretchyHeader"` (``StretchyHeaderEffect``), `"parallax"`
/// (``ParallaxEffect``), `"focusSpacing"` (``FocusSpacingEffect``), `"expandToAspect"`
/// (``ExpandToAspectEffect``) and `"previewShift"` (``PreviewShiftEffect``), each with a `"default"`
/// preset and a preset per seed layout that uses other values (see ``SeedLayoutPreset``).
///
/// A name that is not an offset-driven effect is looked up in ``progressEffects`` and used through
/// ``ProgressOffsetEffect``, so a spec can compose both kinds:
///
/// ```swift
/// let json = #"""
/// {"version": 1, "compose": [
///     {"effect": "parallax", "options": {"maxParallaxOffset": 40}},
///     {"effect": "scale", "preset": "linear"}]}
/// """#
/// let effect = try OffsetEffectRegistry().makeEffect(specJSON: Data(json.utf8))
/// ```
public struct OffsetEffectRegistry: Sendable {
    /// One registered effect.
    struct Entry: Sendable {
        var name: String
        var presetNames: [String]
        var presets: [String: any OffsetEffect & Encodable]
        /// The effect for options given as a JSON document.
        var decodeEffect: @Sendable (Data) throws -> any OffsetEffect
    }

    private var entries: [Entry]

    /// The progress-driven effects a spec may also name; the built-in ones unless you give others.
    public var progressEffects: EffectRegistry

    /// A registry holding the built-in offset-driven effects, composing with `progressEffects`.
    public init(progressEffects: EffectRegistry = EffectRegistry()) {
        entries = []
        self.progressEffects = progressEffects
        registerBuiltIns()
    }

    private init(entries: [Entry], progressEffects: EffectRegistry) {
        self.entries = entries
        self.progressEffects = progressEffects
    }

    /// A registry holding no effects of either kind, for registering only your own.
    public static var empty: OffsetEffectRegistry { OffsetEffectRegistry(entries: [], progressEffects: .empty) }

    /// The registered offset-driven effect names, in registration order.
    public var effectNames: [String] { entries.map(\.name) }

    /// The preset names of the offset-driven effect `name`, in registration order.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name.
    public func presetNames(of name: String) throws -> [String] {
        try entry(named: name).presetNames
    }

    /// Registers the offset-driven effect `name`, which reads from JSON as its own options,
    /// replacing any effect registered under that name (in place).
    ///
    /// - Parameters:
    ///   - name: the name specs and the CLI use, such as `"sticky"`; must not be empty.
    ///   - presets: named configurations, listed in this order; names must be distinct.
    ///
    /// An effect used without preset or options is decoded from `{}`.
    ///
    /// ```swift
    /// var registry = OffsetEffectRegistry()
    /// registry.register(name: "deepParallax", presets: ["default": ParallaxEffect(maxParallaxOffset: 90)])
    /// ```
    public mutating func register<Effect: OffsetEffect & Codable>(
        name: String, presets: KeyValuePairs<String, Effect> = [:]
    ) {
        precondition(!name.isEmpty, "an effect needs a non-empty name")
        let names = presets.map(\.key)
        precondition(Set(names).count == names.count, "effect '\(name)' has duplicate preset names: \(names)")
        let entry = Entry(
            name: name, presetNames: names,
            presets: Dictionary(
                uniqueKeysWithValues: presets.map { ($0.key, $0.value as any OffsetEffect & Encodable) }),
            decodeEffect: { data in try JSONDecoder().decode(Effect.self, from: data) })
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The effect `name` with the preset `preset`, or decoded from `{}` (its defaults) when `preset`
    /// is `nil`. A name that is not an offset-driven effect is looked up in ``progressEffects``.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` (listing the names of both kinds) or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)``.
    public func effect(named name: String, preset: String? = nil) throws -> any OffsetEffect {
        guard let entry = entries.first(where: { $0.name == name }) else {
            return ProgressOffsetEffect(try progressEffect { try progressEffects.effect(named: name, preset: preset) })
        }
        guard let preset else { return try effect(of: entry, optionsJSON: Data("{}".utf8)) }
        guard let effect = entry.presets[preset] else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        return effect
    }

    /// The effect `name` with options read from the JSON object `optionsJSON`. A name that is not an
    /// offset-driven effect is looked up in ``progressEffects``.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name and
    /// ``EffectRegistryError/invalidOptions(effect:_:)`` (with the key path) for options that do
    /// not read.
    public func effect(named name: String, optionsJSON: Data) throws -> any OffsetEffect {
        guard let entry = entries.first(where: { $0.name == name }) else {
            return ProgressOffsetEffect(
                try progressEffect { try progressEffects.effect(named: name, optionsJSON: optionsJSON) })
        }
        return try effect(of: entry, optionsJSON: optionsJSON)
    }

    /// The options of the preset `preset` of the offset-driven effect `name`, as JSON.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)`` listing the known names.
    public func presetOptions(of name: String, preset: String) throws -> SpecValue {
        let entry = try entry(named: name)
        guard let effect = entry.presets[preset] else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        do {
            return try SpecValue(encoding: effect)
        } catch {
            throw EffectRegistryError.invalidOptions(effect: name, SpecError(describing: error))
        }
    }

    private func entry(named name: String) throws -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw EffectRegistryError.unknownEffect(name, known: effectNames)
        }
        return entry
    }

    private func effect(of entry: Entry, optionsJSON: Data) throws -> any OffsetEffect {
        do {
            return try entry.decodeEffect(optionsJSON)
        } catch {
            throw EffectRegistryError.invalidOptions(effect: entry.name, SpecError(describing: error))
        }
    }

    /// Runs a lookup in ``progressEffects``; an unknown name is reported with the names of both kinds.
    private func progressEffect(_ lookup: () throws -> any PagingEffect) throws -> any PagingEffect {
        do {
            return try lookup()
        } catch EffectRegistryError.unknownEffect(let name, let known) {
            throw EffectRegistryError.unknownEffect(name, known: effectNames + known)
        }
    }
}
