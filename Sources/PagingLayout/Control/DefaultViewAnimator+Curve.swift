import Foundation

extension DefaultViewAnimator {
    /// How a ``DefaultViewAnimator`` maps elapsed time (linear progress, 0…1) to animation
    /// progress (0…1).
    ///
    /// The formulas are the original library's, so animations look the same. Note that its names
    /// for the two one-sided curves are the reverse of Core Animation's: here ``easeIn`` starts fast
    /// and slows down, ``easeOut`` starts slowly and speeds up.
    public enum Curve: String, Sendable, Hashable, CaseIterable, Codable {
        /// Constant speed: `p`.
        case linear
        /// A smooth S-curve, symmetric about (½, ½): `p² / (2(p² − p) + 1)`.
        case parametric
        /// Quadratic S-curve: `2p²` below ½, `−2p² + 4p − 1` from ½ on.
        case easeInOut
        /// Fast start, gentle stop (a deceleration): `−p(p − 2)`, that is `2p − p²`.
        case easeIn
        /// Gentle start, fast stop (an acceleration): `p²`.
        case easeOut

        /// The animation progress for a linear progress `progress`.
        ///
        /// The input is clamped to 0…1 (NaN counts as 0) and so is the result; every curve maps 0
        /// to 0 and 1 to 1.
        ///
        /// ```swift
        /// DefaultViewAnimator.Curve.easeOut.fromLinear(progress: 0.5)    // 0.25
        /// DefaultViewAnimator.Curve.easeInOut.fromLinear(progress: 0.75) // 0.875
        /// ```
        public func fromLinear(progress: Double) -> Double {
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            let value: Double
            switch self {
            case .linear:
                value = p
            case .parametric:
                value = (p * p) / (2 * (p * p - p) + 1)
            case .easeInOut:
                value = p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1
            case .easeIn:
                value = -p * (p - 2)
            case .easeOut:
                value = p * p
            }
            return min(max(value, 0), 1)
        }
    }
}
