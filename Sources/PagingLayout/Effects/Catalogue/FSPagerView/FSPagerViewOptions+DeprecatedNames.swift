import Foundation

extension FSPagerViewOptions {
    /// FSPagerView's name (`FSPagerViewTransformerType`) for ``Layout``, the transformer types.
    @available(*, deprecated, renamed: "Layout")
    public typealias TransformerType = Layout
}
