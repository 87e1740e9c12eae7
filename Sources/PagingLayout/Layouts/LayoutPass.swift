import Foundation

/// What a layout computes for one scroll offset: the content size and the elements in view.
public struct LayoutPass: Sendable, Equatable {
    /// The scrollable content size, in points.
    public var contentSize: CGSize
    /// The elements that intersect the viewport (a few just outside it may be listed too), in no
    /// particular order; ``LayoutElement/zPosition`` gives the stacking.
    public var elements: [LayoutElement]

    /// Creates a pass.
    public init(contentSize: CGSize, elements: [LayoutElement]) {
        self.contentSize = contentSize
        self.elements = elements
    }
}
