/// What a reusable hosting cell does when it is handed a page to show: host it afresh, or update
/// the page it hosts. ``HostedPageIdentity`` decides it from the item's identity.
package enum HostedPageChange: Sendable, Hashable {
    /// Nothing is hosted yet: make the hosting view, with the item's identity on its root.
    case build
    /// Another item than the one hosted (a reused cell, or the data moved under it): host the page
    /// under the new identity, so SwiftUI starts the page's `@State` afresh, and lay it out again.
    case rebuild
    /// The same item, perhaps with new content: update the hosted page in place; its `@State`
    /// stays, and nothing is laid out again.
    case update
}
