import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

/// The preview gallery's pagers with page geometries of their own: frames at the engine's offsets,
/// looping frames that wrap, right-to-left frames mirrored, and the snap tables a released drag reads.
@MainActor
@Suite("The preview gallery's page geometries")
struct PreviewGalleryGeometryTests {
    /// 3 pages 60 points long, 10 apart, padded 20 on both ends in a 100 × 200 viewport: snap₀ =
    /// A + L/2 − V/2 = 20 + 30 − 50 = 0, step 70, content 20 + 3·60 + 2·10 + 20 = 240.
    func peeking(_ direction: LayoutDirection = .leftToRight, loops: Bool = false) -> PageGeometry {
        PageGeometry(
            viewportSize: CGSize(width: 100, height: 200), pageLength: 60, spacing: 10,
            padding: ContentPadding(both: 20), layoutDirection: direction, isLooping: loops)
    }

    /// A gallery of one ``SlideEffect`` pager per geometry, 3 pages, 4 frames a page, no inset.
    func gallery(_ geometries: [PageGeometry]) -> PreviewGallery {
        var gallery = PreviewGallery(
            pagers: geometries.map { geometry in
                // Within one page of the centre: 90 % of the size and 70 % opaque one page away.
                let slide = SlideEffect(options: SlideEffectOptions(scaleRatio: 0.1, alphaRatio: 0.3))
                return PreviewGallery.Pager(title: "slide", effect: slide, geometry: geometry)
            },
            numberOfPages: 3, pagePadding: .zero)
        gallery.stepsPerPage = 4...4
        return gallery
    }

    @Test("frames show positions i/steps at the engine's offsets: peeking pages one step apart")
    func peekingFrames() throws {
        let data = try GalleryData(gallery([peeking()]).document())
        let pager = try #require(data.pagers.first)
        // Offset = snap₀ + position · step = i/4 · 70, not position · page length.
        #expect(pager["offsets"] as? [Double] == (0...8).map { Double($0) * 17.5 })
        let frames = try #require(pager["frames"] as? [[Any]])
        #expect(frames.map { $0[1] as? Double } == [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
        // At position 0 page 0 sits centred (x 20…80); page 1, one step (70) on, scaled 0.9 and 70 %
        // opaque; page 2, 140 on (x 163…217 once scaled), is outside the 100-point viewport.
        let items = try #require(frames[0][2] as? [[Any]])
        #expect(items.map { $0[0] as? Int } == [0, 1])
        #expect(items[1][4] as? Double == 0.7)
        #expect(items[1][5] as? [Double] == [0.9, 0.9, 70, 0])
        // The scaled card about its centre 50 + 70 = 120: 54 × 180 from (93, 10).
        let regions = try #require(frames[0][3] as? [[Double]])
        #expect(regions == [[0, 20, 0, 80, 200], [1, 93, 10, 147, 190]])
    }

    @Test("a looping pager's frames cover one period; its page changes and neighbours cross the seam")
    func loopingFrames() throws {
        let data = try GalleryData(gallery([peeking(loops: true)]).document())
        let pager = try #require(data.pagers.first)
        #expect(pager["loops"] as? Bool == true)
        // One period: positions 0 up to 3 (excluded), 3 pages × 70 points.
        let frames = try #require(pager["frames"] as? [[Any]])
        #expect(frames.count == 12)
        #expect(pager["period"] as? Double == 210)
        // Position 0: page 1 one step to the right, and page 2 before page 0 (slot −1), one step to
        // the left.
        let items = try #require(frames[0][2] as? [[Any]])
        #expect(items.map { $0[0] as? Int } == [0, 1, 2])
        #expect(items[1][5] as? [Double] == [0.9, 0.9, 70, 0])
        #expect(items[2][5] as? [Double] == [0.9, 0.9, -70, 0])
        // Position 2.5 rounds to slot 3: page 0 again.
        #expect(frames.map { $0[0] as? Int } == [0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 0, 0])
        let motion = try data.motion(ofPager: 0)
        #expect(motion["pageFrames"] as? [Int] == [0, 4, 8])
        #expect((motion["next"] as? [Int])?.last == 1, "from position 2.75 (slot 3, page 0) on to page 1")
        #expect((motion["previous"] as? [Int])?.first == 2, "from page 0 back across the seam")
        // From frame 0 to page 2: the short way, back through slot −1, frames counting below 0 — the
        // easeInOut ticks of the gallery's other test, mirrored.
        let eased = (1...18).map { j -> Double in
            let p = Double(j) / 18
            return p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1
        }
        let ticks = eased.map { Int((-4 * $0).rounded()) }
        let steps = zip(ticks.dropFirst(), ticks).map { $0 - $1 }
        let timelines = try #require(motion["timelines"] as? [[[Int]]])
        #expect(timelines[0][2] == [18, ticks[0]] + steps + [0, 17, 2, 1])
    }

