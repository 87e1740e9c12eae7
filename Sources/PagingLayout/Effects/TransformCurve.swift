import Foundation

/// How a prepared effect bends linear progress before using it: straight, or along a logarithmic
/// ease-in or ease-out curve.
///
/// Written in spec files as `"linear"`, `"easeIn"` or `"easeOut"`.
///
/// Both eased curves map 0 to 0 and 1 to 1:
/// - ``easeIn``: `log10(1 + 9p)` — fast at first, then slowing down;
/// - ``easeOut``: `1 − log10(10 − 9p)` — slow at first, then speeding up.
public enum TransformCurve: String, Sendable, Hashable, CaseIterable {
    /// The progress unchanged.
    case linear
    /// `log10(1 + 9p)`: most of the change happens near 0.
    case easeIn
    /// `1 − log10(10 − 9p)`: most of the change happens near 1.
    case easeOut

    /// The smallest argument the eased curves pass to `log10`.
    ///
    /// `log10` is undefined at 0 and below: the original returns NaN or infinity there — for
    /// ``easeOut`` from `|progress| = 10 / 9` on, one page and a ninth away — and is finite just
    /// before. Holding the argument at 10⁻⁹ keeps both curves finite and continuous (``easeOut`` holds
    /// its value at `1 − log10(10⁻⁹) = 10`, ``easeIn`` at −9) and leaves every input whose argument is
    /// larger exactly as the original computes it.
    static let smallestLogArgument: CGFloat = 1e-9

    /// The curved value of a linear `progress`, normally 0…1 (the prepared effects pass `|progress|`,
    /// which grows past 1 for items more than a page away).
    ///
    /// Where the logarithm would be undefined the argument is held at 10⁻⁹ (see above),
    /// so the result is finite for every finite input. A NaN input gives NaN.
    ///
    /// ```swift
    /// TransformCurve.easeIn.computeFromLinear(progress: 0.5)   // log10(5.5) ≈ 0.7404
    /// ```
    public func computeFromLinear(progress: CGFloat) -> CGFloat {
        // The operations keep the original's order so the results agree to the last bit.
        switch self {
        case .linear:
            return progress
        case .easeIn:
            return log10(clampedLogArgument(1 + progress * 9))
        case .easeOut:
            return 1 - log10(clampedLogArgument(1 + (9 - progress * 9)))
        }
    }

    private func clampedLogArgument(_ argument: CGFloat) -> CGFloat {
        argument.isNaN ? argument : max(argument, Self.smallestLogArgument)
    }
}

extension TransformCurve: Codable, SpecEnumeration {}
