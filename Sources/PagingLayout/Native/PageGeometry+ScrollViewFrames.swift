import Foundation

extension PageGeometry {
    /// The content offset along the axis (physical) at which slot `slot`'s page has `frame` in the
    /// viewport: what a host that sees only its pages' frames — SwiftUI's `visualEffect`, reading
    /// `frame(in: .scrollView)` — knows of the scroll view's offset.
    ///
    /// `frame` is in the viewport's coordinates (origin at the viewport's top-left corner, moving
    /// as the content scrolls). Only its leading edge along the axis is read; for a right-to-left
    /// horizontal pager the leading edge is the frame's right edge. Non-finite frames count as a
    /// frame at the origin.
    ///
    /// - Parameters:
    ///   - slot: the page's slot: its index, or with looping any integer (slot s shows page s mod n).
    ///   - frame: the page's frame in the viewport, in points.
    ///   - pageCount: the number of pages.
    public func contentOffset(forSlot slot: Int, frame: CGRect, pageCount: Int) -> CGFloat {
        let page = page(forSlot: slot, pageCount: pageCount)
        let raw = isMirrored ? viewportLength - scrollDirection.end(of: frame) : scrollDirection.start(of: frame)
        let leading = raw.isFinite ? raw : 0
        // The slot's leading edge in content: its settled offset plus where a settled page sits.
        let edge = settledLogicalOffset(ofSlot: slot, pageCount: pageCount) + settledInset(ofPage: page)
        return physicalOffset(forLogicalOffset: (edge - leading).finiteValue, pageCount: pageCount)
    }

    /// The progress of slot `slot`'s page with `frame` in the viewport: 0 when it sits where a
    /// settled page sits, ±1 one page away, positive towards later pages — the number an effect
    /// takes, the same the engine gives the UIKit-backed pager at that offset.
    ///
    /// ```swift
    /// // 300-point pages filling a 300-point viewport: page 2 with its left edge at 150 is half a
    /// // page on its way in from the right.
    /// PageGeometry(viewportSize: CGSize(width: 300, height: 500))
    ///     .progress(ofSlot: 2, frame: CGRect(x: 150, y: 0, width: 300, height: 500), pageCount: 5)   // 0.5
    /// ```
    public func progress(ofSlot slot: Int, frame: CGRect, pageCount: Int) -> CGFloat {
        let offset = contentOffset(forSlot: slot, frame: frame, pageCount: pageCount)
        return CGFloat(slot) - position(atOffset: offset, pageCount: pageCount)
    }
}
