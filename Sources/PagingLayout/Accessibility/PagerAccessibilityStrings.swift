/// The words a ``PagerAccessibility`` speaks, as templates to localise.
///
/// Placeholders: `{page}` (the 1-based page number), `{count}` (the number of pages) and `{label}`
/// (the page's own label). Give translated templates from your app's string catalogue:
///
/// ```swift
/// let french = PagerAccessibilityStrings(
///     value: "Page {page} sur {count}", labeledValue: "{label}, page {page} sur {count}")
/// ```
public struct PagerAccessibilityStrings: Sendable, Hashable {
    /// The value of a page without a label of its own. Default `"Page {page} of {count}"`.
    public var value: String
    /// The value of a page with a label of its own. Default `"{label}, page {page} of {count}"`.
    public var labeledValue: String
    /// The value when there are no pages. Default `"No pages"`.
    public var empty: String

    /// Creates the templates; the defaults are English.
    public init(
        value: String = "Page {page} of {count}",
        labeledValue: String = "{label}, page {page} of {count}",
        empty: String = "No pages"
    ) {
        self.value = value
        self.labeledValue = labeledValue
        self.empty = empty
    }

    /// The text for 0-based `page` of `count` pages, with `label` when it is given and not empty.
    public func text(page: Int, count: Int, label: String?) -> String {
        guard count > 0 else { return empty }
        let hasLabel = !(label ?? "").isEmpty
        // Placeholders are replaced one at a time, the label last, so a label that itself contains
        // "{page}" is spoken as written.
        return (hasLabel ? labeledValue : value)
            .replacingOccurrences(of: "{page}", with: String(page + 1))
            .replacingOccurrences(of: "{count}", with: String(count))
            .replacingOccurrences(of: "{label}", with: label ?? "")
    }
}
