import Foundation

/// Core Animation's layer: the geometry and look of a view. Every `UIView` has one (`layer`) and
/// keeps its frame, bounds, centre and transform in it, as UIKit does. Not main-actor isolated,
/// as in QuartzCore.
open class CALayer {
    /// The layer's own coordinate space (origin: what its sublayers' positions are relative to).
    public var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint = .zero
    /// The point of the bounds the transform is applied about, in unit coordinates; (0.5, 0.5).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The 3-D transform about the anchor point.
    public var transform: CATransform3D = CATransform3DIdentity
    /// The transform applied to the sublayers.
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// The stacking position among siblings (drawing only: hit testing follows the view order).
    public var zPosition: CGFloat = 0
    public var isDoubleSided = true
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var contents: Any?
    public var contentsScale: CGFloat = 1
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    private var values: [String: Any] = [:]
    /// The view the layer belongs to (UIKit makes a view its layer's delegate).
    public internal(set) weak var delegate: UIView?

    public init() {}

    /// Key-value storage: a layer keeps any value set for a key it does not know.
    public func value(forKey key: String) -> Any? { values[key] }
    /// Key-value storage; `nil` removes the value.
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// Draws the layer and its sublayers into `context` "directly from the layer tree" (QuartzCore's
    /// `render(in:)`): the content they have now, whether or not it reached the screen yet; hidden
    /// layers are not drawn. The stand-in's content is its views' identifiers, so this draws the
    /// view the layer belongs to (on the main actor, where views are).
    @MainActor
    public func render(in context: CGContext) {
        context.drawn += delegate?.currentContent ?? []
    }

    /// The frame in the superlayer's coordinates when the transform is the identity.
    var untransformedFrame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// The layer's implicit frame: the smallest rect in the superlayer's coordinates that holds the
    /// bounds as the transform shows them about the anchor point (Core Animation Programming Guide:
    /// "an implicit frame that is a function of the position, bounds, anchorPoint, and transform
    /// properties"). With the identity transform it is the untransformed frame.
    ///
    /// Setting it under another transform (which UIKit's `UIView.frame` calls undefined) does what
    /// Core Animation does: the bounds' size becomes the one whose transformed box has the new size
    /// (through the transform's 2-D part, so a view scaled by 0.5 set to a 100-point frame gets
    /// 200-point bounds), and the position moves the box onto the new frame.
    public var frame: CGRect {
        get {
            guard transform != CATransform3DIdentity else { return untransformedFrame }
            return transformedBox(of: bounds.size)
        }
        set {
            guard transform != CATransform3DIdentity else {
                bounds.size = newValue.size
                position = CGPoint(
                    x: newValue.minX + anchorPoint.x * newValue.width,
                    y: newValue.minY + anchorPoint.y * newValue.height)
                return
            }
            // The box of a w × h rect: W = |m11| w + |m21| h, H = |m12| w + |m22| h.
            let (a, b, c, d) = (abs(transform.m11), abs(transform.m21), abs(transform.m12), abs(transform.m22))
            let det = a * d - b * c
            if det != 0, det.isFinite {
                let width = (d * newValue.width - b * newValue.height) / det
                let height = (a * newValue.height - c * newValue.width) / det
                if width >= 0, height >= 0 { bounds.size = CGSize(width: width, height: height) }
            }
            let box = transformedBox(of: bounds.size)
            position.x += newValue.minX - box.minX
            position.y += newValue.minY - box.minY
        }
    }

    /// The box, in the superlayer's coordinates, of a rect of `size` at the anchor point through the
    /// transform (its perspective included); NaN when a corner cannot be projected.
    private func transformedBox(of size: CGSize) -> CGRect {
        let left = -anchorPoint.x * size.width
        let top = -anchorPoint.y * size.height
        let corners = [
            CGPoint(x: left, y: top), CGPoint(x: left + size.width, y: top),
            CGPoint(x: left, y: top + size.height), CGPoint(x: left + size.width, y: top + size.height),
        ].compactMap(transform.project)
        guard corners.count == 4 else { return CGRect(x: CGFloat.nan, y: .nan, width: CGFloat.nan, height: .nan) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(
            x: position.x + xs.min()!, y: position.y + ys.min()!, width: xs.max()! - xs.min()!,
            height: ys.max()! - ys.min()!)
    }
}
