import Foundation

/// Reading and building points and sizes along and across the axis, so code that works for both
/// axes says so once instead of in a ternary at every use.
extension ScrollDirection {
    /// The component of `point` along the axis: x for horizontal, y for vertical.
    package func along(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

    /// The component of `point` across the axis: y for horizontal, x for vertical.
    package func across(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.y : point.x }

    /// The dimension of `size` along the axis: the width for horizontal, the height for vertical.
    package func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

    /// The dimension of `size` across the axis: the height for horizontal, the width for vertical.
    package func crossLength(of size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }

    /// Where `rect` starts along the axis: its minimum x for horizontal, minimum y for vertical.
    package func start(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }

    /// Where `rect` ends along the axis: its maximum x for horizontal, maximum y for vertical.
    package func end(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    /// The middle of `rect` along the axis: its mid x for horizontal, mid y for vertical.
    package func middle(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.midX : rect.midY }

    /// The point `along` the axis and `across` it.
    package func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The point `along` the axis with `other`'s component across it.
    package func point(along: CGFloat, keepingAcrossOf other: CGPoint) -> CGPoint {
        point(along: along, across: across(other))
    }

    /// The size `along` the axis and `across` it.
    package func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}
