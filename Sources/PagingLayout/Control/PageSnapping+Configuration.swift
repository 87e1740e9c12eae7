import Foundation

extension PageSnapping {
    /// How eagerly a released drag changes page.
    public struct Configuration: Sendable, Hashable, Codable {
        /// The release speed, in points per second along the axis, from which a drag counts as a
        /// flick and moves at least one page in its direction. Default 400 (Android's `ViewPager`
        /// uses 400 dp/s).
        ///
        /// 0 or negative: any movement at release flicks. `.infinity` or NaN: never flick, always
        /// settle on the nearest page.
        public var minimumFlickVelocity: CGFloat

        /// The most pages a drag may move from the page where it began. Default 1, one page per
        /// swipe; values below 1 count as 1; `Int.max` for no limit.
        public var maximumPageDistance: Int

        /// Whether released drags settle on a page. Default `true`; `false` lets a drag rest where
        /// its deceleration ends (``free``).
        public var snapsToPages: Bool

        /// Creates a configuration; the defaults are a one-page-per-swipe pager.
        public init(minimumFlickVelocity: CGFloat = 400, maximumPageDistance: Int = 1, snapsToPages: Bool = true) {
            self.minimumFlickVelocity = minimumFlickVelocity
            self.maximumPageDistance = maximumPageDistance
            self.snapsToPages = snapsToPages
        }

        /// One page per swipe at most (the default): a flick moves one page, a slow drag settles
        /// on the nearest.
        public static let onePagePerSwipe = Configuration()

        /// The page nearest where the fling would end: pass the decelerated resting offset (UIKit's
        /// proposed `targetContentOffset`) and any number of pages may pass. The focus carousel's
        /// "snap to the nearest item centre" is this configuration.
        public static let nearestToProjectedEnd = Configuration(
            minimumFlickVelocity: .infinity, maximumPageDistance: .max)

        /// No snapping: the content rests where the deceleration ends.
        public static let free = Configuration(
            minimumFlickVelocity: .infinity, maximumPageDistance: .max, snapsToPages: false)

        /// ``minimumFlickVelocity`` with NaN read as "never".
        var flickThreshold: CGFloat {
            minimumFlickVelocity.isNaN ? .infinity : minimumFlickVelocity
        }
    }
}
