import Foundation

extension OffsetEffectRegistry {
    /// The offset-driven effect a spec describes (the ``EffectSpec`` format); a composition becomes a
    /// ``ComposedOffsetEffect``, and entries naming progress-driven effects join it through
    /// ``ProgressOffsetEffect``.
    ///
    /// Throws a ``SpecError`` naming the key path in the spec, such as
    /// `compose[1].options.maxParallaxOffset`, or `effect` for an unknown effect name (with the known
    /// names of both kinds listed).
    public func makeEffect(_ spec: EffectSpec) throws -> any OffsetEffect {
        try spec.resolve(
            named: { try effect(named: $0, preset: $1) }, withOptions: { try effect(named: $0, optionsJSON: $1) },
            compose: ComposedOffsetEffect.init)
    }

    /// The offset-driven effect described by the spec document `specJSON`; a malformed document
    /// throws a ``SpecError`` with the key path.
    ///
    /// ```swift
    /// let json = #"{"version": 1, "effect": "stretchyHeader", "options": {"maxOverlayAlpha": 0.6}}"#
    /// let header = try OffsetEffectRegistry().makeEffect(specJSON: Data(json.utf8))
    /// ```
    public func makeEffect(specJSON: Data) throws -> any OffsetEffect {
        try makeEffect(SpecError.decode(EffectSpec.self, from: specJSON))
    }
}
