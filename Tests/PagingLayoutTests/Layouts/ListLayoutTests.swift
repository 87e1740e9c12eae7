import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("ListLayout")
struct ListLayoutTests {
    static let viewport = CGSize(width: 320, height: 568)

    /// Worked by hand: header 0…200, menu 200…250; section 0: header 250…290, cells 300…400,
    /// 410…510, 520…620, footer 620…650; section 1: header 650…690, cells 700…800, 810…910, footer
    /// 910…940.
    static let options: ListLayoutOptions = {
        // The seed's sticky/stretchy configuration (every effect on, overlay up to 0.6) at other sizes.
        var options = ListLayoutOptions.stickyStretchy(width: 320)
        options.itemSize = CGSize(width: 320, height: 100)
        options.headerSize = CGSize(width: 320, height: 200)
        options.menuSize = CGSize(width: 320, height: 50)
        options.sectionsHeaderSize = CGSize(width: 320, height: 40)
        options.sectionsFooterSize = CGSize(width: 320, height: 30)
        options.maxParallaxOffset = 20
        options.minimumLineSpacing = 10
        return options
    }()

    let layout = ListLayout(options: Self.options, itemCounts: [3, 2])

    func pass(at y: CGFloat) -> LayoutPass {
        layout.layout(at: CGPoint(x: 0, y: y), viewportSize: Self.viewport)
    }

    func element(_ kind: LayoutElementKind, _ section: Int, _ item: Int, at y: CGFloat) throws -> LayoutElement {
        try #require(pass(at: y).elements.first { $0.kind == kind && $0.section == section && $0.item == item })
    }

