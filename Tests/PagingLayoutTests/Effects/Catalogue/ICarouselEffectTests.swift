import Foundation
import Testing

@testable import PagingLayout

/// iCarousel's `transformForItemViewWithOffset:` for the horizontal case, transcribed from its
/// source with the reference matrix: item width `w`, circular count `count`.
private func iCarouselTransform(
    _ type: ICarouselOptions.Layout, offset: Double, w: Double, count: Double
) -> [Double] {
    let base = ReferenceMatrix.perspective(-1.0 / 500.0)
    switch type {
    case .linear:
        return base.translate(offset * w, 0, 0).fields
    case .rotary, .invertedRotary:
        var radius = max(w / 2, w / 2 / tan(2 * .pi / 2 / count))
        var angle = offset / count * 2 * .pi
        if type == .invertedRotary { radius = -radius; angle = -angle }
        return base.translate(radius * sin(angle), 0, radius * cos(angle) - radius).fields
    case .cylinder, .invertedCylinder:
        var radius = max(0.01, w / 2 / tan(2 * .pi / 2 / count))
        var angle = offset / count * 2 * .pi
        if type == .invertedCylinder { radius = -radius; angle = -angle }
        return base.translate(0, 0, -radius).rotate(angle, axis: 1).translate(0, 0, radius + 0.01).fields
    case .wheel, .invertedWheel:
        var radius = w * count / (2 * .pi)
        var angle = 2 * .pi / count
        if type == .invertedWheel { radius = -radius; angle = -angle }
        return base.translate(0, radius, 0).rotate(angle * offset, axis: 2).translate(0, -radius, offset * 0.01).fields
    case .coverFlow, .coverFlow2:
        let clamped = max(-1, min(1, offset))
        let x = (clamped * 0.5 * 0.9 + offset * 0.25) * w
        let z = abs(clamped) * -w * 0.5
        return base.translate(x, 0, z).rotate(-clamped * .pi / 2 * 0.9, axis: 1).fields
    case .timeMachine, .invertedTimeMachine:
        let sign: Double = type == .timeMachine ? 1 : -1
        return base.translate(sign * offset * w * sign * 0.3, 0, sign * offset * w).fields
    }
}

@Suite("ICarouselEffect")
struct ICarouselEffectTests {
    /// A 200-point item in a 200-point viewport: iCarousel's circular count is max(12, ⌈1⌉π) = 12.
    let context = EffectContext(targetSize: CGSize(width: 200, height: 300))

    @Test(
        "every type except Cover Flow 2 gives iCarousel's transform",
        arguments: ICarouselOptions.Layout.allCases.filter { $0 != .coverFlow2 })
    func transformsMatchTranscription(type: ICarouselOptions.Layout) {
        let effect = ICarouselEffect(options: .layout(type))
        for offset in stride(from: -2.5, through: 2.5, by: 0.25) {
            let expected = iCarouselTransform(type, offset: offset, w: 200, count: 12)
            let got = effect.attributes(for: offset, in: context).transform
            #expect(isNear(got, expected), "\(type) at \(offset): \(got.fields) vs \(expected)")
        }
    }

    @Test("linear moves one item width per item, worked by hand")
    func linearByHand() {
        let t = ICarouselEffect().attributes(for: 1.5, in: context).transform
        #expect(isNear(t, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 300, 0, 0, 1]))
    }

    @Test("rotary three items round a twelve-item ring sits a radius to the side and back, worked by hand")
    func rotaryByHand() {
        // angle π/2; radius = 100 / tan(π/12) = 373.2050808; translate(r, 0, −r) under m34 = −1/500.
        let r = 100 / tan(Double.pi / 12)
        let t = ICarouselEffect(options: .rotary).attributes(for: 3, in: context).transform
        #expect(isNear(t.m41, r))
        #expect(isNear(t.m43, -r))
        #expect(isNear(t.m44, 1 + r * 0.002))
    }

    @Test("a vertical pager gets the vertical variant")
    func verticalVariant() {
        let vertical = EffectContext(targetSize: CGSize(width: 200, height: 300), scrollDirection: .vertical)
        let t = ICarouselEffect().attributes(for: 1, in: vertical).transform
        // iCarousel's item width is the height when vertical: 300 points down.
        #expect(isNear(t.m42, 300) && isNear(t.m41, 0))
        let cover = ICarouselEffect(options: .coverFlow).attributes(for: 1, in: vertical).transform
        let expected = ReferenceMatrix.perspective(-0.002)
            .translate(0, (0.45 + 0.25) * 300, -150).rotate(0.9 * .pi / 2, axis: 0).fields
        #expect(isNear(cover, expected))
    }

