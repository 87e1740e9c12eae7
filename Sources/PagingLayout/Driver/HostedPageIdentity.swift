/// The identity of the item a reusable hosting cell shows (a SwiftUI page view's cell, a prepared
/// layout's cell): whether a page handed to the cell is the one it hosts or another.
///
/// UIKit reuses cells, and a hosting cell that swaps its root view to another item's page without
/// changing the root's identity hands the first item's SwiftUI `@State` (a text field's text, a
/// toggle, a scroll position) to the second. The cell keeps one of these, asks it with
/// ``show(_:)`` for every page it is given, and gives the hosted root the identity (SwiftUI's
/// `.id(_:)`), so another item always means new state and the same item keeps its own.
///
/// ```swift
/// var identity = HostedPageIdentity<Card.ID>()
/// identity.show(cards[0].id)   // .build
/// identity.show(cards[0].id)   // .update   (new content for the same card: state kept)
/// identity.show(cards[5].id)   // .rebuild  (the cell was reused for another card)
/// ```
///
/// The identity is what the page views document: an item's `Identifiable` id for the pages, and
/// for a prepared layout's elements the item's id (cells) or the element kind and section
/// (supplementary views).
package struct HostedPageIdentity<ID: Hashable>: Equatable {
    /// The identity of the item hosted now; `nil` before the first page.
    public private(set) var current: ID?

    /// A cell that hosts nothing yet.
    public init() {}

    /// The cell is to show the page of the item identified by `id`: records it and says whether
    /// the page is built, rebuilt under the new identity, or updated in place.
    @discardableResult
    public mutating func show(_ id: ID) -> HostedPageChange {
        defer { current = id }
        guard let current else { return .build }
        return current == id ? .update : .rebuild
    }
}

extension HostedPageIdentity: Sendable where ID: Sendable {}
