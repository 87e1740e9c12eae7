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
        result.makeFinite()
        return result
    }

    /// Makes every number finite in place, by the rule of ``finite()``.
    ///
    /// Nearly always every number already is: one check of them all then returns without
    /// rebuilding or copying anything.
    mutating func makeFinite() {
        if isFinite { return }
        transform = transform.finite()
        contentTransform = contentTransform.finite()
        alpha = alpha.finiteValue
        blurRadius = blurRadius.finiteValue
        if let shadow, !shadow.isFinite {
            self.shadow = ShadowAttributes(
                color: shadow.color,
                opacity: shadow.opacity.finiteValue,
                radius: shadow.radius.finiteValue,
                offset: CGSize(width: shadow.offset.width.finiteValue, height: shadow.offset.height.finiteValue))
        }
    }

    /// ``makeFinite()`` for attributes that ``reset(progress:blurStyle:)`` started
    /// and an effect then gave a transform, alpha, blur radius and shadow: the content transform is
    /// still the identity, so only those four are checked.
    mutating func makeComputedFiniteAfterReset() {
        if transform.isFinite, (alpha - alpha) + (blurRadius - blurRadius) == 0, shadow?.isFinite ?? true { return }
        makeFinite()
    }

    /// Whether the fields an effect computes after ``reset(progress:blurStyle:)`` —
    /// transform, alpha, blur radius and shadow — are all finite.
    // Inlined, so that reading it from an `inout` does not copy the whole value first.
    @inline(__always)
    var computedFieldsAreFinite: Bool {
        guard transform.isFinite, (alpha - alpha) + (blurRadius - blurRadius) == 0, shadow?.isFinite ?? true else {
            return false
        }
        return true
    }

    /// Whether every number is finite.
    private var isFinite: Bool {
        transform.isFinite && contentTransform.isFinite && (alpha - alpha) + (blurRadius - blurRadius) == 0
            && (shadow?.isFinite ?? true)
    }
}

extension ShadowAttributes {
    /// Whether every number is finite.
    fileprivate var isFinite: Bool {
        opacity.isFinite && (radius - radius) + (offset.width - offset.width) + (offset.height - offset.height) == 0
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