    @Test("the time machines fade on one side only, over one item")
    func timeMachineFade() {
        let forward = ICarouselEffect(options: .timeMachine)
        #expect(isNear(forward.attributes(for: 0.5, in: context).alpha, 0.5))
        #expect(isNear(forward.attributes(for: 3, in: context).alpha, 0))
        #expect(isNear(forward.attributes(for: -3, in: context).alpha, 1))
        let inverted = ICarouselEffect(options: .invertedTimeMachine)
        #expect(isNear(inverted.attributes(for: -0.25, in: context).alpha, 0.75))
        #expect(isNear(inverted.attributes(for: 2, in: context).alpha, 1))
    }

    @Test("fade options: range and minimum alpha")
    func fadeOptions() {
        let effect = ICarouselEffect(options: ICarouselOptions(fadeMin: -1, fadeMax: 1, fadeRange: 2, fadeMinAlpha: 0.2))
        // 1 item past fadeMax over a range of 2: 1 − 0.5 × 0.8.
        #expect(isNear(effect.attributes(for: 2, in: context).alpha, 0.6))
        #expect(isNear(effect.attributes(for: -5, in: context).alpha, 0.2))
        #expect(isNear(effect.attributes(for: 0.5, in: context).alpha, 1))
    }

    @Test("the inverted cylinder hides items turned away; the others show them")
    func backFaces() {
        let inverted = ICarouselEffect(options: .invertedCylinder)
        #expect(!inverted.attributes(for: 2, in: context).isTargetHidden)
        // Four of twelve items round: turned by 120°, m33 = cos 120° < 0.
        #expect(inverted.attributes(for: 4, in: context).isTargetHidden)
        #expect(!ICarouselEffect(options: .cylinder).attributes(for: 4, in: context).isTargetHidden)
        var shown = ICarouselOptions.invertedCylinder
        shown.showBackfaces = true
        #expect(!ICarouselEffect(options: shown).attributes(for: 4, in: context).isTargetHidden)
    }

    @Test("items nearer the viewer are in front; at equal depth the one nearer the centre")
    func depthOrder() {
        let cylinder = ICarouselEffect(options: .cylinder)
        let z = [0, 1, 2, 5].map { cylinder.attributes(for: $0, in: context).zPosition }
        #expect(z[0] > z[1] && z[1] > z[2] && z[2] > z[3])
        let linear = ICarouselEffect()
        #expect(linear.attributes(for: 0.2, in: context).zPosition > linear.attributes(for: -1.2, in: context).zPosition)
    }

    @Test("a wrapping carousel brings far offsets round from the other side")
    func wrap() {
        var options = ICarouselOptions.rotary
        options.wrap = true
        options.numberOfItems = 10
        let effect = ICarouselEffect(options: options)
        #expect(effect.attributes(for: 7, in: context) == effect.attributes(for: -3, in: context))
        // Ten items cap iCarousel's count at 10.
        let expected = iCarouselTransform(.rotary, offset: -3, w: 200, count: 10)
        #expect(isNear(effect.attributes(for: 7, in: context).transform, expected))
    }

    /// iCarousel's `layOutItemViews` turns wrapping on for these six types and off for the other five.
    static let typesThatWrap: Set<ICarouselOptions.Layout> = [
        .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel,
    ]

    @Test(
        "wrap left nil follows the type: on for the circular types, off for the rest",
        arguments: ICarouselOptions.Layout.allCases)
    func wrapDefaultFollowsType(type: ICarouselOptions.Layout) {
        var options = ICarouselOptions.layout(type)
        options.numberOfItems = 10
        #expect(options.wrap == nil)
        let effect = ICarouselEffect(options: options)
        // Of ten items, the one 7 ahead is 3 behind once the carousel wraps.
        let wrapsRound = effect.attributes(for: 7, in: context) == effect.attributes(for: -3, in: context)
        #expect(wrapsRound == Self.typesThatWrap.contains(type))
    }

