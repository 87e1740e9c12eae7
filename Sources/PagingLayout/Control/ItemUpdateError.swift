import Foundation

/// Why ``PageController/updateItems(_:from:to:)`` rejected an update: its identifier arrays do not
/// match the item counts. Nothing changes when it is thrown.
///
/// ```swift
/// do {
///     try pager.updateItems([3], from: oldIDs, to: ["a", "b"])   // 3 items, 2 identifiers
/// } catch {
///     print(error)   // "updateItems: 2 new identifiers for 3 items; give one per item"
/// }
/// ```
public enum ItemUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The old identifiers do not name one item per page the pager has now.
    case oldIdentifiersMismatch(identifiers: Int, pages: Int)
    /// The new identifiers do not name one item per item of the new counts (negative counts
    /// counting as 0).
    case newIdentifiersMismatch(identifiers: Int, items: Int)

    /// What went wrong, with the numbers.
    public var description: String {
        switch self {
        case .oldIdentifiersMismatch(let identifiers, let pages):
            "updateItems: \(identifiers) old identifiers for a pager of \(pages) pages; give one per page it has now"
        case .newIdentifiersMismatch(let identifiers, let items):
            "updateItems: \(identifiers) new identifiers for \(items) items; give one per item"
        }
    }
}
