import Foundation

/// The stacking order pages have unless an effect gives another: by distance from the centre.
///
/// It belongs to the effects (the attributes every effect starts from carry it), and the engine,
/// the transformable views and the adapters read it from here, so no effect reaches into the engine.
enum DefaultStackingOrder {
    /// The z position of a page at `progress`: `−|round(progress)|`, rounding half away from zero,
    /// so the centred page is on top and farther ones sink one level per page. Held at `−Int32.max`
    /// at most (a 32-bit z order, as CSS and Core Animation layers take), 0 for a non-finite
    /// progress.
    static func zPosition(progress: CGFloat) -> Int {
        guard progress.isFinite else { return 0 }
        let distance = abs(progress)
        guard distance < CGFloat(Int32.max) else { return -Int(Int32.max) }
        // Rounding half away from zero without a call into the maths library: below 2³¹ the whole
        // part converts exactly and the fraction left is exact, so this is `rounded()`.
        let whole = Int(distance)
        return -(distance - CGFloat(whole) >= 0.5 ? whole + 1 : whole)
    }
}
