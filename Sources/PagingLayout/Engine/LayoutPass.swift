import Foundation

// The default below uses CGSize.zero; on Apple platforms it comes from CoreGraphics, which a default
// argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a layout computes for one scroll offset: the content size, where the scroll stands, and the
/// elements in view.
///
/// The one pass type of the package: every ``ScrollLayout`` writes it, the pager's
/// ``PagingEngine/layout(at:into:)`` included, and hit testing (``PagerScene``), the renderers, the
/// collection-view layouts and the command line read it. Keep one and lay out into it every frame:
/// its element array's storage is reused.
public struct LayoutPass: Sendable, Equatable {
    /// The scrollable content size, in points.
    public var contentSize: CGSize
    /// The pager's scroll position at the pass's offset, in pages (slots when looping): the offset
    /// along the axis ÷ the page length, fractional between pages. 0 from the layouts that do not
    /// page (the list, carousel, Photos preview and thumbnail strip leave it).
    public var scrollPosition: CGFloat
    /// The pager's page nearest ``scrollPosition``, clamped to the valid pages (modulo the page count
    /// when looping; 0 when there are none). 0 from the layouts that do not page.
    public var currentPage: Int
    /// The elements that intersect the viewport (a few just outside it may be listed too). The pager
    /// lists its items in ascending slot (flat index unless looping); the other layouts in no
    /// particular order. ``LayoutElement/zPosition`` gives the stacking.
    public var elements: [LayoutElement]

    /// Creates a pass; empty by default, the storage to lay out into.
    public init(
        contentSize: CGSize = .zero, scrollPosition: CGFloat = 0, currentPage: Int = 0, elements: [LayoutElement] = []
    ) {
        self.contentSize = contentSize
        self.scrollPosition = scrollPosition
        self.currentPage = currentPage
        self.elements = elements
    }
}
