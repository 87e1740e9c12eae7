import Foundation
import PagingLayout

/// The cases `paging-layout bench` measures, and the functions each iteration calls.
///
/// Each iteration goes through one `@inline(never)` function whose name starts with
/// `benchIteration`, so `Scripts/bench-counts.py` can count the instructions of exactly that work
/// with callgrind (`--toggle-collect='*benchIteration*'`).
enum BenchCases {
    static let viewport = CGSize(width: 300, height: 500)
    /// The progress values effects are evaluated at: 64 steps over −1.5…1.5.
    static let progressSweep: [CGFloat] = (0..<64).map { -1.5 + 3 * CGFloat($0) / 63 }

    /// Every case, in the order the table shows them; only the one named `id` when given (so a
    /// single case run under valgrind builds no other case's data).
    @MainActor
    static func all(only id: String? = nil) -> [BenchCase] {
        var cases: [BenchCase] = []
        func add(_ geometry: BenchGeometry, total: Int, sections: Int, visible: Int?) {
            guard id == nil || id == passID(geometry, total: total, sections: sections, visible: visible) else { return }
            cases.append(pass(geometry, total: total, sections: sections, visible: visible))
        }
        for total in [10, 1_000, 100_000, 10_000_000] {
            for sections in [1, 10_000] {
                for visible in [3, 7] { add(.fullPage, total: total, sections: sections, visible: visible) }
            }
        }
        // Section-heavy: one item per section, so every visible item starts a section.
        for visible in [3, 7] { add(.fullPage, total: 10_000, sections: 10_000, visible: visible) }
        // `numberOfVisibleItems = nil` on large data: the engine lays out its maximum of 10 000 items.
        add(.fullPage, total: 10_000_000, sections: 1, visible: nil)
        for geometry in [BenchGeometry.peeking, .looping, .variableLengths] {
            for total in [10, 1_000, 100_000, 10_000_000] where total <= geometry.maximumItems {
                for visible in [3, 7] { add(geometry, total: total, sections: 1, visible: visible) }
            }
        }
        cases += effects().filter { id == nil || $0.id == id }
        if id == nil || ["returning-", "view-", "native-"].contains(where: { id?.hasPrefix($0) == true }) {
            cases += BenchAdapterPaths.all().filter { id == nil || $0.id == id }
        }
        if id == nil || id?.hasPrefix("frame-") == true {
            cases += BenchFrames.all().filter { id == nil || $0.id == id }
        }
        return cases
    }

    /// The id of a layout-pass case, such as `pass-full-1000-10000-7`.
    static func passID(_ geometry: BenchGeometry, total: Int, sections: Int, visible: Int?) -> String {
        "pass-\(geometry.rawValue)-\(total)-\(sections)-\(visible.map(String.init) ?? "all")"
    }

