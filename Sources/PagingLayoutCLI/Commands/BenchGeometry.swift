import Foundation
import PagingLayout

/// The page geometries `paging-layout bench` measures, on a 300 × 500 viewport.
enum BenchGeometry: String, CaseIterable {
    /// Full-viewport pages, the original's pager.
    case fullPage = "full"
    /// 240-point pages 16 apart with 30 points of padding: neighbours peek in.
    case peeking
    /// Full-viewport pages that repeat without end.
    case looping
    /// Pages of their own lengths (alternately 200 and 260 points), 8 apart.
    case variableLengths = "variable"

    /// The most items measured: the per-item lengths are an array as long as the data.
    var maximumItems: Int { self == .variableLengths ? 100_000 : 10_000_000 }

    /// The geometry for `pageCount` pages.
    func geometry(pageCount: Int) -> PageGeometry {
        var geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
        switch self {
        case .fullPage: break
        case .peeking:
            geometry.pageLength = 240
            geometry.spacing = 16
            geometry.padding = ContentPadding(both: 30)
        case .looping: geometry.isLooping = true
        case .variableLengths:
            geometry.spacing = 8
            geometry.itemLengths = ItemLengths((0..<pageCount).map { $0 % 2 == 0 ? 200 : 260 })
        }
        return geometry
    }
}
