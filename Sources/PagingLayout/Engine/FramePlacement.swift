import Foundation

/// The frames of one layout pass: what every item's frame shares (the offset, the content length
/// for mirroring, the cross-axis origin) worked out once, so each frame costs a few additions.
struct FramePlacement {
    let geometry: PageGeometry
    let pageCount: Int
    /// The pass's logical (left-to-right) offset along the axis.
    let logicalOffset: CGFloat
    /// The content length, used only when the geometry mirrors.
    let contentLength: CGFloat
    /// The offset's component across the axis.
    let crossOrigin: CGFloat

    /// The frame of the item in `slot`: see ``PageGeometry/frame(forSlot:pageCount:at:)``.
    func frame(forSlot slot: Int) -> CGRect {
        let page = geometry.page(forSlot: slot, pageCount: pageCount)
        let length = geometry.length(ofPage: page)
        var along = logicalOffset + geometry.settledInset(ofPage: page)
        if geometry.isMirrored { along = contentLength - along - length }
        switch geometry.scrollDirection {
        case .horizontal: return CGRect(x: along, y: crossOrigin, width: length, height: geometry.crossLength)
        case .vertical: return CGRect(x: crossOrigin, y: along, width: geometry.crossLength, height: length)
        }
    }
}
