/// The reading direction a horizontal pager follows.
///
/// Progress stays logical in both: +1 is always the next page. Right-to-left mirrors what is drawn
/// — frames, and every effect's transform — about the vertical axis; vertical pagers ignore it.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Later pages to the right (the default).
    case leftToRight
    /// Later pages to the left, as in Arabic and Hebrew interfaces.
    case rightToLeft
}
