import Foundation

@testable import PagingLayout

/// Seed 003's two layouts written the default way, for comparison: every cell built, the default
/// formulas applied to each, the cells whose moved frame overlaps the viewport kept. Deliberately
/// naive (O(all items) per pass).
enum SeedPhotosReference {
    struct Item: Equatable {
        var index: Int
        var frame: CGRect
        var translationX: CGFloat
        var parallaxX: CGFloat = 0
    }

    /// The preview pager's `prepareAttributes` and the cell's `apply`.
    static func preview(
        itemSize: CGSize, spacing: CGFloat, offsetBetweenCells: CGFloat, parallaxRatio: CGFloat, count: Int,
        offset: CGPoint, viewport: CGSize
    ) -> [Item] {
        (0..<count).compactMap { index in
            let frame = CGRect(
                x: CGFloat(index) * (itemSize.width + spacing), y: 0, width: itemSize.width, height: itemSize.height)
            let distanceToCenter = frame.midX - offset.x
            let relative = (distanceToCenter - itemSize.width / 2) / itemSize.width
            var item = Item(index: index, frame: frame, translationX: 0)
            if abs(relative) < 1 {
                item.translationX = relative * offsetBetweenCells
                item.parallaxX = -(itemSize.width * parallaxRatio * relative)
            }
            return overlaps(frame.offsetBy(dx: item.translationX, dy: 0), CGRect(origin: offset, size: viewport))
                ? item : nil
        }
    }

    /// The thumbnail layout's `cell(for:offsetX:)` and `Cell.attributes(from:with:)`, the focus
    /// line being the content offset plus the inset `(viewport width − item width) / 2`.
    static func thumbnails(
        itemSize: CGSize, distanceBetween: CGFloat, aspectRatios: [CGFloat], expandingRate: CGFloat,
        offset: CGPoint, viewport: CGSize
    ) -> [Item] {
        let offsetX = offset.x + (viewport.width - itemSize.width) / 2
        let step = itemSize.width + distanceBetween
        let additional: [CGFloat] = aspectRatios.indices.map { index in
            let cellOffset = CGFloat(index) * step
            guard abs(cellOffset - offsetX) < step else { return 0 }
            let expanding = (1 - abs(cellOffset - offsetX) / step) * expandingRate
            return (itemSize.height * aspectRatios[index] - itemSize.width) * expanding
        }
        return aspectRatios.indices.compactMap { index in
            let width = itemSize.width + additional[index]
            let centerX = CGFloat(index) * step + itemSize.width / 2
            let translate = additional.indices.reduce(CGFloat(0)) { sum, other in
                index < other ? sum - additional[other] / 2 : (index > other ? sum + additional[other] / 2 : sum)
            }
            let frame = CGRect(x: centerX - width / 2, y: 0, width: width, height: itemSize.height)
            return overlaps(frame.offsetBy(dx: translate, dy: 0), CGRect(origin: offset, size: viewport))
                ? Item(index: index, frame: frame, translationX: translate) : nil
        }
    }

    /// The thumbnail layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    static func thumbnailTarget(
        itemSize: CGSize, distanceBetween: CGFloat, count: Int, proposed: CGPoint, viewport: CGSize
    ) -> CGPoint {
        let inset = (viewport.width - itemSize.width) / 2
        let cellWithSpacing = itemSize.width + distanceBetween
        let relative = (proposed.x + inset) / cellWithSpacing
        let leftIndex = max(0, relative.rounded(.down))
        let rightIndex = min(relative.rounded(.up), CGFloat(count))
        let leftCenter = leftIndex * cellWithSpacing - inset
        let rightCenter = rightIndex * cellWithSpacing - inset
        return CGPoint(
            x: abs(leftCenter - proposed.x) < abs(rightCenter - proposed.x) ? leftCenter : rightCenter, y: proposed.y)
    }
}
