import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The Photos pair (`PhotosPagerContainerView`, `PhotosPagerCoordinator`, the preview and strip
    /// shells) in a 390 × 844 window: the preview is 390 × 784 (the strip's 60 points below it), so a
    /// page step is 390 + 10 = 400; thumbnails are 30 wide with 4 between, a step of 34, and the strip
    /// is inset by (390 − 30) / 2 = 180 so thumbnail `i` is centred at offset 34·i − 180.
    @Suite("UIKit adapter on the stand-in: the Photos preview and thumbnail strip")
    @MainActor
    struct PhotosScenarioTests {
        private static let ratios: [CGFloat] = [1.5, 0.75, 1, 1.5, 0.5, 1, 1.25, 0.8]

        /// The preview's cells against the core's elements at the preview's offset: same items,
        /// frames, shifts and image offsets.
        private func previewMismatches(_ app: PhotosScenario) -> [String] {
            var options = app.previewOptions
            options.itemSize = app.previewViewportSize
            let core = PhotosPreviewLayout(options: options, itemCount: Self.ratios.count)
            let bounds = CGRect(origin: CGPoint(x: app.previewOffset, y: 0), size: app.previewViewportSize)
            let expected = core.layout(at: bounds.origin, viewportSize: bounds.size).elements.filter {
                $0.frame.intersects(bounds)
            }
            return mismatches(app.shownPreviewPages(), expected, imageOffsets: true)
        }

        /// The strip's cells against the core's elements at the strip's offset.
        private func thumbnailMismatches(_ app: PhotosScenario) -> [String] {
            let core = ThumbnailStripLayout(options: app.thumbnailOptions)
            let bounds = CGRect(origin: CGPoint(x: app.thumbnailsOffset, y: 0), size: app.thumbnailsViewportSize)
            // The collection view shows a cell for each element whose frame meets its bounds.
            let expected = core.layout(at: bounds.origin, viewportSize: bounds.size).elements.filter {
                $0.frame.intersects(bounds)
            }
            return mismatches(app.shownThumbnails(), expected, imageOffsets: false)
        }

        private func mismatches(_ shown: [ShownPhotoCell], _ expected: [LayoutElement], imageOffsets: Bool) -> [String] {
            guard shown.map(\.item) == expected.map(\.item) else {
                return ["items \(shown.map(\.item)) ≠ \(expected.map(\.item))"]
            }
            return zip(shown, expected).compactMap { cell, element in
                let frameMatches =
                    isAbout(cell.frame.midX, element.frame.midX) && isAbout(cell.frame.midY, element.frame.midY)
                    && cell.frame.size == element.frame.size
                let imageMatches =
                    !imageOffsets || (isAbout(cell.imageOffset.x, element.parallaxOffset.x) && cell.imageOffset.y == 0)
                return frameMatches && isClose(cell.transform, element.transform) && imageMatches
                    ? nil : "item \(element.item)"
            }
        }

        @Test("at launch the preview shows page 0 and the strip centres thumbnail 0, as the core lays them out")
        func launch() async {
            let app = PhotosScenario(aspectRatios: Self.ratios)
            await app.launch()
            #expect(app.previewViewportSize == CGSize(width: 390, height: 784))
            #expect(app.thumbnailsViewportSize == CGSize(width: 390, height: 60))
            #expect(app.previewOffset == 0)
            #expect(app.thumbnailsOffset == -180)
            #expect(app.activeIndex == 0)
            #expect(app.shownPreviewPages().map(\.item) == [0])
            #expect(app.shownThumbnails().map(\.item).prefix(2) == [0, 1])
            #expect(previewMismatches(app) == [])
            #expect(thumbnailMismatches(app) == [])
        }

        @Test("paging the preview moves the strip with it and both rest on the next item")
        func pagingThePreviewMovesTheStrip() async {
            let app = PhotosScenario(aspectRatios: Self.ratios)
            await app.launch()
            await app.dragPreview(by: -150, lift: false)
            // Mid-drag: page 0 and page 1 share the viewport, shifted, their images moved the other way.
            let offset = app.previewOffset
            #expect(offset > 100 && offset < 160)
            let moving = app.shownPreviewPages()
            #expect(moving.map(\.item) == [0, 1])
            #expect(moving.contains { $0.transform.m41 != 0 && $0.imageOffset.x != 0 })
            #expect(previewMismatches(app) == [])
            // The strip centres the same fractional item: 34 · offset / 400 − 180, on the ⅓-pt grid.
            #expect(abs(app.thumbnailsOffset - (34 * offset / 400 - 180)) <= 1.0 / 3)
            #expect(thumbnailMismatches(app) == [])

            await app.lift()
            // 150 of a 400-point step is nearer page 0; drag on past the middle.
            #expect(app.previewOffset == 0)
            await app.dragPreview(by: -250)
            #expect(app.previewOffset == 400)
            #expect(isAbout(app.thumbnailsOffset, 34 - 180))
            #expect(app.activeIndex == 1)
            #expect(previewMismatches(app) == [])
            #expect(thumbnailMismatches(app) == [])
        }

        @Test("scrolling the strip pages the preview with it and both rest on the thumbnail centred")
        func scrollingTheStripPagesThePreview() async {
            let app = PhotosScenario(aspectRatios: Self.ratios)
            await app.launch()
            await app.dragStrip(by: -51, lift: false)
            // Mid-drag: the preview shows the fractional item the strip centres, (offset + 180) / 34.
            let item = (app.thumbnailsOffset + 180) / 34
            #expect(item > 1 && item < 2, "strip at \(app.thumbnailsOffset), preview at \(app.previewOffset)")
            #expect(abs(app.previewOffset - 400 * item) <= 1.0 / 3)
            #expect(previewMismatches(app) == [])

            await app.lift()
            // 51 points is 1.5 thumbnails: the nearer rest is thumbnail 2 (the slop makes the scroll
            // a little shorter than the finger's move, so the nearer one may be 1); both follow it.
            let rest = app.activeIndex
            #expect(rest == 1 || rest == 2)
            #expect(app.thumbnailsOffset == 34 * CGFloat(rest) - 180)
            #expect(app.previewOffset == 400 * CGFloat(rest))
            #expect(previewMismatches(app) == [])
            // At rest the strip's expansion is back: the centred thumbnail is widened again.
            #expect(app.thumbnailOptions.expandingRate == 1)
            #expect(thumbnailMismatches(app) == [])
            #expect(app.shownThumbnails().contains { $0.item == rest && $0.frame.width != 30 })
        }

        @Test("a rotation keeps the pair on its item: the preview on its page of the new width, the strip centring its thumbnail")
        func rotationKeepsTheItem() async {
            let app = PhotosScenario(aspectRatios: Self.ratios)
            await app.launch()
            await app.show(item: 2)
            #expect(app.previewOffset == 800)
            await app.rotate(to: CGSize(width: 844, height: 390))
            // Landscape: the preview is 844 × 330, a page step of 844 + 10 = 854, so item 2 rests at
            // 1 708; the strip is inset by (844 − 30) / 2 = 407, so thumbnail 2 is centred at 68 − 407.
            #expect(app.previewViewportSize == CGSize(width: 844, height: 330))
            #expect(app.activeIndex == 2)
            #expect(app.previewOffset == 1708)
            #expect(isAbout(app.thumbnailsOffset, 68 - 407))
            #expect(previewMismatches(app) == [])
            #expect(thumbnailMismatches(app) == [])
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(app.activeIndex == 2)
            #expect(app.previewOffset == 800)
            #expect(isAbout(app.thumbnailsOffset, 68 - 180))
            #expect(previewMismatches(app) == [])
            #expect(thumbnailMismatches(app) == [])
        }
    }
}
