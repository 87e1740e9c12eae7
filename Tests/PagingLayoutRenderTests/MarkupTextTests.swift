import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@Suite("Numbers and text in markup")
struct MarkupTextTests {
    @Test(
        "numbers print plainly, without exponents or trailing zeros",
        arguments: [
            (1, "1"), (-0.0, "0"), (0.002, "0.002"), (-1.0 / 500, "-0.002"), (1.2345e-5, "0.000012345"),
            (3e20, "300000000000000000000"), (-86.602_540_378_443_86, "-86.6025403784"), (150, "150"),
            (0.1 + 0.2, "0.3"), (1e-13, "0.0000000000001"), (.nan, "0"),
        ] as [(CGFloat, String)])
    func numbers(value: CGFloat, text: String) {
        #expect(MarkupText.number(value) == text)
    }

    @Test("coordinates round to 1/10 000", arguments: [(178.729_582_16, "178.7296"), (-0.000_04, "0"), (8.66, "8.66")] as [(CGFloat, String)])
    func coordinates(value: CGFloat, text: String) {
        #expect(MarkupText.coordinate(value) == text)
    }

    @Test("coordinates too large to scale by 10 000 still print as plain digits, never inf")
    func hugeCoordinates() {
        // 1.7976931348623157e308 is 17976931348623157 followed by 308 − 16 = 292 zeros.
        let largest = "17976931348623157" + String(repeating: "0", count: 292)
        #expect(MarkupText.coordinate(.greatestFiniteMagnitude) == largest)
        #expect(MarkupText.coordinate(-.greatestFiniteMagnitude) == "-" + largest)
        #expect(MarkupText.coordinate(1e305) == "1" + String(repeating: "0", count: 305))
    }

    @Test("markup characters are escaped")
    func escaping() {
        #expect(MarkupText.escaped("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
    }
}

@Suite("Page colours")
struct PagePaletteTests {
    @Test("neighbouring pages get clearly different colours")
    func distinct() {
        for page in 0..<40 {
            let a = PagePalette.color(forPage: page)
            let b = PagePalette.color(forPage: page + 1)
            let distance = abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
            #expect(distance > 0.25, "pages \(page) and \(page + 1)")
        }
    }

    @Test("hue, saturation and lightness convert as worked out by hand")
    func hsl() {
        // Pure red at s 1, l 0.5; hue 120 at s 0.5, l 0.5 is (0.25, 0.75, 0.25).
        #expect(PagePalette.hsl(hue: 0, saturation: 1, lightness: 0.5) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(PagePalette.hsl(hue: 120, saturation: 0.5, lightness: 0.5) == RGBAColor(red: 0.25, green: 0.75, blue: 0.25))
        #expect(PagePalette.color(forPage: -3) == PagePalette.color(forPage: -3))
    }
}
