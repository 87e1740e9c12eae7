/// The position of an item in a sectioned data source: which section, and which item within it.
///
/// The toolkit-agnostic counterpart of UIKit's `IndexPath(item:section:)`.
public struct ItemIndexPath: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within its section, from 0.
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Index paths order by section, then item — the order of their flat indices.
    public static func < (lhs: ItemIndexPath, rhs: ItemIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
