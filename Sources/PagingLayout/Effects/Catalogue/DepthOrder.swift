import Foundation

/// Stacking orders computed from where a transform puts a page in depth, for effects that sort
/// pages by depth rather than by distance from the centre.
enum DepthOrder {
    /// The z position that sorts pages by the depth `transform` gives the page's corner point
    /// (1, 1, 1) — `m13 + m23 + m33 + m43`, nearer in front — and, at equal depth, the page closer
    /// to the centre (smaller `|progress|`) in front.
    ///
    /// Depths are compared to 1/8 point. Both keys are clamped so the packed value never overflows.
    static func zPosition(transform: Transform3D, progress: CGFloat) -> Int {
        let depth = transform.m13 + transform.m23 + transform.m33 + transform.m43
        let depthKey = clampedInt(depth * 8, limit: 0x1p40)
        let distanceKey = clampedInt(abs(progress) * 1000, limit: 0x1p20 - 1)
        return depthKey * (1 << 21) - distanceKey
    }

    /// `value` rounded and held within `±limit`; NaN counts as 0.
    private static func clampedInt(_ value: CGFloat, limit: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(), -limit), limit))
    }
}
