import Foundation
import Testing

@testable import PagingLayout

@Suite("SlideEffect")
struct SlideEffectTests {
    static let context = EffectContext(targetSize: CGSize(width: 240, height: 400), pageStep: 256)

    @Test("the plain slide moves a page progress × step along the axis and changes nothing else")
    func plainSlide() {
        let attributes = SlideEffect().attributes(for: -1.5, in: Self.context)
        #expect(attributes.transform == .translation(x: -384, y: 0))
        #expect(attributes.alpha == 1)
        #expect(attributes.zPosition == -2)
        var vertical = Self.context
        vertical.scrollDirection = .vertical
        #expect(SlideEffect().attributes(for: 0.5, in: vertical).transform == .translation(x: 0, y: 128))
    }

    @Test("the carousel preset shrinks and fades neighbours by distance, never below 0")
    func carousel() {
        let one = SlideEffect(options: .carousel).attributes(for: 1, in: Self.context)
        // Scale 1 − 0.15 = 0.85 about the centre, then 256 points right.
        #expect(isClose(one.transform, Transform3D.scale(x: 0.85, y: 0.85).concatenating(.translation(x: 256, y: 0))))
        #expect(isClose(one.alpha, 0.7))
        let far = SlideEffect(options: .carousel).attributes(for: 10, in: Self.context)
        #expect(far.alpha == 0)
        #expect(far.transform.m11 == 0)
    }

    @Test("right-to-left mirrors the slide: the next page is to the left")
    func rightToLeft() {
        var context = Self.context
        context.layoutDirection = .rightToLeft
        #expect(SlideEffect().directedAttributes(for: 1, in: context).transform.m41 == -256)
    }

    @Test("bad numbers give finite attributes")
    func badNumbers() {
        let effect = SlideEffect(options: SlideEffectOptions(scaleRatio: .nan, alphaRatio: -.infinity))
        for progress in [CGFloat.nan, .infinity, -1e300, 0.5] {
            let attributes = effect.attributes(for: progress, in: Self.context)
            #expect(attributes.transform.fields.allSatisfy { $0.isFinite })
            #expect(attributes.alpha.isFinite)
        }
    }

    @Test("the options decode from a spec by name and reject unknown keys")
    func decoding() throws {
        let registry = EffectRegistry()
        let effect = try registry.effect(named: "slide", optionsJSON: Data(#"{"scaleRatio":0.2}"#.utf8))
        #expect((effect as? SlideEffect)?.options == SlideEffectOptions(scaleRatio: 0.2))
        #expect(throws: (any Error).self) {
            _ = try registry.effect(named: "slide", optionsJSON: Data(#"{"scale":0.2}"#.utf8))
        }
    }
}