    @Test("right-to-left frames are the left-to-right ones mirrored: offsets W − V − o, transforms and regions")
    func rightToLeftFrames() throws {
        let data = try GalleryData(gallery([peeking(), peeking(.rightToLeft)]).document())
        let (ltr, rtl) = (data.pagers[0], data.pagers[1])
        let offsets = try #require(ltr["offsets"] as? [Double])
        // W − V = 240 − 100 = 140.
        #expect(rtl["offsets"] as? [Double] == offsets.map { 140 - $0 })
        let leftToRight = try #require(ltr["frames"] as? [[Any]])
        let rightToLeft = try #require(rtl["frames"] as? [[Any]])
        #expect(leftToRight.count == rightToLeft.count)
        for (plain, mirrored) in zip(leftToRight, rightToLeft) {
            #expect(plain[0] as? Int == mirrored[0] as? Int && plain[1] as? Double == mirrored[1] as? Double)
            let items = try #require(plain[2] as? [[Any]])
            let mirroredItems = try #require(mirrored[2] as? [[Any]])
            #expect(items.map { $0[0] as? Int } == mirroredItems.map { $0[0] as? Int })
            for (item, other) in zip(items, mirroredItems) {
                // [m11, m22, m41, m42]: the translation along x changes sign.
                let t = try #require(item[5] as? [Double])
                #expect(other[5] as? [Double] == [t[0], t[1], t[2] == 0 ? 0 : -t[2], t[3]])
                #expect(item[4] as? Double == other[4] as? Double)
            }
            // Upright rectangles [page, minX, minY, maxX, maxY] reflected about x = 50 (each side
            // rounded to 1/100 point on its own, so within 0.01).
            let regions = try #require(plain[3] as? [[Double]])
            let reflected = try #require(mirrored[3] as? [[Double]])
            #expect(reflected.count == regions.count)
            for (region, other) in zip(regions, reflected) {
                let expected = [region[0], 100 - region[3], region[2], 100 - region[1], region[4]]
                #expect(zip(expected, other).allSatisfy { abs($0 - $1) <= 0.0101 }, "\(region) \(other)")
            }
        }
    }

    /// The snap table of pager `index` as `[frame][start page][slow, +flick, −flick]`.
    func snapTable(_ data: GalleryData, pager index: Int) throws -> [[[Int]]] {
        let motion = try data.motion(ofPager: index)
        #expect(motion["flick"] as? Double == 400)
        let rows = try #require(motion["snap"] as? [[Int]])
        return rows.map { row in stride(from: 0, to: row.count, by: 3).map { Array(row[$0..<($0 + 3)]) } }
    }

