// This package's own earlier spellings, renamed in #23 and kept as deprecated aliases: code written
// against them still compiles (each use is one counted deprecation warning).
import PagingLayoutUIKit
import SwiftUI

enum RenamedSpellingsCatalog {
    /// The other pagers' preset enums were named after their libraries' words; each is `Layout` now.
    static let carousel: ICarouselOptions.Layout = .rotary
    static let pager: FSPagerViewOptions.Layout = .cubic
    static let animated: AnimatedLayoutOptions.Layout = .cube
    static let android: AndroidPageOptions.Layout = .depth

    static let effects: [any PagingEffect] = [
        ICarouselEffect(options: .layout(carousel)),
        FSPagerViewEffect(options: .layout(pager)),
        AnimatedLayoutEffect(options: .layout(animated)),
        AndroidPageEffect(options: .layout(android)),
    ]

    /// The layout presets and an element's state were named after the layouts' origin.
    static let preset: LayoutPreset = .focusCarousel
    static let state = LayoutElementState(parallaxOffset: CGPoint(x: 0, y: 12), overlayAlpha: 0.5)
}
