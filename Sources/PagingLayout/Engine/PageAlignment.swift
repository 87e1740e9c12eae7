/// Where a settled page sits in a pager's viewport along the scroll axis.
public enum PageAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    /// The page's leading edge at the leading padding (the first page rests at offset 0).
    case start
    /// The page centred in the viewport (the default; with full-viewport pages the two agree).
    case center
}