    @Test("hand-worked releases: slow settles on the nearest page, a flick moves one page its way")
    func handWorkedReleases() throws {
        let data = try GalleryData(gallery([peeking(), peeking(.rightToLeft), peeking(loops: true)]).document())
        // Position 1.25 (frame 5). From page 1: nearest 1, a flick forwards 2, backwards 1 (the page
        // behind from 1.25 is 1). From page 0 no further than page 1; from page 2 as from page 1.
        #expect(try snapTable(data, pager: 0)[5] == [[1, 1, 1], [1, 2, 1], [1, 2, 1]])
        // Right-to-left, the offset growing is moving backwards: the flick columns swap.
        #expect(try snapTable(data, pager: 1)[5] == [[1, 1, 1], [1, 1, 2], [1, 1, 2]])
        // Looping, position 0 from page 0: a flick backwards crosses the seam to page 2 (slot −1).
        let looping = try snapTable(data, pager: 2)
        #expect(looping[0][0] == [0, 1, 2])
        // Position 2.75 (frame 11) from page 0 (slot 3, the nearest): slow settles on slot 3 (page 0);
        // a flick forwards goes to the next boundary, slot 3 again; backwards to slot 2 (page 2).
        #expect(looping[11][0] == [0, 0, 2])
    }

    @Test(
        "every snap entry is PageSnapping's target for the release offset worked out from the definitions",
        arguments: [LayoutDirection.leftToRight, .rightToLeft], [false, true])
    func snapTablesAgreeWithPageSnapping(direction: LayoutDirection, loops: Bool) throws {
        let geometry = peeking(direction, loops: loops)
        let table = try snapTable(try GalleryData(gallery([geometry]).document()), pager: 0)
        #expect(table.count == (loops ? 12 : 9))
        for (frame, row) in table.enumerated() {
            let position = CGFloat(frame) / 4
            // Left to right the offset is snap₀ + position · step = 70 · position; right to left it
            // is W − V minus that (W − V = 240 − 100 = 140), looping or not.
            let logical = 70 * position
            let offset = direction == .rightToLeft ? 140 - logical : logical
            for (start, targets) in row.enumerated() {
                // Looping: the slot of the start page nearest the release, the short way round; from
                // exactly half a loop away (release at 0.5 from page 2: slots −1 and 2) the later one.
                let turns = ((position - CGFloat(start)) / 3 + 0.5).rounded(.down)
                let slot = loops ? start + 3 * Int(turns) : start
                let expected = [0, 400, -400].map { velocity -> Int in
                    let target = PageSnapping.targetSlot(
                        forProposedOffset: offset, velocity: velocity, dragStartSlot: slot, geometry: geometry,
                        numberOfPages: 3)
                    return ((target % 3) + 3) % 3
                }
                #expect(targets == expected, "frame \(frame), start page \(start)")
            }
        }
    }

    @Test("the geometry pagers: peeking, looping, right-to-left, vertical peeking and vertical start")
    func geometryPagers() {
        let pagers = PreviewGallery.geometryPagers(viewportSize: CGSize(width: 240, height: 320))
        #expect(pagers.map(\.title) == ["peeking", "looping", "right-to-left", "vertical peeking", "vertical start"])
        let geometries = pagers.compactMap(\.geometry)
        #expect(geometries.count == 5)
        // 75 % of 240 is 180; padding (240 − 180) / 2 = 30 settles the first page centred at offset 0.
        #expect(geometries[0].resolvedPageLength == 180 && geometries[0].resolvedSpacing == 12)
        #expect(geometries[0].settledOffset(forSlot: 0, pageCount: 6) == 0)
        #expect(geometries[1].isLooping && geometries[2].isMirrored)
        #expect(geometries[3].scrollDirection == .vertical && geometries[3].resolvedPageLength == 240)
        // Start-aligned: 60 % of 320 = 192, 16 below the top; the trailing padding 320 − 16 − 192 = 112
        // lets the last page settle at the start too: content 16 + 6·192 + 5·8 + 112 = 1320 =
        // 5·200 (its offset) + 320.
        #expect(geometries[4].alignment == .start && geometries[4].contentLength(pageCount: 6) == 1320)
    }
}
