/// What a SwiftUI page view shows its pages with, as far as the pager can tell a change: the layout
/// settings, each page's padding, the effect, and whether taps are resolved. ``PageViewUpdatePlan``
/// compares two of them.
///
/// Closures (the page builder, `zPosition`, `onTapPage`, the snapshot rules) cannot be compared;
/// the pages read them whenever they are transformed or tapped, so a new one takes effect on the
/// next scroll step, tap or transform without the layout being invalidated for it.
package struct PageViewSettings: Sendable {
    /// The settings the pages are laid out with.
    public var layout: PageViewLayoutSettings
    /// The space around each page's content inside its cell.
    public var pagePadding: PagePadding
    /// The effect each page gets; `nil` for none.
    public var effect: (any PagingEffect)?
    /// Whether taps are resolved through the pages' transforms.
    public var resolvesTaps: Bool

    /// Creates settings.
    public init(
        layout: PageViewLayoutSettings = PageViewLayoutSettings(), pagePadding: PagePadding = .zero,
        effect: (any PagingEffect)? = nil, resolvesTaps: Bool = false
    ) {
        self.layout = layout
        self.pagePadding = pagePadding
        self.effect = effect
        self.resolvesTaps = resolvesTaps
    }

    /// Whether `self` and `other` give the pages the same effect: both none, or equal values of
    /// one `Equatable` effect type. Effects that are not `Equatable` (a ``ComposedEffect``, an
    /// effect of your own) cannot be told apart and count as changed.
    public func hasSameEffect(as other: PageViewSettings) -> Bool {
        switch (effect, other.effect) {
        case (nil, nil):
            return true
        case let (mine?, theirs?):
            guard let equatable = mine as? any Equatable else { return false }
            return equatable.isEqual(to: theirs)
        default:
            return false
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
