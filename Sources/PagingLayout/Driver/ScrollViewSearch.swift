import Foundation

/// Finds the scroll views inside a page's view tree, for the page's snapshot identifier (a page
/// whose scroll view scrolled needs a new capture).
///
/// The search is breadth first, so the nearest scroll views come first, and it does not enter a
/// scroll view (its content is its own business).
///
/// ```swift
/// let scrollViews = ScrollViewSearch.scrollViews(below: hostingView, subviews: \.subviews) { $0 is UIScrollView }
/// ```
package enum ScrollViewSearch {
    /// The scroll views below `root` (not `root` itself), nearest first.
    ///
    /// - Parameters:
    ///   - root: the page's view.
    ///   - subviews: a view's children, in their order.
    ///   - isScrollView: whether a view is a scroll view.
    /// - Complexity: O(n) for the n views outside scroll views below `root`.
    package static func scrollViews<View>(
        below root: View, subviews: (View) -> [View], isScrollView: (View) -> Bool
    ) -> [View] {
        var found: [View] = []
        var level = subviews(root)
        while !level.isEmpty {
            var next: [View] = []
            for view in level {
                if isScrollView(view) {
                    found.append(view)
                } else {
                    next.append(contentsOf: subviews(view))
                }
            }
            level = next
        }
        return found
    }
}
