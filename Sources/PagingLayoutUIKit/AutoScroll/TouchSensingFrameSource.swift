#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// The clock of a collection view's auto-scroller: another ``FrameSource``'s frames, each first
    /// telling the auto-scroller whether a finger is on the collection view (`isTracking`, true from
    /// touch-down), so a touch holds the countdown and lifting it restarts the interval.
    @MainActor
    final class TouchSensingFrameSource: FrameSource {
        private let base: any FrameSource
        weak var collectionView: UICollectionView?
        weak var autoScroller: AutoScroller?

        init(_ base: any FrameSource, collectionView: UICollectionView?) {
            self.base = base
            self.collectionView = collectionView
        }

        var now: TimeInterval { base.now }

        func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
            base.start { [weak self] time in
                if let self, let autoScroller = self.autoScroller {
                    let isTouching = self.collectionView?.isTracking ?? false
                    if autoScroller.isTouching != isTouching { autoScroller.isTouching = isTouching }
                }
                onFrame(time)
            }
        }

        func stop() {
            base.stop()
        }
    }
#endif
