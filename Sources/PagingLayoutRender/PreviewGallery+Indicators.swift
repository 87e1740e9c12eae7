import Foundation
import PagingLayout

extension PreviewGallery {
    /// The page indicators of the gallery's pagers, frame by frame, as the ``PageIndicator`` model lays
    /// them out: one table per distinct page count, looping, orientation, layout direction and step
    /// count, shared by every pager that matches.
    struct IndicatorTables {
        private struct Key: Hashable {
            var pages: Int
            var loops: Bool
            var direction: ScrollDirection
            var layoutDirection: LayoutDirection
            var steps: Int
        }

        private var keys: [Key] = []
        /// The written tables, in the order of their first pager.
        private(set) var tables: [String] = []

        /// The index of the table for a pager of `engine` whose frame `i` shows position `i / steps`,
        /// made when no earlier pager needed the same one.
        mutating func index(for engine: PagingEngine, steps: Int) -> Int {
            let key = Key(
                pages: engine.numberOfPages, loops: engine.isLooping, direction: engine.scrollDirection,
                layoutDirection: engine.geometry.layoutDirection, steps: steps)
            if let known = keys.firstIndex(of: key) { return known }
            keys.append(key)
            tables.append(Self.table(for: engine, steps: steps))
            return tables.count - 1
        }

        /// `{"size":[w,h],"frames":[[[page,left,top,diameter,colour]…]…],"hits":[[[page,x,y,w,h]…]…],"hitOf":[…]}`:
        /// each frame's dots (their boxes' top-left corners, diameters and CSS colours) and, through
        /// `hitOf`, its tap targets (the distinct lists are written once: they change only while a
        /// window slides).
        private static func table(for engine: PagingEngine, steps: Int) -> String {
            let count = PreviewGallery.frameCount(of: engine, stepsPerPage: steps)
            var size = CGSize.zero
            var frames: [String] = []
            var hitLists: [String] = []
            var hitOf: [String] = []
            func number(_ value: CGFloat) -> String { CompactJSON.number(value, places: 2) }
            for frame in 0..<count {
                let position = CGFloat(frame) / CGFloat(steps)
                // The indicator of the pager at the offset the frame shows: the position the effects see.
                let layout = PageIndicator(engine: engine, contentOffset: engine.contentOffset(atScrollPosition: position))
                    .layout()
                size = layout.size
                frames.append(
                    CompactJSON.array(
                        layout.dots.map { dot in
                            CompactJSON.array([
                                String(dot.page), number(dot.center.x - dot.diameter / 2),
                                number(dot.center.y - dot.diameter / 2), number(dot.diameter),
                                CompactJSON.string(PageIndicatorRenderer.hex(dot.color)),
                            ])
                        }))
                let hits = CompactJSON.array(
                    layout.dots.map { dot in
                        let region = dot.hitRegion
                        return CompactJSON.array(
                            [String(dot.page)] + [region.minX, region.minY, region.width, region.height].map(number))
                    })
                let index = hitLists.firstIndex(of: hits) ?? hitLists.count
                if index == hitLists.count { hitLists.append(hits) }
                hitOf.append(String(index))
            }
            return CompactJSON.object([
                ("size", CompactJSON.array([number(size.width), number(size.height)])),
                ("frames", CompactJSON.array(frames)),
                ("hits", CompactJSON.array(hitLists)),
                ("hitOf", CompactJSON.array(hitOf)),
            ])
        }
    }
}
