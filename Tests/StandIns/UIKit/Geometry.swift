// UIKit re-exports Foundation (and, on Apple platforms, CoreGraphics and QuartzCore, which this
// one module holds).
@_exported import Foundation

// Core Graphics and Core Animation values the adapter uses. On Apple platforms UIKit re-exports
// CoreGraphics and QuartzCore; this stand-in is one module, so `import UIKit` brings them all.

/// Core Graphics' 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation by `tx`, `ty` (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A scale by `sx`, `sy` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation by `angle` radians (`CGAffineTransformMakeRotation`): a = cos, b = sin, c = −sin, d = cos.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
}

/// Core Animation's 4×4 transform (row vectors: a point is `[x y z 1] · M`).
public struct CATransform3D: Sendable, Equatable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Where the point (x, y, 0) of a layer's plane lands, divided by w (a homography of the plane).
    func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// The inverse of ``project(_:)``: the point of the layer's plane that lands on `point`.
    func unproject(_ point: CGPoint) -> CGPoint? {
        // The plane's homography as a 3×3 matrix in column-vector form: [x' y' w]ᵀ = H [x y 1]ᵀ.
        let h = [[m11, m21, m41], [m12, m22, m42], [m14, m24, m44]]
        let det =
            h[0][0] * (h[1][1] * h[2][2] - h[1][2] * h[2][1]) - h[0][1] * (h[1][0] * h[2][2] - h[1][2] * h[2][0])
            + h[0][2] * (h[1][0] * h[2][1] - h[1][1] * h[2][0])
        guard det != 0, det.isFinite else { return nil }
        let inv00 = (h[1][1] * h[2][2] - h[1][2] * h[2][1]) / det
        let inv01 = (h[0][2] * h[2][1] - h[0][1] * h[2][2]) / det
        let inv02 = (h[0][1] * h[1][2] - h[0][2] * h[1][1]) / det
        let inv10 = (h[1][2] * h[2][0] - h[1][0] * h[2][2]) / det
        let inv11 = (h[0][0] * h[2][2] - h[0][2] * h[2][0]) / det
        let inv12 = (h[0][2] * h[1][0] - h[0][0] * h[1][2]) / det
        let inv20 = (h[1][0] * h[2][1] - h[1][1] * h[2][0]) / det
        let inv21 = (h[0][1] * h[2][0] - h[0][0] * h[2][1]) / det
        let inv22 = (h[0][0] * h[1][1] - h[0][1] * h[1][0]) / det
        let w = inv20 * point.x + inv21 * point.y + inv22
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(
            x: (inv00 * point.x + inv01 * point.y + inv02) / w, y: (inv10 * point.x + inv11 * point.y + inv12) / w)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b` (row vectors: `a · b`), as `CATransform3DConcat(a, b)`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let l = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let r = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    func m(_ i: Int, _ j: Int) -> CGFloat { (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] } }
    return CATransform3D(
        m11: m(0, 0), m12: m(0, 1), m13: m(0, 2), m14: m(0, 3), m21: m(1, 0), m22: m(1, 1), m23: m(1, 2), m24: m(1, 3),
        m31: m(2, 0), m32: m(2, 1), m33: m(2, 2), m34: m(2, 3), m41: m(3, 0), m42: m(3, 1), m43: m(3, 2), m44: m(3, 3))
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`) (`CATransform3DMakeRotation`); the
/// identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return CATransform3D(
        m11: c + x * x * t, m12: x * y * t + z * s, m13: x * z * t - y * s, m14: 0,
        m21: x * y * t - z * s, m22: c + y * y * t, m23: y * z * t + x * s, m24: 0,
        m31: x * z * t + y * s, m32: y * z * t - x * s, m33: c + z * z * t, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` rotated: the rotation first, then `t` (`CATransform3DRotate`).
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// A 3-D transform made from an affine one.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: t.tx, m42: t.ty, m43: 0, m44: 1)
}

/// UIKit's insets.
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension IndexPath {
    /// UIKit's index path of an item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The item (UIKit's extension).
    public var item: Int { self[1] }
    /// The section (UIKit's extension).
    public var section: Int { self[0] }
}

/// A colour in Core Graphics (RGBA components).
public final class CGColor: Sendable {
    public let components: [CGFloat]?
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
}

/// A bitmap: here, what was drawn into it, as the list of the views drawn.
public final class CGImage: Sendable {
    /// The views' `accessibilityIdentifier`s (or type names) drawn into the image, in drawing order.
    public let drawnContent: [String]
    init(drawnContent: [String]) { self.drawnContent = drawnContent }
}

/// A drawing context that records what is drawn.
public final class CGContext {
    var drawn: [String] = []
    public private(set) var filledEllipses: [CGRect] = []
    public func setFillColor(_ color: CGColor) {}
    public func fillEllipse(in rect: CGRect) { filledEllipses.append(rect) }
}
