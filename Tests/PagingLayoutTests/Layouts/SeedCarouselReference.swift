import Foundation

@testable import PagingLayout

/// Seed 001's carousel written the default way, for comparison: every item's frame cached, the
/// "continuous focused index" and the shift applied to every item, the items whose shifted frame
/// overlaps the viewport kept; snapping searches the frames within one viewport width either side.
/// Deliberately naive (O(all items) per pass).
struct SeedCarouselReference {
    var itemSize: CGSize
    var spacing: CGFloat
    var spacingWhenFocused: CGFloat
    var count: Int

    struct Item: Equatable {
        var index: Int
        var frame: CGRect
        var translationX: CGFloat
    }

    func frame(_ index: Int, viewport: CGSize) -> CGRect {
        CGRect(
            x: CGFloat(index) * (itemSize.width + spacing), y: (viewport.height - itemSize.height) / 2,
            width: itemSize.width, height: itemSize.height)
    }

    func continuousFocusedIndex(offsetX: CGFloat, viewport: CGSize) -> CGFloat {
        (viewport.width / 2 + offsetX - itemSize.width / 2) / (itemSize.width + spacing)
    }

    /// The seed's `shiftedAttributes`: no shift for the rounded focused index, otherwise the
    /// distance to the nearer of the two identity points (±0.5 around it), doubled.
    func translation(_ index: Int, offsetX: CGFloat, viewport: CGSize) -> CGFloat {
        let focused = continuousFocusedIndex(offsetX: offsetX, viewport: viewport)
        let rounded = focused.rounded()
        guard index != Int(rounded) else { return 0 }
        let distance = min(abs(focused - (rounded - 0.5)), abs(focused - (rounded + 0.5)))
        let direction: CGFloat = index < Int(rounded) ? -1 : 1
        return direction * (spacingWhenFocused - spacing) * distance * 2
    }

    func items(offset: CGPoint, viewport: CGSize) -> [Item] {
        let visible = CGRect(origin: offset, size: viewport)
        return (0..<count).compactMap { index in
            let frame = frame(index, viewport: viewport)
            let shift = translation(index, offsetX: offset.x, viewport: viewport)
            guard frame.width > 0, frame.height > 0, overlaps(frame.offsetBy(dx: shift, dy: 0), visible) else {
                return nil
            }
            return Item(index: index, frame: frame, translationX: shift)
        }
    }

    func targetOffset(proposed: CGPoint, viewport: CGSize) -> CGPoint {
        let midX = viewport.width / 2
        let x = proposed.x + midX
        let search = CGRect(x: x - viewport.width, y: proposed.y, width: viewport.width * 2, height: viewport.height)
        let candidates = (0..<count).map { frame($0, viewport: viewport) }.filter {
            $0.width > 0 && $0.height > 0 && overlaps($0, search)
        }
        guard let closest = candidates.min(by: { abs($0.midX - x) < abs($1.midX - x) }) else { return proposed }
        return CGPoint(x: closest.midX - midX, y: proposed.y)
    }
}

/// Whether two rectangles share some area (edge by edge: touching is not overlapping).
func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
}
