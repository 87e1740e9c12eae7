import Foundation

extension VisualEffectAttributes {
    /// The z index `effect` gives each page a scroll view shows at `contentOffset`, by slot: what a
    /// SwiftUI pager sets with `zIndex`, outside `visualEffect` (which cannot order pages). The
    /// engine lays out the pages that can be on screen — as many as fit in the viewport, and one
    /// more on each side — at their progress there, as it does for the UIKit-backed pager.
    ///
    /// A pager keeps the result and redraws only when it changes, which is when the pages' order
    /// changes, not on every scroll step.
    ///
    /// ```swift
    /// // Full 300-point pages at offset 690 (position 2.3), the default order −|round(progress)|:
    /// VisualEffectAttributes.zIndices(effect: ScaleEffect(), geometry: geometry, pageCount: 10, contentOffset: 690)
    /// // [1: -1, 2: 0, 3: -1] and the pages further away
    /// ```
    ///
    /// - Parameters:
    ///   - effect: the pager's effect.
    ///   - geometry: where the pages are.
    ///   - pageCount: the number of pages.
    ///   - contentOffset: the content offset along the axis (physical), in points.
    /// - Complexity: O(pages that fit in the viewport).
    public static func zIndices(
        effect: any PagingEffect, geometry: PageGeometry, pageCount: Int, contentOffset: CGFloat
    ) -> [Int: Double] {
        let step = max(geometry.step, 1)
        let fitting = Int(min((geometry.viewportLength / step).rounded(.up), 1_000))
        let engine = PagingEngine(geometry: geometry, itemCounts: [max(pageCount, 0)], numberOfVisibleItems: 2 * fitting + 3)
        let point = geometry.scrollDirection == .horizontal
            ? CGPoint(x: contentOffset, y: 0) : CGPoint(x: 0, y: contentOffset)
        var indices: [Int: Double] = [:]
        for item in engine.layout(at: point).elements {
            let context = geometry.effectContext(forSlot: item.slot, pageCount: pageCount, at: point)
            indices[item.slot] = Double(effect.attributes(for: item.progress, in: context).zPosition)
        }
        return indices
    }
}
