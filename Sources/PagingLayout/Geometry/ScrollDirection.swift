/// The axis along which a pager's pages follow each other.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Pages follow each other left to right; the page length is the viewport's width.
    case horizontal
    /// Pages follow each other top to bottom; the page length is the viewport's height.
    case vertical
}
