import Foundation
import Testing

@testable import PagingLayout

@Suite("Prepared effects made with their default options")
struct PreparedEffectDefaultsTests {
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
}
