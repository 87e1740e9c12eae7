import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("ThumbnailStripLayout")
struct ThumbnailStripLayoutTests {
    // Thumbnails 30 × 50, 8 apart (step 38): thumbnail i centred at 38 i + 15. In a 375-point
    // viewport the inset is (375 − 30) / 2 = 172.5, so offset 38 i − 172.5 centres thumbnail i.
    // Aspect 2 makes a thumbnail 100 wide (70 more), aspect 0.5 25 wide (5 less).
    static let viewport = CGSize(width: 375, height: 60)
    static func strip(rate: CGFloat) -> ThumbnailStripLayout {
        ThumbnailStripLayout(
            options: ThumbnailStripOptions(
                itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [1, 2, 0.5, 1.5],
                expandingRate: rate))
    }

    /// (item, frame x, frame width, translation) of each listed thumbnail.
    func layout(_ strip: ThumbnailStripLayout, at x: CGFloat) -> [Int: (x: CGFloat, width: CGFloat, shift: CGFloat)] {
        let pass = strip.layout(at: CGPoint(x: x, y: 0), viewportSize: Self.viewport)
        return Dictionary(
            uniqueKeysWithValues: pass.elements.map { ($0.item, ($0.frame.minX, $0.frame.width, $0.transform.m41)) })
    }

    @Test("the defaults: the seed's distance 4 and rate 1; one thumbnail per aspect ratio")
    func defaults() {
        let options = ThumbnailStripOptions()
        #expect(options.distanceBetween == 4)
        #expect(options.expandingRate == 1)
        #expect(Self.strip(rate: 1).itemCount == 4)
    }

    @Test("content is the thumbnails at rest; the inset centres the first and the last")
    func geometry() {
        let strip = Self.strip(rate: 1)
        #expect(strip.contentSize == CGSize(width: 4 * 30 + 3 * 8, height: 50))
        #expect(strip.contentInset(viewportWidth: 375) == 172.5)
        #expect(strip.offset(forItem: 1, viewportWidth: 375) == -134.5)
        #expect(strip.item(atOffset: -134.5, viewportWidth: 375) == 1)
    }

    @Test("at rate 1 the centred thumbnail takes its aspect ratio and its neighbours move half its extra width")
    func fullRate() {
        let thumbnails = layout(Self.strip(rate: 1), at: -134.5)  // thumbnail 1 centred
        #expect(thumbnails.keys.sorted() == [0, 1, 2, 3])
        // Thumbnail 1: 100 wide about its centre 53 → x = 3.
        #expect(thumbnails[1]?.x == 3)
        #expect(thumbnails[1]?.width == 100)
        #expect(thumbnails[1]?.shift == 0)
        #expect(thumbnails[0]?.shift == -35)
        #expect(thumbnails[2]?.shift == 35)
        #expect(thumbnails[3]?.shift == 35)
        #expect(thumbnails[0]?.width == 30)
    }

    @Test("at rate 0 every thumbnail keeps its size and place; at 0.5 half the expansion")
    func otherRates() {
        let still = layout(Self.strip(rate: 0), at: -134.5)
        #expect(still.values.allSatisfy { $0.width == 30 && $0.shift == 0 })
        #expect(still[2]?.x == 76)
        let half = layout(Self.strip(rate: 0.5), at: -134.5)
        #expect(half[1]?.width == 65)
        #expect(half[0]?.shift == -17.5)
        #expect(half[3]?.shift == 17.5)
    }

