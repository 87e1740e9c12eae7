import Foundation
import PagingLayout

/// The adapter-path cases of `paging-layout bench`: the prepared effects evaluated the way apps
/// evaluate them, beside the `effect-…` cases (``PagingEffect/attributes(for:in:into:)`` into kept
/// attributes) and the same hand-written reference.
///
/// - `returning-…`: ``PagingEffect/directedAttributes(for:in:)``, the call that returns fresh
///   attributes (what `EffectTransformView` and custom adapters use);
/// - `view-…`: a page conforming to `ScaleTransformView`, `StackTransformView` or
///   `SnapshotTransformView` with a ``LayerNode`` target, transformed with
///   ``TransformableView/transform(progress:in:)`` as the UIKit cells and SwiftUI page views are:
///   the protocols' default `transform(progress:)`, the effect, and the result applied to the node;
/// - `view-effect-…`: a page conforming to `EffectTransformView` with a ``LayerNode`` target and the
///   effect held as `any PagingEffect` (as a page view holds an effect other than the prepared ones):
///   the default `transform(progress:)`, the effect in the pager's context, every attribute applied;
/// - `native-…`: what the SwiftUI-native pager works out for a page on each scroll step, in each of
///   its page's `visualEffect` closures: ``VisualEffectAttributes`` from the effect (held as
///   `any PagingEffect`, as the pager holds it), the page's slot and the scroll offset. It does more
///   than the evaluation (the projections, the split into scale and rotation, the corners' winding),
///   so its ratio to `into:` is not the 1.2× target's.
@MainActor
enum BenchAdapterPaths {
    /// A page whose default `transform(progress:)` applies the scale effect to its node.
    final class ScaleCard: ScaleTransformView {
        let scalableView = LayerNode(frame: CGRect(origin: .zero, size: BenchCases.viewport))
        var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
    }

    /// A page whose default `transform(progress:)` applies the stack effect to its node.
    final class StackCard: StackTransformView {
        let cardView = LayerNode(frame: CGRect(origin: .zero, size: BenchCases.viewport))
    }

    /// A page whose default `transform(progress:)` cuts its node into the grid preset's pieces.
    final class SnapshotCard: SnapshotTransformView {
        let targetView = LayerNode(frame: CGRect(origin: .zero, size: BenchCases.viewport))
        var snapshotOptions: SnapshotTransformViewOptions { .layout(.grid) }
        var snapshotIdentifier: String { "page" }
    }

    /// A page whose default `transform(progress:)` applies an effect it holds as `any PagingEffect`.
    final class EffectCard: EffectTransformView {
        let card = LayerNode(frame: CGRect(origin: .zero, size: BenchCases.viewport))
        let pagingEffect: any PagingEffect
        var effectTarget: LayerNode { card }
        init(_ effect: any PagingEffect) { pagingEffect = effect }
    }

    static func all() -> [BenchCase] {
        let context = EffectContext(targetSize: BenchCases.viewport)
        let sweep = BenchCases.progressSweep
        let references = BenchCases.effects()
        func reference(_ id: String) -> ((Int) -> Int)? { references.first { $0.id == id }?.baseline }
        let scale = ScaleEffect(options: .layout(.coverFlow))
        let stack = StackEffect()
        let snapshot = SnapshotEffect(options: .layout(.grid))
        let anyScale: any PagingEffect = scale
        let geometry = PageGeometry(viewportSize: BenchCases.viewport)
        // The middle of five pages at each progress of the sweep.
        let resting = geometry.restingOffset(forSlot: 2, pageCount: 5)
        let offsets = sweep.map { resting - $0 * geometry.step }
        let scaleCard = ScaleCard()
        let stackCard = StackCard()
        let snapshotCard = SnapshotCard()
        let effectCard = EffectCard(anyScale)
        func adapterCase(
            _ id: String, _ subject: String, into: String, pieces: Int = 1, passScale: Double = 1,
            _ work: @escaping (Int) -> Int
        ) -> BenchCase {
            BenchCase(
                id: id, kind: .adapterPath, subject: subject, pieces: pieces, intoCase: into, passScale: passScale,
                library: work, baseline: reference(into))
        }
        return [
            adapterCase("returning-scale-coverFlow", "scale coverFlow, returned", into: "effect-scale-coverFlow") { i in
                benchIterationReturning(scale, sweep[i & 63], context)
            },
            adapterCase("view-scale-coverFlow", "scale coverFlow, ScaleTransformView", into: "effect-scale-coverFlow") {
                i in benchIterationView(scaleCard, sweep[i & 63], context)
            },
            adapterCase(
                "view-effect-scale-coverFlow", "scale coverFlow, EffectTransformView", into: "effect-scale-coverFlow"
            ) { i in
                benchIterationView(effectCard, sweep[i & 63], context)
            },
            adapterCase(
                "native-scale-coverFlow", "scale coverFlow, SwiftUI-native page", into: "effect-scale-coverFlow"
            ) { i in
                benchIterationNative(anyScale, offsets[i & 63], geometry)
            },
            adapterCase("returning-stack-default", "stack default, returned", into: "effect-stack-default") { i in
                benchIterationReturning(stack, sweep[i & 63], context)
            },
            adapterCase("view-stack-default", "stack default, StackTransformView", into: "effect-stack-default") { i in
                benchIterationView(stackCard, sweep[i & 63], context)
            },
            adapterCase(
                "returning-snapshot-grid", "snapshot grid, returned", into: "effect-snapshot-grid", pieces: 40,
                passScale: 0.1
            ) { i in
                benchIterationReturning(snapshot, sweep[i & 63], context)
            },
            adapterCase(
                "view-snapshot-grid", "snapshot grid, SnapshotTransformView", into: "effect-snapshot-grid", pieces: 40,
                passScale: 0.1
            ) { i in
                benchIterationView(snapshotCard, sweep[i & 63], context)
            },
        ]
    }

    // MARK: - Iterations (what callgrind counts)

    /// One evaluation through the returning calls (the attributes, and the snapshot, which only the
    /// snapshot effect shows), read as a caller reads what it then applies.
    @inline(never)
    static func benchIterationReturning<Effect: PagingEffect>(
        _ effect: Effect, _ progress: CGFloat, _ context: EffectContext
    ) -> Int {
        let attributes = effect.directedAttributes(for: progress, in: context)
        let snapshot = effect.directedSnapshot(for: progress, in: context)
        return attributes.zPosition &+ Int(attributes.transform.m41) &+ (snapshot?.pieces.count ?? 0)
    }

    /// One page's attributes for the SwiftUI-native pager at a scroll offset: the middle of five pages.
    @inline(never)
    static func benchIterationNative(_ effect: any PagingEffect, _ offset: CGFloat, _ geometry: PageGeometry) -> Int {
        let native = VisualEffectAttributes(
            effect: effect, slot: 2, contentOffset: offset, geometry: geometry, pageCount: 5)
        return Int(native.zIndex) &+ Int(native.projection.m31) &+ (native.isBackFacing ? 1 : 0)
    }

    /// One transform of a page, as an adapter transforms its cell for a frame.
    @inline(never)
    static func benchIterationView(_ page: some TransformableView, _ progress: CGFloat, _ context: EffectContext) -> Int {
        page.transform(progress: progress, in: context)
        return page.zPosition(progress: progress)
    }
}
