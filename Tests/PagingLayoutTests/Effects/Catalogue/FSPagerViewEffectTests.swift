import Foundation
import Testing

@testable import PagingLayout

@Suite("FSPagerViewEffect")
struct FSPagerViewEffectTests {
    /// A 200 × 300 page; the step is set per test (page width plus the type's proposed spacing).
    func context(step: CGFloat, vertical: Bool = false) -> EffectContext {
        EffectContext(
            targetSize: CGSize(width: 200, height: 300), scrollDirection: vertical ? .vertical : .horizontal,
            pageStep: step)
    }

    func effect(_ type: FSPagerViewOptions.Layout) -> FSPagerViewEffect {
        FSPagerViewEffect(options: .layout(type))
    }

    @Test("each type proposes FSPagerView's spacing for a 200-point page")
    func proposedSpacing() {
        let c = context(step: 200)
        #expect(effect(.crossFading).proposedSpacing(in: c) == nil)
        #expect(effect(.zoomOut).proposedSpacing(in: c) == nil)
        #expect(isNear(effect(.overlap).proposedSpacing(in: c)!, CGFloat(-200 * 0.65 * 0.6)))
        #expect(isNear(effect(.linear).proposedSpacing(in: c)!, CGFloat(-200 * 0.65 * 0.2)))
        #expect(isNear(effect(.coverFlow).proposedSpacing(in: c)!, -200 * sin(Double.pi * 3 / 16)))
        #expect(isNear(effect(.ferrisWheel).proposedSpacing(in: c)!, -30))
        #expect(effect(.cubic).proposedSpacing(in: c) == 0)
        #expect(effect(.overlap).proposedSpacing(in: context(step: 300, vertical: true)) == 0)
    }

    @Test("cross-fading keeps pages in place and fades them, worked by hand")
    func crossFading() {
        let a = effect(.crossFading).attributes(for: 0.25, in: context(step: 216))
        #expect(isNear(a.transform, planar(1, 0, 0, 1, 0, 0)))
        #expect(isNear(a.alpha, 0.75) && a.zPosition == 1)
        let gone = effect(.crossFading).attributes(for: 1, in: context(step: 216))
        #expect(gone.alpha == 0 && gone.zPosition == Int.min)
    }

    @Test("zoom-out shrinks to 0.85 and slides in by the margins, worked by hand")
    func zoomOut() {
        // p = 0.5: scale max(0.85, 0.5) = 0.85; vertical margin 300·0.15/2 = 22.5, horizontal
        // 200·0.15/2 = 15; tx = −15 + 45 = 30, then the page's place 100; alpha 0.6.
        let a = effect(.zoomOut).attributes(for: 0.5, in: context(step: 200))
        #expect(isNear(a.transform, planar(0.85, 0, 0, 0.85, 130, 0)))
        #expect(isNear(a.alpha, 0.6))
        #expect(effect(.zoomOut).attributes(for: 1.5, in: context(step: 200)).alpha == 0)
    }

    @Test("depth: the page ahead stays put, shrinks and fades, behind the current one")
    func depth() {
        // p = 0.25: scale 0.5 + 0.5·0.75 = 0.875; tx −50 undoes the place +50.
        let a = effect(.depth).attributes(for: 0.25, in: context(step: 200))
        #expect(isNear(a.transform, planar(0.875, 0, 0, 0.875, 0, 0)))
        #expect(isNear(a.alpha, 0.75) && a.zPosition == 0)
        let leaving = effect(.depth).attributes(for: -0.25, in: context(step: 200))
        #expect(isNear(leaving.transform, planar(1, 0, 0, 1, -50, 0)) && leaving.zPosition == 1)
    }

    @Test("overlap and linear scale, fade and order by distance")
    func overlap() {
        let step = 200 - 78.0
        let a = effect(.overlap).attributes(for: -0.5, in: context(step: step))
        #expect(isNear(a.transform, planar(0.825, 0, 0, 0.825, -61, 0)))
        #expect(isNear(a.alpha, 0.8) && a.zPosition == 5)
        // Vertical: FSPagerView leaves the page alone (only its place).
        let v = effect(.linear).attributes(for: 1, in: context(step: 300, vertical: true))
        #expect(isNear(v.transform, planar(1, 0, 0, 1, 0, 300)) && v.alpha == 1 && v.zPosition == -1)
    }

    @Test("cover flow turns and sets back as FSPagerView's transcription")
    func coverFlow() {
        let step = 200 - 200 * sin(Double.pi * 3 / 16)
        for p in stride(from: -1.5, through: 1.5, by: 0.25) {
            let turn = min(max(-p, -1), 1)
            let expected = ReferenceMatrix.perspective(-0.002)
                .rotate(sin(turn * .pi / 2) * .pi * 0.375, axis: 1)
                .translate(0, 0, -step * 0.5 * abs(turn)) * .translation(p * step, 0, 0)
            let a = effect(.coverFlow).attributes(for: p, in: context(step: step))
            #expect(isNear(a.transform, expected.fields), "at \(p)")
            #expect(a.zPosition == 100 - Int(abs(turn)))
        }
    }

    @Test("Ferris wheels turn about a hub a radius below (above when inverted)")
    func ferrisWheel() {
        let step = 170.0
        for (type, sign) in [(FSPagerViewOptions.Layout.ferrisWheel, 1.0), (.invertedFerrisWheel, -1.0)] {
            for p in [-1.0, -0.3, 0.6, 2] {
                let hub = step * 14 / (2 * .pi) * sign
                let expected = ReferenceMatrix.translation(0, -hub, 0) * .rotation(p * 2 * .pi / 14 * sign, axis: 2)
                    * .translation(-p * step, hub, 0) * .translation(p * step, 0, 0)
                let a = effect(type).attributes(for: p, in: context(step: step))
                #expect(isNear(a.transform, expected.fields), "\(type) at \(p)")
                #expect(a.zPosition == Int(4 - abs(p) * 10))
                #expect(isNear(a.alpha, abs(p) < 0.5 ? 1 : 0.6))
            }
        }
    }

    @Test("cubic turns each face about the shared edge")
    func cubic() {
        let p = 0.4
        let expected = ReferenceMatrix.perspective(-0.002).rotate(p * .pi / 2, axis: 1).translate(100, 0, 0)
            * .translation(-100 + p * 200, 0, 0)
        let a = effect(.cubic).attributes(for: p, in: context(step: 200))
        #expect(isNear(a.transform, expected.fields))
        #expect(a.zPosition == 6 && a.alpha == 1)
        #expect(effect(.cubic).attributes(for: -1, in: context(step: 200)).alpha == 0)
    }

    @Test("a minimum scale of 1 or more keeps zoom-out finite")
    func degenerate() {
        for scale in [1.0, 2, -1] as [CGFloat] {
            let e = FSPagerViewEffect(options: FSPagerViewOptions(type: .zoomOut, minimumScale: scale))
            for p in [-1.0, -0.5, 0, 0.5, 1, .nan] as [CGFloat] {
                #expect(isEveryNumberFinite(e.attributes(for: p, in: context(step: 200))))
            }
        }
    }
}
