import Foundation
import Testing

@testable import PagingLayout

@Suite("Effects written into kept attributes")
struct EffectEvaluationIntoTests {
    static let effects: [any PagingEffect] = [
        ScaleEffect(options: .layout(.coverFlow)), ScaleEffect(), ScaleEffect(options: .layout(.blur)),
        StackEffect(), StackEffect(options: .layout(.vortex)), SnapshotEffect(options: .layout(.grid)),
        SnapshotEffect(options: .layout(.space)), SnapshotEffect(), SlideEffect(),
    ]

    /// Attributes holding a bit of everything, so a write that forgets a field shows.
    static var cluttered: EffectAttributes {
        EffectAttributes(
            zPosition: 99, transform: .scale(x: 3, y: 3), alpha: 0.2,
            shadow: ShadowAttributes(opacity: 1, radius: 9, offset: CGSize(width: 4, height: 4)), blurRadius: 5,
            blurStyle: .dark, isDoubleSided: false, isTargetHidden: true, contentTransform: .translation(x: 5, y: 5))
    }

    /// A snapshot that no effect writes, so a write that keeps part of it shows.
    static var clutteredSnapshot: SnapshotAttributes? {
        SnapshotAttributes(
            containerTransform: .scale(x: 2, y: 2), containerAlpha: 0.5,
            pieces: [SnapshotPiece(frame: .zero, transform: .identity, alpha: 1, cornerRadius: 3)], identifier: "old")
    }

    @Test("writing into attributes and a snapshot that held anything, one by one or in one call, equals a fresh evaluation")
    func intoEqualsFresh() {
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        for effect in Self.effects {
            var kept = Self.cluttered
            var keptSnapshot = Self.clutteredSnapshot
            // Both outputs in one call, into values of their own that held anything too.
            var both = Self.cluttered
            var bothSnapshot = Self.clutteredSnapshot
            for step in -30...30 {
                let progress = CGFloat(step) / 12
                effect.attributes(for: progress, in: context, into: &kept)
                #expect(kept == effect.attributes(for: progress, in: context), "\(type(of: effect)) at \(progress)")
                effect.snapshot(for: progress, in: context, into: &keptSnapshot)
                #expect(keptSnapshot == effect.snapshot(for: progress, in: context), "\(type(of: effect)) at \(progress)")
                effect.attributes(for: progress, in: context, into: &both, snapshot: &bothSnapshot)
                #expect(both == kept && bothSnapshot == keptSnapshot, "\(type(of: effect)) at \(progress)")
            }
        }
    }

