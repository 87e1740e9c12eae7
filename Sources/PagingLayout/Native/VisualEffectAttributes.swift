import Foundation

/// An effect's ``EffectAttributes`` turned into what SwiftUI applies to a page: a pure value, so
/// the conversion is tested on every platform and the SwiftUI-native pager only hands it over.
///
/// - The transform is taken **whole and exact**: ``projection`` is the 4×4 transform flattened to
///   the 3×3 matrix of SwiftUI's `ProjectionTransform`, about the page's top-left origin (where
///   SwiftUI's `transformEffect` applies it) instead of its centre (where Core Animation does),
///   so every point of the page lands where the UIKit-backed pager draws it.
/// - ``decomposition`` splits it into scale, rotation and offset for hosts that take only those,
///   with the error of that split on the page's corners.
/// - Opacity is clamped to 0…1, and 0 when the page's back faces the viewer and the effect says it
///   is not double-sided (Core Animation hides it then), or when part of the page goes behind the
///   eye (Core Animation clips it there; a projection matrix cannot).
/// - The blur, a fraction 0…1 of `UIVisualEffectView`'s full blur, becomes a Gaussian radius of
///   that fraction of ``maximumBlurRadius``: an approximation (SwiftUI's blur has no style tint).
/// - The z position becomes a `zIndex`; the shadow a ``VisualEffectShadow``.
/// - Snapshot pieces have no SwiftUI equivalent: ``showsSnapshotPieces`` says the UIKit-backed
///   view is needed; the page is then shown whole with its transform.
///
/// ```swift
/// let attributes = ScaleEffect(options: .layout(.coverFlow)).directedAttributes(for: 0.5, in: context)
/// let native = VisualEffectAttributes(attributes, pageSize: context.targetSize)
/// // content.visualEffect { effect, _ in effect.transformEffect(ProjectionTransform(native.projection)) … }
/// ```
package struct VisualEffectAttributes: Sendable, Equatable {
    /// The blur radius, in points, that a full blur (fraction 1) becomes by default.
    public static let defaultMaximumBlurRadius: CGFloat = 20

    /// The page's transform about its top-left origin: exact for every point in front of the eye.
    public var projection: ProjectionMatrix
    /// The page content's transform (``EffectAttributes/contentTransform``) about the content's
    /// origin, the content being the page's size.
    public var contentProjection: ProjectionMatrix
    /// The transform as scale, rotation and offset about the centre, with its corner error.
    ///
    /// Worked out when read, from the finite transform and page size kept for it: the
    /// SwiftUI-native pager takes ``projection`` whole and never reads it, and the split (an
    /// arctangent, a cosine and a sine, a third projection and eight projected corners) would
    /// cost more than the rest of the conversion on every page of every scroll step.
    public var decomposition: AffineDecomposition { AffineDecomposition(transform, pageSize: pageSize) }
    /// The opacity, 0…1.
    public var opacity: Double
    /// The Gaussian blur radius, in points, ≥ 0.
    public var blurRadius: CGFloat
    /// The blur radius a full blur becomes, in points.
    public var maximumBlurRadius: CGFloat
    /// The stacking order among the pages: higher is in front.
    public var zIndex: Double
    /// The drop shadow; `nil` when there is none.
    public var shadow: VisualEffectShadow?
    /// Whether the page's back faces the viewer (its corners' winding is reversed on screen).
    public var isBackFacing: Bool
    /// Whether part of the page goes behind the eye, where Core Animation clips it and SwiftUI
    /// cannot: the page is hidden instead.
    public var isPartlyBehindEye: Bool
    /// Whether the effect cuts the page into snapshot pieces, which only the UIKit-backed views
    /// draw (`SnapshotPageView`, `EffectPageView`).
    public var showsSnapshotPieces: Bool
    /// The finite transform ``decomposition`` splits.
    private var transform: Transform3D
    /// The page's size ``decomposition`` splits the transform for, each dimension ≥ 0.
    private var pageSize: CGSize

    /// Converts `attributes` for a page of `pageSize` points.
    ///
    /// - Parameters:
    ///   - attributes: the effect's attributes, already mirrored for right-to-left if the host
    ///     needs it (``PagingEffect/directedAttributes(for:in:)``).
    ///   - showsSnapshotPieces: whether the effect shows a snapshot
    ///     (``PagingEffect/directedSnapshot(for:in:)`` is not `nil`); see ``showsSnapshotPieces``.
    ///   - pageSize: the page's size in points; negative or non-finite dimensions count as 0.
    ///   - maximumBlurRadius: the radius of a full blur, in points; negative or non-finite counts
    ///     as 0.
    public init(
        _ attributes: EffectAttributes, showsSnapshotPieces: Bool = false, pageSize: CGSize,
        maximumBlurRadius: CGFloat = defaultMaximumBlurRadius
    ) {
        var finite = attributes
        finite.makeFinite()
        self.init(
            finite: finite, showsSnapshotPieces: showsSnapshotPieces, pageSize: pageSize,
            maximumBlurRadius: maximumBlurRadius)
    }

    /// ``init(_:showsSnapshotPieces:pageSize:maximumBlurRadius:)`` for attributes already made finite
    /// (`makeFinite()`): the effect's path evaluates into one value and converts it from there.
    init(finite attributes: EffectAttributes, showsSnapshotPieces: Bool, pageSize: CGSize, maximumBlurRadius: CGFloat) {
        let size = pageSize.nonNegativeOrZero
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        projection = ProjectionMatrix(flattening: attributes.transform, about: centre)
        contentProjection = ProjectionMatrix(flattening: attributes.contentTransform, about: centre)
        transform = attributes.transform
        self.pageSize = size
        if let corners = projection.projectedCorners(of: size) {
            isPartlyBehindEye = false
            isBackFacing = Self.signedArea(corners) < 0
        } else {
            isPartlyBehindEye = true
            isBackFacing = false
        }
        let hidden = isPartlyBehindEye || (isBackFacing && !attributes.isDoubleSided)
        opacity = hidden ? 0 : Double(min(max(attributes.alpha, 0), 1))
        self.maximumBlurRadius = maximumBlurRadius.nonNegativeOrZero
        blurRadius = min(max(attributes.blurRadius, 0), 1) * self.maximumBlurRadius
        zIndex = Double(attributes.zPosition)
        shadow = attributes.shadow.flatMap(VisualEffectShadow.init)
        self.showsSnapshotPieces = showsSnapshotPieces
    }

    /// The signed area of a quadrilateral by the shoelace formula: positive when its corners run
    /// clockwise on screen (y down), as an untransformed page's do from its top left.
    private static func signedArea(_ corners: (CGPoint, CGPoint, CGPoint, CGPoint)) -> CGFloat {
        let (a, b, c, d) = corners
        var twice: CGFloat = 0
        twice += a.x * b.y - b.x * a.y
        twice += b.x * c.y - c.x * b.y
        twice += c.x * d.y - d.x * c.y
        twice += d.x * a.y - a.x * d.y
        return twice / 2
    }
}
