import Foundation
import Testing

@testable import PagingLayout

@Suite("PhotosScrollSynchronizer")
struct PhotosScrollSynchronizerTests {
    // Preview pages 400 wide, 20 apart (page i at offset 420 i); thumbnails 30 wide, 8 apart, in a
    // 375-point strip (thumbnail i centred at offset 38 i − 172.5).
    static func synchronizer() -> PhotosScrollSynchronizer {
        PhotosScrollSynchronizer(
            preview: PhotosPreviewLayout(
                options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 400, height: 600), spacing: 20),
                itemCount: 5),
            thumbnails: ThumbnailStripLayout(
                options: ThumbnailStripOptions(
                    itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [1, 2, 1, 0.5, 1])),
            previewViewportWidth: 400, thumbnailViewportWidth: 375)
    }

    @Test("the preview's page is the thumbnail the strip centres, fractions included, both ways")
    func mapping() {
        let sync = Self.synchronizer()
        #expect(sync.item(of: .preview, atOffset: 630) == 1.5)
        #expect(sync.offset(of: .thumbnails, showing: 1.5) == -115.5)  // 57 − 172.5
        #expect(sync.item(of: .thumbnails, atOffset: -58.5) == 3)
        #expect(sync.offset(of: .preview, showing: 3) == 1260)
    }

    @Test("the pager the user drags drives the other; the follower's own scrolls are not fed back")
    func driving() {
        var sync = Self.synchronizer()
        #expect(sync.offsetToFollow(.preview, scrolledTo: 630) == nil)  // nobody drags: a layout update
        sync.beginDragging(.preview)
        #expect(sync.driver == .preview)
        #expect(sync.offsetToFollow(.preview, scrolledTo: 630) == -115.5)
        #expect(sync.offsetToFollow(.thumbnails, scrolledTo: -115.5) == nil)
        sync.endScrolling(.thumbnails)  // not the driver: nothing changes
        #expect(sync.driver == .preview)
        sync.endScrolling(.preview)
        #expect(sync.driver == nil)
        sync.beginDragging(.thumbnails)
        #expect(sync.offsetToFollow(.thumbnails, scrolledTo: -134.5) == 420)  // thumbnail 1 → page 1
    }

    @Test("the active item is the nearest page, held within the pages, and restores both offsets")
    func activeIndex() {
        let sync = Self.synchronizer()
        #expect(sync.activeIndex(previewOffset: 640) == 2)  // page 1.52
        #expect(sync.activeIndex(previewOffset: -900) == 0)
        #expect(sync.activeIndex(previewOffset: 1e9) == 4)
        #expect(sync.activeIndex(previewOffset: .nan) == 0)
        // After a size change (a 500-point preview, a 600-point strip) item 2 is shown again.
        var resized = sync
        resized.preview = PhotosPreviewLayout(
            options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 500, height: 700), spacing: 20), itemCount: 5)
        resized.thumbnailViewportWidth = 600
        #expect(resized.offset(of: .preview, showing: 2) == 1040)
        #expect(resized.offset(of: .thumbnails, showing: 2) == CGFloat(76 - 285))  // inset (600 − 30) / 2
        let empty = PhotosScrollSynchronizer(
            preview: PhotosPreviewLayout(itemCount: 0), thumbnails: ThumbnailStripLayout(),
            previewViewportWidth: 400, thumbnailViewportWidth: 375)
        #expect(empty.activeIndex(previewOffset: 500) == 0)
    }
}
