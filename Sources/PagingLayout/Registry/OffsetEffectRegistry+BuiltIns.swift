import Foundation

extension OffsetEffectRegistry {
    /// Registers the built-in offset-driven effects, each with a `"default"` preset (its decoded
    /// defaults) and the layouts' values where they differ.
    mutating func registerBuiltIns() {
        register(name: "sticky", presets: ["default": StickyEffect()])
        register(
            name: "stretchyHeader",
            presets: [
                "default": StretchyHeaderEffect(),
                "stickyStretchyList": StretchyHeaderEffect(maxOverlayAlpha: 0.6),
            ])
        register(
            name: "parallax",
            presets: [
                "default": ParallaxEffect(maxParallaxOffset: 30),
                "stickyStretchyList": ParallaxEffect(maxParallaxOffset: 60),
            ])
        register(name: "focusSpacing", presets: ["default": FocusSpacingEffect(spacing: 30, spacingWhenFocused: 60)])
        register(name: "expandToAspect", presets: ["default": ExpandToAspectEffect()])
        register(name: "previewShift", presets: ["default": PreviewShiftEffect()])
    }
}