    @Test("the returning directed call equals the ones written into kept values (one output or both), mirrored right-to-left")
    func returningEqualsInto() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let context = EffectContext(targetSize: CGSize(width: 200, height: 300), layoutDirection: direction)
            for effect in Self.effects {
                var kept = Self.cluttered
                var both = Self.cluttered
                var bothSnapshot = Self.clutteredSnapshot
                for step in -30...30 {
                    let progress = CGFloat(step) / 12
                    let returned = effect.directedAttributes(for: progress, in: context)
                    effect.directedAttributes(for: progress, in: context, into: &kept)
                    #expect(returned == kept, "\(type(of: effect)) at \(progress), \(direction)")
                    // Both outputs in one call: the same attributes, and the snapshot as the directed call's.
                    effect.directedAttributes(for: progress, in: context, into: &both, snapshot: &bothSnapshot)
                    #expect(both == kept, "\(type(of: effect)) at \(progress), \(direction)")
                    #expect(bothSnapshot == effect.directedSnapshot(for: progress, in: context))
                    let plain = effect.attributes(for: progress, in: context)
                    #expect(returned == (direction == .rightToLeft ? plain.mirroredHorizontally() : plain))
                    // The snapshot is not mirrored: the pieces slice the unmirrored content.
                    var keptSnapshot = Self.clutteredSnapshot
                    effect.directedSnapshot(for: progress, in: context, into: &keptSnapshot)
                    #expect(keptSnapshot == effect.directedSnapshot(for: progress, in: context))
                    #expect(keptSnapshot == effect.snapshot(for: progress, in: context))
                }
            }
        }
    }

    @Test("the snapshot effect refills the pieces array it already holds")
    func snapshotReusesPieces() {
        let effect = SnapshotEffect(options: .layout(.grid))
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        var kept = effect.snapshot(for: 0.5, in: context)
        let storage = kept?.pieces.withUnsafeBufferPointer { $0.baseAddress }
        for step in 1...20 {
            effect.snapshot(for: CGFloat(step) / 20, in: context, into: &kept)
            #expect(kept?.pieces.count == 40)
            #expect(kept?.pieces.withUnsafeBufferPointer { $0.baseAddress } == storage)
        }
    }

    @Test("changing a snapshot effect's options changes its pieces as a new effect's would")
    func snapshotOptionsChange() {
        var effect = SnapshotEffect(options: .layout(.grid))
        effect.options = .layout(.chess)
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        #expect(effect == SnapshotEffect(options: .layout(.chess)))
        #expect(
            effect.snapshot(for: 0.4, in: context) == SnapshotEffect(options: .layout(.chess)).snapshot(for: 0.4, in: context))
    }

    @Test("changing one per-piece field of an effect's options changes its pieces as options made with it would")
    func snapshotOptionFieldChange() {
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        let changes: [(String, (inout SnapshotTransformViewOptions) -> Void, SnapshotTransformViewOptions)] = [
            ("pieceSizeRatio", { $0.pieceSizeRatio = CGSize(width: 0.5, height: 0.5) },
             SnapshotTransformViewOptions(pieceSizeRatio: CGSize(width: 0.5, height: 0.5))),
            ("piecesCornerRadiusRatio", { $0.piecesCornerRadiusRatio = .rowBased(0.3) },
             SnapshotTransformViewOptions(piecesCornerRadiusRatio: .rowBased(0.3))),
            ("piecesAlphaRatio", { $0.piecesAlphaRatio = .columnOddEven(0.2, 0.6) },
             SnapshotTransformViewOptions(piecesAlphaRatio: .columnOddEven(0.2, 0.6))),
            ("piecesTranslationRatio", { $0.piecesTranslationRatio = .static(CGPoint(x: 0.4, y: -0.2)) },
             SnapshotTransformViewOptions(piecesTranslationRatio: .static(CGPoint(x: 0.4, y: -0.2)))),
            ("minPiecesTranslationRatio", { $0.minPiecesTranslationRatio = .static(CGPoint(x: -0.1, y: -0.1)) },
             SnapshotTransformViewOptions(minPiecesTranslationRatio: .static(CGPoint(x: -0.1, y: -0.1)))),
            ("maxPiecesTranslationRatio", { $0.maxPiecesTranslationRatio = .static(CGPoint(x: -0.2, y: -0.2)) },
             SnapshotTransformViewOptions(maxPiecesTranslationRatio: .static(CGPoint(x: -0.2, y: -0.2)))),
            ("piecesScaleRatio", { $0.piecesScaleRatio = .rowOddEven(CGSize(width: 0.5, height: 0), .zero) },
             SnapshotTransformViewOptions(piecesScaleRatio: .rowOddEven(CGSize(width: 0.5, height: 0), .zero))),
        ]
        for (field, change, made) in changes {
            var effect = SnapshotEffect()
            _ = effect.snapshot(for: 0.5, in: context)
            change(&effect.options)
            #expect(effect == SnapshotEffect(options: made), "\(field)")
            for progress: CGFloat in [-0.8, 0.3, 1] {
                #expect(
                    effect.snapshot(for: progress, in: context)
                        == SnapshotEffect(options: made).snapshot(for: progress, in: context), "\(field)")
            }
        }
    }

    @Test("overflowing options still give finite numbers when written into kept attributes")
    func overflowStaysFinite() {
        var options = SnapshotTransformViewOptions.layout(.grid)
        options.piecesTranslationRatio = .static(CGPoint(x: 1e308, y: -1e308))
        options.piecesCornerRadiusRatio = .static(1e308)
        var scale = ScaleTransformViewOptions.layout(.coverFlow)
        scale.translation3d?.translateRatios = Vector3(x: 1e308, y: 0, z: 1e308)
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
        for effect in [SnapshotEffect(options: options), ScaleEffect(options: scale)] as [any PagingEffect] {
            var kept = Self.cluttered
            effect.attributes(for: 0.9, in: context, into: &kept)
            #expect(isEveryNumberFinite(kept), "\(type(of: effect))")
            #expect(kept == effect.attributes(for: 0.9, in: context))
        }
    }
}
