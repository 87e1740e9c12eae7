import Foundation

/// A ``PageIndicator`` laid out: its size and its dots, ready to draw and to hit-test.
public struct PageIndicatorLayout: Sendable, Equatable {
    /// The drawn size, in points: the row of visible dot cells along the axis (without the outer
    /// halves of the spacing), the larger dot diameter across. Zero when there are no pages.
    public var size: CGSize
    /// The dots, in page order; only those inside the sliding window.
    public var dots: [PageIndicatorDot]

    /// The page whose dot's tap target contains `point` (indicator coordinates), or `nil` when none
    /// does or `point` is not finite.
    ///
    /// - Complexity: O(visible dots).
    public func page(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        // Cells touch: a point on a shared edge belongs to the cell it starts (half-open rects).
        return dots.first { dot in
            let region = dot.hitRegion
            return point.x >= region.minX && point.x < region.maxX && point.y >= region.minY && point.y < region.maxY
        }?.page
    }
}
