import Foundation

extension PageController {
    /// The frame on screen now: the engine's layout at the current content offset, each visible item
    /// styled by `effect` — what a tap is hit-tested against.
    ///
    /// ```swift
    /// let taps = TapResolver { indexPath in print("selected", indexPath) }
    /// taps.handleTap(atViewportPoint: location, in: pager.scene(effect: ScaleEffect()))
    /// ```
    ///
    /// - Parameters:
    ///   - effect: the effect that styles each visible item at its progress.
    ///   - selectableRegion: each item's selectable region in its own coordinates, or `nil`
    ///     for the whole item (the default).
    public func scene(
        effect: some PagingEffect, selectableRegion: (ItemIndexPath) -> CGRect? = { _ in nil }
    ) -> PagerScene {
        PagerScene(engine: engine, contentOffset: contentOffset, effect: effect, selectableRegion: selectableRegion)
    }
}
