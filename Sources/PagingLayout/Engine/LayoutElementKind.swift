/// The kinds of view a layout places: cells and the supplementary views of a sectioned list.
public enum LayoutElementKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// An item of a section.
    case cell
    /// The global header above every section (the sectioned list's stretchy header).
    case header
    /// The menu bar below the global header (sticky in the sectioned list).
    case menu
    /// A section's header (sticky in the sectioned list).
    case sectionHeader
    /// A section's footer.
    case sectionFooter
}
