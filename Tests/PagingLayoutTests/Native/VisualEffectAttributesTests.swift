import Foundation
import Testing

@testable import PagingLayout

@Suite("VisualEffectAttributes: effect attributes as SwiftUI applies them")
struct VisualEffectAttributesTests {
    /// A 200 × 100 page: its centre is (100, 50).
    let page = CGSize(width: 200, height: 100)

    private func corners(of size: CGSize) -> [CGPoint] {
        [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
         CGPoint(x: 0, y: size.height)]
    }

    @Test("a scale about the centre moves the page's corners towards the centre")
    func scaleAboutTheCentre() {
        let native = VisualEffectAttributes(EffectAttributes(transform: .scale(x: 0.5, y: 0.5)), pageSize: page)
        // Halving about (100, 50): (0, 0) → (50, 25), (200, 100) → (150, 75).
        #expect(isClose(native.projection.apply(to: CGPoint(x: 0, y: 0)), CGPoint(x: 50, y: 25)))
        #expect(isClose(native.projection.apply(to: CGPoint(x: 200, y: 100)), CGPoint(x: 150, y: 75)))
    }

    @Test("a turn with perspective is kept whole: the far edge shrinks by the perspective divide")
    func perspectiveTurnIsExact() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turn = perspective.rotatedBy(angle: .pi / 3, x: 0, y: 1, z: 0)
        let native = VisualEffectAttributes(EffectAttributes(transform: turn), pageSize: page)
        // The right edge (100 points right of the centre) turns to x = 100·cos 60° = 50 and moves away:
        // w = 1 + 100·sin 60° / 500; the top right corner (100, −50) from the centre lands at
        // (100 + 50/w, 50 − 50/w).
        let w = 1 + 100 * sin(CGFloat.pi / 3) / 500
        #expect(isClose(native.projection.apply(to: CGPoint(x: 200, y: 0)), CGPoint(x: 100 + 50 / w, y: 50 - 50 / w)))
        // The left edge comes nearer: w = 1 − 100·sin 60° / 500.
        let near = 1 - 100 * sin(CGFloat.pi / 3) / 500
        #expect(isClose(native.projection.apply(to: CGPoint(x: 0, y: 100)), CGPoint(x: 100 - 50 / near, y: 50 + 50 / near)))
        #expect(!native.isBackFacing)
        #expect(!native.isPartlyBehindEye)
    }

    @Test(
        "the projection puts every corner where Core Animation's projection does, for the prepared effects",
        arguments: [
            ("scale coverFlow", ScaleEffect(options: .layout(.coverFlow)) as any PagingEffect),
            ("scale rotary", ScaleEffect(options: .layout(.rotary))),
            ("stack perspective", StackEffect(options: .layout(.perspective))),
            ("stack vortex", StackEffect(options: .layout(.vortex))),
            ("iCarousel cylinder", ICarouselEffect(options: .cylinder)),
        ])
    func projectionMatchesCoreAnimation(name: String, effect: any PagingEffect) {
        let context = EffectContext(targetSize: page)
        for step in -8...8 {
            let progress = CGFloat(step) / 4
            let attributes = effect.attributes(for: progress, in: context)
            let native = VisualEffectAttributes(attributes, pageSize: page)
            let rect = CGRect(origin: .zero, size: page)
            for corner in corners(of: page) {
                let expected = attributes.transform.project(corner, in: rect)
                let actual = native.projection.apply(to: corner)
                #expect((expected == nil) == (actual == nil), "\(name) at \(progress)")
                if let expected { #expect(isClose(actual, expected, tolerance: 1e-9), "\(name) at \(progress)") }
            }
        }
    }

    @Test("flat moves split exactly into scale, rotation and offset")
    func affineSplitIsExact() {
        // Scale (0.8, 0.6) first, then turn 30°, then move (40, −10): built from the parts.
        let angle = CGFloat.pi / 6
        let transform = Transform3D.scale(x: 0.8, y: 0.6)
            .concatenating(.rotation(angle: angle, x: 0, y: 0, z: 1))
            .concatenating(.translation(x: 40, y: -10))
        let split = VisualEffectAttributes(EffectAttributes(transform: transform), pageSize: page).decomposition
        #expect(isClose(split.scaleX, 0.8))
        #expect(isClose(split.scaleY, 0.6))
        #expect(isClose(split.rotation, angle))
        #expect(isClose(split.offset.width, 40) && isClose(split.offset.height, -10))
        #expect(split.isExact(within: 1e-9))
        // Recomposed, the corners land where the whole transform puts them.
        let whole = ProjectionMatrix(flattening: transform, about: CGPoint(x: 100, y: 50))
        for corner in corners(of: page) {
            #expect(isClose(split.matrix(pageSize: page).apply(to: corner), whole.apply(to: corner)!, tolerance: 1e-9))
        }
    }

    @Test("a mirror image splits into a negative y scale")
    func mirrorSplitsIntoNegativeScale() {
        let split = AffineDecomposition(.scale(x: 1, y: -1), pageSize: page)
        #expect(isClose(split.scaleX, 1) && isClose(split.scaleY, -1) && isClose(split.rotation, 0))
        #expect(split.isExact())
    }

    @Test("the split of a perspective turn misses by the perspective, and says how much")
    func perspectiveSplitReportsItsError() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turn = perspective.rotatedBy(angle: .pi / 3, x: 0, y: 1, z: 0)
        let split = AffineDecomposition(turn, pageSize: page)
        // Without the perspective row the page is squeezed to half its width about the centre:
        // (0, 0) → (50, 0). Under the whole transform it lands at (100 − 50/near, 50 − 50/near).
        let near = 1 - 100 * sin(CGFloat.pi / 3) / 500
        let missTopLeft = hypot(100 - 50 / near - 50, 50 - 50 / near)
        #expect(isClose(split.scaleX, 0.5) && isClose(split.scaleY, 1))
        #expect(isClose(split.cornerError, missTopLeft, tolerance: 1e-9))
    }

    @Test("opacity is clamped to 0…1")
    func opacityIsClamped() {
        #expect(VisualEffectAttributes(EffectAttributes(alpha: 1.5), pageSize: page).opacity == 1)
        #expect(VisualEffectAttributes(EffectAttributes(alpha: -0.2), pageSize: page).opacity == 0)
        #expect(VisualEffectAttributes(EffectAttributes(alpha: 0.25), pageSize: page).opacity == 0.25)
    }

    @Test("a page turned to its back is hidden unless double-sided")
    func backFacingPages() {
        let back = Transform3D.rotation(angle: .pi, x: 0, y: 1, z: 0)
        let single = VisualEffectAttributes(EffectAttributes(transform: back, isDoubleSided: false), pageSize: page)
        #expect(single.isBackFacing)
        #expect(single.opacity == 0)
        let double = VisualEffectAttributes(EffectAttributes(transform: back, isDoubleSided: true), pageSize: page)
        #expect(double.isBackFacing)
        #expect(double.opacity == 1)
    }

    @Test("a page moved behind the eye is hidden")
    func behindTheEye() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 100
        // 200 points towards the eye, which is 100 points away: w = 1 − 200/100 = −1 everywhere.
        let native = VisualEffectAttributes(
            EffectAttributes(transform: Transform3D.translation(x: 0, y: 0, z: 200).concatenating(perspective)),
            pageSize: page)
        #expect(native.isPartlyBehindEye)
        #expect(native.opacity == 0)
        #expect(native.decomposition.cornerError == .infinity)
    }

    @Test("a blur fraction becomes that fraction of the largest radius, clamped to 0…1")
    func blurRadius() {
        #expect(VisualEffectAttributes(EffectAttributes(blurRadius: 0.5), pageSize: page).blurRadius == 10)
        #expect(VisualEffectAttributes(EffectAttributes(blurRadius: 3), pageSize: page).blurRadius == 20)
        #expect(VisualEffectAttributes(EffectAttributes(blurRadius: -1), pageSize: page).blurRadius == 0)
        #expect(VisualEffectAttributes(EffectAttributes(blurRadius: 0.5), pageSize: page, maximumBlurRadius: 8).blurRadius == 4)
        #expect(VisualEffectAttributes(EffectAttributes(blurRadius: 0.5), pageSize: page, maximumBlurRadius: .nan).blurRadius == 0)
    }

    @Test("z position, shadow and snapshot pieces carry over")
    func otherAttributes() {
        let shadow = ShadowAttributes(color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.8), opacity: 0.5, radius: 6, offset: CGSize(width: 0, height: 4))
        let native = VisualEffectAttributes(EffectAttributes(zPosition: -2, shadow: shadow), pageSize: page)
        #expect(native.zIndex == -2)
        #expect(native.shadow?.color == RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.4))
        #expect(native.shadow?.radius == 6)
        #expect(native.shadow?.offset == CGSize(width: 0, height: 4))
        #expect(!native.showsSnapshotPieces)
        let invisible = ShadowAttributes(opacity: 0, radius: 6, offset: .zero)
        #expect(VisualEffectAttributes(EffectAttributes(shadow: invisible), pageSize: page).shadow == nil)
        let snapshot = SnapshotEffect(options: .layout(.grid)).attributes(for: 0.5, in: EffectContext(targetSize: page))
        #expect(VisualEffectAttributes(snapshot, showsSnapshotPieces: true, pageSize: page).showsSnapshotPieces)
        // From the effect, whether it shows pieces is asked of its snapshot.
        let geometry = PageGeometry(viewportSize: page)
        for (effect, shows) in [(SnapshotEffect(options: .layout(.grid)), true), (ScaleEffect(), false)] as [(any PagingEffect, Bool)] {
            let native = VisualEffectAttributes(effect: effect, slot: 1, contentOffset: 100, geometry: geometry, pageCount: 3)
            #expect(native.showsSnapshotPieces == shows)
        }
    }

    @Test("the content transform is converted about the content's centre")
    func contentTransform() {
        let native = VisualEffectAttributes(EffectAttributes(contentTransform: .translation(x: 30, y: 0)), pageSize: page)
        #expect(isClose(native.contentProjection.apply(to: CGPoint(x: 10, y: 10)), CGPoint(x: 40, y: 10)))
        #expect(native.projection == .identity)
    }

    @Test("non-finite input gives finite output")
    func nonFiniteInput() {
        var transform = Transform3D.identity
        transform.m41 = .nan
        transform.m11 = .infinity
        let native = VisualEffectAttributes(
            EffectAttributes(transform: transform, alpha: .nan, blurRadius: .infinity), pageSize: CGSize(width: CGFloat.nan, height: -4))
        #expect(native.projection.isFinite)
        #expect(native.opacity.isFinite && native.blurRadius.isFinite)
    }
}

