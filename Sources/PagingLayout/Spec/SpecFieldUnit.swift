import Foundation

/// The unit an option's numbers are in, as ``SpecFieldHelp`` states it: the designer shows it
/// beside the option's control, and `Docs/Effects.md`'s option tables in their unit column.
package enum SpecFieldUnit: String, Sendable, Hashable, CaseIterable {
    /// A boolean, a choice, a colour or a group: no unit.
    case none
    /// A plain multiplier, such as a scale or a ratio applied per page of progress.
    case factor
    /// Multiples of the page's size along the axis it applies to (x of the width, y of the height).
    case pageSizes
    /// Multiples of one snapshot piece's size.
    case pieceSizes
    /// Multiples of the item width (iCarousel's unit of position).
    case itemWidths
    /// Multiples of the viewport's length along the scroll axis.
    case viewportLengths
    /// Points.
    case points
    /// Radians.
    case radians
    /// Opacity, 0 (transparent) to 1 (opaque).
    case opacity
    /// Pages of scroll progress.
    case pages
    /// Items (a count or an offset counted in items).
    case items
    /// Core Animation's `m34`: −1 ÷ the viewer's distance in points.
    case perspective

    /// How the unit is written after a number ("× page size", "pt", …); empty for ``none``.
    package var symbol: String {
        switch self {
        case .none: ""
        case .factor: "×"
        case .pageSizes: "× page size"
        case .pieceSizes: "× piece size"
        case .itemWidths: "× item width"
        case .viewportLengths: "× viewport"
        case .points: "pt"
        case .radians: "rad"
        case .opacity: "opacity"
        case .pages: "pages"
        case .items: "items"
        case .perspective: "m34"
        }
    }
}
