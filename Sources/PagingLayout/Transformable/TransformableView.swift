import Foundation

/// Anything a pager moves with progress: conform a view, a cell, or any type of yours.
///
/// The pager calls ``transform(progress:)`` for every visible item on every scroll step, with
/// progress 0 when the item is centred and ±1 when it is one page away, and orders items by
/// ``zPosition(progress:)``. The prepared effects (`ScaleTransformView`, `StackTransformView`,
/// `SnapshotTransformView`) refine this protocol with default implementations.
///
/// ```swift
/// @MainActor final class FadingCard: TransformableView {
///     let node = LayerNode(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
///     func transform(progress: CGFloat) {
///         node.alpha = 1 - min(abs(progress), 1) * 0.7
///         node.layerTransform = .scale(x: 1 - abs(progress) * 0.2, y: 1 - abs(progress) * 0.2)
///     }
/// }
/// ```
@MainActor
public protocol TransformableView {
    /// The type of ``selectableView``; a `UIView` on Apple platforms, ``LayerNode`` by default.
    associatedtype SelectableView: TransformTarget = LayerNode

    /// The part of the item that takes taps, or `nil` to take them on the whole item.
    ///
    /// Hit testing checks this region (through the item's transform) instead of the full page, so
    /// overlapping items stay individually tappable.
    var selectableView: SelectableView? { get }

    /// Applies the item's visual state for `progress` (0 centred, ±1 one page away).
    func transform(progress: CGFloat)

    /// The item's stacking order at `progress`: higher is in front. Defaults to `−|round(progress)|`.
    func zPosition(progress: CGFloat) -> Int
}

extension TransformableView {
    /// Transforms the view for `progress` in the pager `context` describes: makes the context
    /// current (``PagerEnvironment/context``) and calls ``transform(progress:)``.
    ///
    /// Adapters call this; the prepared views' `apply…Transform(progress:)` then mirror for
    /// right-to-left and see the page step, while an app's own `transform(progress:)` runs as before.
    public func transform(progress: CGFloat, in context: EffectContext) {
        PagerEnvironment.withContext(context) {
            transform(progress: progress)
        }
    }

    /// The default stacking order, `−|round(progress)|`: the centred item in front.
    public func zPosition(progress: CGFloat) -> Int {
        DefaultStackingOrder.zPosition(progress: progress)
    }
}

// Unconstrained, so it fixes no type: a more specific default (the UIKit adapter's for cells) then
// decides `SelectableView` without an ambiguity, and types with neither keep the `LayerNode` default.
extension TransformableView {
    /// No separate selectable region: the whole item takes taps.
    public var selectableView: SelectableView? { nil }
}
