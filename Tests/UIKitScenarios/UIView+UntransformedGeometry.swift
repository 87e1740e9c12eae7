import UIKit

/// The geometry of a view without its transform, which is what app code may lay out and what a
/// scenario compares with a layout's frames: UIKit's `frame` is undefined while the transform is not
/// the identity ("should be ignored"; the stand-in gives Core Animation's box of the transformed
/// bounds, and setting it resizes the bounds through the transform).
extension UIView {
    /// The frame the view has in its superview without its transform: its bounds' size about its
    /// centre (the anchor point is the centre for every view of the scenarios).
    var untransformedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }

    /// Lays the view out in `rect` of its superview with its bounds and centre, as Auto Layout does,
    /// so its transform stays as it is: the way to lay out a view a paging effect transforms.
    func place(in rect: CGRect) {
        bounds = CGRect(origin: bounds.origin, size: rect.size)
        center = CGPoint(x: rect.midX, y: rect.midY)
    }
}