@Suite("VisualEffectAttributes from a page's frame in the scroll view")
struct VisualEffectAttributesFrameTests {
    @Test("a page half a page away gets the effect's attributes at progress 0.5")
    func halfWay() {
        let effect = ScaleEffect(options: .layout(.coverFlow))
        // Page 2 of full 300 × 500 pages with its left edge at 150: progress 0.5 (see ScrollViewFramesTests).
        let native = VisualEffectAttributes(
            effect: effect, slot: 2, frame: CGRect(x: 150, y: 0, width: 300, height: 500), geometry: fullPageGeometry,
            pageCount: 5)
        let size = CGSize(width: 300, height: 500)
        let expected = VisualEffectAttributes(
            effect.attributes(for: 0.5, in: EffectContext(targetSize: size, viewportSize: size, pageStep: 300)), pageSize: size)
        #expect(native == expected)
    }

    @Test("right-to-left mirrors the transform")
    func rightToLeft() {
        var geometry = fullPageGeometry
        geometry.layoutDirection = .rightToLeft
        let effect = ScaleEffect(options: .layout(.coverFlow))
        let size = CGSize(width: 300, height: 500)
        // Page 2's frame at −150…150 is progress 0.5 (see ScrollViewFramesTests).
        let native = VisualEffectAttributes(
            effect: effect, slot: 2, frame: CGRect(x: -150, y: 0, width: 300, height: 500), geometry: geometry, pageCount: 5)
        let leftToRight = effect.attributes(for: 0.5, in: EffectContext(targetSize: size, viewportSize: size, pageStep: 300))
        #expect(native == VisualEffectAttributes(leftToRight.mirroredHorizontally(), pageSize: size))
        #expect(native.projection != VisualEffectAttributes(leftToRight, pageSize: size).projection)
    }
}

