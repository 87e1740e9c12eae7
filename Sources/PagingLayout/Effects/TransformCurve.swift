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

    /// The largest input ``easeOut`` follows; larger inputs give its value here, `1 − log10(0.01) = 3`.
    ///
    /// The formula's logarithm is undefined from `10 / 9` on (the original returns NaN or infinity
    /// there and is finite just below). Holding the value from 1.11 keeps the curve finite and
    /// continuous and leaves every input up to 1.11 exactly as the original computes it.
    static let easeOutInputLimit: CGFloat = 1.11

    /// The smallest input ``easeIn`` follows; smaller inputs give its value here, `log10(0.01) = −2`.
    ///
    /// The mirror image of ``easeOutInputLimit`` for negative input, which the prepared effects
    /// never pass (they curve `|progress|`).
    static let easeInInputLimit: CGFloat = -0.11

    /// The curved value of a linear `progress`, normally 0…1 (the prepared effects pass `|progress|`,
    /// which grows past 1 for items more than a page away).
    ///
    /// Inputs where the logarithm would be undefined are clamped — ``easeOut`` holds its value from
    /// 1.11 on (3), ``easeIn`` below −0.11 (−2) — so the result is finite for every finite input.
    /// A NaN input gives NaN.
    ///
    /// ```swift
    /// TransformCurve.easeIn.computeFromLinear(progress: 0.5)   // log10(5.5) ≈ 0.7404
    /// ```
    public func computeFromLinear(progress: CGFloat) -> CGFloat {
        switch self {
        case .linear:
            return progress
        case .easeIn:
            return log10(1 + 9 * max(progress, Self.easeInInputLimit))
        case .easeOut:
            return 1 - log10(1 + (9 - 9 * min(progress, Self.easeOutInputLimit)))
        }
    }
}

extension TransformCurve: Codable {
    /// Reads `"linear"`, `"easeIn"` or `"easeOut"`; anything else is an error listing them.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the curve's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
