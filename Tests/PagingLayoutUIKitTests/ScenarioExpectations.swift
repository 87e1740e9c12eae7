import Foundation
import PagingLayout
import Testing
import UIKitScenarios

/// The scenarios of the UIKit adapter on the stand-in UIKit, one at a time: they share the
/// stand-in's screen, clock and application.
@Suite("UIKit adapter on the stand-in UIKit", .serialized, .endsAtRest)
@MainActor
enum UIKitAdapterScenarios {}

/// Whether `value` is `expected` to within a billionth of a point.
func isAbout(_ value: CGFloat, _ expected: CGFloat) -> Bool {
    abs(value - expected) <= 1e-9
}

/// Whether two transforms agree to within `tolerance` in every entry.
func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: CGFloat = 1e-6) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
        (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
        (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance * max(1, abs($0.1)) }
}

/// A page's progress worked out from the screen: its distance from the viewport's leading edge
/// along the axis, in pages (`item − offset / width` for pages as wide as the viewport; the offset's
/// `y` over the height for vertical pages).
@MainActor
func progress(of page: ShownPage, in app: PagerScenario) -> CGFloat {
    app.isVertical
        ? CGFloat(page.item) - app.contentOffset.y / app.viewportSize.height
        : CGFloat(page.item) - app.contentOffset.x / app.viewportSize.width
}

/// The pages whose target shows something other than the core's transform for their progress.
@MainActor
func pagesOffTheirTransform(in app: PagerScenario) -> [Int] {
    app.shownPages().filter { page in
        let expected = app.expectedAttributes(progress: progress(of: page, in: app), targetSize: page.targetSize)
        return !isClose(page.targetTransform, expected.transform)
    }.map(\.item)
}

/// The pages whose cell layer has another z position than the core's for their progress.
@MainActor
func pagesOffTheirZPosition(in app: PagerScenario) -> [Int] {
    app.shownPages().filter { page in
        page.cellZPosition != CGFloat(app.expectedZPosition(progress: progress(of: page, in: app)))
    }.map(\.item)
}

/// The pages on screen whose cell shows another item than the data source has at the page's index
/// (counted on across sections).
@MainActor
func pagesShowingAnotherItem(in app: PagerScenario) -> [Int] {
    let items = app.dataItems
    return app.shownPages().filter { !items.indices.contains($0.item) || items[$0.item] != $0.shownItem }.map(\.item)
}
