import Foundation

/// The base of the responder chain: touches a view does not handle go to the next responder.
@MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's superview (or its view controller).
    open var next: UIResponder? { nil }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// A view: a layer's geometry, a place in the hierarchy, touches, layout on the next layout cycle.
@MainActor
open class UIView: UIResponder {
    /// The view's layer; frame, bounds, centre and transform live there.
    public let layer = CALayer()
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var isUserInteractionEnabled = true
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public var backgroundColor: UIColor?
    public var isOpaque = true
    public var contentMode: ContentMode = .scaleToFill
    public var translatesAutoresizingMaskIntoConstraints = true
    public var accessibilityIdentifier: String?
    public var isAccessibilityElement = false
    /// Whether assistive technology skips the view and everything inside it (`UIAccessibility`:
    /// "accessibilityElementsHidden"); see `StandInAccessibility`.
    public var accessibilityElementsHidden = false
    /// The view's accessibility elements in order, replacing its subviews' when set
    /// (`UIAccessibilityContainer`: "accessibilityElements").
    public var accessibilityElements: [Any]?
    /// What assistive technology says for the view when it is an element.
    public var accessibilityLabel: String?
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The reading direction; left to right unless set (stand-in: settable).
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { semanticContentAttributeDidChange() } }
    }
    private(set) var needsLayout = true

    public enum ContentMode: Sendable { case scaleToFill, redraw }

    public init(frame: CGRect) {
        super.init()
        layer.delegate = self
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init()
        layer.delegate = self
    }

    public override convenience init() { self.init(frame: .zero) }

    open override var next: UIResponder? { superview }

    // MARK: Geometry (UIView documentation: frame, bounds, center, transform)

    /// The frame in the superview: the layer's (`CALayer.frame`), which UIKit calls undefined when the
    /// transform is not the identity — what Core Animation gives then, the transformed bounds' box, and
    /// the bounds resized through the transform when it is set. Setting it changes the bounds' size,
    /// which is a bounds change like setting `bounds`.
    public var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds
            layer.frame = newValue
            if old.size != layer.bounds.size {
                boundsSizeChanged(from: old.size)
                boundsChanged(from: old)
            }
        }
    }

    public var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds
            layer.bounds = newValue
            if old.size != newValue.size { boundsSizeChanged(from: old.size) }
            if old != newValue { boundsChanged(from: old) }
        }
    }

    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    public var transform: CGAffineTransform {
        get {
            let t = layer.transform
            return CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
        }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Hook for subclasses (collection views) that follow the reading direction.
    func semanticContentAttributeDidChange() {}

    /// Hook for subclasses (scroll views) whose bounds origin matters.
    func boundsChanged(from old: CGRect) {}

    private func boundsSizeChanged(from oldSize: CGSize) {
        setNeedsLayout()
        sizeDidChange()
        // Autoresizing masks: flexible subviews grow and shrink with the view at once.
        let grown = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
        // They grow in their untransformed geometry (bounds and centre), whatever their transform.
        for view in subviews where !view.autoresizingMask.isEmpty {
            var size = view.bounds.size
            var center = view.center
            if view.autoresizingMask.contains(.flexibleWidth) {
                size.width += grown.width
                center.x += grown.width * view.layer.anchorPoint.x
            }
            if view.autoresizingMask.contains(.flexibleHeight) {
                size.height += grown.height
                center.y += grown.height * view.layer.anchorPoint.y
            }
            view.bounds.size = size
            view.center = center
        }
    }

    /// How the view follows its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public var autoresizingMask: AutoresizingMask = []

    /// Resizes what follows the view's size at once (autoresizing masks); Auto Layout waits for `layoutSubviews()`.
    func sizeDidChange() {}

    public var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if current.semanticContentAttribute == .forceRightToLeft { return .rightToLeft }
            if current.semanticContentAttribute == .forceLeftToRight { return .leftToRight }
            view = current.superview
        }
        return UIView.defaultLayoutDirection
    }

    /// The app's reading direction (stand-in: settable).
    public static var defaultLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// The safe area insets: the window's safe area as it overlaps this view (UIKit computes
    /// them from the window's, its insets from the screen's edges).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.windowSafeArea ?? .zero }
        let frame = convert(bounds, to: window)
        let safe = window.bounds.inset(by: window.windowSafeArea)
        return UIEdgeInsets(
            top: max(safe.minY - frame.minY, 0), left: max(safe.minX - frame.minX, 0),
            bottom: max(frame.maxY - safe.maxY, 0), right: max(frame.maxX - safe.maxX, 0))
    }

    // MARK: Hierarchy

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if view.window !== oldWindow { view.notifyWindowChange() }
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        view.detach()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        view.detach()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    public func removeFromSuperview() {
        let oldWindow = window
        detach()
        if oldWindow != nil { notifyWindowChange() }
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func notifyWindowChange() {
        didMoveToWindow()
        for view in subviews { view.notifyWindowChange() }
    }

    open func didMoveToWindow() {}

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout cycle (the view is laid out on the next layout cycle, or by layoutIfNeeded)

    public func setNeedsLayout() { needsLayout = true }

    /// Lays out now if a layout is pending, superviews first, then subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    public func setNeedsDisplay() {}
    public func invalidateIntrinsicContentSize() {}
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open func draw(_ rect: CGRect) {}

    // MARK: Gesture recognisers

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: Hit testing (UIView.hitTest(_:with:): front to back, point(inside:with:))

    /// The farthest descendant that contains `point`: hidden views, views with user interaction
    /// off and views with alpha below 0.01 are skipped; subviews are asked from the last (front) to
    /// the first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            guard let local = subview.convert(point, from: self) as CGPoint?, local.x.isFinite else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Coordinate conversion, through every transform (perspective included)

    /// `point` of this view in its superview's coordinates.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let moved = layer.transform.project(CGPoint(x: point.x - anchor.x, y: point.y - anchor.y))
            ?? CGPoint(x: CGFloat.nan, y: .nan)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// The point of this view that shows at `point` of its superview.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let local = layer.transform.unproject(CGPoint(x: point.x - center.x, y: point.y - center.y))
            ?? CGPoint(x: CGFloat.nan, y: .nan)
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }

    private var ancestors: [UIView] {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var result = point
        let mine = ancestors
        guard let view else {
            for ancestor in mine where ancestor.superview != nil { result = ancestor.pointInSuperview(result) }
            return result
        }
        let theirs = view.ancestors
        let common = mine.first { candidate in theirs.contains { $0 === candidate } }
        for ancestor in mine {
            if ancestor === common { break }
            result = ancestor.pointInSuperview(result)
        }
        for ancestor in theirs.prefix(while: { $0 !== common }).reversed() {
            result = ancestor.pointFromSuperview(result)
        }
        return result
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return window.map { $0.convert(point, to: self) } ?? point }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Drawing (snapshots)

    /// Draws the view "as visible onscreen" into the current context (UIKit's
    /// `drawHierarchy(in:afterScreenUpdates:)`). With `afterScreenUpdates: false` it is the view
    /// "in the view hierarchy's current state, which might not include recent changes": here, what
    /// the screen showed at the last layout cycle (the content of a reused cell's previous item, or
    /// nothing for a view that was hidden then). With `true`, the recent changes are incorporated
    /// first: the view's content now. Returns `false` ("the snapshot is missing image data") for a
    /// view never drawn on screen when no screen update is asked for, and outside an image context.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRenderer.currentContext else { return false }
        if afterScreenUpdates {
            context.drawn += currentContent
            return true
        }
        guard let lastScreenContent else { return false }
        context.drawn += lastScreenContent
        return true
    }

    /// What the view and its visible subviews show now, in drawing order: the layer tree as it is
    /// (what `CALayer.render(in:)` draws).
    var currentContent: [String] {
        guard !isHidden else { return [] }
        return [accessibilityIdentifier].compactMap { $0 } + subviews.flatMap(\.currentContent)
    }

    /// What was on screen at the last layout cycle; `nil` before the view was first on screen.
    var lastScreenContent: [String]?

    /// Records what every view shows: the screen after a layout cycle.
    func commitToScreen() {
        lastScreenContent = currentContent
        for view in subviews { view.commitToScreen() }
    }

    // MARK: Animation

    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// A reading direction.
public enum UIUserInterfaceLayoutDirection: Sendable { case leftToRight, rightToLeft }
/// A view's semantic content.
public enum UISemanticContentAttribute: Sendable { case unspecified, forceLeftToRight, forceRightToLeft }

extension CGRect {
    /// The rect inside `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