    /// `total` items over `sections` sections, as evenly as possible (some empty when total < sections).
    static func spread(_ total: Int, over sections: Int) -> [Int] {
        (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
    }

    /// A layout pass over `total` items in `sections`, with the original's pass beside it for the
    /// full-page geometry (the only one the original has) unless every item is laid out.
    static func pass(_ geometry: BenchGeometry, total: Int, sections: Int, visible: Int?) -> BenchCase {
        let counts = spread(total, over: sections)
        let engine = PagingEngine(
            geometry: geometry.geometry(pageCount: total), itemCounts: counts, numberOfVisibleItems: visible)
        let offsets = sweep(engine)
        var result = engine.layout(at: .zero)
        let library: (Int) -> Int = { i in benchIterationPass(engine, offsets[i & 255], &result) }
        var baseline: ((Int) -> Int)?
        if geometry == .fullPage, visible != nil {
            var original = BenchOriginalPass(sectionCounts: counts, viewportSize: viewport, numberOfVisibleItems: visible)
            baseline = { i in benchIterationOriginalPass(&original, offsets[i & 255]) }
        }
        let laidOut = min(visible ?? total, total, PagingEngine.maximumVisibleItems)
        return BenchCase(
            id: passID(geometry, total: total, sections: sections, visible: visible),
            kind: .layoutPass, subject: geometry.rawValue, totalItems: total, sections: sections, visible: visible,
            passScale: min(1, 10 / Double(laidOut)) * min(1, 100 / Double(sections)), library: library,
            baseline: baseline)
    }

    /// 256 offsets at fractional page positions spread over the whole content, so every part of the
    /// data is visited.
    static func sweep(_ engine: PagingEngine) -> [CGPoint] {
        let pages = max(engine.numberOfPages, 1)
        return (0..<256).map { pass in
            engine.contentOffset(atScrollPosition: CGFloat((pass &* 7919) % pages) + 0.37)
        }
    }

    /// The prepared effects, each beside a hand-written computation of the same outputs.
    static func effects() -> [BenchCase] {
        let context = EffectContext(targetSize: viewport)
        let sweep = progressSweep
        var scaleAttributes = EffectAttributes()
        var stackAttributes = EffectAttributes()
        var snapshotAttributes = EffectAttributes()
        var scaleSnapshot: SnapshotAttributes?
        var stackSnapshot: SnapshotAttributes?
        var snapshotSnapshot: SnapshotAttributes?
        var referencePieces: [BenchReference.Piece] = []
        var scaleOutput = BenchReference.Output(transform: .identity, alpha: 1, zPosition: 0)
        var stackOutput = scaleOutput
        var container = Transform3D.identity
        let scale = ScaleEffect(options: .layout(.coverFlow))
        let stack = StackEffect()
        let snapshot = SnapshotEffect(options: .layout(.grid))
        let scaleOptions = scale.options
        let stackOptions = stack.options
        return [
            BenchCase(
                id: "effect-scale-coverFlow", kind: .effect, subject: "scale coverFlow",
                library: { i in benchIterationEffect(scale, sweep[i & 63], context, &scaleAttributes, &scaleSnapshot) },
                baseline: { i in benchIterationScaleReference(scaleOptions, sweep[i & 63], viewport, &scaleOutput) }),
            BenchCase(
                id: "effect-stack-default", kind: .effect, subject: "stack default",
                library: { i in benchIterationEffect(stack, sweep[i & 63], context, &stackAttributes, &stackSnapshot) },
                baseline: { i in benchIterationStackReference(stackOptions, sweep[i & 63], viewport, &stackOutput) }),
            BenchCase(
                id: "effect-snapshot-grid", kind: .effect, subject: "snapshot grid", pieces: 40, passScale: 0.1,
                library: { i in benchIterationEffect(
                        snapshot, sweep[i & 63], context, &snapshotAttributes, &snapshotSnapshot) },
                baseline: { i in benchIterationSnapshotReference(sweep[i & 63], viewport, &container, &referencePieces) }),
        ]
    }

    // MARK: - Iterations (what callgrind counts)

    @inline(never)
    static func benchIterationPass(_ engine: PagingEngine, _ offset: CGPoint, _ result: inout LayoutPass) -> Int {
        engine.layout(at: offset, into: &result)
        return result.elements.count
    }

    @inline(never)
    static func benchIterationOriginalPass(_ original: inout BenchOriginalPass, _ offset: CGPoint) -> Int {
        original.pass(at: offset).attributes.count
    }

    /// One evaluation of an effect into kept attributes and a kept snapshot (specialised for each
    /// effect type, so no existential call is counted, and an effect without a snapshot writes none).
    @inline(never)
    static func benchIterationEffect<Effect: PagingEffect>(
        _ effect: Effect, _ progress: CGFloat, _ context: EffectContext, _ attributes: inout EffectAttributes,
        _ snapshot: inout SnapshotAttributes?
    ) -> Int {
        effect.attributes(for: progress, in: context, into: &attributes)
        effect.snapshot(for: progress, in: context, into: &snapshot)
        return attributes.zPosition
    }

    @inline(never)
    static func benchIterationScaleReference(
        _ options: ScaleTransformViewOptions, _ progress: CGFloat, _ size: CGSize, _ output: inout BenchReference.Output
    ) -> Int {
        output = BenchReference.scale(options, progress: progress, size: size)
        return output.zPosition
    }

    @inline(never)
    static func benchIterationStackReference(
        _ options: StackTransformViewOptions, _ progress: CGFloat, _ size: CGSize, _ output: inout BenchReference.Output
    ) -> Int {
        output = BenchReference.stack(options, progress: progress, size: size)
        return output.zPosition
    }

    @inline(never)
    static func benchIterationSnapshotReference(
        _ progress: CGFloat, _ size: CGSize, _ container: inout Transform3D, _ pieces: inout [BenchReference.Piece]
    ) -> Int {
        container = BenchReference.snapshotGrid(progress: progress, size: size, into: &pieces)
        return pieces.count
    }
}
