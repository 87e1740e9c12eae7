import Foundation

extension ICarouselOptions {
    /// iCarousel's name (`iCarouselType`) for ``Layout``, the carousel types.
    @available(*, deprecated, renamed: "Layout")
    public typealias CarouselType = Layout
}
