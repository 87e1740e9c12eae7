import Foundation
import Testing

@testable import PagingLayout

/// A test effect: slides pages by 70% of their width per page and turns them 40° per page about the
/// y axis with the eye 500 points away, fading to 0 at three pages.
struct SlideAndTurnEffect: PagingEffect {
    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let transform = perspective
            .translatedBy(x: progress * context.targetSize.width * 0.7, y: 0)
            .rotatedBy(angle: -progress * 40 * .pi / 180, x: 0, y: 1, z: 0)
        return EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), transform: transform, alpha: 1 - abs(progress) / 3)
    }
}

@Suite("Building a pager frame from the engine and an effect")
struct PagerSceneTests {
    let engine = PagingEngine(
        viewportSize: CGSize(width: 300, height: 500), itemCounts: [2, 3], numberOfVisibleItems: 3)

    @Test("items, progress and frames come from the layout pass, in viewport coordinates")
    func fromEngine() {
        let frame = PagerScene(engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: SlideAndTurnEffect())
        // Position 1.5: items 1, 2, 3 (the window keeps 3 items) with progress −0.5, 0.5, 1.5.
        #expect(frame.items.map(\.flatIndex) == [1, 2, 3])
        #expect(frame.items.map(\.indexPath) == [
            ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 0, section: 1), ItemIndexPath(item: 1, section: 1),
        ])
        #expect(frame.items.map(\.progress) == [-0.5, 0.5, 1.5])
        #expect(frame.items.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 300, height: 500) })
        #expect(frame.items.map(\.attributes.zPosition) == [-1, -1, -2])
        #expect(frame.items[0].attributes.alpha == 1 - 0.5 / 3)
        #expect(frame.contentOffset == CGPoint(x: 450, y: 0))
    }

    @Test("the effect sees the item's size as its target size")
    func targetSize() {
        struct SizeProbe: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), alpha: context.targetSize.width / 1000)
            }
        }
        let frame = PagerScene(engine: engine, contentOffset: .zero, effect: SizeProbe())
        #expect(frame.items.allSatisfy { $0.attributes.alpha == 0.3 })
    }

    @Test("at position 1.5 the two half-turned pages split the viewport; the tie goes to the later one")
    func halfway() {
        let frame = PagerScene(engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: SlideAndTurnEffect())
        // Item 1 (progress −0.5) slides 105 left and item 2 (+0.5) 105 right; both have z −1, so
        // item 2 (flat index 2) is in front where they overlap, around the middle.
        #expect(frame.item(atViewportPoint: CGPoint(x: 150, y: 250))?.flatIndex == 2)
        #expect(frame.item(atViewportPoint: CGPoint(x: 20, y: 250))?.flatIndex == 1)
        #expect(frame.item(atViewportPoint: CGPoint(x: 290, y: 250))?.flatIndex == 2)
    }

    @Test("content points are viewport points moved by the content offset")
    func contentPoints() {
        let frame = PagerScene(engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: SlideAndTurnEffect())
        #expect(frame.item(atContentPoint: CGPoint(x: 470, y: 250))?.flatIndex == 1)
        #expect(frame.item(atContentPoint: CGPoint(x: 20, y: 250)) == nil)
    }

    @Test("the selectable region is asked for per index path")
    func regions() {
        let frame = PagerScene(engine: engine, contentOffset: .zero, effect: SlideAndTurnEffect()) { indexPath in
            indexPath.section == 0 ? CGRect(x: 10, y: 10, width: 50, height: 50) : nil
        }
        #expect(frame.items.map(\.selectableRegion) == [CGRect(x: 10, y: 10, width: 50, height: 50), CGRect(x: 10, y: 10, width: 50, height: 50), nil])
    }

    @Test("a padded target is a card inside its cell: its frame and the size the effect sees")
    func padded() {
        struct SizeProbe: PagingEffect {
            func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
                EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), alpha: context.targetSize.width / 1000)
            }
        }
        let frame = PagerScene(
            engine: engine, contentOffset: .zero, effect: SizeProbe(),
            pagePadding: PagePadding(vertical: .absolute(40), horizontal: .absolute(30)))
        // 300 × 500 cells less 30 on the left and right, 40 at the top and bottom.
        #expect(frame.items.allSatisfy { $0.frame == CGRect(x: 30, y: 40, width: 240, height: 420) })
        #expect(frame.items.allSatisfy { $0.attributes.alpha == 0.24 })
        // Outside the card nothing is hit, inside it the centred page is.
        #expect(frame.hitIndex(20, 250) == nil)
        #expect(frame.hitIndex(35, 250) == 0)
    }

    @Test("paddings follow PagePadding: non-finite ones count as 0, negative ones overhang, too large ones collapse")
    func paddingClamps() {
        let odd = PagePadding(vertical: .absolute(.nan), horizontal: .absolute(-10))
        let overhanging = PagerScene(engine: engine, contentOffset: .zero, effect: SlideAndTurnEffect(), pagePadding: odd)
        // 300 × 500 cell: 10 beyond each side, nothing at the top and bottom.
        #expect(overhanging.items[0].frame == CGRect(x: -10, y: 0, width: 320, height: 500))
        let large = PagerScene(
            engine: engine, contentOffset: .zero, effect: SlideAndTurnEffect(),
            pagePadding: PagePadding(vertical: .absolute(10), horizontal: .absolute(400)))
        // 400 + 400 > 300: an empty page in the middle of the cell, as an inset by half the width leaves.
        #expect(large.items[0].frame == CGRect(x: 150, y: 10, width: 0, height: 480))
    }

    @Test("bad input is clamped: non-finite offsets count as 0, negative viewports as empty")
    func badInput() {
        let frame = PagerScene(engine: engine, contentOffset: CGPoint(x: CGFloat.nan, y: .infinity), effect: SlideAndTurnEffect())
        #expect(frame.contentOffset == .zero)
        #expect(frame.items.map(\.progress) == [0, 1, 2])
        let empty = PagerScene(viewportSize: CGSize(width: -5, height: CGFloat.nan), contentOffset: .zero, items: [sceneItem(0)])
        #expect(empty.viewportSize == .zero)
        #expect(empty.hitIndex(0, 0) == nil)
    }
}
