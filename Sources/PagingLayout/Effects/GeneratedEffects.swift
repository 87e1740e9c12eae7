/// The namespace that effects generated from spec files live in.
///
/// The `PagingEffectSpecs` build plugin (or `paging-layout codegen`) turns each
/// `*.pagingeffect.json` file of a target into a static member of this namespace, declared in that
/// target's own module:
///
/// ```swift
/// // cards-stack.pagingeffect.json: {"version": 1, "effect": "stack", "preset": "perspective"}
/// // generated:
/// extension GeneratedEffects {
///     static let cardsStack: StackEffect = StackEffect(options: .layout(.perspective))
/// }
///
/// // in the app:
/// let attributes = GeneratedEffects.cardsStack.attributes(for: progress, in: context)
/// ```
///
/// PagingLayout itself declares no members here, so names taken from spec files never collide with
/// the library's. The generated members are `internal` to the module holding the spec files.
public enum GeneratedEffects {}

/// The namespace of effects generated from spec files, under its former name, which read like the
/// ``PagingEffect`` protocol's plural.
@available(*, deprecated, renamed: "GeneratedEffects")
public typealias PagingEffects = GeneratedEffects
