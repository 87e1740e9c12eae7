import Foundation

/// What VoiceOver reaches in a window (the stand-in's screen reader; not UIKit API), found the way
/// UIKit's accessibility documentation describes the search:
/// - a hidden view (`isHidden`), or one with `accessibilityElementsHidden`, is skipped with
///   everything inside it ("accessibilityElementsHidden": the elements it contains are hidden);
/// - a view whose `accessibilityElements` is set offers exactly those, in order
///   (`UIAccessibilityContainer`); an element among them that is a view is searched in turn;
/// - a view with `isAccessibilityElement` is one element, and its subviews are not searched;
/// - otherwise its subviews are searched, first to last.
///
/// VoiceOver orders elements by their place on screen; the stand-in keeps the hierarchy's order,
/// which is enough to tell which elements are reachable.
@MainActor
public enum StandInAccessibility {
    /// The elements VoiceOver can reach in `window`: views and `UIAccessibilityElement`s.
    public static func elements(in window: UIWindow) -> [AnyObject] {
        var found: [AnyObject] = []
        collect(window, into: &found)
        return found
    }

    /// The labels of the elements VoiceOver can reach in `window` (`nil` labels as "?").
    public static func labels(in window: UIWindow) -> [String] {
        elements(in: window).map { element in
            (element as? UIView)?.accessibilityLabel ?? (element as? UIAccessibilityElement)?.accessibilityLabel ?? "?"
        }
    }

    private static func collect(_ element: Any, into found: inout [AnyObject]) {
        if let element = element as? UIAccessibilityElement {
            if element.isAccessibilityElement { found.append(element) }
            return
        }
        guard let view = element as? UIView, !view.isHidden, !view.accessibilityElementsHidden else { return }
        if let elements = view.accessibilityElements {
            for element in elements { collect(element, into: &found) }
        } else if view.isAccessibilityElement {
            found.append(view)
        } else {
            for subview in view.subviews { collect(subview, into: &found) }
        }
    }
}
