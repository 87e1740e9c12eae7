import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter: a UIView target's shadow and blur")
    @MainActor
    struct UIViewBlurTargetTests {
        private static let shadow = ShadowAttributes(
            color: .black, opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 2))

        private static func attributes(
            blur: CGFloat, style: BlurEffectStyle = .light, shadow: ShadowAttributes? = shadow,
            transform: Transform3D = .identity
        ) -> EffectAttributes {
            var attributes = EffectAttributes()
            attributes.transform = transform
            attributes.shadow = shadow
            attributes.blurRadius = blur
            attributes.blurStyle = style
            return attributes
        }

        @Test("apply(_:) leaves the shadow and blur overlay the three setters one by one leave, frame after frame")
        func oneCallMatchesTheSetters() {
            let probe = BlurTargetProbe()
            // No blur yet: no overlay is placed.
            probe.apply(Self.attributes(blur: 0))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.overlayCount == 0)
            #expect(probe.appliedLook.shadow == Self.shadow)
            // A half blur, dark: one overlay just above the view, over the view's 200 × 300 frame at (100, 50).
            probe.apply(Self.attributes(blur: 0.5, style: .dark))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.blurRadius == 0.5)
            #expect(probe.appliedLook.blurStyle == .dark)
            #expect(probe.appliedLook.overlayCount == 1)
            #expect(probe.appliedLook.isOverlayHidden == false)
            #expect(probe.appliedLook.overlayFrame == CGRect(x: 100, y: 50, width: 200, height: 300))
            // Turned and blurred more, in another style, without a shadow: the same overlay follows.
            probe.apply(Self.attributes(blur: 0.8, style: .extraLight, shadow: nil, transform: .scale(x: 0.5, y: 0.5)))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.blurRadius == 0.8)
            #expect(probe.appliedLook.blurStyle == .extraLight)
            #expect(probe.appliedLook.shadow == nil)
            #expect(probe.appliedLook.overlayCount == 1)
            // Passing the centre: the overlay is hidden and kept, not removed.
            probe.apply(Self.attributes(blur: 0))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.blurRadius == 0)
            #expect(probe.appliedLook.overlayCount == 1)
            #expect(probe.appliedLook.isOverlayHidden == true)
            // Blurred again: the kept overlay shows.
            probe.apply(Self.attributes(blur: 0.3))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.overlayCount == 1)
            #expect(probe.appliedLook.isOverlayHidden == false)
            // A non-finite blur counts as none.
            probe.apply(Self.attributes(blur: .nan))
            #expect(probe.appliedLook == probe.oneByOneLook)
            #expect(probe.appliedLook.blurRadius == 0)
        }

        @Test("a view moved to another superview takes no overlay of the old one and gets a new one for a blur")
        func movedViewGetsANewOverlay() {
            let probe = BlurTargetProbe()
            probe.apply(Self.attributes(blur: 0.5))
            #expect(probe.overlaysLeftInFirstSuperview == 1)
            probe.moveAppliedToAnotherSuperview()
            probe.apply(Self.attributes(blur: 0.5))
            #expect(probe.overlaysLeftInFirstSuperview == 0)
            #expect(probe.appliedLook.overlayCount == 1)
            #expect(probe.appliedLook.isOverlayHidden == false)
            #expect(probe.appliedLook.blurRadius == 0.5)
        }
    }
}
