import Foundation

/// What an effect may set on a view: the small surface the prepared effects need from a toolkit.
///
/// ``LayerNode`` implements it headlessly on every platform; the UIKit adapter makes `UIView` conform.
/// Implement it to drive another toolkit. ``apply(_:)`` writes a whole ``EffectAttributes`` value;
/// ``applySnapshot(_:)`` shows an effect's snapshot (``PagingEffect/directedSnapshot(for:in:into:)``),
/// a second call for the one effect that cuts the target into pieces.
@MainActor
public protocol TransformTarget: AnyObject {
    /// The target's frame in its parent's coordinates, in points.
    var frame: CGRect { get }
    /// The target's own bounds; effects measure translations in multiples of its size.
    var bounds: CGRect { get }
    /// The 3-D transform about the target's centre (named so it does not clash with `UIView.transform3D`).
    var layerTransform: Transform3D { get set }
    /// The opacity, 0…1.
    var alpha: CGFloat { get set }
    /// Whether the target is hidden.
    var isHidden: Bool { get set }
    /// The drop shadow, `nil` for none.
    var layerShadow: ShadowAttributes? { get set }
    /// The blur over the target, 0 for none.
    var layerBlurRadius: CGFloat { get set }
    /// The look of the blur. Targets that draw a single kind of blur may keep the default
    /// implementation, which ignores it.
    var layerBlurStyle: BlurEffectStyle { get set }
    /// The corner radius, in points.
    var layerCornerRadius: CGFloat { get set }
    /// Whether the back of the target shows when it is turned away.
    var layerIsDoubleSided: Bool { get set }
    /// The transform of the target's content (a cell's content view) about its centre; see
    /// ``EffectAttributes/contentTransform``. Targets without separate content may keep the default
    /// implementation, which ignores it.
    var layerContentTransform: Transform3D { get set }
    /// Writes the drop shadow and the blur together: ``layerShadow``, then ``layerBlurRadius``, then
    /// ``layerBlurStyle``, as ``apply(_:)`` does for an effect's shadow and blur.
    ///
    /// The default implementation sets the three properties in that order. Implement it when the
    /// target keeps what it wrote where it is costly to reach, to reach it once for all three: the
    /// `UIView` target finds its layer's record once per call instead of once per property.
    func applyShadow(_ shadow: ShadowAttributes?, blurRadius: CGFloat, blurStyle: BlurEffectStyle)
    /// Shows the snapshot effect's container and pieces over the target, or removes them for `nil`.
    func applySnapshot(_ snapshot: SnapshotAttributes?)
    /// Lets `body` rewrite the snapshot the target shows, in place, then shows what `body` leaves
    /// (as ``applySnapshot(_:)`` does).
    ///
    /// `SnapshotTransformView`'s default evaluates the effect through this into the target's own
    /// snapshot, so a target that passes the snapshot it holds gets its pieces array refilled on every
    /// frame instead of a new one. The default implementation passes `nil` (the effect then makes a
    /// new array) and calls ``applySnapshot(_:)``; ``LayerNode`` passes its own.
    func updateSnapshot(_ body: (inout SnapshotAttributes?) -> Void)
}

extension TransformTarget {
    /// Always ``BlurEffectStyle/light``; setting it does nothing. Implement the property to honour it.
    public var layerBlurStyle: BlurEffectStyle {
        get { .light }
        set {}  // A target with one kind of blur has no style to record.
    }

    /// Always the identity; setting it does nothing. Implement the property to honour content
    /// transforms.
    public var layerContentTransform: Transform3D {
        get { .identity }
        set {}  // A target without separate content has nothing to move inside it.
    }

    /// Sets ``layerShadow``, ``layerBlurRadius`` and ``layerBlurStyle``, in that order.
    // Inlinable, as `apply(_:writing:)` that calls it: a prepared view's target in another module
    // (the benchmarks' `LayerNode`) then sets the three properties directly, as before.
    @inlinable
    public func applyShadow(_ shadow: ShadowAttributes?, blurRadius: CGFloat, blurStyle: BlurEffectStyle) {
        layerShadow = shadow
        layerBlurRadius = blurRadius
        layerBlurStyle = blurStyle
    }

    /// Calls `body` with `nil` and applies what it leaves with ``applySnapshot(_:)``. Implement it to
    /// hand `body` the snapshot the target holds, so its storage is reused.
    public func updateSnapshot(_ body: (inout SnapshotAttributes?) -> Void) {
        var snapshot: SnapshotAttributes?
        body(&snapshot)
        applySnapshot(snapshot)
    }

    /// Applies every attribute an effect computed: transform, content transform, alpha (clamped to 0…1), shadow, blur
    /// radius and style, double-sidedness and visibility. The z position is left to the pager, which orders its
    /// items. The snapshot pieces are not part of the attributes: show them with ``applySnapshot(_:)`` (or
    /// ``updateSnapshot(_:)``).
    ///
    /// ```swift
    /// target.apply(effect.directedAttributes(for: progress, in: context))
    /// target.updateSnapshot { effect.directedSnapshot(for: progress, in: context, into: &$0) }
    /// ```
    @inlinable
    public func apply(_ attributes: EffectAttributes) {
        apply(attributes, writing: .all)
    }

    /// Applies the `parts` of `attributes` an effect computes and leaves the rest of the target as it is (see
    /// ``apply(_:)`` for what each part writes).
    // Always inlined: the prepared views pass constant parts, so the tests fold away and each field is
    // read where the effect wrote it (a call takes the attributes by value: a block copy per frame).
    @inlinable @inline(__always)
    package func apply(_ attributes: EffectAttributes, writing parts: AppliedAttributes) {
        if parts.contains(.transform) { layerTransform = attributes.transform }
        if parts.contains(.contentTransform) { layerContentTransform = attributes.contentTransform }
        if parts.contains(.alpha) { alpha = attributes.alpha.isFinite ? min(max(attributes.alpha, 0), 1) : 1 }
        // Together in one call where both are written (the prepared effects write both), so a target
        // finds what it keeps for them once.
        if parts.contains(.shadow), parts.contains(.blur) {
            applyShadow(attributes.shadow, blurRadius: attributes.blurRadius, blurStyle: attributes.blurStyle)
        } else if parts.contains(.shadow) {
            layerShadow = attributes.shadow
        } else if parts.contains(.blur) {
            layerBlurRadius = attributes.blurRadius
            layerBlurStyle = attributes.blurStyle
        }
        if parts.contains(.doubleSidedness) { layerIsDoubleSided = attributes.isDoubleSided }
        if parts.contains(.visibility) { isHidden = attributes.isTargetHidden }
    }
}
