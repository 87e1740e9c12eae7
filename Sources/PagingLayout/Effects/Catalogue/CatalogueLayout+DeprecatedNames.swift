import Foundation

// The other pagers' names for their preset enums. Every prepared effect's presets are one enum named
// `Layout`, as the original library's `ScaleTransformViewOptions.Layout`; these spellings keep code
// written against the earlier names compiling, with a deprecation warning.

extension ICarouselOptions {
    /// iCarousel's name (`iCarouselType`) for ``Layout``, the carousel types.
    @available(*, deprecated, renamed: "Layout")
    public typealias CarouselType = Layout
}

extension FSPagerViewOptions {
    /// FSPagerView's name (`FSPagerViewTransformerType`) for ``Layout``, the transformer types.
    @available(*, deprecated, renamed: "Layout")
    public typealias TransformerType = Layout
}

extension AnimatedLayoutOptions {
    /// AnimatedCollectionViewLayout's name (its `…AttributesAnimator`s) for ``Layout``.
    @available(*, deprecated, renamed: "Layout")
    public typealias Animator = Layout
}

extension AndroidPageOptions {
    /// Android's name (its `PageTransformer`s) for ``Layout``.
    @available(*, deprecated, renamed: "Layout")
    public typealias Transformer = Layout
}
