import Foundation
import PagingLayout

/// The Swift that builds the effect a spec describes: its type and an expression of that type.
///
/// The built-in effects become `ScaleEffect`, `StackEffect` and `SnapshotEffect`, the peer
/// catalogues `ICarouselEffect`, `FSPagerViewEffect`, `AnimatedLayoutEffect` and
/// `AndroidPageEffect`: with no preset
/// and no options (or the `"default"` preset) `ScaleEffect()`, with a preset
/// `ScaleEffect(options: .layout(.coverFlow))`, with options `ScaleEffect(options:
/// ScaleTransformViewOptions(…))` listing what differs from the defaults. A composition becomes
/// `ComposedEffect([…])` of its entries, as ``EffectRegistry/makeEffect(_:)`` builds it.
package struct GeneratedEffect: Equatable, Sendable {
    /// The effect's type, as the declaration states it: `ScaleEffect`, `ComposedEffect`, ….
    package var typeName: String
    /// The expression that builds the effect.
    var expression: SwiftExpression

    /// The code for `content`. Throws a ``SpecError`` with the key path for an effect with no
    /// Swift counterpart, an unknown preset or options that do not read; check a spec with an
    /// ``EffectRegistry`` first for the registry's own messages.
    init(_ content: EffectSpec.Content) throws {
        self = try Self.make(content, at: "")
    }

    /// The code for `spec`, checked with the built-in registry first so errors read as they do
    /// everywhere else (`paging-layout eval`, ``EffectRegistry``).
    package init(checking spec: EffectSpec) throws {
        _ = try EffectRegistry().makeEffect(spec)
        try self.init(spec.content)
    }

    private init(typeName: String, expression: SwiftExpression) {
        self.typeName = typeName
        self.expression = expression
    }

    private static func make(_ content: EffectSpec.Content, at path: String) throws -> GeneratedEffect {
        switch content {
        case .compose(let entries):
            var parts: [SwiftExpression] = []
            for (index, entry) in entries.enumerated() {
                parts.append(try make(entry, at: SpecError.join(path, "compose[\(index)]")).expression)
            }
            return GeneratedEffect(
                typeName: "ComposedEffect", expression: .call("ComposedEffect", [.init(.array(parts))]))
        case .effect(let name, let preset, let options):
            switch name {
            case "scale":
                return try prepared(
                    "ScaleEffect", ScaleTransformViewOptions.self, ScaleTransformViewOptions.Layout.self,
                    preset: preset, options: options, at: path)
            case "stack":
                return try prepared(
                    "StackEffect", StackTransformViewOptions.self, StackTransformViewOptions.Layout.self,
                    preset: preset, options: options, at: path)
            case "snapshot":
                return try prepared(
                    "SnapshotEffect", SnapshotTransformViewOptions.self, SnapshotTransformViewOptions.Layout.self,
                    preset: preset, options: options, at: path)
            case "slide":
                return try prepared(
                    "SlideEffect", SlideEffectOptions.self, SlideEffectOptions.Layout.self,
                    preset: preset, options: options, at: path)
            case "iCarousel":
                return try prepared(
                    "ICarouselEffect", ICarouselOptions.self, ICarouselOptions.CarouselType.self,
                    preset: preset, options: options, at: path)
            case "fsPagerView":
                return try prepared(
                    "FSPagerViewEffect", FSPagerViewOptions.self, FSPagerViewOptions.TransformerType.self,
                    preset: preset, options: options, at: path)
            case "animatedCollectionViewLayout":
                return try prepared(
                    "AnimatedLayoutEffect", AnimatedLayoutOptions.self, AnimatedLayoutOptions.Animator.self,
                    preset: preset, options: options, at: path)
            case "android":
                return try prepared(
                    "AndroidPageEffect", AndroidPageOptions.self, AndroidPageOptions.Transformer.self,
                    preset: preset, options: options, at: path)
            default:
                throw SpecError(
                    path: SpecError.join(path, "effect"),
                    message: "no Swift code generation for effect '\(name)'; it knows scale, stack, snapshot, slide, "
                        + "iCarousel, fsPagerView, animatedCollectionViewLayout, android")
            }
        }
    }

    /// `Effect()`, `Effect(options: .layout(.preset))` or `Effect(options: Options(…))`.
    private static func prepared<Options: Decodable & SwiftExpressible, Layout: RawRepresentable<String>>(
        _ effectType: String, _ optionsType: Options.Type, _ layout: Layout.Type,
        preset: String?, options: SpecValue?, at path: String
    ) throws -> GeneratedEffect {
        let plain = GeneratedEffect(typeName: effectType, expression: .call(effectType, []))
        if let options {
            let decoded: Options
            do {
                decoded = try options.decode(Options.self)
            } catch {
                throw SpecError(describing: error).prefixed(by: SpecError.join(path, "options"))
            }
            let expression = decoded.swiftExpression
            // Options equal to the defaults print as a call without arguments: no need to spell them.
            if case .call(_, let arguments) = expression, arguments.isEmpty { return plain }
            return GeneratedEffect(typeName: effectType, expression: .call(effectType, [.init("options", expression)]))
        }
        guard let preset, preset != "default" else { return plain }
        guard let layout = Layout(rawValue: preset) else {
            throw SpecError(
                path: SpecError.join(path, "preset"), message: "unknown preset '\(preset)' for \(effectType)")
        }
        // The case's Swift name, which differs from the spec file's preset name for `reversed` ("reverse").
        let options = SwiftExpression.call(".layout", [.init(.code("." + String(describing: layout)))])
        return GeneratedEffect(typeName: effectType, expression: .call(effectType, [.init("options", options)]))
    }
}
