import Foundation
import Testing

@testable import PagingLayoutRender

@Suite("Compact JSON numbers at every digit position")
struct CompactJSONNumberTests {
    @Test(
        "zeros are kept inside the number and dropped only at the end of the fraction",
        arguments: [
            (100, 2, "100"), (10.001, 2, "10"), (10.05, 2, "10.05"), (-0.5, 0, "-1"), (1_234_567.891, 3, "1234567.891"),
            (0.000_05, 4, "0.0001"), (-7.000_1, 4, "-7.0001"), (0.1, 8, "0.1"), (-0.000_000_01, 8, "-0.00000001"),
            (8_999_999_999_999.99, 2, "8999999999999.99"),
        ] as [(CGFloat, Int, String)])
    func digits(value: CGFloat, places: Int, text: String) {
        #expect(CompactJSON.number(value, places: places) == text)
    }

    @Test("a number too large for whole digits at its places is written in full")
    func largeNumbers() {
        #expect(CompactJSON.number(1e20, places: 2) == "100000000000000000000")
    }
}
