import Foundation

/// An offset-driven effect that keeps an element in view while its span scrolls past: once the
/// viewport's top (plus an inset) passes the element's resting position, the element moves down with
/// the scroll, until it has moved ``maxTranslation``.
///
/// The sticky/stretchy list (seed 000) uses it for its menu (no inset, no limit) and its section
/// headers (below a sticky menu, limited to their section's cells, so the next section pushes them
/// up).
///
/// ```swift
/// // A section header resting at y = 400 below a 70-point sticky menu, its section 600 points tall.
/// let sticky = StickyEffect(origin: 400, pinnedInset: 70, maxTranslation: 600)
/// sticky.translation(atOffset: 500)   // 170: the header sits at y = 570, just below the menu
/// sticky.translation(atOffset: 2000)  // 600: pushed up with its section's end
/// ```
public struct StickyEffect: Sendable, Hashable {
    /// The element's resting position along the scroll axis, in content points.
    public var origin: CGFloat
    /// Where the element sticks, in points below the viewport's top (the height of what sticks above
    /// it). Default 0.
    public var pinnedInset: CGFloat
    /// How far the element may move; `.infinity` (the default) for no limit.
    public var maxTranslation: CGFloat

    /// Creates the effect for an element resting at `origin`.
    public init(origin: CGFloat, pinnedInset: CGFloat = 0, maxTranslation: CGFloat = .infinity) {
        self.origin = origin
        self.pinnedInset = pinnedInset
        self.maxTranslation = maxTranslation
    }

    /// How far the element moves along the axis at the content offset `offset`:
    /// `offset − origin + pinnedInset`, at least 0 and at most ``maxTranslation``.
    public func translation(atOffset offset: CGFloat) -> CGFloat {
        min(maxTranslation, max(0, offset.finiteValue - origin + pinnedInset)).finiteValue
    }

    /// The element's transform at the vertical content offset `offset`: a vertical translation by
    /// ``translation(atOffset:)``.
    public func transform(atOffset offset: CGFloat) -> Transform3D {
        .translation(x: 0, y: translation(atOffset: offset))
    }
}
