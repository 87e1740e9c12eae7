import UIKit

/// A 200 × 100-point view centred at (150, 100) in a superview, whose `frame` is read and set
/// under transforms: what a cell's `layoutSubviews()` meets when it lays out a view an effect
/// transforms. Plain views, no pager: nothing to tear down.
@MainActor
public final class TransformedFrameProbe {
    private let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    private let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))

    /// Creates the views.
    public init() {
        superview.addSubview(view)
    }

    /// Gives the view a 2-D transform (`UIView.transform`).
    public func setTransform(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        view.transform = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The view's `frame` as UIKit reports it.
    public var frame: CGRect { view.frame }
    /// The view's bounds.
    public var bounds: CGRect { view.bounds }
    /// The view's centre.
    public var center: CGPoint { view.center }

    /// Sets the view's `frame`, as a cell's `layoutSubviews()` written with frames does.
    public func setFrame(_ frame: CGRect) {
        view.frame = frame
    }
}
