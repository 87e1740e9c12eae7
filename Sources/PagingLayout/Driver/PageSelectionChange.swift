import Foundation

/// What a tap on a page does to the scroll view's own item selection — the change UIKit makes when
/// the user taps a cell, which the pager makes itself because its full-size, overlapping cells
/// would give every tap to one of them.
package enum PageSelectionChange: Sendable, Hashable {
    /// Select the page (after the delegate's `shouldSelectItemAt` agrees), then tell the delegate.
    case select
    /// Deselect the page (after the delegate's `shouldDeselectItemAt` agrees), then tell the delegate.
    case deselect

    /// The change a tap makes, as UIKit's collection view decides it: none when selection is off;
    /// with multiple selection a selected page is deselected; otherwise the page is selected (again,
    /// when it already is: UIKit reports a repeated single selection too).
    ///
    /// - Parameters:
    ///   - allowsSelection: the scroll view's `allowsSelection`.
    ///   - allowsMultipleSelection: the scroll view's `allowsMultipleSelection`.
    ///   - isSelected: whether the tapped page is selected now.
    /// - Returns: `nil` when the tap changes no selection.
    public static func forTap(allowsSelection: Bool, allowsMultipleSelection: Bool, isSelected: Bool)
        -> PageSelectionChange?
    {
        guard allowsSelection else { return nil }
        return allowsMultipleSelection && isSelected ? .deselect : .select
    }
}
