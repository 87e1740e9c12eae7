#if canImport(UIKit)
    import UIKit

    extension UIScrollView {
        /// The content's velocity when the user released a drag, in points per millisecond (the
        /// unit of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
        ///
        /// UIKit's documentation gives the velocity a layout's
        /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is passed in points
        /// per second, and the same velocity in `scrollViewWillEndDragging` in points per
        /// millisecond, the unit apps observe. The pan recognizer's `velocity(in:)`, documented in
        /// points per second, settles it: the finger's velocity in the superview, which does not
        /// scroll with the content, reversed (the content moves the other way). `reported`, taken
        /// as points per millisecond, when the pan has no velocity.
        func releaseVelocity(reported: CGPoint) -> CGPoint {
            let finger = panGestureRecognizer.velocity(in: superview)
            guard finger != .zero, finger.x.isFinite, finger.y.isFinite else { return reported }
            return CGPoint(x: (0 - finger.x) / 1000, y: (0 - finger.y) / 1000)
        }
    }
#endif
