import Foundation

// The defaults below use CGPoint.zero; on Apple platforms it comes from CoreGraphics, which a
// default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One placed element of a layout pass: a cell or a supplementary view, with where it sits, how far
/// it is from where it settles, and what the layout's offset-driven effects did to it.
///
/// The one element type of the package. Every ``ScrollLayout`` (the pager, sectioned list, focus
/// carousel, Photos pager and thumbnail strip) answers a scroll offset with a ``LayoutPass`` of
/// these; hit testing (``PagerScene``) styles them, the collection-view layouts turn them into
/// layout attributes, renderers into markup, and `paging-layout layout`/`scene` into JSON.
public struct LayoutElement: Sendable, Equatable {
    /// What kind of view the element is.
    public var kind: LayoutElementKind
    /// The element's section.
    public var section: Int
    /// The element's item within its section; 0 for supplementary views.
    public var item: Int
    /// The cell's index counted across all sections (empty sections skipped); the layouts of one
    /// section give the item itself, supplementary views 0.
    public var flatIndex: Int
    /// Where the element sits among the layout's positions: its flat index, or in a looping pager
    /// its unbounded slot (of which ``flatIndex`` is the remainder modulo the page count).
    public var slot: Int
    /// How far the element is from where it settles, in steps: 0 settled, −1 one step before, +1 one
    /// step after (the input of the layout's effects); 0 for elements that do not move by position.
    public var progress: CGFloat
    /// The element's frame before its transform, in content coordinates (points).
    public var frame: CGRect
    /// The element's transform, about the frame's centre (Core Animation semantics).
    public var transform: Transform3D
    /// The stacking order: higher is in front.
    public var zPosition: Int
    /// How far the element's content (its image) moves inside it, in points; zero when none.
    public var parallaxOffset: CGPoint
    /// The alpha of an overlay drawn over the element (the stretchy header's darkening); 0 when
    /// none. The raw value of the layout's math: it may leave 0…1 (clamp where it is drawn).
    public var overlayAlpha: CGFloat
    /// The element's opacity, raw (clamp it to 0…1 where it is drawn). Default 1; the prepared
    /// layouts leave it there, a ``ProgressOffsetEffect`` in a list's effects may change it.
    public var alpha: CGFloat

    /// Creates an element; the flat index defaults to the item, the slot to the flat index, the
    /// progress to 0, the transform to identity, the effects to none, the alpha to 1.
    public init(
        kind: LayoutElementKind,
        section: Int,
        item: Int,
        flatIndex: Int? = nil,
        slot: Int? = nil,
        progress: CGFloat = 0,
        frame: CGRect,
        transform: Transform3D = .identity,
        zPosition: Int = 0,
        parallaxOffset: CGPoint = .zero,
        overlayAlpha: CGFloat = 0,
        alpha: CGFloat = 1
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.flatIndex = flatIndex ?? item
        self.slot = slot ?? flatIndex ?? item
        self.progress = progress
        self.frame = frame
        self.transform = transform
        self.zPosition = zPosition
        self.parallaxOffset = parallaxOffset
        self.overlayAlpha = overlayAlpha
        self.alpha = alpha
    }

    /// The element's section and item.
    public var indexPath: ItemIndexPath {
        get { ItemIndexPath(item: item, section: section) }
        set {
            section = newValue.section
            item = newValue.item
        }
    }
}