/// An effect that breaks the rule and returns non-finite numbers: a translation of NaN along x, a
/// NaN alpha and an infinite blur.
private struct NonFiniteEffect: PagingEffect {
    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var transform = Transform3D.identity
        transform.m41 = .nan
        return EffectAttributes(transform: transform, alpha: .nan, blurRadius: .infinity)
    }
}

@Suite("VisualEffectAttributes at a content offset")
struct VisualEffectAttributesOffsetTests {
    @Test("an effect's non-finite numbers are made finite on the effect's path as on the attributes' path")
    func nonFiniteEffect() {
        let size = CGSize(width: 300, height: 500)
        let native = VisualEffectAttributes(
            effect: NonFiniteEffect(), slot: 2, contentOffset: 600, geometry: fullPageGeometry, pageCount: 5)
        // NaN counts as 0 and infinity as the largest finite value: no move (the translations about
        // the centre cancel), alpha 0, and a blur clamped to the whole of the 20-point radius.
        #expect(native.projection == .identity && native.contentProjection == .identity)
        #expect(native.opacity == 0 && native.blurRadius == 20)
        let context = EffectContext(targetSize: size, viewportSize: size, pageStep: 300)
        #expect(native == VisualEffectAttributes(NonFiniteEffect().attributes(for: 0, in: context), pageSize: size))
    }

