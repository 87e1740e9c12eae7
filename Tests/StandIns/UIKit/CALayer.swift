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
}
