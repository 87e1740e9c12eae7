import Foundation

/// The screen: its scale sets the pixel grid offsets and frames are rounded to.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    /// Points to pixels: 2 (½-pt grid) or 3 (⅓-pt grid). Stand-in: settable; 3 by default.
    public var scale: CGFloat = 3
}

/// A window: the root of a view hierarchy on screen, with the device's safe area.
@MainActor
open class UIWindow: UIView {
    /// The safe area of the window (notch, home indicator); stand-in: set it to model a device.
    public var windowSafeArea: UIEdgeInsets = .zero {
        didSet { setNeedsLayoutEverywhere() }
    }
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                addSubview(root.view)
                root.view.frame = bounds
            }
        }
    }

    /// Rotates the device: the window takes `size` and the safe area `safeArea`; views resize.
    public func rotate(to size: CGSize, safeArea: UIEdgeInsets) {
        frame = CGRect(origin: .zero, size: size)
        windowSafeArea = safeArea
        rootViewController?.view.frame = bounds
    }

    private func setNeedsLayoutEverywhere() {
        func mark(_ view: UIView) {
            view.setNeedsLayout()
            view.subviews.forEach(mark)
        }
        mark(self)
    }
}

/// A view controller: owns a view and lays it out with the window.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's view, loaded (and `viewDidLoad()` called) on first access, as in UIKit.
    public var view: UIView {
        if let loadedView { return loadedView }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        loadedView = view
        viewDidLoad()
        return view
    }

    public override init() { super.init() }

    /// Called once the view exists (UIKit: when `view` is first read).
    open func viewDidLoad() {}

    /// Loads the view and calls `viewDidLoad()`, as UIKit does on first access.
    public func loadViewIfNeeded() { _ = view }
}

/// Application states and their notifications (UIApplication documentation: "Managing your app's
/// life cycle": resign active → enter background; enter foreground → become active).
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    public enum State: Sendable { case active, inactive, background }
    public private(set) var applicationState: State = .active

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")

    /// Stand-in: the user leaves the app (it resigns active, then enters the background).
    public func enterBackground() {
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .background
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// Stand-in: the user comes back (the app enters the foreground, then becomes active).
    public func enterForeground() {
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .active
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }
}
