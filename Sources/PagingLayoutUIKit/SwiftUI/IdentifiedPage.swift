#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The root a hosting cell shows: a page with its item's identity (`.id(_:)`), so a hosting view
    /// handed another item's page gives that page fresh SwiftUI state instead of the first item's
    /// (``HostedPageIdentity`` decides when that happens).
    struct IdentifiedPage<ID: Hashable, Content: View>: View {
        /// The identity of the item the page shows.
        let id: ID
        /// The page.
        let content: Content

        var body: some View {
            content.id(id)
        }
    }
#endif
