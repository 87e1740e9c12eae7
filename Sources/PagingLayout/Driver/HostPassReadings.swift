import Foundation

/// What a ``PagingLayoutHost`` reports at the start of every pass
/// (``PagingLayoutHost/passReadings(readingLayoutDirection:)``): the properties of the same names,
/// read at once.
package struct HostPassReadings: Sendable, Equatable {
    /// The host's ``PagingLayoutHost/viewportSize``.
    package var viewportSize: CGSize
    /// The host's ``PagingLayoutHost/contentOffset``.
    package var contentOffset: CGPoint
    /// The host's ``PagingLayoutHost/effectiveLayoutDirection`` when it was asked for; `nil` when
    /// not (the layout names its own).
    package var layoutDirection: LayoutDirection?
    /// The host's ``PagingLayoutHost/isDragging``.
    package var isDragging: Bool
    /// The host's ``PagingLayoutHost/isTrackingOrDecelerating``.
    package var isTrackingOrDecelerating: Bool

    /// Creates the readings.
    package init(
        viewportSize: CGSize, contentOffset: CGPoint, layoutDirection: LayoutDirection?, isDragging: Bool,
        isTrackingOrDecelerating: Bool
    ) {
        self.viewportSize = viewportSize
        self.contentOffset = contentOffset
        self.layoutDirection = layoutDirection
        self.isDragging = isDragging
        self.isTrackingOrDecelerating = isTrackingOrDecelerating
    }
}
