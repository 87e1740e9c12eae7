import Foundation

/// The offset-driven effects a ``ListLayout`` gives each kind of element: the global header, the
/// menu, section headers, cells and section footers — `nil` for none.
///
/// ``init(options:)`` makes the prepared lists' effects from the list's switches; set your own (any
/// ``OffsetEffect``, a ``ComposedOffsetEffect``, one read from a spec by an
/// ``OffsetEffectRegistry``) to combine them differently.
///
/// Each element's ``OffsetEffectContext`` holds its frame at rest and the viewport (vertical axis);
/// section headers also get the height pinned above them (a sticky menu's, when
/// ``ListLayoutOptions/isMenuSticky``) as ``OffsetEffectContext/pinnedInset`` and their section's
/// cells' length as ``OffsetEffectContext/maxTravel``.
///
/// ```swift
/// var effects = ListElementEffects(options: .parallax(width: 375))
/// effects.sectionHeader = StickyEffect()
/// effects.cell = ComposedOffsetEffect([ParallaxEffect(maxParallaxOffset: 30), ProgressOffsetEffect(FadeEffect())])
/// let list = ListLayout(options: .parallax(width: 375), itemCounts: [8, 8], effects: effects)
/// ```
public struct ListElementEffects: Sendable {
    /// The global header's effect. Default none.
    public var header: (any OffsetEffect)?
    /// The menu's effect. Default none.
    public var menu: (any OffsetEffect)?
    /// Each section header's effect. Default none.
    public var sectionHeader: (any OffsetEffect)?
    /// Each cell's effect. Default none.
    public var cell: (any OffsetEffect)?
    /// Each section footer's effect. Default none.
    public var sectionFooter: (any OffsetEffect)?

    /// Creates the effects; each defaults to none.
    public init(
        header: (any OffsetEffect)? = nil,
        menu: (any OffsetEffect)? = nil,
        sectionHeader: (any OffsetEffect)? = nil,
        cell: (any OffsetEffect)? = nil,
        sectionFooter: (any OffsetEffect)? = nil
    ) {
        self.header = header
        self.menu = menu
        self.sectionHeader = sectionHeader
        self.cell = cell
        self.sectionFooter = sectionFooter
    }

    /// The prepared lists' effects for `options`: a ``StretchyHeaderEffect`` (overlay up to
    /// ``ListLayoutOptions/headerOverlayMaxAlphaValue`` when ``ListLayoutOptions/isAlphaOnHeaderActive``)
    /// with ``ListLayoutOptions/isHeaderStretchy``, a ``StickyEffect`` for the menu with
    /// ``ListLayoutOptions/isMenuSticky`` and for section headers with
    /// ``ListLayoutOptions/isSectionHeadersSticky``, a ``ParallaxEffect`` of
    /// ``ListLayoutOptions/maxParallaxOffset`` for cells with
    /// ``ListLayoutOptions/isParallaxOnCellsEnabled``; footers get none.
    public init(options: ListLayoutOptions) {
        self.init(
            header: options.isHeaderStretchy
                ? StretchyHeaderEffect(
                    maxOverlayAlpha: options.headerOverlayMaxAlphaValue, isOverlayActive: options.isAlphaOnHeaderActive)
                : nil,
            menu: options.isMenuSticky ? StickyEffect() : nil,
            sectionHeader: options.isSectionHeadersSticky ? StickyEffect() : nil,
            cell: options.isParallaxOnCellsEnabled ? ParallaxEffect(maxParallaxOffset: options.maxParallaxOffset) : nil)
    }

    /// The effect for elements of `kind`.
    public subscript(kind: LayoutElementKind) -> (any OffsetEffect)? {
        switch kind {
        case .header: return header
        case .menu: return menu
        case .sectionHeader: return sectionHeader
        case .cell: return cell
        case .sectionFooter: return sectionFooter
        }
    }
}
