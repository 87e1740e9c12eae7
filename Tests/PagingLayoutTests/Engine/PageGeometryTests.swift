import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PageGeometry")
struct PageGeometryTests {
    /// 240-point pages 16 apart with 30 points of padding, centred in a 300 × 500 viewport.
    static let peeking = PageGeometry(
        viewportSize: CGSize(width: 300, height: 500), pageLength: 240, spacing: 16,
        padding: ContentPadding(leading: 30, trailing: 30))

    @Test("peeking pages: content length, settled offsets and positions worked by hand")
    func peekingByHand() {
        let geometry = Self.peeking
        // 30 + 5·240 + 4·16 + 30
        #expect(geometry.contentLength(pageCount: 5) == 1324)
        // snap₀ = 30 + 120 − 150 = 0; page 2 at 2·256.
        #expect(geometry.settledOffset(forSlot: 2, pageCount: 5) == 512)
        #expect(geometry.position(atOffset: 640, pageCount: 5) == 2.5)
        // A settled page sits centred: its frame starts 30 points into the viewport.
        #expect(geometry.frame(forSlot: 1, pageCount: 5, at: CGPoint(x: 100, y: 0))
            == CGRect(x: 130, y: 0, width: 240, height: 500))
    }

    @Test("start alignment settles page k at k·step and keeps the leading padding in view")
    func startAlignment() {
        var geometry = Self.peeking
        geometry.alignment = .start
        #expect(geometry.settledOffset(forSlot: 3, pageCount: 5) == 768)
        #expect(geometry.position(atOffset: 128, pageCount: 5) == 0.5)
        #expect(geometry.frame(forSlot: 0, pageCount: 5, at: .zero).minX == 30)
    }

    @Test("centre alignment without padding starts the first page before offset 0")
    func centreWithoutPadding() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 200, spacing: 10)
        // snap₀ = 0 + 100 − 150 = −50; step 210.
        #expect(geometry.settledOffset(forSlot: 0, pageCount: 3) == -50)
        #expect(geometry.position(atOffset: 160, pageCount: 3) == 1)
    }

    @Test("the defaults are the original's pager: position = offset ÷ viewport, frames = the viewport")
    func defaultsMatchTheOriginal() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<200 {
            let width = CGFloat.random(in: 1...800, using: &random)
            let height = CGFloat.random(in: 1...800, using: &random)
            let direction: ScrollDirection = Bool.random(using: &random) ? .horizontal : .vertical
            let geometry = PageGeometry(viewportSize: CGSize(width: width, height: height), scrollDirection: direction)
            let n = Int.random(in: 1...20, using: &random)
            let along = CGFloat.random(in: -500...5000, using: &random)
            let offset = direction == .horizontal ? CGPoint(x: along, y: 7) : CGPoint(x: 7, y: along)
            let length = direction == .horizontal ? width : height
            #expect(isClose(geometry.position(atOffset: offset, pageCount: n), along / max(length, 1)))
            #expect(geometry.contentLength(pageCount: n) == CGFloat(n) * length)
            #expect(geometry.frame(forSlot: 2, pageCount: n, at: offset)
                == CGRect(origin: offset, size: CGSize(width: width, height: height)))
        }
    }

    @Test("pages of their own lengths: positions run linearly between settled offsets")
    func variableLengths() {
        // Lengths 100, 200, 50 with 10 between, centred in 300: leading edges 0, 110, 320,
        // settled offsets −100, 60, 195.
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), spacing: 10, itemLengths: ItemLengths([100, 200, 50]))
        #expect(geometry.contentLength(pageCount: 3) == 370)
        #expect(geometry.settledOffset(forSlot: 1, pageCount: 3) == 60)
        #expect(geometry.position(atOffset: 60, pageCount: 3) == 1)
        #expect(geometry.position(atOffset: -20, pageCount: 3) == 0.5)
        #expect(geometry.position(atOffset: 127.5, pageCount: 3) == 1.5)
        #expect(geometry.position(atOffset: 195, pageCount: 3) == 2)
        #expect(geometry.frame(forSlot: 2, pageCount: 3, at: .zero) == CGRect(x: 125, y: 0, width: 50, height: 500))
    }

    @Test("pages of their own lengths: the position counts from the last page settled at or before the offset")
    func variableLengthsAgainstScan() {
        var random = SeededGenerator(seed: 23)
        for round in 0..<60 {
            // Lengths from alike to wildly unalike (zeros included), so a guess from the mean step misses.
            let spread = [0, 60, 1_000][round % 3]
            let n = Int.random(in: 2...300, using: &random)
            let lengths = (0..<n).map { _ in CGFloat(200 + Int.random(in: -spread / 5...spread, using: &random)) }
            let geometry = PageGeometry(
                viewportSize: CGSize(width: 300, height: 500), spacing: CGFloat(Int.random(in: 0...20, using: &random)),
                alignment: Bool.random(using: &random) ? .start : .center, itemLengths: ItemLengths(lengths))
            let settled = (0..<n).map { geometry.settledOffset(forSlot: $0, pageCount: n) }
            for _ in 0..<40 {
                let offset = CGFloat.random(in: settled[0]..<settled[n - 1], using: &random)
                // The reference scans every page: the last one settled at or before the offset.
                let page = settled.lastIndex { $0 <= offset }!
                let expected = CGFloat(page) + (offset - settled[page]) / max(settled[page + 1] - settled[page], 1)
                #expect(geometry.position(atOffset: offset, pageCount: n) == expected, "round \(round), offset \(offset)")
            }
        }
    }

    @Test("position and offset are inverse, and progress is continuous in the offset")
    func inverseAndContinuous() {
        var random = SeededGenerator(seed: 17)
        for _ in 0..<100 {
            let geometry = Self.randomGeometry(using: &random)
            let n = Int.random(in: 1...12, using: &random)
            var previous: CGFloat?
            for step in 0..<200 {
                let offset = CGFloat(step) * 7 - 300
                let position = geometry.position(atOffset: offset, pageCount: n)
                #expect(position.isFinite)
                #expect(isClose(geometry.offset(atPosition: position, pageCount: n), offset, tolerance: 1e-6))
                if let previous {
                    // 7 points never move the position by more than 7 points' worth of the smallest step (≥ 1).
                    #expect(abs(position - previous) <= 7 + 1e-9)
                }
                previous = position
            }
        }
    }

    @Test("bad values clamp: negative spacing, padding and lengths count as 0, NaN never comes out")
    func badInput() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: -5, height: CGFloat.nan), pageLength: -40, spacing: -3,
            padding: ContentPadding(leading: .infinity, trailing: -1), itemLengths: ItemLengths([CGFloat.nan, -2]))
        #expect(geometry.resolvedSpacing == 0)
        #expect(geometry.resolvedPageLength == 0)
        #expect(geometry.contentLength(pageCount: 4) == 0)
        for offset in [CGFloat.nan, .infinity, -1e308, 0, 1e308] {
            #expect(geometry.position(atOffset: offset, pageCount: 4).isFinite)
            #expect(geometry.offset(atPosition: offset, pageCount: 4).isFinite)
        }
    }

    @Test("changing an input after creation re-resolves the viewport length, page length, spacing and step")
    func inputsChangedLater() {
        var geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
        #expect([geometry.viewportLength, geometry.resolvedPageLength, geometry.resolvedSpacing, geometry.step]
            == [300, 300, 0, 300])
        geometry.spacing = -20   // negative spacing counts as 0 without overlap
        #expect(geometry.resolvedSpacing == 0 && geometry.step == 300)
        geometry.allowsOverlap = true   // now it stands: 300 − 20
        #expect(geometry.resolvedSpacing == -20 && geometry.step == 280)
        geometry.pageLength = 200
        #expect(geometry.resolvedPageLength == 200 && geometry.step == 180)
        geometry.pageLength = nil
        geometry.scrollDirection = .vertical   // the viewport's height: 500 − 20
        #expect(geometry.viewportLength == 500 && geometry.resolvedPageLength == 500 && geometry.step == 480)
        geometry.viewportSize = CGSize(width: 400, height: -10)   // the height counts as 0
        #expect(geometry.viewportLength == 0 && geometry.resolvedPageLength == 0 && geometry.step == -20)
        geometry.pageLength = .nan   // a non-finite page length is the viewport's
        geometry.viewportSize.height = 90
        #expect(geometry.resolvedPageLength == 90 && geometry.step == 70)
        #expect(geometry.position(atOffset: 70, pageCount: 3) == 1)
    }

    /// A random geometry of every kind: lengths, spacing, padding, alignment, direction, looping, per-item lengths.
    static func randomGeometry(using random: inout SeededGenerator) -> PageGeometry {
        let viewport = CGSize(
            width: CGFloat.random(in: 50...600, using: &random), height: CGFloat.random(in: 50...600, using: &random))
        let lengths = Bool.random(using: &random)
            ? ItemLengths((0..<6).map { _ in CGFloat.random(in: 10...400, using: &random) }) : nil
        return PageGeometry(
            viewportSize: viewport,
            scrollDirection: Bool.random(using: &random) ? .horizontal : .vertical,
            pageLength: Bool.random(using: &random) ? CGFloat.random(in: 10...600, using: &random) : nil,
            spacing: CGFloat.random(in: 0...40, using: &random),
            padding: ContentPadding(
                leading: CGFloat.random(in: 0...80, using: &random), trailing: CGFloat.random(in: 0...80, using: &random)),
            alignment: Bool.random(using: &random) ? .center : .start,
            layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
            isLooping: Bool.random(using: &random),
            itemLengths: lengths)
    }
}
