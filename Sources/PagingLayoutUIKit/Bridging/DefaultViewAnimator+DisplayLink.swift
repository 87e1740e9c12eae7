#if canImport(UIKit)
    import Foundation

    extension DefaultViewAnimator {
        /// Creates an animator that ticks with the display: a new ``DisplayLinkFrameSource``.
        ///
        /// The core's `init(_:curve:frameSource:)` defaults to a portable timer; code that imports
        /// this module and names no clock (as code written for the original library does) gets the
        /// display's frames, as the original's animator did.
        ///
        /// - Parameters:
        ///   - duration: the length of each animation, in seconds. 0, negative or non-finite values
        ///     make animations jump straight to their end.
        ///   - curve: the timing curve.
        public convenience init(_ duration: TimeInterval, curve: Curve) {
            self.init(duration, curve: curve, frameSource: DisplayLinkFrameSource())
        }
    }
#endif
