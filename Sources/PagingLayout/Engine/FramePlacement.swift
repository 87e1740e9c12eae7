import Foundation

/// The frames of one layout pass: what every item's frame shares (the offset, the content length
/// for mirroring, the cross-axis origin) worked out once — and, when every page has the same
/// length, the one frame they all share — so each item's frame costs little or nothing.
///
/// It holds no copy of the geometry (whose per-item lengths are arrays a copy would retain and
/// release); the geometry is passed to ``frame(forSlot:in:)`` when pages have their own lengths.
struct FramePlacement {
    /// The pass's logical (left-to-right) offset along the axis.
    let logicalOffset: CGFloat
    /// The content length, used only when the geometry mirrors.
    let contentLength: CGFloat
    /// The offset's component across the axis.
    let crossOrigin: CGFloat
    /// The frame of every item when the pages have one length (a settled page's spot is then the
    /// same for all); `nil` with per-item lengths.
    private var sharedFrame: CGRect?

    init(geometry: PageGeometry, logicalOffset: CGFloat, contentLength: CGFloat, crossOrigin: CGFloat) {
        self.logicalOffset = logicalOffset
        self.contentLength = contentLength
        self.crossOrigin = crossOrigin
        if geometry.itemLengths == nil {
            sharedFrame = placedFrame(ofPage: 0, in: geometry)
        }
    }

    /// The frame of an item showing `page` of `geometry` (the one this placement was made for): see
    /// ``PageGeometry/frame(forSlot:pageCount:at:)``. Every slot showing a page has the same frame,
    /// so a pass that already knows each slot's page passes it.
    func frame(ofPage page: Int, in geometry: PageGeometry) -> CGRect {
        sharedFrame ?? placedFrame(ofPage: page, in: geometry)
    }

    private func placedFrame(ofPage page: Int, in geometry: PageGeometry) -> CGRect {
        let length = geometry.length(ofPage: page)
        var along = logicalOffset + geometry.settledInset(ofLength: length)
        if geometry.isMirrored { along = contentLength - along - length }
        switch geometry.scrollDirection {
        case .horizontal: return CGRect(x: along, y: crossOrigin, width: length, height: geometry.crossLength)
        case .vertical: return CGRect(x: crossOrigin, y: along, width: geometry.crossLength, height: length)
        }
    }
}
