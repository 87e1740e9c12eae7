import Foundation

extension PageGeometry {
    /// This geometry with its padding raised where a scroll view without content insets needs it:
    /// such a scroll view (SwiftUI's) cannot scroll before offset 0 or past content length −
    /// viewport length, so the first and last pages could not settle where the alignment puts
    /// them. Each end's padding becomes at least what lets its page settle: for centred pages
    /// (viewport − page length) / 2, for start-aligned ones the last page's trailing room
    /// (viewport − leading padding − page length). Padding already larger is kept.
    ///
    /// ```swift
    /// // 240-point pages centred in a 300-point viewport: 30 points before the first and after the last.
    /// PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240)
    ///     .withScrollableEnds(pageCount: 5).padding   // leading 30, trailing 30
    /// ```
    public func withScrollableEnds(pageCount: Int) -> PageGeometry {
        guard pageCount > 0 else { return self }
        var geometry = self
        let last = pageCount - 1
        switch alignment {
        case .center:
            geometry.padding.leading = max(padding.resolvedLeading, (viewportLength - length(ofPage: 0)) / 2)
            geometry.padding.trailing = max(padding.resolvedTrailing, (viewportLength - length(ofPage: last)) / 2)
        case .start:
            let room = viewportLength - padding.resolvedLeading - length(ofPage: last)
            geometry.padding.trailing = max(padding.resolvedTrailing, room)
        }
        return geometry
    }
}

extension PageGeometry {
    /// The largest content offset along the axis a scroll view without content insets reaches for
    /// `pageCount` pages: content length − viewport length, at least 0.
    public func maximumScrollableOffset(pageCount: Int) -> CGFloat {
        max(contentLength(pageCount: pageCount) - viewportLength, 0)
    }

    /// The offset along the axis at which slot `slot` rests in a scroll view without content
    /// insets: its settled offset held within 0 … ``maximumScrollableOffset(pageCount:)``.
    public func restingOffset(forSlot slot: Int, pageCount: Int) -> CGFloat {
        min(max(settledOffset(forSlot: slot, pageCount: pageCount), 0), maximumScrollableOffset(pageCount: pageCount))
    }
}

extension PageGeometry {
    /// The fraction along the axis of a page and of the viewport that line up when page `index`
    /// sits where it settles: the unit anchor a scroll view's "scroll to this view" takes
    /// (SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` aligns the view's anchor with the
    /// viewport's). 0.5 for centred pages; for start-aligned ones leading padding ÷ (viewport −
    /// page length), 0 when the page is exactly as long as the viewport. Measured from the leading
    /// edge in reading order.
    public func scrollAnchor(ofPage index: Int) -> CGFloat {
        switch alignment {
        case .center:
            return 0.5
        case .start:
            let room = viewportLength - length(ofPage: index)
            return room == 0 ? 0 : (padding.resolvedLeading / room).finiteValue
        }
    }
}
