import Foundation

@testable import PagingLayout

/// One thing a ``PageController`` told its listeners, in a form tests compare with `==`.
enum PagerEvent: Equatable, CustomStringConvertible {
    case scrolled(position: CGFloat)
    case page(Int)
    case state(ScrollState)
    case completion(String, finished: Bool)

    var description: String {
        switch self {
        case .scrolled(let position): "scrolled(\(position))"
        case .page(let page): "page(\(page))"
        case .state(let state): "state(\(state))"
        case .completion(let name, let finished): "completion(\(name), \(finished))"
        }
    }
}

/// Records everything a controller reports through its closures, and the completions handed out
/// by ``completion(_:)``, in order.
@MainActor
final class PagerEventLog {
    private(set) var events: [PagerEvent] = []
    private(set) var scrollEvents: [PageScrollEvent] = []

    init(_ controller: PageController) {
        controller.onPageScrolled = { [unowned self] event in
            scrollEvents.append(event)
            events.append(.scrolled(position: event.position))
        }
        controller.onCurrentPageChanged = { [unowned self] in events.append(.page($0)) }
        controller.onScrollStateChanged = { [unowned self] in events.append(.state($0)) }
    }

    /// A completion that logs `name` and whether it finished.
    func completion(_ name: String) -> (Bool) -> Void {
        { [unowned self] finished in events.append(.completion(name, finished: finished)) }
    }

    /// How many times the completion named `name` was called.
    func completionCount(_ name: String) -> Int {
        events.filter {
            if case .completion(name, _) = $0 { return true }
            return false
        }.count
    }

    /// Forgets what was logged so far.
    func clear() {
        events.removeAll()
        scrollEvents.removeAll()
    }
}
