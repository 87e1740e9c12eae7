import Foundation

/// Where a layer nested in a layer tree shows in an ancestor's visible area, as one rectangle and
/// one transform about its centre: the form a ``PagerScene`` item (and `Transform3D.project`) takes.
///
/// Toolkit adapters use it to hit-test live views with the core's hit test: a cell's selectable
/// view sits in the cell's content view, which sits in the cell, which sits in the scroll view;
/// each may carry a 3-D transform. The placement composes them the way Core Animation draws them —
/// each layer's transform about its anchor point, each superlayer's sublayer transform (a
/// perspective, typically) about the superlayer's anchor, and each layer flattened into its
/// superlayer's plane.
///
/// ```swift
/// let card = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 200, height: 300),
///                          position: CGPoint(x: 160, y: 240), transform: coverFlowTransform)
/// let content = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 320, height: 480),
///                             position: CGPoint(x: 160, y: 240))
/// let scrollView = LayerGeometry(bounds: CGRect(x: 640, y: 0, width: 320, height: 480),
///                                position: CGPoint(x: 160, y: 240))
/// let placement = LayerPlacement(chain: [card, content], in: scrollView)
/// placement.frame       // (60, 90, 200, 300): where the card would be untransformed
/// placement.transform   // coverFlowTransform: no other layer adds one
/// ```
package struct LayerPlacement: Sendable, Equatable {
    /// The layer's rectangle in the root's visible coordinates (origin at the top left of what the
    /// root shows) as it would be if every transform were the identity.
    public var frame: CGRect
    /// The transform about ``frame``'s centre that draws the layer where Core Animation draws it.
    ///
    /// Its z column is meaningless when a flattening took place (only x, y and the perspective
    /// divide matter for a layer seen on screen).
    public var transform: Transform3D

    /// Creates a placement from its parts.
    public init(frame: CGRect, transform: Transform3D) {
        self.frame = frame
        self.transform = transform
    }

    /// The placement of `chain[0]` in `root`'s visible area.
    ///
    /// - Parameters:
    ///   - chain: the layer first, then each of its superlayers up to, but not including, `root`.
    ///     An empty chain stands for the root's visible area itself (identity transform).
    ///   - root: the ancestor to place the layer in; its bounds origin (a scroll view's content
    ///     offset) is subtracted, and its sublayer transform applies to its sublayers.
    /// - Complexity: O(chain length).
    public init(chain: [LayerGeometry], in root: LayerGeometry) {
        guard let layer = chain.first else {
            self.init(frame: CGRect(origin: .zero, size: root.bounds.size), transform: .identity)
            return
        }
        // Flattening into a superlayer's plane: z := 0, so a later perspective sees the layer as a
        // flat picture, as Core Animation composites it.
        var flatten = Transform3D.identity
        flatten.m33 = 0
        var toRoot = Transform3D.identity
        var untransformedOrigin = layer.bounds.origin
        for (index, current) in chain.enumerated() {
            let superlayer = index + 1 < chain.count ? chain[index + 1] : root
            toRoot = toRoot.concatenating(current.transformToSuperlayer)
                .concatenating(superlayer.sublayerTransformInBounds)
            if index + 1 < chain.count {
                toRoot = toRoot.concatenating(flatten)
            }
            untransformedOrigin.x += current.position.x - current.anchorInBounds.x
            untransformedOrigin.y += current.position.y - current.anchorInBounds.y
        }
        toRoot = toRoot.concatenating(.translation(x: -root.bounds.minX, y: -root.bounds.minY))
        untransformedOrigin.x -= root.bounds.minX
        untransformedOrigin.y -= root.bounds.minY

        let frame = CGRect(origin: untransformedOrigin, size: layer.bounds.size)
        // A frame point x is the layer point x − frame.origin + bounds.origin; the placement's
        // transform acts about the frame's centre c, so it is
        // translate(c − frame.origin + bounds.origin) · toRoot · translate(−c).
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let transform = Transform3D.translation(
            x: frame.width / 2 + layer.bounds.minX, y: frame.height / 2 + layer.bounds.minY
        )
        .concatenating(toRoot)
        .concatenating(.translation(x: -centre.x, y: -centre.y))
        self.init(frame: frame, transform: transform)
    }
}
