import Foundation

/// Effects found by name: each registered with named presets and a factory that reads its options
/// from JSON. A plain `Sendable` value — make one, register your own effects on it, pass it around.
///
/// `EffectRegistry()` holds the built-in effects ("scale", "stack", "snapshot"), each with a
/// `"default"` preset (the original's default options) followed by the presets of its options'
/// `Layout`, and the peer catalogues ("iCarousel", "fsPagerView", "animatedCollectionViewLayout",
/// "android"), each with a `"default"` preset followed by one preset per type of the peer.
///
/// ```swift
/// var registry = EffectRegistry()
/// registry.register(name: "fade", presets: ["soft": FadeOptions(minimumAlpha: 0.6)]) { options in
///     FadeEffect(options: options)
/// }
/// let coverFlow = try registry.effect(named: "scale", preset: "coverFlow")
/// let fromFile = try registry.makeEffect(specJSON: Data(contentsOf: specURL))
/// ```
public struct EffectRegistry: Sendable {
    /// One registered effect, its options type erased.
    struct Entry: Sendable {
        var name: String
        var presetNames: [String]
        /// The effect of a preset, `nil` for an unknown preset name.
        var presetEffect: @Sendable (String) throws -> (any PagingEffect)?
        /// The options of a preset as JSON, `nil` for an unknown preset name.
        var presetOptions: @Sendable (String) throws -> SpecValue?
        /// The effect for options given as a JSON document.
        var decodeEffect: @Sendable (Data) throws -> any PagingEffect
        /// The schema of the options object, when the options type describes one (the built-in
        /// options do, from the tables that read them); `nil` for other types. Built when asked for,
        /// so making a registry stays cheap.
        var optionsSchema: @Sendable () -> SpecSchema?
        /// What each option means (``SpecFieldHelp``), when the options type says; empty for others.
        var optionsHelp: @Sendable () -> [SpecFieldHelp]
    }

    private var entries: [Entry]

    /// A registry holding the built-in effects.
    public init() {
        entries = []
        registerBuiltIns()
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// A registry holding no effects, for registering only your own.
    public static var empty: EffectRegistry { EffectRegistry(entries: []) }

    /// The registered effect names, in registration order.
    public var effectNames: [String] { entries.map(\.name) }

    /// The preset names of the effect `name`, in registration order.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name.
    public func presetNames(of name: String) throws -> [String] {
        try entry(named: name).presetNames
    }

    /// Registers the effect `name`, replacing any effect registered under that name (in place).
    ///
    /// - Parameters:
    ///   - name: the name specs and the CLI use, such as `"fade"`; must not be empty.
    ///   - presets: named options, listed in this order; names must be distinct.
    ///   - factory: makes the effect from options, whether read from JSON or a preset. Errors it
    ///     throws are reported as invalid options.
    ///
    /// `Options` decodes from the spec's `"options"` object; an effect used without preset or
    /// options gets the options decoded from `{}`.
    public mutating func register<Options: Codable & Sendable>(
        name: String,
        presets: KeyValuePairs<String, Options> = [:],
        factory: @escaping @Sendable (Options) throws -> any PagingEffect
    ) {
        register(name: name, presetList: presets.map { ($0.key, $0.value) }, factory: factory)
    }

    /// Registers the effect `name` with a `"default"` preset and one preset per case of `Layout`,
    /// as the prepared effects' options provide them (`ScaleTransformViewOptions.layout`, …).
    ///
    /// ```swift
    /// registry.register(
    ///     name: "scale", defaultOptions: ScaleTransformViewOptions(),
    ///     presets: ScaleTransformViewOptions.layout, factory: ScaleEffect.init(options:))
    /// ```
    public mutating func register<Options: Codable & Sendable, Layout: CaseIterable & RawRepresentable<String>>(
        name: String,
        defaultOptions: Options,
        presets layout: (Layout) -> Options,
        factory: @escaping @Sendable (Options) throws -> any PagingEffect
    ) {
        let presetList = [("default", defaultOptions)] + Layout.allCases.map { ($0.rawValue, layout($0)) }
        register(name: name, presetList: presetList, factory: factory)
    }

    private mutating func register<Options: Codable & Sendable>(
        name: String, presetList: [(String, Options)],
        factory: @escaping @Sendable (Options) throws -> any PagingEffect
    ) {
        precondition(!name.isEmpty, "an effect needs a non-empty name")
        let names = presetList.map(\.0)
        precondition(Set(names).count == names.count, "effect '\(name)' has duplicate preset names: \(names)")
        let presets = Dictionary(uniqueKeysWithValues: presetList)
        let entry = Entry(
            name: name,
            presetNames: names,
            presetEffect: { preset in try presets[preset].map(factory) },
            presetOptions: { preset in try presets[preset].map { try SpecValue(encoding: $0) } },
            decodeEffect: { data in try factory(JSONDecoder().decode(Options.self, from: data)) },
            optionsSchema: { (Options.self as? any SpecSchemaDescribing.Type)?.specSchema },
            optionsHelp: { (Options.self as? any SpecFieldHelpTable.Type)?.specFieldHelp ?? [] })
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The effect `name` with the preset `preset`, or with the options decoded from `{}` (its
    /// defaults) when `preset` is `nil`.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)`` listing the known names.
    public func effect(named name: String, preset: String? = nil) throws -> any PagingEffect {
        let entry = try entry(named: name)
        guard let preset else { return try effect(of: entry, optionsJSON: Data("{}".utf8)) }
        let made: (any PagingEffect)?
        do {
            made = try entry.presetEffect(preset)
        } catch {
            throw EffectRegistryError.invalidOptions(effect: name, SpecError(describing: error))
        }
        guard let made else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        return made
    }

    /// The effect `name` with options read from the JSON object `optionsJSON`.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name and
    /// ``EffectRegistryError/invalidOptions(effect:_:)`` (with the key path) for options that do
    /// not read.
    public func effect(named name: String, optionsJSON: Data) throws -> any PagingEffect {
        try effect(of: entry(named: name), optionsJSON: optionsJSON)
    }

    /// The options of the preset `preset` of the effect `name`, as JSON — a starting point for
    /// options of your own.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)`` listing the known names.
    public func presetOptions(of name: String, preset: String) throws -> SpecValue {
        let entry = try entry(named: name)
        let options: SpecValue?
        do {
            options = try entry.presetOptions(preset)
        } catch {
            throw EffectRegistryError.invalidOptions(effect: name, SpecError(describing: error))
        }
        guard let options else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        return options
    }

    func entry(named name: String) throws -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw EffectRegistryError.unknownEffect(name, known: effectNames)
        }
        return entry
    }

    private func effect(of entry: Entry, optionsJSON: Data) throws -> any PagingEffect {
        do {
            // Strictly first: duplicate keys, trailing commas and numbers out of range are errors
            // with their key path, which Foundation's reader lets through or reports without one.
            _ = try SpecJSONReader.read(optionsJSON)
            return try entry.decodeEffect(optionsJSON)
        } catch {
            throw EffectRegistryError.invalidOptions(effect: entry.name, SpecError(describing: error))
        }
    }
}
