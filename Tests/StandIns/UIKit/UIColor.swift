import Foundation

/// A colour (RGBA).
public final class UIColor: Sendable {
    private let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { rgba = (red, green, blue, alpha) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    public var cgColor: CGColor { CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3) }
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        (red, green, blue, alpha) = rgba
        return true
    }
    public static var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public static var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public static var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

/// An image: a bitmap and its scale.
@MainActor
public final class UIImage {
    public let cgImage: CGImage?
    public let scale: CGFloat
    init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale
    }
}

/// Draws into a new image.
@MainActor
public final class UIGraphicsImageRenderer {
    /// The context being drawn into, if any.
    static var currentContext: CGContext?
    private let bounds: CGRect
    public init(bounds: CGRect) { self.bounds = bounds }

    /// The renderer's context, as the drawing closure sees it.
    public final class Context {
        public let cgContext: CGContext
        init(_ context: CGContext) { cgContext = context }
    }

    public func image(actions: (Context) -> Void) -> UIImage {
        let context = CGContext()
        let outer = Self.currentContext
        Self.currentContext = context
        actions(Context(context))
        Self.currentContext = outer
        return UIImage(cgImage: CGImage(drawnContent: context.drawn), scale: UIScreen.main.scale)
    }
}

/// The context being drawn into (inside `draw(_:)` or an image renderer), if any.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsImageRenderer.currentContext }

/// A visual effect (blur).
@MainActor
open class UIVisualEffect {}

/// A blur effect and its styles.
@MainActor
public final class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

/// A view showing a visual effect over what is behind it.
@MainActor
open class UIVisualEffectView: UIView {
    public var effect: UIVisualEffect?
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An interruptible animation of view properties; here it runs only when its fraction is set.
@MainActor
public final class UIViewPropertyAnimator {
    public enum Curve: Sendable { case linear, easeInOut }
    private var animations: (() -> Void)?
    public var pausesOnCompletion = false
    public private(set) var isRunning = false
    public var fractionComplete: CGFloat = 0 {
        didSet {
            // A paused animator shows its animations' end values scaled by the fraction; the
            // stand-in applies them once (what an effect view shows is not modelled further).
            animations?()
            animations = nil
        }
    }
    public init(duration: TimeInterval, curve: Curve, animations: (() -> Void)?) { self.animations = animations }
    public func stopAnimation(_ withoutFinishing: Bool) { animations = nil }
}
