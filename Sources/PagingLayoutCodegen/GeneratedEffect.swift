import Foundation
import PagingLayout

/// The Swift that builds the effect a spec describes: its type and an expression of that type.
///
/// Names, Swift types and presets come from the registry (``EffectRegistry``): an effect
/// registered with a `Layout` (every built-in one) is written as the type the registry makes, with
/// no preset and no options (or the `"default"` preset) `ScaleEffect()`, with a preset
/// `ScaleEffect(options: .layout(.coverFlow))`, with options `ScaleEffect(options:
/// ScaleTransformViewOptions(…))` listing what differs from the defaults. A composition becomes
/// `ComposedEffect([…])` of its entries, as ``EffectRegistry/makeEffect(_:)`` builds it.
package struct GeneratedEffect: Equatable, Sendable {
    /// The effect's type, as the declaration states it: `ScaleEffect`, `ComposedEffect`, ….
    package var typeName: String
    /// The expression that builds the effect.
    var expression: SwiftExpression

    /// The code for `content`, from the effects of `registry`. Throws a ``SpecError`` with the key
    /// path for an effect code generation cannot write, an unknown name or preset, or options that
    /// do not read.
    init(_ content: EffectSpec.Content, registry: EffectRegistry = EffectRegistry()) throws {
        self = try Self.make(content, at: "", registry: registry)
    }

    /// The code for `spec`, checked with the built-in registry first so errors read as they do
    /// everywhere else (`paging-layout eval`, ``EffectRegistry``).
    package init(checking spec: EffectSpec) throws {
        let registry = EffectRegistry()
        _ = try registry.makeEffect(spec)
        try self.init(spec.content, registry: registry)
    }

    private init(typeName: String, expression: SwiftExpression) {
        self.typeName = typeName
        self.expression = expression
    }

    private static func make(_ content: EffectSpec.Content, at path: String, registry: EffectRegistry) throws
        -> GeneratedEffect
    {
        switch content {
        case .compose(let entries):
            var parts: [SwiftExpression] = []
            for (index, entry) in entries.enumerated() {
                parts.append(try make(entry, at: SpecError.join(path, "compose[\(index)]"), registry: registry).expression)
            }
            return GeneratedEffect(
                typeName: "ComposedEffect", expression: .call("ComposedEffect", [.init(.array(parts))]))
        case .effect(let name, let preset, let options):
            let source: NamedEffects<any PagingEffect>.GenerationSource
            do {
                source = try registry.effects.generationSource(named: name, preset: preset, options: options)
            } catch let error as EffectRegistryError {
                throw error.specError(at: path)
            } catch {
                throw SpecError(describing: error).prefixed(by: path)
            }
            return try effect(source, named: name, at: path)
        }
    }

    /// `Effect()`, `Effect(options: .layout(.preset))` or `Effect(options: Options(…))`.
    private static func effect(_ source: NamedEffects<any PagingEffect>.GenerationSource, named name: String, at path: String)
        throws -> GeneratedEffect
    {
        let typeName = SwiftExpression.typeName(type(of: source.effect))
        let plain = GeneratedEffect(typeName: typeName, expression: .call(typeName, []))
        if let options = source.options {
            guard let options = options as? any SwiftExpressible else {
                throw SpecError(
                    path: SpecError.join(path, "options"),
                    message: "no Swift code generation for the options of effect '\(name)' (\(type(of: options)))")
            }
            let expression = options.swiftExpression
            // Options equal to the defaults print as a call without arguments: no need to spell them.
            if case .call(_, let arguments) = expression, arguments.isEmpty { return plain }
            return GeneratedEffect(typeName: typeName, expression: .call(typeName, [.init("options", expression)]))
        }
        guard let presetCase = source.presetCase else { return plain }
        let options = SwiftExpression.call(".layout", [.init(.code("." + presetCase))])
        return GeneratedEffect(typeName: typeName, expression: .call(typeName, [.init("options", options)]))
    }
}
