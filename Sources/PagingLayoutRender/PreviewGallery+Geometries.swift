import Foundation
import PagingLayout

// The default below builds a CGSize; on Apple platforms that comes from CoreGraphics, which a
// default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PreviewGallery {
    /// Pagers that show page geometries, each in a `viewportSize` viewport (points):
    /// - `peeking`: pages 75 % of the viewport's width, 12 points apart, padded so the first and last
    ///   page settle centred, neighbours peeking in (``SlideEffect`` with its `carousel` preset);
    /// - `looping`: the same pages repeating without end, the last page's neighbour the first;
    /// - `right-to-left`: full-viewport pages read right to left, with the scale effect's `coverFlow`
    ///   preset mirrored (page 1 is on the left; dragging right moves forwards);
    /// - `vertical peeking`: vertical pages 75 % of the viewport's height, 12 apart, centred;
    /// - `vertical start`: vertical pages 60 % of the viewport's height, 8 apart, settling 16 points
    ///   below the top (``PageAlignment/start``), the next one peeking in below.
    ///
    /// The sliding pagers inset their pages 30 points across the axis only: along it, the spacing
    /// separates them. Viewport dimensions below 1 point (or not finite) count as 1.
    public static func geometryPagers(viewportSize: CGSize = CGSize(width: 240, height: 320)) -> [Pager] {
        let size = CGSize(
            width: viewportSize.width.isFinite ? max(viewportSize.width, 1) : 1,
            height: viewportSize.height.isFinite ? max(viewportSize.height, 1) : 1)
        let slide = SlideEffect(options: .carousel)
        func peeking(_ direction: ScrollDirection) -> PageGeometry {
            let viewport = direction.length(of: size)
            let length = viewport * 0.75
            return PageGeometry(
                viewportSize: size, scrollDirection: direction, pageLength: length, spacing: 12,
                padding: ContentPadding(both: (viewport - length) / 2))
        }
        var looping = peeking(.horizontal)
        looping.isLooping = true
        let startLength = size.height * 0.6
        let start = PageGeometry(
            viewportSize: size, scrollDirection: .vertical, pageLength: startLength, spacing: 8,
            // Room after the last page so it, too, can settle at the start.
            padding: ContentPadding(leading: 16, trailing: size.height - 16 - startLength), alignment: .start)
        let across = PagePadding(vertical: .absolute(30), horizontal: nil)
        let down = PagePadding(vertical: nil, horizontal: .absolute(30))
        return [
            Pager(title: "peeking", subtitle: "slide carousel", effect: slide, geometry: peeking(.horizontal), pagePadding: across),
            Pager(title: "looping", subtitle: "slide carousel", effect: slide, geometry: looping, pagePadding: across),
            Pager(
                title: "right-to-left", subtitle: "scale coverFlow",
                effect: ScaleEffect(options: .layout(.coverFlow)),
                geometry: PageGeometry(viewportSize: size, layoutDirection: .rightToLeft)),
            Pager(
                title: "vertical peeking", subtitle: "slide carousel", effect: slide, geometry: peeking(.vertical),
                pagePadding: down),
            Pager(title: "vertical start", subtitle: "slide carousel", effect: slide, geometry: start, pagePadding: down),
        ]
    }
}
