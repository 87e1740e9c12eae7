import Foundation

/// A drop shadow as a layer draws it.
public struct ShadowAttributes: Sendable, Equatable {
    /// The shadow's colour.
    public var color: RGBAColor
    /// The shadow's opacity, 0 (invisible) to 1; `Float` like `CALayer.shadowOpacity`.
    public var opacity: Float
    /// The blur radius of the shadow, in points.
    public var radius: CGFloat
    /// How far the shadow is moved from the layer, in points.
    public var offset: CGSize

    /// Creates a shadow.
    public init(color: RGBAColor = .black, opacity: Float, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}
