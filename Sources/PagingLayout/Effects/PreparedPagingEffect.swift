import Foundation

/// A prepared effect — ``ScaleEffect``, ``StackEffect``, ``SnapshotEffect`` — made from an options
/// value and evaluated field by field into reusable storage.
///
/// A conforming type implements ``PagingEffect/attributes(for:in:into:)``; this protocol gives it
/// ``attributes(for:in:)`` as that evaluation into fresh attributes. Generic code reads the options'
/// type: a page view's `options(_:)` modifier takes `Effect.Options`.
///
/// ```swift
/// func effect<Effect: PreparedPagingEffect>(_: Effect.Type, options: Effect.Options) -> Effect {
///     Effect(options: options)
/// }
/// let stack = effect(StackEffect.self, options: .layout(.vortex))
/// ```
public protocol PreparedPagingEffect: PagingEffect {
    /// The type of the effect's settings, such as ``ScaleTransformViewOptions``.
    associatedtype Options: Sendable

    /// The effect's settings.
    var options: Options { get set }

    /// Creates the effect with `options`.
    init(options: Options)

    /// Creates the effect with the original library's default options.
    init()
}

extension PreparedPagingEffect {
    /// The state at `progress`: ``PagingEffect/attributes(for:in:into:)`` into fresh attributes.
    @inlinable
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var attributes = EffectAttributes()
        self.attributes(for: progress, in: context, into: &attributes)
        return attributes
    }
}