    @Test("between two thumbnails both are partly expanded and the others move by the sum")
    func between() {
        // Focus line 47.5 (a quarter step past thumbnail 1): thumbnail 1 at progress −0.25 is 0.75
        // expanded (+52.5), thumbnail 2 at progress 0.75 is 0.25 expanded (aspect 0.5: −1.25).
        let thumbnails = layout(Self.strip(rate: 1), at: 47.5 - 172.5)
        #expect(thumbnails[1]?.width == 82.5)
        #expect(thumbnails[2]?.width == 28.75)
        #expect(thumbnails[0]?.shift == CGFloat(-(52.5 - 1.25) / 2))
        #expect(thumbnails[1]?.shift == CGFloat(1.25 / 2))  // moved forward: thumbnail 2 after it shrank
        #expect(thumbnails[2]?.shift == CGFloat(52.5 / 2))
        #expect(thumbnails[3]?.shift == CGFloat((52.5 - 1.25) / 2))
    }

    @Test("frames and translations change continuously as the strip scrolls")
    func continuity() {
        // The extra width's slope is at most 70 / 38 per point of offset; 0.25 points move an edge
        // by at most 70 / 38 × 0.25 × 1.5 (own half plus a neighbour's) < 0.7.
        let strip = Self.strip(rate: 1)
        var previous = [Int: CGFloat]()
        for step in 0...1000 {
            let x = -200 + CGFloat(step) * 0.25
            let pass = strip.layout(at: CGPoint(x: x, y: 0), viewportSize: Self.viewport)
            var current = [Int: CGFloat]()
            for element in pass.elements {
                let edge = element.frame.minX + element.transform.m41
                current[element.item] = edge
                if let before = previous[element.item] {
                    #expect(abs(edge - before) < 0.7, "item \(element.item) at \(x)")
                }
            }
            previous = current
        }
    }

