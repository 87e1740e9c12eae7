import Foundation
import Testing

@testable import PagingLayout

@Suite("ListLayout sticky section headers with and without a sticky menu")
struct ListLayoutStickyTests {
    /// ``ListLayoutTests/options`` (header 0…200, menu 200…250, section 0's header 250…290 above
    /// three 100-point cells 110 apart) with the menu left to scroll away.
    static let options: ListLayoutOptions = {
        var options = ListLayoutTests.options
        options.isMenuSticky = false
        return options
    }()

    func sectionHeaderTransform(_ options: ListLayoutOptions, at y: CGFloat) throws -> Transform3D {
        let pass = ListLayout(options: options, itemCounts: [3, 2])
            .layout(at: CGPoint(x: 0, y: y), viewportSize: ListLayoutTests.viewport)
        return try #require(pass.elements.first { $0.kind == .sectionHeader && $0.section == 0 }).transform
    }

    @Test("a menu that scrolls away leaves no inset: the header pins at the viewport's top")
    func menuNotSticky() throws {
        // Offset 300: drawn at 300 (the top), 50 below its resting 250.
        #expect(try sectionHeaderTransform(Self.options, at: 300) == .translation(x: 0, y: 50))
        // Offset 560: 310 wanted, below the travel limit 3 × 110 = 330.
        #expect(try sectionHeaderTransform(Self.options, at: 560) == .translation(x: 0, y: 310))
        #expect(try sectionHeaderTransform(Self.options, at: 600) == .translation(x: 0, y: 330))
    }

    @Test("a sticky 50-point menu pins the header 50 points lower, the limit unchanged")
    func menuSticky() throws {
        var options = Self.options
        options.isMenuSticky = true
        #expect(try sectionHeaderTransform(options, at: 300) == .translation(x: 0, y: 100))
        #expect(try sectionHeaderTransform(options, at: 520) == .translation(x: 0, y: 320))
        #expect(try sectionHeaderTransform(options, at: 560) == .translation(x: 0, y: 330))
    }
}
