import Foundation
import Testing

@testable import PagingLayout

/// Each offset-driven effect reading its inputs from an `OffsetEffectContext`; numbers worked out
/// from the seeds' formulas by hand.
@Suite("Offset-driven effects in a context")
struct OffsetEffectConformanceTests {
    @Test("sticky: a section header below a 70-point menu follows the scroll, up to its section's cells")
    func sticky() {
        func context(offset: CGFloat) -> OffsetEffectContext {
            OffsetEffectContext(
                frame: CGRect(x: 0, y: 400, width: 320, height: 50),
                viewport: CGRect(x: 0, y: offset, width: 320, height: 568), pinnedInset: 70, maxTravel: 600)
        }
        // 500 − 400 + 70 = 170; at 2000 it is held at 600.
        #expect(StickyEffect().attributes(in: context(offset: 500)).transform == .translation(x: 0, y: 170))
        #expect(StickyEffect().attributes(in: context(offset: 2000)).transform == .translation(x: 0, y: 600))
        #expect(StickyEffect().attributes(in: context(offset: 100)).transform == .translation(x: 0, y: 0))
        // Horizontally it measures x: an element at x = 300, offset 350 → 50 along x.
        let sideways = OffsetEffectContext(
            frame: CGRect(x: 300, y: 0, width: 40, height: 40), viewport: CGRect(x: 350, y: 0, width: 200, height: 40),
            scrollDirection: .horizontal)
        #expect(StickyEffect().attributes(in: sideways).transform == .translation(x: 50, y: 0))
    }

    @Test("stretchy header: stretch about its start, overlay only when active")
    func stretchy() {
        let pulled = OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), viewport: CGRect(x: 0, y: -100, width: 320, height: 568))
        // 300 / 200 = 1.5, moved by −100 + 50; overlay −100/200.
        let attributes = StretchyHeaderEffect(maxOverlayAlpha: 0.6).attributes(in: pulled)
        #expect(attributes.transform == Transform3D.scale(x: 1.5, y: 1.5).concatenating(.translation(x: 0, y: -50)))
        #expect(attributes.overlayAlpha == -0.5)
        #expect(StretchyHeaderEffect(isOverlayActive: false).attributes(in: pulled).overlayAlpha == nil)
        // Horizontally the move goes to x: pulled 100 points left of a 200-point-wide header.
        let sideways = OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 200, height: 80), viewport: CGRect(x: -100, y: 0, width: 568, height: 80),
            scrollDirection: .horizontal)
        let turned = StretchyHeaderEffect().attributes(in: sideways).transform
        #expect(turned.m41 == -50)
        #expect(turned.m42 == 0)
        #expect(turned.m11 == 1.5)
    }

    @Test("parallax: the content moves against the distance from the centre along the axis")
    func parallax() {
        let context = OffsetEffectContext(
            frame: CGRect(x: 0, y: 624, width: 320, height: 120), viewport: CGRect(x: 0, y: 200, width: 320, height: 568))
        // Centre 684, viewport centre 484: −30 × 200 / (284 + 60).
        let offset = ParallaxEffect(maxParallaxOffset: 30).attributes(in: context).parallaxOffset
        #expect(offset.x == 0)
        #expect(isClose(offset.y, -30 * 200 / 344))
    }

    @Test("focus spacing: the translation at the context's progress, along the axis")
    func focusSpacing() {
        let effect = FocusSpacingEffect(spacing: 10, spacingWhenFocused: 30)
        var context = OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 100, height: 60), viewport: CGRect(x: 0, y: 0, width: 300, height: 60),
            scrollDirection: .horizontal, progress: 1)
        #expect(effect.attributes(in: context).transform == .translation(x: 20, y: 0))
        // A quarter step past an item: factor 1 − 2 × 0.25, backwards.
        context.progress = -1.25
        #expect(effect.attributes(in: context).transform == .translation(x: -10, y: 0))
    }

    @Test("expand to aspect: grows the width towards the image, nothing without an aspect ratio")
    func expand() {
        var context = OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 30, height: 50), viewport: CGRect(x: 0, y: 0, width: 375, height: 50),
            scrollDirection: .horizontal, progress: 0.25, aspectRatio: 1.5)
        // (50 × 1.5 − 30) × 0.75 = 33.75.
        #expect(ExpandToAspectEffect().attributes(in: context).sizeChange == CGSize(width: 33.75, height: 0))
        for ratio: CGFloat? in [nil, 0, -1, .nan] {
            context.aspectRatio = ratio
            #expect(ExpandToAspectEffect().attributes(in: context) == OffsetEffectAttributes())
        }
    }

    @Test("preview shift: the page moves forward and its image back, within one page")
    func previewShift() {
        var context = OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), viewport: CGRect(x: 0, y: 0, width: 400, height: 600),
            scrollDirection: .horizontal, progress: 0.5)
        let attributes = PreviewShiftEffect(offsetBetweenCells: 44, parallaxRatio: 0.3).attributes(in: context)
        #expect(attributes.transform == .translation(x: 22, y: 0))
        #expect(attributes.parallaxOffset == CGPoint(x: -60, y: 0))
        context.progress = 1
        #expect(PreviewShiftEffect().attributes(in: context) == OffsetEffectAttributes())
    }

    @Test("applying attributes sets the element's values and grows its frame about the centre")
    func apply() {
        var element = LayoutElement(kind: .cell, section: 0, item: 3, frame: CGRect(x: 10, y: 0, width: 30, height: 50))
        let attributes = OffsetEffectAttributes(
            transform: .translation(x: 5, y: 0), parallaxOffset: CGPoint(x: 0, y: 2), overlayAlpha: 0.4,
            sizeChange: CGSize(width: 20, height: 0), alpha: 0.5)
        attributes.apply(to: &element)
        #expect(element.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(element.transform == .translation(x: 5, y: 0))
        #expect(element.parallaxOffset == CGPoint(x: 0, y: 2))
        #expect(element.overlayAlpha == 0.4)
        #expect(element.alpha == 0.5)
        OffsetEffectAttributes().apply(to: &element)
        #expect(element.overlayAlpha == 0)
        #expect(element.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}
