import Foundation

/// Offset-driven effects (``OffsetEffect``) found by name, by the rules of ``EffectRegistry``, which
/// it holds for the progress-driven effects it can compose with. A plain `Sendable` value.
///
/// `OffsetEffectRegistry()` holds the built-in offset-driven effects: `"sticky"`
/// (``StickyEffect``), `"stretchyHeader"` (``StretchyHeaderEffect``), `"parallax"`
/// (``ParallaxEffect``), `"focusSpacing"` (``FocusSpacingEffect``), `"expandToAspect"`
/// (``ExpandToAspectEffect``) and `"previewShift"` (``PreviewShiftEffect``), each with a `"default"`
/// preset and a preset per layout preset that uses other values (see ``LayoutPreset``).
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
    /// The registered effects, by the rules both kinds of registry share; ``progressEffects``,
    /// lifted, as their fallback.
    package private(set) var effects = NamedEffects<any OffsetEffect>(compose: ComposedOffsetEffect.init)

    /// The progress-driven effects a spec may also name; the built-in ones unless you give others.
    public var progressEffects: EffectRegistry {
        didSet { effects.fallback = Self.lifted(progressEffects) }
    }

    /// A registry holding the built-in offset-driven effects, composing with `progressEffects`.
    public init(progressEffects: EffectRegistry = EffectRegistry()) {
        self.init(empty: progressEffects)
        registerBuiltIns()
    }

    private init(empty progressEffects: EffectRegistry) {
        self.progressEffects = progressEffects
        effects.fallback = Self.lifted(progressEffects)
    }

    /// The effects of `registry`, made offset-driven by ``ProgressOffsetEffect``.
    private static func lifted(_ registry: EffectRegistry) -> [NamedEffects<any OffsetEffect>.Entry] {
        registry.effects.entries.map { $0.map { ProgressOffsetEffect($0) } }
    }

    /// A registry holding no effects of either kind, for registering only your own.
    public static var empty: OffsetEffectRegistry { OffsetEffectRegistry(empty: .empty) }

    /// The registered offset-driven effect names, in registration order.
    public var effectNames: [String] { effects.effectNames }

    /// The preset names of the effect `name`, in registration order (a progress-driven one's from
    /// ``progressEffects``).
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for a name of neither kind.
    public func presetNames(of name: String) throws -> [String] {
        try effects.presetNames(of: name)
    }

    /// Registers the offset-driven effect `name`, which reads from a spec as its own options,
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
        effects.register(name: name, presets: presets) { $0 }
    }

    /// The effect `name` with the preset `preset`, or decoded from `{}` (its defaults) when `preset`
    /// is `nil`. A name that is not an offset-driven effect is looked up in ``progressEffects``.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` (listing the names of both kinds) or
    /// ``EffectRegistryError/unknownPreset(_:effect:known:)``.
    public func effect(named name: String, preset: String? = nil) throws -> any OffsetEffect {
        try effects.lookUp(name, preset: preset)
    }

    /// The effect `name` with options read strictly from the JSON object `optionsJSON`, as
    /// ``EffectRegistry/effect(named:optionsJSON:)`` makes a progress-driven one.
    public func effect(named name: String, optionsJSON: Data) throws -> any OffsetEffect {
        try effects.lookUp(name, optionsJSON: optionsJSON)
    }

    /// The offset-driven effect a spec describes; a composition becomes a ``ComposedOffsetEffect``,
    /// and entries naming progress-driven effects join it through ``ProgressOffsetEffect``. Errors
    /// name the key path, as ``EffectRegistry/makeEffect(_:)`` says.
    public func makeEffect(_ spec: EffectSpec) throws -> any OffsetEffect {
        try effects.resolve(spec)
    }

    /// The offset-driven effect described by the spec document `specJSON`, read once, strictly.
    ///
    /// ```swift
    /// let json = #"{"version": 1, "effect": "stretchyHeader", "options": {"maxOverlayAlpha": 0.6}}"#
    /// let header = try OffsetEffectRegistry().makeEffect(specJSON: Data(json.utf8))
    /// ```
    public func makeEffect(specJSON: Data) throws -> any OffsetEffect {
        try effects.resolve(specJSON: specJSON)
    }
}