    @Test("an explicit wrap overrides the type's default either way")
    func wrapOverridesDefault() {
        var rotary = ICarouselOptions.rotary
        rotary.numberOfItems = 10
        rotary.wrap = false
        let straight = ICarouselEffect(options: rotary)
        #expect(straight.attributes(for: 7, in: context) != straight.attributes(for: -3, in: context))
        var linear = ICarouselOptions.linear
        linear.numberOfItems = 10
        linear.wrap = true
        // Wrapped, the item 7 ahead sits 3 item widths to the left: x = −3 × 200.
        #expect(isNear(ICarouselEffect(options: linear).attributes(for: 7, in: context).transform.m41, -600))
    }

    @Test("a spec's wrap: null restores the type's default, true and false set it")
    func wrapInSpec() throws {
        let decoded = try JSONDecoder().decode(
            [ICarouselOptions].self,
            from: Data(#"[{"type": "cylinder", "wrap": null}, {"type": "linear", "wrap": true}, {"type": "wheel"}]"#.utf8))
        #expect(decoded.map(\.wrap) == [nil, true, nil])
    }

    @Test("Cover Flow 2 at rest keeps the centre item flat until half-way, then turns it fully")
    func coverFlow2() {
        let effect = ICarouselEffect(options: .coverFlow2)
        let flat = effect.attributes(for: 0.3, in: context).transform
        #expect(isNear(flat, ReferenceMatrix.perspective(-0.002).translate(0.25 * 0.3 * 200, 0, 0).fields))
        let turned = effect.attributes(for: 0.7, in: context).transform
        let expected = ReferenceMatrix.perspective(-0.002)
            .translate((0.45 + 0.7 * 0.25) * 200, 0, -100).rotate(-0.9 * .pi / 2, axis: 1).fields
        #expect(isNear(turned, expected))
    }

    @Test(
        "the symmetric types mirror between ±offset",
        arguments: [ICarouselOptions.Layout.linear, .rotary, .cylinder, .coverFlow, .invertedRotary])
    func symmetry(type: ICarouselOptions.Layout) {
        let effect = ICarouselEffect(options: .layout(type))
        for offset in stride(from: 0.0, through: 4, by: 0.125) {
            let right = effect.attributes(for: offset, in: context).transform
            let left = effect.attributes(for: -offset, in: context).transform
            #expect(isNear(mirrored(right), left.fields.map(Double.init)), "\(type) at ±\(offset)")
        }
    }

    @Test("Cover Flow is continuous: small steps make small changes", arguments: [ICarouselOptions.Layout.coverFlow, .rotary, .cylinder, .wheel])
    func continuity(type: ICarouselOptions.Layout) {
        let effect = ICarouselEffect(options: .layout(type))
        expectContinuousTransform(from: -3, step: 0.01, steps: 600, limit: 5, "\(type)") {
            effect.attributes(for: $0, in: context).transform
        }
    }

    @Test("degenerate options stay finite: zero arc, zero count, zero radius, zero fade range, no items")
    func degenerateOptions() {
        let cases = [
            ICarouselOptions(type: .rotary, arc: 0), ICarouselOptions(type: .cylinder, arc: 0),
            ICarouselOptions(type: .wheel, arc: 0), ICarouselOptions(type: .wheel, count: 0),
            ICarouselOptions(type: .cylinder, radius: 0), ICarouselOptions(type: .rotary, numberOfItems: 0),
            ICarouselOptions(type: .linear, fadeMax: 0, fadeRange: 0),
            ICarouselOptions(type: .cylinder, spacing: 0),
        ]
        let empty = EffectContext(targetSize: .zero)
        for options in cases {
            for progress in [-2.0, -0.5, 0, 0.5, 2, .nan, .infinity] as [CGFloat] {
                for context in [context, empty] {
                    let attributes = ICarouselEffect(options: options).attributes(for: progress, in: context)
                    #expect(isEveryNumberFinite(attributes), "\(options) at \(progress)")
                }
            }
        }
        // A zero fade range fades at once.
        let step = ICarouselEffect(options: ICarouselOptions(fadeMax: 0, fadeRange: 0))
        #expect(step.attributes(for: 0.01, in: context).alpha == 0)
        #expect(step.attributes(for: 0, in: context).alpha == 1)
        // A zero arc tends to the straight line: the rotary item one away sits one item width over.
        let flat = ICarouselEffect(options: ICarouselOptions(type: .rotary, arc: 0)).attributes(for: 1, in: context)
        #expect(abs(flat.transform.m41 - 200) < 1e-3)
    }
}
