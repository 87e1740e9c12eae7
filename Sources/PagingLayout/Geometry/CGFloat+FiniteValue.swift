import Foundation

extension CGFloat {
    /// The value itself when finite; otherwise the largest finite value of its sign (NaN: 0). How
    /// lengths and effect results that overflow are held finite.
    var finiteValue: CGFloat {
        isNaN ? 0 : Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
