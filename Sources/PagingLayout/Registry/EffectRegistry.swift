import Foundation

/// Progress-driven effects (``PagingEffect``) found by name: each registered with named presets and
/// a factory that reads its options from a spec. A plain `Sendable` value — make one, register your
/// own effects on it, pass it around. ``OffsetEffectRegistry`` holds offset-driven effects by the
/// same rules, and finds these too.
///
/// `EffectRegistry()` holds the built-in effects ("scale", "stack", "snapshot", "slide"), each with a
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
    /// The registered effects, by the rules both kinds of registry share.
    package private(set) var effects = NamedEffects<any PagingEffect>(compose: ComposedEffect.init)

    /// A registry holding the built-in effects.
    public init() {
        registerBuiltIns()
    }

    private init(empty: Void) {}

    /// A registry holding no effects, for registering only your own.
    public static var empty: EffectRegistry { EffectRegistry(empty: ()) }

    /// The registered effect names, in registration order.
    public var effectNames: [String] { effects.effectNames }

    /// The preset names of the effect `name`, in registration order.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name.
    public func presetNames(of name: String) throws -> [String] {
        try effects.presetNames(of: name)
    }

    /// Registers the effect `name`, replacing any effect registered under that name (in place).
    ///
    /// - Parameters:
    ///   - name: the name specs and the CLI use, such as `"fade"`; must not be empty.
    ///   - presets: named options, listed in this order; names must be distinct.
    ///   - factory: makes the effect from options, whether read from a spec or a preset. Errors it
    ///     throws are reported as invalid options.
    ///
    /// `Options` decodes from the spec's `"options"` object; an effect used without preset or
    /// options gets the options decoded from `{}`.
    public mutating func register<Options: Codable & Sendable>(
        name: String,
        presets: KeyValuePairs<String, Options> = [:],
        factory: @escaping @Sendable (Options) throws -> any PagingEffect
    ) {
        effects.register(name: name, presets: presets, factory: factory)
    }

    /// Registers the effect `name` with a `"default"` preset and one preset per case of `Layout`,
    /// as the prepared effects' options provide them (`ScaleTransformViewOptions.layout`, …).
    ///
    /// ```swift
    /// registry.register(
    ///     name: "scale", defaultOptions: ScaleTransformViewOptions(),
    ///     presets: ScaleTransformViewOptions.layout, factory: ScaleEffect.init(options:))
    /// ```
    ///
    /// Code generation writes such an effect as `factory`'s type with `init(options:)`, and a
    /// preset as `.layout(.case)`: register this way only effects built like that.
    public mutating func register<Options: Codable & Sendable, Layout: CaseIterable & RawRepresentable<String>>(
        name: String,
        defaultOptions: Options,
        presets layout: (Layout) -> Options,
        factory: @escaping @Sendable (Options) throws -> any PagingEffect
    ) {
        effects.register(name: name, defaultOptions: defaultOptions, presets: layout, factory: factory)
    }

    /// The effect `name` with the preset `preset`, or with the options decoded from `{}` (its
    /// defaults) when `preset` is `nil`.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)`` listing the known names.
    public func effect(named name: String, preset: String? = nil) throws -> any PagingEffect {
        try effects.lookUp(name, preset: preset)
    }

    /// The effect `name` with options read from the JSON object `optionsJSON`, strictly (as spec files
    /// are read).
    public func effect(named name: String, optionsJSON: Data) throws -> any PagingEffect {
        try effects.lookUp(name, optionsJSON: optionsJSON)
    }

    /// The effect a spec describes; a composition becomes a ``ComposedEffect``.
    ///
    /// Throws a ``SpecError`` naming the key path in the spec: `version` for an unsupported version,
    /// `compose[1].options.rotation3d.angle` for options that do not read, `…effect` or `…preset`
    /// for unknown names (with the known names listed).
    public func makeEffect(_ spec: EffectSpec) throws -> any PagingEffect {
        try effects.resolve(spec)
    }

    /// The effect described by the spec document `specJSON` (see ``EffectSpec``), read once,
    /// strictly; a malformed document throws a ``SpecError`` with the key path.
    ///
    /// ```swift
    /// let json = #"{"version": 1, "effect": "scale", "preset": "cylinder"}"#
    /// let effect = try EffectRegistry().makeEffect(specJSON: Data(json.utf8))
    /// ```
    ///
    /// - Complexity: O(*n*) in the size of `specJSON`.
    public func makeEffect(specJSON: Data) throws -> any PagingEffect {
        try effects.resolve(specJSON: specJSON)
    }
}
