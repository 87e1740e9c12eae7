import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout bench")
struct BenchCommandTests {
    /// Whether two numbers agree to 1e-9 of their size (or absolutely, near 0).
    static func agree(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    static func agree(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.fields, b.fields).allSatisfy { agree($0, $1) }
    }

    @Test("the hand-written references give the effects' transform, alpha and z position over the sweep")
    func referencesAgreeWithTheEffects() {
        let size = BenchCases.viewport
        let context = EffectContext(targetSize: size)
        let scale = ScaleEffect(options: .layout(.coverFlow))
        let stack = StackEffect()
        let snapshot = SnapshotEffect(options: .layout(.grid))
        var pieces: [BenchReference.Piece] = []
        for progress in BenchCases.progressSweep {
            let scaled = scale.attributes(for: progress, in: context)
            let scaleReference = BenchReference.scale(scale.options, progress: progress, size: size)
            #expect(Self.agree(scaled.transform, scaleReference.transform), "scale at \(progress)")
            #expect(scaled.alpha == scaleReference.alpha && scaled.zPosition == scaleReference.zPosition)

            let stacked = stack.attributes(for: progress, in: context)
            let stackReference = BenchReference.stack(stack.options, progress: progress, size: size)
            #expect(Self.agree(stacked.transform, stackReference.transform), "stack at \(progress)")
            #expect(Self.agree(stacked.alpha, stackReference.alpha), "stack alpha at \(progress)")
            #expect(stacked.zPosition == stackReference.zPosition, "stack z at \(progress)")

            let cut = snapshot.snapshot(for: progress, in: context)
            let container = BenchReference.snapshotGrid(progress: progress, size: size, into: &pieces)
            #expect(cut.map { Self.agree($0.containerTransform, container) } == true, "container at \(progress)")
            #expect(cut?.pieces.count == pieces.count)
            for (piece, reference) in zip(cut?.pieces ?? [], pieces) {
                #expect(
                    piece.frame == reference.frame && Self.agree(piece.transform, reference.transform)
                        && Self.agree(piece.alpha, reference.alpha)
                        && Self.agree(piece.cornerRadius, reference.cornerRadius), "piece at \(progress)")
            }
        }
    }

    @Test("the adapter-path cases compute what the effect cases compute, and each names its effect case")
    func adapterPathsAgreeWithTheEffects() {
        let context = EffectContext(targetSize: BenchCases.viewport)
        let scale = ScaleEffect(options: .layout(.coverFlow))
        let stack = StackEffect()
        let snapshot = SnapshotEffect(options: .layout(.grid))
        let scaleCard = BenchAdapterPaths.ScaleCard()
        let stackCard = BenchAdapterPaths.StackCard()
        let snapshotCard = BenchAdapterPaths.SnapshotCard()
        let effectCard = BenchAdapterPaths.EffectCard(scale)
        for progress in BenchCases.progressSweep {
            scaleCard.transform(progress: progress, in: context)
            let scaled = scale.attributes(for: progress, in: context)
            #expect(scaleCard.scalableView.layerTransform == scaled.transform)
            // The effect view applies every attribute (alpha clamped to 0…1 by the target).
            effectCard.transform(progress: progress, in: context)
            #expect(effectCard.card.layerTransform == scaled.transform)
            #expect(effectCard.card.alpha == min(max(scaled.alpha, 0), 1))
            #expect(effectCard.card.layerShadow == scaled.shadow)
            stackCard.transform(progress: progress, in: context)
            let stacked = stack.attributes(for: progress, in: context)
            // The target clamps alpha to 0…1 when it applies it.
            #expect(stackCard.cardView.layerTransform == stacked.transform)
            #expect(stackCard.cardView.alpha == min(max(stacked.alpha, 0), 1))
            snapshotCard.transform(progress: progress, in: context)
            var expected = snapshot.snapshot(for: progress, in: context)
            expected?.identifier = "page"
            #expect(snapshotCard.targetView.snapshot == expected, "snapshot at \(progress)")
            #expect(stack.directedAttributes(for: progress, in: context) == stacked)
            // The native case's page 2 of 5, at the scroll offset that puts it at `progress`.
            let geometry = PageGeometry(viewportSize: BenchCases.viewport)
            let offset = geometry.restingOffset(forSlot: 2, pageCount: 5) - progress * geometry.step
            let native = VisualEffectAttributes(
                effect: scale, slot: 2, contentOffset: offset, geometry: geometry, pageCount: 5)
            // The page's progress as the pager reads it back from the offset (`progress` up to rounding).
            let pageProgress = 2 - geometry.position(atOffset: CGPoint(x: offset, y: 0), pageCount: 5)
            #expect(Self.agree(pageProgress, progress))
            let expectedNative = VisualEffectAttributes(
                scale.attributes(for: pageProgress, in: context), pageSize: BenchCases.viewport)
            #expect(native == expectedNative, "native at \(progress)")
        }
        let cases = BenchAdapterPaths.all()
        let effectIDs = Set(BenchCases.effects().map(\.id))
        #expect(cases.count == 8 && cases.allSatisfy { $0.intoCase.map(effectIDs.contains) == true && $0.baseline != nil })
    }

    @Test("the transcribed original lays out the original's window: 3 odd around page 2, 4 from 0 to 3")
    func originalWindow() {
        // 450 / 300 = 1.5 rounds to page 2. Odd count 3: 2 − 1 … 2 + 1 + 1 (page ≥ the half), so 1..<4;
        // even count 4: 2 − 2 … 2 + 2, so 0..<4.
        var odd = BenchOriginalPass(
            sectionCounts: [3, 4, 3], viewportSize: CGSize(width: 300, height: 500), numberOfVisibleItems: 3)
        let pass = odd.pass(at: CGPoint(x: 450, y: 0))
        #expect(pass.contentSize == CGSize(width: 3000, height: 500))
        #expect(pass.attributes.map(\.indexPath) == [
            ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 2, section: 0), ItemIndexPath(item: 0, section: 1),
        ])
        #expect(pass.attributes.map(\.zIndex) == [-1, -1, -2])
        var even = BenchOriginalPass(
            sectionCounts: [3, 4, 3], viewportSize: CGSize(width: 300, height: 500), numberOfVisibleItems: 4)
        #expect(even.pass(at: CGPoint(x: 450, y: 0)).attributes.map(\.indexPath.item) == [0, 1, 2, 0])
    }

    @Test("--case runs one case untimed; an unknown case or a missing baseline is an error naming the flag")
    func singleCase() {
        let outcome = runTool("bench", "--case", "effect-stack-default", "--side", "baseline", "--passes", "3")
        #expect(outcome.exitCode == 0)
        #expect(outcome.output.hasPrefix("effect-stack-default baseline: 3 iterations"))
        let unknown = runTool("bench", "--case", "no-such-case")
        #expect(unknown.exitCode != 0 && unknown.errorOutput.contains("--case"))
        let noBaseline = runTool("bench", "--case", "pass-looping-10-1-3", "--side", "baseline")
        #expect(noBaseline.exitCode != 0 && noBaseline.errorOutput.contains("--side"))
    }
}
