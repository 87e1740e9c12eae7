import Foundation

extension BinaryFloatingPoint {
    /// The value itself when finite; otherwise the largest finite value of its sign (NaN: 0). How
    /// lengths and effect results that overflow are held finite.
    @inline(__always) var finiteValue: Self {
        isNaN ? 0 : Swift.min(Swift.max(self, -Self.greatestFiniteMagnitude), Self.greatestFiniteMagnitude)
    }
}
