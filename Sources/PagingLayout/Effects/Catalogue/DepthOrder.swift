import Foundation

/// Stacking orders computed from where a transform puts a page in depth, for effects that sort
/// pages by depth rather than by distance from the centre.
enum DepthOrder {
    /// The z position that sorts pages by the depth `transform` gives the page's corner point
    /// (1, 1, 1) — `m13 + m23 + m33 + m43`, nearer in front — and, at equal depth, the page closer
    /// to the centre (smaller `|progress|`) in front.
    ///
    /// Depths are compared to 1/8 point within ±65 536 points, distances to 1/100 page within 20
    /// pages; the result stays within ±2³⁰, so it survives renderers that keep z orders in 32 bits
    /// (CSS `z-index`).
    static func zPosition(transform: Transform3D, progress: CGFloat) -> Int {
        let depth = transform.m13 + transform.m23 + transform.m33 + transform.m43
        let depthKey = clampedInt(depth * 8, limit: 0x1p19)
        let distanceKey = clampedInt(abs(progress) * 100, limit: 2047)
        return depthKey * 2048 - distanceKey
    }

    /// `value` rounded and held within `±limit`; NaN counts as 0.
    private static func clampedInt(_ value: CGFloat, limit: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(), -limit), limit))
    }
}
