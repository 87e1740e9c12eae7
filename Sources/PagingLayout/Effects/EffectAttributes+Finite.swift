import Foundation

extension EffectAttributes {
    /// These attributes with every number finite: `+∞` and `−∞` become the largest finite value of
    /// the same sign, NaN becomes 0.
    ///
    /// Finite options can still overflow: a ratio of 10³⁰⁰ times a page of 300 points is `∞`, and
    /// `∞ × 0` or `∞ − ∞` further on is NaN. The prepared effects and ``ComposedEffect`` pass their
    /// result through this so that no target, renderer or hit test ever receives a non-finite number.
    /// Attributes that are already finite come back unchanged.
    func finite() -> EffectAttributes {
        var result = self
        result.transform = transform.finite()
        result.contentTransform = contentTransform.finite()
        result.alpha = alpha.finiteValue
        result.blurRadius = blurRadius.finiteValue
        if let shadow {
            result.shadow = ShadowAttributes(
                color: shadow.color,
                opacity: shadow.opacity.finiteValue,
                radius: shadow.radius.finiteValue,
                offset: CGSize(width: shadow.offset.width.finiteValue, height: shadow.offset.height.finiteValue))
        }
        if var snapshot {
            snapshot.containerTransform = snapshot.containerTransform.finite()
            snapshot.containerAlpha = snapshot.containerAlpha.finiteValue
            // In place: the pieces array is not copied.
            for index in snapshot.pieces.indices {
                snapshot.pieces[index].transform = snapshot.pieces[index].transform.finite()
                snapshot.pieces[index].alpha = snapshot.pieces[index].alpha.finiteValue
                snapshot.pieces[index].cornerRadius = snapshot.pieces[index].cornerRadius.finiteValue
            }
            result.snapshot = snapshot
        }
        return result
    }
}

extension Transform3D {
    /// The transform with every field finite, by the rule of ``EffectAttributes/finite()``.
    func finite() -> Transform3D {
        Transform3D(
            m11: m11.finiteValue, m12: m12.finiteValue, m13: m13.finiteValue, m14: m14.finiteValue,
            m21: m21.finiteValue, m22: m22.finiteValue, m23: m23.finiteValue, m24: m24.finiteValue,
            m31: m31.finiteValue, m32: m32.finiteValue, m33: m33.finiteValue, m34: m34.finiteValue,
            m41: m41.finiteValue, m42: m42.finiteValue, m43: m43.finiteValue, m44: m44.finiteValue)
    }
}