    @Test("matches the seed's loop over every cell at random offsets and settings")
    func agreesWithSeed() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let size = CGSize(
                width: CGFloat.random(in: 10...60, using: &random), height: CGFloat.random(in: 20...80, using: &random))
            let distance = CGFloat.random(in: 0...12, using: &random)
            let ratios = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                CGFloat.random(in: 0.2...3, using: &random)
            }
            let rate = CGFloat.random(in: 0...1, using: &random)
            let viewport = CGSize(width: CGFloat.random(in: 200...900, using: &random), height: 80)
            let offset = CGPoint(x: CGFloat.random(in: -500...2000, using: &random), y: 0)
            let strip = ThumbnailStripLayout(
                options: ThumbnailStripOptions(
                    itemSize: size, distanceBetween: distance, aspectRatios: ratios, expandingRate: rate))
            let elements = strip.layout(at: offset, viewportSize: viewport).elements
            let expected = SeedPhotosReference.thumbnails(
                itemSize: size, distanceBetween: distance, aspectRatios: ratios, expandingRate: rate, offset: offset,
                viewport: viewport)
            #expect(elements.map(\.item) == expected.map(\.index), "offset \(offset.x)")
            for (element, item) in zip(elements, expected) {
                #expect(isClose(element.frame.minX, item.frame.minX, tolerance: 1e-6))
                #expect(isClose(element.frame.width, item.frame.width, tolerance: 1e-6))
                #expect(isClose(element.transform.m41, item.translationX, tolerance: 1e-6))
            }
            let proposed = CGPoint(x: CGFloat.random(in: -600...2100, using: &random), y: 0)
            let target = strip.targetOffset(forProposed: proposed, velocity: .zero, viewportSize: viewport)
            let seed = SeedPhotosReference.thumbnailTarget(
                itemSize: size, distanceBetween: distance, count: ratios.count, proposed: proposed, viewport: viewport)
            #expect(isClose(target.x, seed.x, tolerance: 1e-6))
        }
    }

    @Test("snaps to the nearer of the two thumbnails around the proposal, the later on a tie")
    func snapping() {
        let strip = Self.strip(rate: 1)
        func target(_ x: CGFloat) -> CGFloat {
            strip.targetOffset(
                forProposed: CGPoint(x: x, y: 3), velocity: CGPoint(x: 9, y: 0), viewportSize: Self.viewport
            ).x
        }
        // Thumbnail i is centred at offset 38 i − 172.5: −172.5, −134.5, −96.5, −58.5.
        #expect(target(-124.5) == -134.5)  // 10 past thumbnail 1
        #expect(target(-110) == -96.5)  // 24.5 past thumbnail 1, 13.5 before thumbnail 2
        #expect(target(-115.5) == -96.5)  // exactly halfway: the later
        // Outside the offsets a scroll view proposes (−172.5 … −58.5) the port keeps the seed's
        // arithmetic: the earlier index is held at 0 but the later one may go below it, and the
        // later one may reach the count (4), one past the last thumbnail.
        #expect(target(-300) == CGFloat(-3 * 38 - 172.5))  // r = −3.36: indices 0 and −3, −3 nearer
        #expect(target(-30) == CGFloat(4 * 38 - 172.5))  // r = 3.75: indices 3 and 4, 4 nearer
    }

    @Test("bad input lists nothing or holds numbers finite, never traps")
    func badInput() {
        let zero = ThumbnailStripLayout(
            options: ThumbnailStripOptions(itemSize: .zero, distanceBetween: 0, aspectRatios: [1, 2]))
        #expect(zero.layout(at: .zero, viewportSize: Self.viewport).elements.isEmpty)
        #expect(
            zero.targetOffset(forProposed: CGPoint(x: 5, y: 0), velocity: .zero, viewportSize: Self.viewport).x == 5)
        #expect(zero.item(atOffset: 10, viewportWidth: 375) == 0)
        // A ratio that is not > 0 counts as the thumbnail's own: it keeps its width.
        let odd = ThumbnailStripLayout(
            options: ThumbnailStripOptions(
                itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [-1, .nan, 0]))
        let pass = odd.layout(at: CGPoint(x: -172.5, y: 0), viewportSize: Self.viewport)
        #expect(pass.elements.allSatisfy { isClose($0.frame.width, 30) && isClose($0.transform.m41, 0) })
        #expect(pass.elements.count == 3)
        #expect(Self.strip(rate: 1).extraWidth(ofItem: 9, focus: 342) == 0)  // no thumbnail 9
        #expect(Self.strip(rate: 1).extraWidth(ofItem: -1, focus: -38) == 0)
        let empty = ThumbnailStripLayout(options: ThumbnailStripOptions())
        #expect(empty.layout(at: .zero, viewportSize: Self.viewport).elements.isEmpty)
        #expect(
            Self.strip(rate: 1).layout(at: CGPoint(x: CGFloat.nan, y: 0), viewportSize: Self.viewport).elements.count
                == 4)
    }

    @Test("one thumbnail is placed as the pass places it, in view or not; none outside the strip")
    func singleElement() throws {
        let strip = Self.strip(rate: 1)
        let offset = CGPoint(x: -134.5, y: 0)  // centres thumbnail 1 (aspect 2: 100 wide about 53)
        let centred = try #require(strip.element(ofItem: 1, at: offset, viewportSize: Self.viewport))
        #expect(centred.frame == CGRect(x: 3, y: 0, width: 100, height: 50))
        #expect(centred.transform.m41 == 0)
        // Thumbnail 3 rests at 114, pushed on by half of 1's 70 extra points.
        let after = try #require(strip.element(ofItem: 3, at: offset, viewportSize: Self.viewport))
        #expect(after.frame == CGRect(x: 114, y: 0, width: 30, height: 50))
        #expect(after.transform.m41 == 35)
        // Far from the viewport it is still placed.
        #expect(strip.element(ofItem: 3, at: CGPoint(x: -5000, y: 0), viewportSize: Self.viewport) != nil)
        #expect(strip.element(ofItem: 4, at: offset, viewportSize: Self.viewport) == nil)
        #expect(strip.element(ofItem: -1, at: offset, viewportSize: Self.viewport) == nil)
        #expect(strip.element(ofItem: 0, at: offset, viewportSize: .zero) == nil)
    }
}
