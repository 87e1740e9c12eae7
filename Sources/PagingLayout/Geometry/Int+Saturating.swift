/// Integer arithmetic that saturates, for element counts and stacking orders of absurdly large data.
extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of overflowing.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self × other`, held at `Int.max` or `Int.min` instead of overflowing.
    func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
