import Foundation

/// A drop shadow as SwiftUI's `shadow(color:radius:x:y:)` takes it: the effect's
/// ``ShadowAttributes`` with the opacity folded into the colour.
package struct VisualEffectShadow: Sendable, Equatable {
    /// The shadow's colour, its alpha the colour's times the shadow's opacity (0…1).
    public var color: RGBAColor
    /// The blur radius in points, ≥ 0. Core Animation's `shadowRadius` passed as it is; how closely
    /// SwiftUI's radius matches it is a check for a device (see `Docs/SwiftUI.md`).
    public var radius: CGFloat
    /// How far the shadow is moved, in points.
    public var offset: CGSize

    /// The SwiftUI form of `shadow`, or `nil` when it cannot show (opacity 0 or less).
    public init?(_ shadow: ShadowAttributes) {
        let opacity = CGFloat(shadow.opacity)
        guard opacity.isFinite, opacity > 0 else { return nil }
        var color = shadow.color
        color.alpha = min(max(color.alpha, 0), 1) * min(opacity, 1)
        self.color = color
        self.radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        self.offset = CGSize(
            width: shadow.offset.width.isFinite ? shadow.offset.width : 0,
            height: shadow.offset.height.isFinite ? shadow.offset.height : 0)
    }
}
