import Foundation

/// VoiceOver's notifications and status.
@MainActor
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement")
        public static let pageScrolled = Notification(name: "pageScrolled")
        public static let layoutChanged = Notification(name: "layoutChanged")
        public static let screenChanged = Notification(name: "screenChanged")
    }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static var isVoiceOverRunning = false
    public static var isSwitchControlRunning = false
    /// What was posted, in order (stand-in: what VoiceOver would have heard).
    public static var posted: [(notification: Notification, argument: Any?)] = []
    public static func post(notification: Notification, argument: Any?) { posted.append((notification, argument)) }
}

/// Accessibility traits.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let button = UIAccessibilityTraits(rawValue: 1)
}

/// The directions of VoiceOver's three-finger scroll.
public enum UIAccessibilityScrollDirection: Int, Sendable { case right = 1, left, up, down, next, previous }

/// An accessibility element that is not a view.
@MainActor
open class UIAccessibilityElement: NSObject {
    public weak var accessibilityContainer: AnyObject?
    public var accessibilityValue: String?
    public var accessibilityLabel: String?
    public var accessibilityTraits: UIAccessibilityTraits = []
    /// The frame in the container's coordinates (a view's bounds coordinates); UIKit works the
    /// screen frame out from it whenever asked, so it moves with the container (`open`, as in UIKit).
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    /// The frame on screen: `accessibilityFrameInContainerSpace` converted from a view container
    /// to the window ("accessibilityFrameInContainerSpace": "the system … updates accessibilityFrame
    /// when the container moves"). Read-only here.
    public var accessibilityFrame: CGRect {
        guard let view = accessibilityContainer as? UIView else { return accessibilityFrameInContainerSpace }
        return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
    public var isAccessibilityElement = true
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// An Auto Layout constraint (recorded, not solved).
@MainActor
public final class NSLayoutConstraint {
    public var isActive = false
    public let constant: CGFloat
    init(constant: CGFloat) { self.constant = constant }
    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
}

/// An edge or dimension of a view, for constraints.
@MainActor
public final class NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
}
