import Foundation

/// The progress the prepared effects compute with.
enum EffectProgress {
    /// The farthest progress, in pages either way, the prepared effects follow.
    ///
    /// No visible page is this far away; holding larger values here keeps every product of
    /// progress and a size or ratio finite.
    static let limit: CGFloat = 1_000_000

    /// `progress` clamped to `±limit`; a non-finite progress counts as 0 (the centred page).
    static func sanitized(_ progress: CGFloat) -> CGFloat {
        guard progress.isFinite else { return 0 }
        return min(max(progress, -limit), limit)
    }
}
