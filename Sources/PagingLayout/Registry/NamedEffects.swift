import Foundation

/// Effects of one kind found by name, each registered with named presets and a factory that reads
/// its options from a spec: the one registry behind ``EffectRegistry`` (progress-driven effects)
/// and ``OffsetEffectRegistry`` (offset-driven effects), which forward to it.
///
/// Both kinds follow the same rules: options are decoded from the spec's value (``SpecValue``),
/// once, strictly, with errors at their key path; an effect without preset or options gets the
/// options decoded from `{}`; registering a name again replaces that effect in its place; unknown
/// names and presets are errors listing the known ones.
///
/// The two registries are types of their own, each returning its kind (`any PagingEffect`,
/// `any OffsetEffect`), rather than one public generic type whose two specialisations the old names
/// alias. Swift 6.3 does not open the existential a method returns when the method is overloaded by
/// result type — a generic `makeEffect(_:)` returning `Effect` beside `makeEffect(specJSON:)`, or
/// each kind's `makeEffect(_:)` in a constrained extension of one type — so `evaluate(try
/// registry.makeEffect(spec))` into a `some PagingEffect` parameter would stop compiling.
/// `Tests/AppleClientCode/Docs/PackageEffectRegistries.swift` and both registries' tests make
/// that call.
package struct NamedEffects<Effect: Sendable>: Sendable {
    /// One registered effect, its options type erased.
    struct Entry: Sendable {
        var name: String
        var presetNames: [String]
        /// The options of a preset, `nil` for an unknown preset name.
        var presetOptions: @Sendable (String) -> (any Encodable & Sendable)?
        /// The options a spec value describes; throws the options type's own errors.
        var decodeOptions: @Sendable (SpecValue) throws -> any Encodable & Sendable
        /// The effect for options as ``presetOptions`` and ``decodeOptions`` give them.
        var makeEffect: @Sendable (any Encodable & Sendable) throws -> Effect
        /// The schema of the options object, when the options type describes one (the built-in
        /// options do, from the tables that read them); `nil` for other types. Built when asked for,
        /// so making a registry stays cheap.
        var optionsSchema: @Sendable () -> SpecSchema?
        /// What each option means (``SpecFieldHelp``), when the options type says; empty for others.
        var optionsHelp: @Sendable () -> [SpecFieldHelp]
        /// The Swift names of the presets that are cases of the options' `Layout`, by preset name
        /// (`"reversed"` → `"reverse"`), for code generation; `nil` for an effect registered without
        /// a `Layout`, which code generation cannot write.
        var presetCases: [String: String]?

        /// The same entry making `transform`'s effects.
        func map<Other>(_ transform: @escaping @Sendable (Effect) -> Other) -> NamedEffects<Other>.Entry {
            let make = makeEffect
            return NamedEffects<Other>.Entry(
                name: name, presetNames: presetNames, presetOptions: presetOptions, decodeOptions: decodeOptions,
                makeEffect: { transform(try make($0)) }, optionsSchema: optionsSchema, optionsHelp: optionsHelp,
                presetCases: presetCases)
        }
    }

    private(set) var entries: [Entry] = []
    /// Effects found when a name is not registered here: an offset registry's progress-driven
    /// effects, lifted to its kind.
    var fallback: [Entry] = []
    /// Makes one effect of several applied in order: ``ComposedEffect`` or ``ComposedOffsetEffect``.
    private let compose: @Sendable ([Effect]) -> Effect

    /// No effects, compositions made by `compose`.
    init(compose: @escaping @Sendable ([Effect]) -> Effect) {
        self.compose = compose
    }

    /// The effect names registered here, in registration order (without the fallback's).
    package var effectNames: [String] { entries.map(\.name) }

    /// The preset names of the effect `name`, in registration order.
    package func presetNames(of name: String) throws -> [String] {
        try entry(named: name).presetNames
    }

    /// What each option of the effect `name` means — description, unit, range, condition — in its
    /// options' order, group options followed by their own (``SpecFieldHelp``); empty for an effect
    /// whose options type gives none. The designer and `paging-layout options` read it.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name.
    package func optionsHelp(of name: String) throws -> [SpecFieldHelp] {
        try entry(named: name).optionsHelp()
    }

    /// Registers the effect `name` with `presets` (see `EffectRegistry.register(name:presets:factory:)`).
    mutating func register<Options: Codable & Sendable>(
        name: String,
        presets: KeyValuePairs<String, Options> = [:],
        factory: @escaping @Sendable (Options) throws -> Effect
    ) {
        register(name: name, presetList: presets.map { ($0.key, $0.value) }, presetCases: nil, factory: factory)
    }

    /// Registers the effect `name` with a `"default"` preset and one preset per case of `Layout`,
    /// which code generation writes as `.layout(.case)`.
    mutating func register<Options: Codable & Sendable, Layout: CaseIterable & RawRepresentable<String>>(
        name: String,
        defaultOptions: Options,
        presets layout: (Layout) -> Options,
        factory: @escaping @Sendable (Options) throws -> Effect
    ) {
        let presetList = [("default", defaultOptions)] + Layout.allCases.map { ($0.rawValue, layout($0)) }
        let presetCases = Dictionary(uniqueKeysWithValues: Layout.allCases.map { ($0.rawValue, "\($0)") })
        register(name: name, presetList: presetList, presetCases: presetCases, factory: factory)
    }

    private mutating func register<Options: Codable & Sendable>(
        name: String, presetList: [(String, Options)], presetCases: [String: String]?,
        factory: @escaping @Sendable (Options) throws -> Effect
    ) {
        precondition(!name.isEmpty, "an effect needs a non-empty name")
        let names = presetList.map(\.0)
        precondition(Set(names).count == names.count, "effect '\(name)' has duplicate preset names: \(names)")
        let presets = Dictionary(uniqueKeysWithValues: presetList)
        let entry = Entry(
            name: name,
            presetNames: names,
            presetOptions: { presets[$0] },
            decodeOptions: { try $0.decode(Options.self) },
            makeEffect: { options in
                guard let options = options as? Options else {
                    preconditionFailure("effect '\(name)' was given \(type(of: options)), not \(Options.self)")
                }
                return try factory(options)
            },
            optionsSchema: { (Options.self as? any SpecSchemaDescribing.Type)?.specSchema },
            optionsHelp: { (Options.self as? any SpecFieldHelpTable.Type)?.specFieldHelp ?? [] },
            presetCases: presetCases)
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The effect `name` with the preset `preset`, or with the options decoded from `{}` (its
    /// defaults) when `preset` is `nil`; errors as `effect(named:preset:)` documents them.
    func lookUp(_ name: String, preset: String?) throws -> Effect {
        let entry = try entry(named: name)
        guard let preset else { return try effect(of: entry, options: .object([:])) }
        guard let options = entry.presetOptions(preset) else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        return try invalidOptions(of: entry) { try entry.makeEffect(options) }
    }

    /// The effect `name` with the options object `options` (as a spec's `"options"` holds it).
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name and
    /// ``EffectRegistryError/invalidOptions(effect:_:)`` (with the key path) for options that do not
    /// read.
    ///
    /// - Complexity: O(size of `options`).
    func lookUp(_ name: String, options: SpecValue) throws -> Effect {
        try effect(of: entry(named: name), options: options)
    }

    /// The effect `name` with options read strictly from the JSON object `optionsJSON`.
    func lookUp(_ name: String, optionsJSON: Data) throws -> Effect {
        let entry = try entry(named: name)
        let options = try invalidOptions(of: entry) { try SpecJSONReader.read(optionsJSON) }
        return try effect(of: entry, options: options)
    }

    /// The options of the preset `preset` of the effect `name`, as JSON — a starting point for
    /// options of your own.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)`` listing the known names.
    package func presetOptions(of name: String, preset: String) throws -> SpecValue {
        let entry = try entry(named: name)
        guard let options = entry.presetOptions(preset) else {
            throw EffectRegistryError.unknownPreset(preset, effect: name, known: entry.presetNames)
        }
        return try invalidOptions(of: entry) { try SpecValue(encoding: options) }
    }

    /// The effect `spec` describes, a composition made by `compose`; errors as `makeEffect(_:)`
    /// documents them.
    func resolve(_ spec: EffectSpec) throws -> Effect {
        guard spec.version == EffectSpec.currentVersion else {
            throw SpecError(path: "version", message: EffectSpec.unsupportedVersionMessage(spec.version))
        }
        return try resolve(spec.content, at: "")
    }

    /// The effect the spec document `specJSON` describes, read once, strictly.
    func resolve(specJSON: Data) throws -> Effect {
        try resolve(SpecError.decode(EffectSpec.self, from: specJSON))
    }

    private func resolve(_ content: EffectSpec.Content, at path: String) throws -> Effect {
        switch content {
        case .compose(let entries):
            guard !entries.isEmpty else {
                throw SpecError(path: SpecError.join(path, "compose"), message: EffectSpec.emptyCompositionMessage)
            }
            return compose(
                try entries.enumerated().map { index, entry in
                    try resolve(entry, at: SpecError.join(path, "compose[\(index)]"))
                })
        case .effect(let name, let preset, let options):
            if options != nil, preset != nil {
                throw SpecError(path: SpecError.join(path, "options"), message: EffectSpec.presetAndOptionsMessage)
            }
            do {
                guard let options else { return try lookUp(name, preset: preset) }
                return try lookUp(name, options: options)
            } catch let error as EffectRegistryError {
                throw error.specError(at: path)
            }
        }
    }

    /// The entry registered as `name`, or found there by the fallback.
    func entry(named name: String) throws -> Entry {
        if let entry = entries.first(where: { $0.name == name }) ?? fallback.first(where: { $0.name == name }) {
            return entry
        }
        throw EffectRegistryError.unknownEffect(name, known: effectNames + fallback.map(\.name))
    }

    private func effect(of entry: Entry, options: SpecValue) throws -> Effect {
        try invalidOptions(of: entry) { try entry.makeEffect(entry.decodeOptions(options)) }
    }

    /// Runs `body`, reporting what it throws as ``EffectRegistryError/invalidOptions(effect:_:)``.
    func invalidOptions<T>(of entry: Entry, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw EffectRegistryError.invalidOptions(effect: entry.name, SpecError(describing: error))
        }
    }
}
