import Foundation

extension BinaryFloatingPoint {
    /// The value itself when finite, otherwise 0: how offsets and positions from outside are taken in.
    @inline(__always) package var finiteOrZero: Self { isFinite ? self : 0 }

    /// The value when finite and ≥ 0, otherwise 0: how lengths, spacings and radii are taken in.
    @inline(__always) package var nonNegativeOrZero: Self { isFinite ? Swift.max(self, 0) : 0 }

}

extension CGFloat {
    /// The whole number this value rounds to with `rule` (half away from zero by default), as an `Int`
    /// held within `bounds`: infinities and numbers past either bound give that bound, NaN counts as 0.
    /// How positions become page, slot and item indices without a trap on overflow.
    @inline(__always) package func index(
        rounded rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        within bounds: ClosedRange<Int> = Int.min...Int.max
    ) -> Int {
        let value = isNaN ? 0 : rounded(rule)
        // `CGFloat(bound)` may round past the bound; anything strictly inside it converts safely.
        if value <= CGFloat(bounds.lowerBound) { return bounds.lowerBound }
        if value >= CGFloat(bounds.upperBound) { return bounds.upperBound }
        return Swift.min(Swift.max(Int(value), bounds.lowerBound), bounds.upperBound)
    }
}

extension CGSize {
    /// The size with each dimension that is negative or not finite taken as 0.
    package var nonNegativeOrZero: CGSize {
        CGSize(width: width.nonNegativeOrZero, height: height.nonNegativeOrZero)
    }
}

extension CGPoint {
    /// The point with each component that is not finite taken as 0.
    package var finiteOrZero: CGPoint { CGPoint(x: x.finiteOrZero, y: y.finiteOrZero) }
}