    @Test("elements follow one another down the content, each cell after its line spacing")
    func frames() throws {
        #expect(layout.contentSize(viewportSize: Self.viewport) == CGSize(width: 320, height: 940))
        let elements = pass(at: 0).elements
        let listed = elements.map { "\($0.kind.rawValue) \($0.section).\($0.item) \($0.frame.minY)…\($0.frame.maxY)" }
        #expect(
            listed == [
                "header 0.0 0.0…200.0", "menu 0.0 200.0…250.0", "sectionHeader 0.0 250.0…290.0",
                "cell 0.0 300.0…400.0", "cell 0.1 410.0…510.0", "cell 0.2 520.0…620.0",
            ])
        #expect(pass(at: 0).contentSize == CGSize(width: 320, height: 940))
    }

    @Test("footers follow their section's last cell and are item 1 of their section")
    func footer() throws {
        let footer = try element(.sectionFooter, 0, 1, at: 400)
        #expect(footer.frame == CGRect(x: 0, y: 620, width: 320, height: 30))
        #expect(footer.transform == .identity)
        let last = try element(.sectionFooter, 1, 1, at: 400)
        #expect(last.frame == CGRect(x: 0, y: 910, width: 320, height: 30))
    }

    @Test("pulled down, the header stretches with its top at the viewport's top, and the overlay goes negative")
    func stretchyPullDown() throws {
        let header = try element(.header, 0, 0, at: -100)
        // 300 of 200 points: scale 1.5, moved by −100 + 50.
        #expect(header.transform == Transform3D.scale(x: 1.5, y: 1.5).concatenating(.translation(x: 0, y: -50)))
        #expect(header.overlayAlpha == -0.5)
        let bounds = try #require(ListPassBuilder.transformedBounds(of: header))
        #expect(isClose(bounds.minY, -100))
    }

    @Test("scrolled up, the header slides with the scroll and its overlay reaches the maximum")
    func stretchyScrollUp() throws {
        let header = try element(.header, 0, 0, at: 150)
        #expect(header.transform == .translation(x: 0, y: 150))
        #expect(header.overlayAlpha == 0.6)
    }

    @Test("the sticky menu stays at the viewport's top once scrolled past")
    func stickyMenu() throws {
        #expect(try element(.menu, 0, 0, at: 100).transform == .identity)
        #expect(try element(.menu, 0, 0, at: 300).transform == .translation(x: 0, y: 100))
    }

    @Test("a sticky section header sits below the menu, pushed up by the end of its cells")
    func stickySectionHeaderPushUp() throws {
        // Offset 300: 300 − 250 + 50 = 100, drawn at 350 just below the menu (300…350).
        #expect(try element(.sectionHeader, 0, 0, at: 300).transform == .translation(x: 0, y: 100))
        // Offset 600: 400 wanted, limited to 3 × 110 = 330: drawn at 580…620, ending where its cells end.
        #expect(try element(.sectionHeader, 0, 0, at: 600).transform == .translation(x: 0, y: 330))
        // Section 1's header rests at 650, exactly below the menu at 600…650.
        #expect(try element(.sectionHeader, 1, 0, at: 600).transform == .identity)
        // Scrolled far, section 0's header has left with its section.
        #expect(!pass(at: 700).elements.contains { $0.kind == .sectionHeader && $0.section == 0 })
    }

    @Test("cells at the viewport's centre have no parallax, at its edges the maximum")
    func parallax() throws {
        // Cell 0.0 (centre 350) at offset 66: centred in 66…634.
        #expect(try element(.cell, 0, 0, at: 66).parallaxOffset == .zero)
        // Offset 0: 66 below the centre, reach 334: −20 × 66 / 334.
        let expected: CGFloat = -1320 / 334
        #expect(isClose(try element(.cell, 0, 0, at: 0).parallaxOffset.y, expected))
        // Offset 400: cell 0.0 (300…400) just leaving at the top: distance −334, so +20.
        #expect(try element(.cell, 0, 0, at: 399.5).parallaxOffset.y < 20)
        #expect(isClose(try element(.cell, 0, 0, at: 399.5).parallaxOffset.y, 20 * 333.5 / 334))
    }

    @Test("section headers stack above every cell in section order, the menu above them")
    func zOrder() {
        let elements = layout.layout(at: CGPoint(x: 0, y: 0), viewportSize: CGSize(width: 320, height: 2000)).elements
        func z(_ kind: LayoutElementKind, _ section: Int, _ item: Int) -> Int? {
            elements.first { $0.kind == kind && $0.section == section && $0.item == item }?.zPosition
        }
        // Created in order: header 0, menu 1, section header 2, cells 3…5, footer 6, section
        // header 7, cells 8…9, footer 10; then section headers 11 and 12, the menu 13.
        #expect(z(.header, 0, 0) == 0)
        #expect([z(.cell, 0, 0), z(.cell, 0, 2), z(.sectionFooter, 0, 1)] == [3, 5, 6])
        #expect([z(.cell, 1, 0), z(.cell, 1, 1), z(.sectionFooter, 1, 1)] == [8, 9, 10])
        #expect([z(.sectionHeader, 0, 0), z(.sectionHeader, 1, 0), z(.menu, 0, 0)] == [11, 12, 13])
    }

    @Test("only elements that overlap the viewport are listed")
    func visibility() {
        var plain = Self.options
        plain.isHeaderStretchy = false
        plain.isMenuSticky = false
        plain.isSectionHeadersSticky = false
        let elements = ListLayout(options: plain, itemCounts: [3, 2])
            .layout(at: CGPoint(x: 0, y: 705), viewportSize: CGSize(width: 320, height: 100)).elements
        // 705…805 overlaps cell 1.0 (700…800) only: section 1's header ends at 690, cell 1.1 starts at 810.
        #expect(elements.map { "\($0.kind.rawValue) \($0.section).\($0.item)" } == ["cell 1.0"])
        let sideways = ListLayout(options: plain, itemCounts: [3, 2])
            .layout(at: CGPoint(x: 320, y: 0), viewportSize: Self.viewport).elements
        #expect(sideways.isEmpty)
    }

    @Test("missing and zero-by-zero sizes leave the element out; without an item size cells fill the viewport")
    func missingElements() {
        let options = ListLayoutOptions(
            headerSize: .zero, sectionsFooterSize: CGSize(width: 0, height: 30), minimumLineSpacing: 5)
        let layout = ListLayout(options: options, itemCounts: [1, 1])
        // Cells of 320 × 568: 5…573, footer (no width: not listed, but 30 high) 573…603, 608…1176, 1176…1206.
        #expect(layout.contentSize(viewportSize: Self.viewport) == CGSize(width: 320, height: 1206))
        let elements = layout.layout(at: CGPoint(x: 0, y: 500), viewportSize: Self.viewport).elements
        #expect(elements.map(\.kind) == [.cell, .cell])
        #expect(elements.map(\.frame.minY) == [5, 608])
    }

    @Test("the pass equals the seed's loop over every element", arguments: 0..<4)
    func matchesSeedLoop(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let (options, counts) = Self.randomList(using: &random)
            let sizes = [CGSize(width: 320, height: 568), CGSize(width: 200, height: 150)]
            let viewport = sizes.randomElement(using: &random)!
            let reference = SeedListReference(options: options, counts: counts)
            let height = reference.contentHeight(viewport: viewport)
            let y = CGFloat.random(in: -viewport.height...(height + viewport.height / 2), using: &random)
            let x: CGFloat = Bool.random(using: &random) ? 0 : CGFloat.random(in: -40...40, using: &random)
            let pass = ListLayout(options: options, itemCounts: counts)
                .layout(at: CGPoint(x: x, y: y), viewportSize: viewport)
            let expected = reference.visible(x: x, y: y, viewport: viewport)
            #expect(isClose(pass.contentSize.height, height, tolerance: 1e-6))
            #expect(pass.elements.count == expected.count, "\(options) \(counts) at \(y)")
            for want in expected {
                guard
                    let got = pass.elements.first(where: {
                        $0.kind == want.kind && $0.section == want.section && $0.item == want.item
                    })
                else {
                    Issue.record("missing \(want.kind) \(want.section).\(want.item) for \(options) \(counts) at \(y)")
                    continue
                }
                #expect(got.frame == want.frame)
                #expect(got.zPosition == want.zPosition)
                #expect(isClose(got.transform.m22, want.scale, tolerance: 1e-9))
                #expect(isClose(got.transform.m42, want.translationY, tolerance: 1e-6))
                #expect(isClose(got.parallaxOffset.y, want.parallaxY, tolerance: 1e-9))
                #expect(isClose(got.overlayAlpha, want.overlayAlpha, tolerance: 1e-9))
            }
        }
    }

    @Test("every number moves continuously with the offset")
    func continuity() {
        var previous: [String: LayoutElement] = [:]
        var y: CGFloat = -300
        while y < 1000 {
            for element in pass(at: y).elements {
                let key = "\(element.kind) \(element.section).\(element.item)"
                if let before = previous[key] {
                    // A step of 0.5 points moves nothing by more than a point.
                    #expect(abs(element.transform.m42 - before.transform.m42) <= 1, "\(key) at \(y)")
                    #expect(abs(element.transform.m22 - before.transform.m22) <= 0.01, "\(key) at \(y)")
                    #expect(abs(element.parallaxOffset.y - before.parallaxOffset.y) <= 0.1, "\(key) at \(y)")
                    #expect(abs(element.overlayAlpha - before.overlayAlpha) <= 0.01, "\(key) at \(y)")
                }
                previous[key] = element
            }
            y += 0.5
        }
    }

    @Test("one element is answered in view or not, the same as in a pass; missing ones are nil")
    func singleElement() throws {
        let far = layout.element(.cell, section: 1, item: 1, at: CGPoint(x: 0, y: 0), viewportSize: Self.viewport)
        // Cell 1.1 (810…910) is out of view at offset 0; its parallax is held at −20.
        #expect(far?.frame == CGRect(x: 0, y: 810, width: 320, height: 100))
        #expect(far?.parallaxOffset.y == -20)
        for element in pass(at: 300).elements {
            let single = layout.element(
                element.kind, section: element.section, item: element.item, at: CGPoint(x: 0, y: 300),
                viewportSize: Self.viewport)
            #expect(single == element)
        }
        let at = CGPoint.zero
        #expect(layout.element(.cell, section: 0, item: 3, at: at, viewportSize: Self.viewport) == nil)
        #expect(layout.element(.cell, section: 2, item: 0, at: at, viewportSize: Self.viewport) == nil)
        #expect(layout.element(.sectionFooter, section: 0, item: 0, at: at, viewportSize: Self.viewport) == nil)
        #expect(layout.element(.header, section: 1, item: 0, at: at, viewportSize: Self.viewport) == nil)
        let bare = ListLayout(options: ListLayoutOptions(), itemCounts: [1])
        #expect(bare.element(.menu, section: 0, item: 0, at: at, viewportSize: Self.viewport) == nil)
    }

    @Test("bad offsets, viewports, settings and counts give finite numbers")
    func badInput() {
        var random = SeededGenerator(seed: 99)
        let strange: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e300, .greatestFiniteMagnitude]
        for _ in 0..<300 {
            let value = { strange.randomElement(using: &random)! }
            let options = ListLayoutOptions(
                itemSize: CGSize(width: value(), height: value()), headerSize: CGSize(width: 320, height: value()),
                menuSize: CGSize(width: value(), height: 50), sectionsHeaderSize: CGSize(width: 320, height: value()),
                sectionsFooterSize: CGSize(width: 320, height: 10), isHeaderStretchy: true,
                headerOverlayMaxAlphaValue: value(), isMenuSticky: true, isSectionHeadersSticky: true,
                isParallaxOnCellsEnabled: true, maxParallaxOffset: value(), minimumInteritemSpacing: value(),
                minimumLineSpacing: value())
            let counts = [[Int.max, Int.max], [Int.min, 3], [], [0, 0, 5]].randomElement(using: &random)!
            let pass = ListLayout(options: options, itemCounts: counts)
                .layout(at: CGPoint(x: value(), y: value()), viewportSize: CGSize(width: value(), height: value()))
            #expect(pass.contentSize.width.isFinite && pass.contentSize.height.isFinite)
            for element in pass.elements {
                let numbers =
                    [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height]
                    + element.transform.fields + [element.parallaxOffset.y, element.overlayAlpha]
                #expect(numbers.allSatisfy { $0.isFinite }, "\(options) \(counts): \(element)")
            }
        }
    }

    @Test("huge data lays out only what is in view")
    func hugeData() {
        let layout = ListLayout(options: .parallax(width: 320), itemCounts: Array(repeating: 1_000, count: 100_000))
        // Row k starts at 200k; offset 1e7 shows rows 50 000…50 002 (10 000 000…10 000 568).
        let elements = layout.layout(at: CGPoint(x: 0, y: 10_000_000), viewportSize: Self.viewport).elements
        #expect(elements.map { $0.section * 1_000 + $0.item } == [50_000, 50_001, 50_002])
        // Long runs of empty sections take no room and are skipped.
        let counts = [1] + Array(repeating: 0, count: 200_000) + [1]
        let sparse = ListLayout(options: .parallax(width: 320), itemCounts: counts)
        #expect(sparse.layout(at: .zero, viewportSize: Self.viewport).elements.map(\.section) == [0, 200_001])
    }

    /// Random settings in the seeds' ranges, with missing, zero and one-dimension-zero sizes.
    static func randomList(using random: inout SeededGenerator) -> (ListLayoutOptions, [Int]) {
        func size(_ width: CGFloat) -> CGSize? {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3: return nil
            case 3: return .zero
            case 4: return CGSize(width: 0, height: 20)
            default: return CGSize(width: width, height: [30, 50, 70, 120.5, 200].randomElement(using: &random)!)
            }
        }
        let options = ListLayoutOptions(
            itemSize: Bool.random(using: &random)
                ? CGSize(width: 300, height: [44, 120, 250.25].randomElement(using: &random)!) : nil,
            headerSize: size(320), menuSize: size(320), sectionsHeaderSize: size(320), sectionsFooterSize: size(320),
            isHeaderStretchy: Bool.random(using: &random), isAlphaOnHeaderActive: Bool.random(using: &random),
            headerOverlayMaxAlphaValue: [0, 0.6, 1].randomElement(using: &random)!,
            isMenuSticky: Bool.random(using: &random), isSectionHeadersSticky: Bool.random(using: &random),
            isParallaxOnCellsEnabled: Bool.random(using: &random),
            maxParallaxOffset: [0, 30, 60].randomElement(using: &random)!,
            minimumInteritemSpacing: [0, 5].randomElement(using: &random)!,
            minimumLineSpacing: [0, 3, 8.5].randomElement(using: &random)!)
        let counts = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            [0, 0, 1, 3, 7].randomElement(using: &random)!
        }
        return (options, counts)
    }
}
