import Foundation

@testable import PagingLayout

/// Whether both coordinates of `actual` are within `tolerance` of `expected`'s (`nil` is never close).
func isClose(_ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    guard let actual else { return false }
    return isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
}

/// A full-viewport horizontal pager: 300 × 500 points, pages 300 points apart.
let fullPageGeometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))

/// 240-point pages 16 points apart, centred in a 300-point viewport with 30 points before the first
/// and after the last: page k settles at 30 + 256·k + 120 − 150 = 256·k.
let peekingGeometry = PageGeometry(
    viewportSize: CGSize(width: 300, height: 500), pageLength: 240, spacing: 16,
    padding: ContentPadding(leading: 30, trailing: 30))
