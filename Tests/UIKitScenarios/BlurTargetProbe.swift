import Foundation
import PagingLayout
import PagingLayoutUIKit
import UIKit

/// Two views of the same size, each alone in a superview of its own, given the same effect
/// attributes: one through `TransformTarget.apply(_:)` (which hands the shadow and the blur to the
/// `UIView` target's `applyShadow(_:blurRadius:blurStyle:)`), the other through `layerShadow`,
/// `layerBlurRadius` and `layerBlurStyle` one by one. Nothing here starts a frame source or queues
/// work, so it needs no teardown.
@MainActor
public final class BlurTargetProbe {
    /// What a view shows of an effect's shadow and blur, read back from the view and its superview.
    public struct Look: Equatable, Sendable {
        /// The view's `layerShadow`.
        public var shadow: ShadowAttributes?
        /// The view's `layerBlurRadius`.
        public var blurRadius: CGFloat
        /// The view's `layerBlurStyle`.
        public var blurStyle: BlurEffectStyle
        /// How many `BlurEffectView`s the superview holds.
        public var overlayCount: Int
        /// Whether the overlay just above the view is hidden, `nil` without one.
        public var isOverlayHidden: Bool?
        /// The overlay's frame in the superview, `nil` without one.
        public var overlayFrame: CGRect?
    }

    private let appliedSuperview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    private let oneByOneSuperview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    private let applied = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 300))
    private let oneByOne = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 300))

    /// Creates the views.
    public init() {
        appliedSuperview.addSubview(applied)
        oneByOneSuperview.addSubview(oneByOne)
    }

    /// Gives both views `attributes`' transform, shadow and blur: the first with `apply(_:)`, the
    /// second with the transform, shadow, blur radius and blur style setters in that order.
    public func apply(_ attributes: EffectAttributes) {
        applied.apply(attributes)
        oneByOne.layerTransform = attributes.transform
        oneByOne.layerShadow = attributes.shadow
        oneByOne.layerBlurRadius = attributes.blurRadius
        oneByOne.layerBlurStyle = attributes.blurStyle
    }

    /// Moves the first view into a new superview, leaving its overlay behind in the old one.
    public func moveAppliedToAnotherSuperview() {
        let other = UIView(frame: appliedSuperview.frame)
        other.addSubview(applied)
        // Kept alive with the view: the old superview still holds the overlay it left behind.
        movedSuperviews.append(other)
    }

    private var movedSuperviews: [UIView] = []

    /// What the view given `apply(_:)` shows.
    public var appliedLook: Look { look(of: applied) }

    /// What the view given the setters one by one shows.
    public var oneByOneLook: Look { look(of: oneByOne) }

    /// How many `BlurEffectView`s the first view's original superview still holds.
    public var overlaysLeftInFirstSuperview: Int {
        appliedSuperview.subviews.filter { $0 is BlurEffectView }.count
    }

    private func look(of view: UIView) -> Look {
        let siblings = view.superview?.subviews ?? []
        let above = siblings.firstIndex { $0 === view }.flatMap { index in
            index + 1 < siblings.count ? siblings[index + 1] as? BlurEffectView : nil
        }
        return Look(
            shadow: view.layerShadow, blurRadius: view.layerBlurRadius, blurStyle: view.layerBlurStyle,
            overlayCount: siblings.filter { $0 is BlurEffectView }.count, isOverlayHidden: above?.isHidden,
            overlayFrame: above?.frame)
    }
}
