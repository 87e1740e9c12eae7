import Foundation

extension StackTransformViewOptions {
    /// The prepared looks of the stack effect, with the original library's names and numbers.
    ///
    /// Use them through ``StackTransformViewOptions/layout(_:)`` or the static members of the same
    /// names (`.perspective`, …); `Docs/Effects.md` lists each. The raw values are the preset names of
    /// spec files and the effect registry.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Cards fading with depth.
        case transparent
        /// Cards receding sideways in perspective.
        case perspective
        /// Cards below the top alternately turned, like a loose pile.
        case rotary
        /// Cards growing with depth and fading, as if falling into a vortex.
        case vortex
        /// Cards stacked to the left, popped by scrolling the other way (it sets the
        /// ``StackTransformViewOptions/reverse`` flag). Named `"reverse"` in spec files, as in the
        /// original library.
        case reversed = "reverse"
        /// Like ``reversed`` with deeper cards blurred.
        case blur

        /// The original library's name of ``reversed``.
        @available(*, deprecated, renamed: "reversed")
        public static let reverse = Layout.reversed
    }

    /// The options of a prepared look: the static member of the same name (`.layout(.vortex)` equals
    /// `.vortex`), built once.
    ///
    /// ```swift
    /// let options = StackTransformViewOptions.layout(.vortex)
    /// ```
    // Inlinable: an app's options getter (`{ .layout(…) }`) runs every frame, and inlined there the
    // switch on a constant folds to the one static, read in place instead of copied out of a call.
    @inlinable
    public static func layout(_ layout: Layout) -> StackTransformViewOptions {
        switch layout {
        case .transparent: transparent
        case .perspective: perspective
        case .rotary: rotary
        case .vortex: vortex
        case .reversed: reversed
        case .blur: blur
        }
    }

    /// The options of a prepared look, built: what the static members hold.
    private static func built(_ layout: Layout) -> StackTransformViewOptions {
        switch layout {
        case .transparent:
            return StackTransformViewOptions(
                scaleFactor: 0.12,
                minScale: 0,
                maxStackSize: 4,
                alphaFactor: 0.2,
                bottomStackAlphaSpeedFactor: 10,
                topStackAlphaSpeedFactor: 0.1,
                popAngle: .pi / 10,
                popOffsetRatio: CGSize(width: -1.45, height: 0.3))
        case .perspective:
            return StackTransformViewOptions(
                scaleFactor: 0.1,
                minScale: 0.2,
                maxStackSize: 6,
                spacingFactor: 0.08,
                alphaFactor: 0,
                perspectiveRatio: 0.3,
                shadowRadius: 5,
                popAngle: .pi / 10,
                popOffsetRatio: CGSize(width: -1.45, height: 0.3),
                stackPosition: CGPoint(x: 1, y: 0))
        case .rotary:
            return StackTransformViewOptions(
                scaleFactor: -0.03,
                minScale: 0.2,
                maxStackSize: 3,
                spacingFactor: 0.01,
                alphaFactor: 0.1,
                shadowRadius: 8,
                stackRotateAngle: .pi / 16,
                popAngle: .pi / 4,
                popOffsetRatio: CGSize(width: -1.45, height: 0.4),
                stackPosition: CGPoint(x: 0, y: 1))
        case .vortex:
            return StackTransformViewOptions(
                scaleFactor: -0.15,
                minScale: 0.2,
                maxScale: nil,
                maxStackSize: 4,
                spacingFactor: 0,
                alphaFactor: 0.4,
                topStackAlphaSpeedFactor: 1,
                perspectiveRatio: -0.3,
                shadowEnabled: false,
                popAngle: .pi,
                popOffsetRatio: .zero,
                stackPosition: CGPoint(x: 0, y: 1))
        case .reversed:
            return StackTransformViewOptions(
                scaleFactor: 0.1,
                maxScale: nil,
                maxStackSize: 4,
                spacingFactor: 0.08,
                shadowRadius: 8,
                popAngle: -.pi / 4,
                popOffsetRatio: CGSize(width: 1.45, height: 0.4),
                stackPosition: CGPoint(x: -1, y: -0.2),
                reverse: true)
        case .blur:
            return StackTransformViewOptions(
                scaleFactor: 0.1,
                maxScale: nil,
                maxStackSize: 7,
                spacingFactor: 0.06,
                topStackAlphaSpeedFactor: 0.1,
                perspectiveRatio: 0.04,
                shadowRadius: 8,
                popAngle: -.pi / 4,
                popOffsetRatio: CGSize(width: 1.45, height: 0.4),
                stackPosition: CGPoint(x: -1, y: 0),
                reverse: true,
                blurEffectEnabled: true,
                maxBlurEffectRadius: 0.08)
        }
    }

    /// ``Layout/transparent``: cards fading with depth.
    public static let transparent = built(.transparent)
    /// ``Layout/perspective``: cards receding sideways in perspective.
    public static let perspective = built(.perspective)
    /// ``Layout/rotary``: cards alternately turned.
    public static let rotary = built(.rotary)
    /// ``Layout/vortex``: cards growing with depth and fading.
    public static let vortex = built(.vortex)
    /// ``Layout/reversed``: cards stacked to the left, popped the other way.
    public static let reversed = built(.reversed)
    /// ``Layout/blur``: like ``reversed`` with deeper cards blurred.
    public static let blur = built(.blur)
}
