import Foundation

/// The four corners of a transformed rectangle as they appear on screen, after the perspective divide.
///
/// Internal: the list layout's bounding boxes are its only use; apps project points with
/// ``Transform3D/project(_:in:)``.
struct ProjectedQuad: Sendable, Equatable {
    /// Where the rectangle's minX/minY corner lands.
    var topLeft: CGPoint
    /// Where the rectangle's maxX/minY corner lands.
    var topRight: CGPoint
    /// Where the rectangle's maxX/maxY corner lands.
    var bottomRight: CGPoint
    /// Where the rectangle's minX/maxY corner lands.
    var bottomLeft: CGPoint

    /// Creates a quad from its corners, clockwise from the top left on screen for an untransformed rect.
    init(topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The corners in drawing order: top left, top right, bottom right, bottom left.
    var corners: [CGPoint] { [topLeft, topRight, bottomRight, bottomLeft] }
}

extension Transform3D {
    /// Where a point of a layer lands on screen when the layer shows `rect` with this transform about
    /// the rect's centre (anchor point 0.5, 0.5), as Core Animation draws it.
    ///
    /// `point` is in the same coordinates as `rect`. Returns `nil` when the point goes behind the eye
    /// (the homogeneous `w` is not positive), where no screen position exists.
    public func project(_ point: CGPoint, in rect: CGRect) -> CGPoint? {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let x = point.x - centre.x
        let y = point.y - centre.y
        let w = x * m14 + y * m24 + m44
        guard w > 0 else { return nil }
        let px = (x * m11 + y * m21 + m41) / w
        let py = (x * m12 + y * m22 + m42) / w
        return CGPoint(x: centre.x + px, y: centre.y + py)
    }

    /// The screen quad of `rect` shown with this transform about its centre, or `nil` when any corner
    /// goes behind the eye.
    func project(_ rect: CGRect) -> ProjectedQuad? {
        guard
            let topLeft = project(CGPoint(x: rect.minX, y: rect.minY), in: rect),
            let topRight = project(CGPoint(x: rect.maxX, y: rect.minY), in: rect),
            let bottomRight = project(CGPoint(x: rect.maxX, y: rect.maxY), in: rect),
            let bottomLeft = project(CGPoint(x: rect.minX, y: rect.maxY), in: rect)
        else { return nil }
        return ProjectedQuad(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
    }
}
