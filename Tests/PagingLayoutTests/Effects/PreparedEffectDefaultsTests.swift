import Foundation
import Testing

@testable import PagingLayout

@Suite("Prepared effects made from their options")
struct PreparedPagingEffectTests {
    /// Builds an effect of any prepared type from its options, as generic code (a page view's
    /// `options(_:)`) does.
    private func made<Effect: PreparedPagingEffect>(_: Effect.Type, _ options: Effect.Options) -> Effect {
        Effect(options: options)
    }

    @Test("init() gives the original library's default options")
    func defaultInitialiserHasTheOriginalDefaults() {
        // The original's defaults: ScaleTransformViewOptions(minScale: 0.75, maxScale: 1, …),
        // StackTransformViewOptions(scaleFactor: 0.15, maxStackSize: 3, …),
        // SnapshotTransformViewOptions(pieceSizeRatio: CGSize(width: 1, height: 1 / 8), …).
        #expect(ScaleEffect().options.minScale == 0.75)
        #expect(ScaleEffect().options.maxScale == 1)
        #expect(StackEffect().options.scaleFactor == 0.15)
        #expect(StackEffect().options.maxStackSize == 3)
        #expect(SnapshotEffect().options.pieceSizeRatio == CGSize(width: 1, height: 0.125))
        #expect(ScaleEffect() == ScaleEffect(options: ScaleTransformViewOptions()))
        #expect(StackEffect() == StackEffect(options: StackTransformViewOptions()))
        #expect(SnapshotEffect() == SnapshotEffect(options: SnapshotTransformViewOptions()))
    }

    @Test("an effect built generically from a preset's options moves pages as the preset does")
    func genericConstructionKeepsTheOptions() {
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        let stack = made(StackEffect.self, .layout(.vortex))
        #expect(stack.options == StackTransformViewOptions.layout(.vortex))
        #expect(stack.attributes(for: 1, in: context) != StackEffect().attributes(for: 1, in: context))
        let scale = made(ScaleEffect.self, .layout(.coverFlow))
        #expect(scale.options == ScaleTransformViewOptions.layout(.coverFlow))
    }
}
