import Foundation

extension ScaleTransformViewOptions {
    /// A 3-D rotation of side pages about an axis, seen in perspective.
    ///
    /// The angle is `angle × progress` clamped to `minAngle…maxAngle`, about the axis `(x, y, z)`
    /// (normalised; a zero axis leaves the page unturned), with perspective `m34` set before turning.
    ///
    /// ```swift
    /// // Pages swing about the vertical axis, 1/2000 perspective, at most 60° either way.
    /// Rotation3dOptions(angle: .pi / 1.65, minAngle: -.pi / 3, maxAngle: .pi / 3,
    ///                   x: 0, y: -1, z: 0, m34: -0.0005)
    /// ```
    public struct Rotation3dOptions: Sendable, Hashable {
        /// The angle per page of progress, in radians.
        public var angle: CGFloat
        /// The smallest angle, in radians.
        public var minAngle: CGFloat
        /// The largest angle, in radians.
        public var maxAngle: CGFloat
        /// The rotation axis's x component.
        public var x: CGFloat
        /// The rotation axis's y component.
        public var y: CGFloat
        /// The rotation axis's z component.
        public var z: CGFloat
        /// The perspective (`Transform3D.m34`): `−1 / d` puts the eye `d` points in front of the page.
        public var m34: CGFloat
        /// Whether a page's back shows when it turns away (`CALayer.isDoubleSided`). Default `false`.
        public var isDoubleSided: Bool

        /// Creates rotation options; `isDoubleSided` defaults to `false` as in the original.
        public init(
            angle: CGFloat, minAngle: CGFloat, maxAngle: CGFloat,
            x: CGFloat, y: CGFloat, z: CGFloat, m34: CGFloat, isDoubleSided: Bool = false
        ) {
            self.angle = angle
            self.minAngle = minAngle
            self.maxAngle = maxAngle
            self.x = x
            self.y = y
            self.z = z
            self.m34 = m34
            self.isDoubleSided = isDoubleSided
        }
    }
}
