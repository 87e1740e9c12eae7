import Foundation

/// One moment of the thumbnail strip's delete animation: the deleted thumbnail gives up
/// its expansion, then shrinks away while its neighbour slides into its place and expands — so when
/// the animation ends, the strip without the thumbnail can take over with nothing moving.
///
/// Two phases of ``phaseDuration`` (0.15 s) each, both eased in and out:
/// 1. **Collapse**: the deleted thumbnail's extra width runs to 0 (its neighbours follow, as the
///    strip pushes them by half of it).
/// 2. **Slide**: every thumbnail moves, linearly in the eased progress, from where the collapsed strip
///    has it to where ``remaining`` (the strip without the deleted thumbnail) has it; the deleted
///    thumbnail shrinks to zero width about its centre, behind the others (z-index −1).
///
/// The neighbour is the next thumbnail, or the previous one when the last is deleted; in that case
/// the strip's content offset must move back by one step when the data source drops the thumbnail
/// (``offsetShift``). Elements keep the indices of the strip before the deletion.
///
/// A value of time: make one per frame (the UIKit strip does, from a ``FrameSource``). Package API,
/// like the `ThumbnailDeletionAnimation` that runs it: an app deletes a thumbnail through the UIKit
/// adapter's `PhotosPagerCoordinator.deleteItem(at:dataSourceUpdate:completion:)`.
///
/// ```swift
/// let strip = ThumbnailStripLayout(options: ThumbnailStripOptions(
///     itemSize: CGSize(width: 30, height: 50), distanceBetween: 10, aspectRatios: [1, 2, 1.5, 1]))
/// let deletion = ThumbnailDeletion(strip: strip, deletedIndex: 1, elapsed: 0.225)
/// let pass = deletion?.layout(at: CGPoint(x: -60, y: 0), viewportSize: CGSize(width: 230, height: 50))
/// // halfway through the slide: thumbnail 2 is 52.5 points wide, halfway to thumbnail 1's place
/// ```
package struct ThumbnailDeletion: Sendable, Equatable {
    /// Seconds of each phase: 0.15 (the original's).
    public static let phaseDuration: TimeInterval = 0.15
    /// Seconds of the whole animation: two phases, 0.3.
    public static let duration: TimeInterval = 2 * phaseDuration

    /// The strip before the deletion.
    public let strip: ThumbnailStripLayout
    /// The thumbnail being deleted, within the strip.
    public let deletedIndex: Int
    /// Seconds since the animation started, 0…``duration``.
    public let elapsed: TimeInterval

    /// The animation of deleting thumbnail `deletedIndex` from `strip`, `elapsed` seconds in; `nil`
    /// when there is no such thumbnail. `elapsed` is clamped to 0…``duration`` (NaN counts as 0).
    public init?(strip: ThumbnailStripLayout, deletedIndex: Int, elapsed: TimeInterval = 0) {
        guard (0..<strip.itemCount).contains(deletedIndex) else { return nil }
        self.strip = strip
        self.deletedIndex = deletedIndex
        self.elapsed = elapsed.isNaN ? 0 : min(max(elapsed, 0), Self.duration)
    }

    /// The same animation `elapsed` seconds in.
    public func at(elapsed: TimeInterval) -> ThumbnailDeletion {
        ThumbnailDeletion(strip: strip, deletedIndex: deletedIndex, elapsed: elapsed) ?? self
    }

    /// Whether the neighbour is in place: the strip without the thumbnail can take over.
    public var isFinished: Bool { elapsed >= Self.duration }

    /// The thumbnail that takes the deleted one's place: the next, or the previous when the last is
    /// deleted; `nil` when the deleted thumbnail is the only one.
    public var neighbour: Int? {
        if deletedIndex + 1 < strip.itemCount { return deletedIndex + 1 }
        return deletedIndex > 0 ? deletedIndex - 1 : nil
    }

    /// The strip without the deleted thumbnail.
    public var remaining: ThumbnailStripLayout {
        var options = strip.options
        options.aspectRatios.remove(at: deletedIndex)
        return ThumbnailStripLayout(options: options)
    }

    /// How far the strip's content offset moves when the data source drops the thumbnail, so that
    /// the neighbour stays where the animation left it: minus one step when the previous thumbnail
    /// takes the place, 0 otherwise.
    public var offsetShift: CGFloat {
        neighbour.map { $0 < deletedIndex } == true ? -strip.step : 0
    }

    /// The item the pair shows once the data source dropped the thumbnail: the neighbour's new index
    /// (the deleted one's, or one less when the previous thumbnail took the place); 0 when no
    /// thumbnail is left.
    public var indexAfterDeletion: Int {
        neighbour.map { $0 < deletedIndex ? deletedIndex - 1 : deletedIndex } ?? 0
    }

    /// How far the collapse has gone, eased: 0 at the start, 1 from the end of the first phase.
    public var collapseProgress: CGFloat {
        Self.eased(elapsed / Self.phaseDuration)
    }

    /// How far the slide has gone, eased: 0 until the end of the first phase, 1 at the end.
    public var slideProgress: CGFloat {
        Self.eased((elapsed - Self.phaseDuration) / Self.phaseDuration)
    }

    /// The strip at this moment, seen at the content offset `offset` in a viewport of `viewportSize`
    /// (the strip's offset before the deletion; elements carry the indices before the deletion).
    ///
    /// An element is listed when its translated frame overlaps the viewport and it has a width.
    ///
    /// - Complexity: O(visible thumbnails).
    public func layout(at offset: CGPoint, viewportSize: CGSize) -> LayoutPass {
        let collapsed = collapsedStrip
        guard elapsed > Self.phaseDuration else {
            return collapsed.layout(at: offset, viewportSize: viewportSize)
        }
        let after = remaining
        let afterOffset = CGPoint(x: offset.x + offsetShift, y: offset.y)
        // Every thumbnail in view at either end, and the deleted one: motion between two places
        // outside the viewport on one side stays outside it.
        let indices =
            collapsed.layout(at: offset, viewportSize: viewportSize).elements.map(\.item)
            + after.layout(at: afterOffset, viewportSize: viewportSize).elements.map { indexBeforeDeletion($0.item) }
            + [deletedIndex]
        guard let first = indices.min(), let last = indices.max() else {
            return LayoutPass(contentSize: strip.contentSize, elements: [])
        }
        let progress = slideProgress
        var elements: [LayoutElement] = []
        for index in first...last {
            guard let start = collapsed.element(ofItem: index, at: offset, viewportSize: viewportSize) else { continue }
            let end: LayoutElement
            if index == deletedIndex {
                var gone = start
                gone.frame = CGRect(x: start.frame.midX, y: start.frame.minY, width: 0, height: start.frame.height)
                end = gone
            } else if var moved = after.element(
                ofItem: index > deletedIndex ? index - 1 : index, at: afterOffset, viewportSize: viewportSize)
            {
                // The remaining strip is seen from the shifted offset: back to this offset's coordinates.
                moved.frame.origin.x -= offsetShift
                moved.item = index
                end = moved
            } else {
                continue
            }
            var element = Self.interpolate(start, end, progress)
            if index == deletedIndex { element.zPosition = -1 }
            let shift = element.transform.m41
            guard element.frame.width > 0, element.frame.minX + shift < offset.x + viewportSize.width,
                element.frame.maxX + shift > offset.x
            else { continue }
            elements.append(element)
        }
        return LayoutPass(contentSize: strip.contentSize, elements: elements)
    }

    // MARK: - Helpers

    /// The strip with the deleted thumbnail's expansion reduced by the collapse progress: the extra
    /// width is linear in the aspect ratio, so moving the ratio towards the thumbnail's own scales it.
    private var collapsedStrip: ThumbnailStripLayout {
        var options = strip.options
        let size = options.itemSize
        guard size.height > 0 else { return strip }
        let own = size.width / size.height
        let ratio = options.aspectRatios[deletedIndex]
        let given = ratio.isFinite && ratio > 0 ? ratio : own
        options.aspectRatios[deletedIndex] = given + (own - given) * collapseProgress
        return ThumbnailStripLayout(options: options)
    }

    /// The index before the deletion of the remaining strip's thumbnail `index`.
    private func indexBeforeDeletion(_ index: Int) -> Int {
        index >= deletedIndex ? index + 1 : index
    }

    private static func eased(_ linear: TimeInterval) -> CGFloat {
        CGFloat(DefaultViewAnimator.Curve.easeInOut.fromLinear(progress: min(max(linear, 0), 1)))
    }

    /// `start` moved `progress` of the way to `end`: frame and horizontal translation.
    private static func interpolate(
        _ start: LayoutElement, _ end: LayoutElement, _ progress: CGFloat
    ) -> LayoutElement {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        var element = start
        element.frame = CGRect(
            x: mix(start.frame.minX, end.frame.minX), y: start.frame.minY,
            width: mix(start.frame.width, end.frame.width), height: start.frame.height)
        element.transform = .translation(x: mix(start.transform.m41, end.transform.m41), y: 0)
        return element
    }
}
