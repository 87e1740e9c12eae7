import Foundation

/// What an ``OffsetEffect`` knows about one element of a layout pass: where it rests, where the
/// viewport is, and what the layout measured for it.
///
/// Layouts fill in what their effects need: the sectioned list gives its section headers the
/// height pinned above them and the length of their section's cells (``pinnedInset``,
/// ``maxTravel``); the carousel, the Photos pager and the thumbnail strip give each item its
/// ``progress`` from the focus; the thumbnail strip gives each thumbnail its image's
/// ``aspectRatio``.
///
/// ```swift
/// // A 50-point section header resting at y = 400 below a 70-point sticky menu, its section's
/// // cells 600 points long, with the content scrolled to y = 500 in a 320 × 568 viewport.
/// let context = OffsetEffectContext(
///     frame: CGRect(x: 0, y: 400, width: 320, height: 50),
///     viewport: CGRect(x: 0, y: 500, width: 320, height: 568),
///     pinnedInset: 70, maxTravel: 600)
/// StickyEffect().attributes(in: context).transform  // moved down 170 points
/// ```
public struct OffsetEffectContext: Sendable, Equatable {
    /// The element's frame at rest (before any effect), in content coordinates (points).
    public var frame: CGRect
    /// The viewport in content coordinates: its origin is the content offset, its size the
    /// viewport's (points).
    public var viewport: CGRect
    /// The axis the content scrolls along; effects move things along it. Default vertical.
    public var scrollDirection: ScrollDirection
    /// The element's distance from the layout's focus in item steps: 0 at the focus, ±1 one item
    /// away (fractional in between). Layouts without a focus leave it 0 (the default).
    public var progress: CGFloat
    /// How much of the viewport's leading edge is taken by elements pinned before this one, in
    /// points (a sticky menu above a sticky section header). Default 0.
    public var pinnedInset: CGFloat
    /// How far the element may travel along the axis inside its container (a section header
    /// within its section's cells), in points; `.infinity` (the default) for no limit.
    public var maxTravel: CGFloat
    /// The aspect ratio (width ÷ height) of the element's image, when the layout knows it; `nil`
    /// (the default) otherwise.
    public var aspectRatio: CGFloat?

    /// Creates a context; see each property for its meaning and default.
    public init(
        frame: CGRect,
        viewport: CGRect,
        scrollDirection: ScrollDirection = .vertical,
        progress: CGFloat = 0,
        pinnedInset: CGFloat = 0,
        maxTravel: CGFloat = .infinity,
        aspectRatio: CGFloat? = nil
    ) {
        self.frame = frame
        self.viewport = viewport
        self.scrollDirection = scrollDirection
        self.progress = progress
        self.pinnedInset = pinnedInset
        self.maxTravel = maxTravel
        self.aspectRatio = aspectRatio
    }

    /// The content offset along the axis: the viewport's leading edge, in points.
    public var offset: CGFloat { scrollDirection.along(viewport.origin) }

    /// The viewport's length along the axis, in points.
    public var viewportLength: CGFloat { scrollDirection.length(of: viewport.size) }

    /// Where the element's frame starts along the axis, in content points.
    public var frameStart: CGFloat { scrollDirection.along(frame.origin) }

    /// The element's length along the axis, in points.
    public var frameLength: CGFloat { scrollDirection.length(of: frame.size) }

    /// The centre of the element's frame along the axis, in content points.
    public var frameCenter: CGFloat { scrollDirection.middle(of: frame) }

    /// A translation by `distance` points along the axis.
    public func translation(along distance: CGFloat) -> Transform3D {
        let point = point(along: distance)
        return .translation(x: point.x, y: point.y)
    }

    /// A point `distance` points along the axis from the origin.
    public func point(along distance: CGFloat) -> CGPoint {
        scrollDirection.point(along: distance, across: 0)
    }
}