    @Test("around a settled pager the neighbours get the effect's attributes at whole progresses")
    func aroundASettledPage() {
        let effect = StackEffect(options: .layout(.perspective))
        let size = CGSize(width: 300, height: 500)
        let context = EffectContext(targetSize: size, viewportSize: size, pageStep: 300)
        // Resting on page 2 (offset 600): page 3 is one page away, page 0 two pages back.
        for (slot, progress) in [(3, CGFloat(1)), (0, -2), (2, 0)] {
            let native = VisualEffectAttributes(
                effect: effect, slot: slot, contentOffset: 600, geometry: fullPageGeometry, pageCount: 5)
            #expect(native == VisualEffectAttributes(effect.attributes(for: progress, in: context), pageSize: size))
        }
    }
}

@Suite("VisualEffectAttributes: the pages' z order at an offset")
struct VisualEffectAttributesStackingOrderTests {
    @Test("the default order: the page nearest the centre in front, −|round(progress)| for the others")
    func defaultOrder() {
        // Position 2.3: page 2 is at progress −0.3, page 3 at 0.7, page 1 at −1.3, page 4 at 1.7.
        let order = VisualEffectAttributes.zIndices(
            effect: ScaleEffect(), geometry: fullPageGeometry, pageCount: 10, contentOffset: 690)
        #expect(order[2] == 0)
        #expect(order[3] == -1)
        #expect(order[1] == -1)
        #expect(order[4] == -2)
        #expect(order[9] == nil)
    }

    @Test("an order that changes at the centre changes there, not half way")
    func androidDepth() {
        // Android's depth: z −1 for progress above 0, else 0. At position 2.3 page 2 (progress −0.3)
        // is 0 and page 3 (0.7) −1; at 2.7 page 2 (−0.7) is 0 and page 3 (0.3) still −1.
        let effect = AndroidPageEffect(options: .layout(.depth))
        for offset: CGFloat in [690, 810] {
            let order = VisualEffectAttributes.zIndices(
                effect: effect, geometry: fullPageGeometry, pageCount: 10, contentOffset: offset)
            #expect(order[2] == 0, "at \(offset)")
            #expect(order[3] == -1, "at \(offset)")
        }
    }

    @Test("no pages, no order")
    func noPages() {
        #expect(VisualEffectAttributes.zIndices(effect: ScaleEffect(), geometry: fullPageGeometry, pageCount: 0, contentOffset: 0).isEmpty)
    }
}
