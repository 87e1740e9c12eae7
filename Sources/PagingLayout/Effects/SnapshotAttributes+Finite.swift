import Foundation

extension SnapshotAttributes {
    /// Makes every number the effect computes finite in place, by the rule of
    /// ``EffectAttributes/finite()``: the container's transform and alpha, and each piece's
    /// transform, alpha and corner radius.
    ///
    /// ``ComposedEffect`` passes the snapshot it keeps through this. The pieces array is neither
    /// copied nor reallocated: only pieces with a non-finite number are rewritten.
    mutating func makeFinite() {
        containerTransform = containerTransform.finite()
        containerAlpha = containerAlpha.finiteValue
        for index in pieces.indices where !pieces[index].isFinite {
            pieces[index].transform = pieces[index].transform.finite()
            pieces[index].alpha = pieces[index].alpha.finiteValue
            pieces[index].cornerRadius = pieces[index].cornerRadius.finiteValue
        }
    }
}

extension SnapshotPiece {
    /// Whether the numbers the effect computes (transform, alpha, corner radius) are finite.
    fileprivate var isFinite: Bool {
        transform.isFinite && (alpha - alpha) + (cornerRadius - cornerRadius) == 0
    }
}
