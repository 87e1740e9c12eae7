import Foundation
import PagingLayoutUIKit
import UIKit

extension PagerScenario {
    /// The app binds a new page indicator to the pager after it has been shown (not in
    /// `viewDidLoad`) and keeps it: the indicator, as `AnyObject` for tests that do not import UIKit.
    public func attachIndicatorLate() -> AnyObject {
        let dots = PageIndicatorView()
        layout.attach(dots)
        return dots
    }

    /// The position `indicator` (from ``attachIndicatorLate()``) shows, in pages.
    public func position(of indicator: AnyObject) -> CGFloat? {
        (indicator as? PageIndicatorView)?.indicator.position
    }
}
