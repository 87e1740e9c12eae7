// Docs/PageControl.md of this package: the core's snapping rules in a paging scroll view's delegate.
import PagingLayoutUIKit
import UIKit

final class SnappingScrollViewDelegate: NSObject, UIScrollViewDelegate {
    private var startPage = 0
    private let pageCount: Int

    init(pageCount: Int) {
        self.pageCount = pageCount
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        startPage = width > 0 ? Int((scrollView.contentOffset.x / width).rounded()) : 0
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset target: UnsafeMutablePointer<CGPoint>) {
        target.pointee.x = PageSnapping.targetOffset(
            forProposedOffset: target.pointee.x, velocity: velocity.x * 1000, dragStartPage: startPage,
            pageLength: scrollView.bounds.width, numberOfPages: pageCount,
            configuration: PageSnapping.Configuration(minimumFlickVelocity: 300, maximumPageDistance: 3))
    }
}
