#if canImport(UIKit)
    import UIKit

    /// A visual-effect view whose blur can be partial: the prepared effects' blur over far pages.
    ///
    /// UIKit offers no blur radius, so the view animates from no effect to the full blur with a
    /// paused property animator and holds it at ``radius`` (0 none … 1 the style's full blur), the
    /// usual way to get an intermediate blur. The blur shows while the view is in a window.
    ///
    /// A view's `blurRadius` (its `TransformTarget` conformance) manages one of these just above the
    /// view in its superview; you rarely create one yourself.
    public final class BlurEffectView: UIVisualEffectView {
        /// How much of the style's blur shows, 0…1 (values outside are clamped, non-finite ones count as 0).
        public var radius: CGFloat = 0 {
            didSet {
                // Scrolling sets it on every frame, mostly to the same value.
                guard radius != oldValue else { return }
                updateBlur()
            }
        }

        /// The blur's look.
        public var style: UIBlurEffect.Style {
            didSet {
                guard style != oldValue else { return }
                resetAnimator()
                updateBlur()
            }
        }

        /// The view this blur covers, when it was placed by that view's `blurRadius`.
        weak var target: UIView?

        private var animator: UIViewPropertyAnimator?
        // Read only by `deinit`, which is not main-actor isolated on iOS 16; removing an observer is thread-safe.
        nonisolated(unsafe) private var foregroundObserver: (any NSObjectProtocol)?

        /// Creates a blur view with `style` and no blur yet.
        public init(style: UIBlurEffect.Style = .light) {
            self.style = style
            super.init(effect: nil)
            isUserInteractionEnabled = false
            // A paused property animator is finished by the system while the app is in the
            // background, which drops the blur's fraction: rebuild it on the way back.
            foregroundObserver = NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.applicationWillEnterForeground() }
            }
        }

        deinit {
            if let foregroundObserver { NotificationCenter.default.removeObserver(foregroundObserver) }
        }

        /// Not supported: create blur views in code.
        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("BlurEffectView is created in code only")
        }

        /// Stops the animator when the view leaves its window and rebuilds it when it comes back.
        ///
        /// The animator only exists while the view is in a window: UIKit raises an exception when a
        /// paused animator is released, and a view leaves its window before it goes away.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            resetAnimator()
            if window != nil { updateBlur() }
        }

        private func applicationWillEnterForeground() {
            resetAnimator()
            updateBlur()
        }

        private func updateBlur() {
            guard window != nil else { return }
            let fraction = radius.isFinite ? min(max(radius, 0), 1) : 0
            if animator == nil {
                effect = nil
                let blur = UIBlurEffect(style: style)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [unowned self] in
                    self.effect = blur
                }
                animator.pausesOnCompletion = true
                self.animator = animator
            }
            animator?.fractionComplete = fraction
        }

        private func resetAnimator() {
            animator?.stopAnimation(true)
            animator = nil
            effect = nil
        }
    }
#endif
