import Foundation

extension AndroidPageOptions {
    /// Android's name (its `PageTransformer`s) for ``Layout``.
    @available(*, deprecated, renamed: "Layout")
    public typealias Transformer = Layout
}
