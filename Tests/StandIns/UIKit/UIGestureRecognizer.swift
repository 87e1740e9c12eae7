import Foundation

/// A finger on the screen.
@MainActor
public final class UITouch: Hashable {
    /// The view the touch was delivered to (the hit-tested view at touch-down).
    public let view: UIView?
    public let window: UIWindow?
    /// Where the finger is, in the window's coordinates.
    var locationInWindow: CGPoint
    public nonisolated static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    init(view: UIView?, window: UIWindow?, location: CGPoint) {
        self.view = view
        self.window = window
        locationInWindow = location
    }
    public func location(in view: UIView?) -> CGPoint { window?.convert(locationInWindow, to: view) ?? locationInWindow }
}

/// An event (the touches of one gesture).
@MainActor
public final class UIEvent {}

/// A gesture recogniser's delegate (every method optional, with UIKit's defaults).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recogniser sees `touch` at all; asked at touch-down. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recogniser may leave the possible state (recognise); `false` makes it fail. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A gesture recogniser. Targets and actions need the Objective-C runtime and are not modelled:
/// code reads the state through its delegate.
@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    public internal(set) weak var view: UIView?
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    public internal(set) var state: State = .possible
    public var isEnabled = true
    /// Whether a recognised gesture cancels the touches of the view (`touchesCancelled`); `true` by default.
    public var cancelsTouchesInView = true
    /// Where the touch is, in `view`'s coordinates.
    var touch: UITouch?

    public override init() { super.init() }

    public func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? .zero }
}

/// A tap: recognised when the finger lifts without having moved more than 10 pt.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
}

/// A pan: the scroll view's own recogniser of drags.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public func translation(in view: UIView?) -> CGPoint { translationInWindow }
    var translationInWindow: CGPoint = .zero
    /// The finger's velocity in points per second ("the velocity of the pan gesture, which is
    /// expressed in points per second"), in the window's coordinates whatever the view, as
    /// ``translation(in:)``: the stand-in's views that ask are not transformed.
    public func velocity(in view: UIView?) -> CGPoint { velocityInWindow }
    var velocityInWindow: CGPoint = .zero
}

/// A control: tracks touches (`beginTracking`, `endTracking`) and sends actions for events.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    /// The events sent, in order (stand-in: actions need selectors; the events are recorded).
    public private(set) var sentEvents: [Event] = []

    public func sendActions(for event: Event) { sentEvents.append(event) }

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isTracking = continueTracking(touch, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { isTouchInside = bounds.contains(touch.location(in: self)) }
        if isTracking { endTracking(touches.first, with: event) }
        if isTracking, isTouchInside { sendActions(for: .touchUpInside) }
        isTracking = false
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
    }
}
