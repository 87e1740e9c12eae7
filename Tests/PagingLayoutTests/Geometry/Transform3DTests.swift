import Foundation
import Testing

@testable import PagingLayout

@Suite("Transform3D")
struct Transform3DTests {
    @Test("fields are listed row by row, translation in m41…m43")
    func fieldOrder() {
        let t = Transform3D.translation(x: 10, y: 20, z: 30)
        #expect(t.fields == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1])
        #expect(Transform3D(fields: t.fields) == t)
        #expect(Transform3D(fields: [1, 2, 3]) == nil)
    }

    @Test("a rotation about z equals the 2-D rotation a=cos, b=sin, c=−sin, d=cos")
    func rotationAboutZ() {
        let angle: CGFloat = 0.4
        let r = Transform3D.rotation(angle: angle, x: 0, y: 0, z: 1)
        let affine = Transform3D(AffineTransform2D.identity.rotated(by: angle))
        #expect(isClose(r, affine))
        #expect(isClose(r.m11, cos(0.4)))
        #expect(isClose(r.m12, sin(0.4)))
        #expect(isClose(r.m21, -sin(0.4)))
    }

    @Test("a quarter turn about +y takes +x to −z (right-hand rule)")
    func rotationAboutY() {
        let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
        // Row 1 is where the unit x vector goes.
        #expect(isClose(r.m11, 0))
        #expect(isClose(r.m12, 0))
        #expect(isClose(r.m13, -1))
        #expect(isClose(r.m31, 1))
        #expect(isClose(r.m33, 0))
    }

    @Test("the rotation axis is normalised; a zero or non-finite axis gives the identity")
    func rotationAxis() {
        #expect(isClose(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 5), .rotation(angle: 1, x: 0, y: 0, z: 1)))
        #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: .nan, x: 0, y: 1, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: 1, x: .infinity, y: 0, z: 0) == .identity)
    }

    @Test("concatenating applies self first, then the argument")
    func concatenationOrder() {
        let t = Transform3D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        // (1, 0) translated to (11, 0), then scaled to (22, 0).
        #expect(map(CGPoint(x: 1, y: 0), t) == CGPoint(x: 22, y: 0))
        let u = Transform3D.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        // (1, 0) scaled to (2, 0), then translated to (12, 0).
        #expect(map(CGPoint(x: 1, y: 0), u) == CGPoint(x: 12, y: 0))
    }

    @Test("translatedBy/scaledBy apply the new operation first, like CATransform3DTranslate/Scale")
    func preConcatenation() {
        let scaled = Transform3D.scale(x: 2, y: 3)
        // CATransform3DTranslate(S, 10, 5, 0) = T·S: the translation is scaled, m41 = 20, m42 = 15.
        let t = scaled.translatedBy(x: 10, y: 5)
        #expect(t.m41 == 20 && t.m42 == 15 && t.m11 == 2 && t.m22 == 3)
        // CATransform3DScale(T, 2, 2, 1) = S·T: the translation is untouched.
        let s = Transform3D.translation(x: 10, y: 5).scaledBy(x: 2, y: 2)
        #expect(s.m41 == 10 && s.m42 == 5 && s.m11 == 2)
    }

    @Test("rotatedBy keeps perspective acting on the rotated layer, like CATransform3DRotate")
    func rotationUnderPerspective() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let t = perspective.rotatedBy(angle: .pi / 6, x: 0, y: 1, z: 0)
        // R·P for R about y by 30°: row 1 = [cos, 0, −sin, −sin·m34], row 3 = [sin, 0, cos, cos·m34].
        #expect(isClose(t.m11, 0.866_025_403_784_438_6))
        #expect(isClose(t.m13, -0.5))
        #expect(isClose(t.m14, 0.5 / 500))
        #expect(isClose(t.m34, -0.866_025_403_784_438_6 / 500))
    }

    @Test("inverting then concatenating gives the identity; singular transforms have no inverse")
    func inversion() {
        var t = Transform3D.translation(x: 3, y: 4, z: 5)
            .rotatedBy(angle: 0.3, x: 1, y: 2, z: 3)
            .scaledBy(x: 2, y: 3, z: 4)
        t.m34 = -0.002
        let inverse = try! #require(t.inverted)
        #expect(isClose(t.concatenating(inverse), .identity, tolerance: 1e-12))
        #expect(isClose(inverse.concatenating(t), .identity, tolerance: 1e-12))
        #expect(Transform3D.scale(x: 0, y: 1).inverted == nil)
    }
}

@Suite("AffineTransform2D")
struct AffineTransform2DTests {
    @Test("translatedBy, scaledBy and rotated pre-concatenate like CGAffineTransform")
    func preConcatenation() {
        // CGAffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3):
        // a point is scaled first, then translated.
        let t = AffineTransform2D.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(t == AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        // Scaling first, then translating by (10, 20) in the scaled space moves by (20, 60).
        let u = AffineTransform2D.identity.scaledBy(x: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(u.tx == 20 && u.ty == 60)
        let r = AffineTransform2D.identity.rotated(by: .pi / 2)
        let p = r.apply(to: CGPoint(x: 1, y: 0))
        #expect(isClose(p.x, 0))
        #expect(isClose(p.y, 1))
    }

    @Test("lifting to 3-D puts a, b, c, d in m11, m12, m21, m22 and tx, ty in m41, m42")
    func lifting() {
        let t = Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(t.fields == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    }
}
