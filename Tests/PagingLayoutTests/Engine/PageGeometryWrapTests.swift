import Foundation
import Testing

@testable import PagingLayout

@Suite("PageGeometry looping, right to left and with pages of their own lengths, worked by hand")
struct PageGeometryWrapTests {
    /// Lengths 100, 200, 50 with 10 between, centred in a 300-point viewport: leading edges 0, 110,
    /// 320; settled (logical) offsets 0 + 50 − 150 = −100, 110 + 100 − 150 = 60, 320 + 25 − 150 = 195;
    /// one period is 100 + 200 + 50 + 3 · 10 = 380.
    static func variable(looping: Bool = false, direction: LayoutDirection = .leftToRight) -> PageGeometry {
        PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), spacing: 10, layoutDirection: direction, isLooping: looping,
            itemLengths: ItemLengths([100, 200, 50]))
    }

    @Test("looping, uniform: slot s settles at s · 300 and shows page s mod 4")
    func uniformLoop() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true)
        #expect(geometry.period(pageCount: 4) == 1200)
        #expect(geometry.settledOffset(forSlot: 5, pageCount: 4) == 1500)
        #expect(geometry.settledOffset(forSlot: -1, pageCount: 4) == -300)
        #expect(geometry.position(atOffset: 1650, pageCount: 4) == 5.5)
        #expect(geometry.page(forSlot: -1, pageCount: 4) == 3)
        #expect(geometry.page(forSlot: 9, pageCount: 4) == 1)
    }

    @Test("looping, own lengths: the next period starts one period (380) after each page")
    func variableLoop() {
        let geometry = Self.variable(looping: true)
        #expect(geometry.period(pageCount: 3) == 380)
        // Slot 3 is page 0 again: −100 + 380 = 280; slot 4: 60 + 380 = 440; slot −1: 195 − 380 = −185.
        #expect(geometry.settledOffset(forSlot: 3, pageCount: 3) == 280)
        #expect(geometry.settledOffset(forSlot: 4, pageCount: 3) == 440)
        #expect(geometry.settledOffset(forSlot: -1, pageCount: 3) == -185)
        // Halfway from the last page (195) to the next period's first (280): across the wrap.
        #expect(geometry.position(atOffset: 237.5, pageCount: 3) == 2.5)
        #expect(geometry.position(atOffset: 280, pageCount: 3) == 3)
        // Halfway from slot −1 (−185) to slot 0 (−100).
        #expect(geometry.position(atOffset: -142.5, pageCount: 3) == -0.5)
    }

    @Test("right to left, own lengths: physical = content − viewport − logical = 70 − logical")
    func variableRightToLeft() {
        let geometry = Self.variable(direction: .rightToLeft)
        #expect(geometry.contentLength(pageCount: 3) == 370)
        #expect(geometry.settledOffset(forSlot: 0, pageCount: 3) == 170)
        #expect(geometry.settledOffset(forSlot: 1, pageCount: 3) == 10)
        #expect(geometry.settledOffset(forSlot: 2, pageCount: 3) == -125)
        // Physical 90 is logical −20, halfway from page 0 (−100) to page 1 (60).
        #expect(geometry.position(atOffset: 90, pageCount: 3) == 0.5)
        #expect(geometry.offset(atPosition: 1.5, pageCount: 3) == 70 - 127.5)
    }

    @Test("right to left, looping: slot 5 of 4 at logical 1500 is physical 1200 − 300 − 1500 = −600")
    func uniformLoopRightToLeft() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), layoutDirection: .rightToLeft, isLooping: true)
        #expect(geometry.settledOffset(forSlot: 5, pageCount: 4) == -600)
        #expect(geometry.position(atOffset: -600, pageCount: 4) == 5)
        #expect(geometry.position(atOffset: 1050, pageCount: 4) == -0.5)
    }
}
