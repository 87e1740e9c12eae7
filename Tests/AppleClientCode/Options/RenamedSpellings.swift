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

    /// The pager's pass and its items had types of their own; they are `LayoutPass` and
    /// `LayoutElement`, the pass and element of every layout, now.
    static func pagerPass() -> Int {
        let engine = PagingEngine(
            viewportSize: CGSize(width: 300, height: 500), itemCounts: [10], numberOfVisibleItems: 3)
        var result: PagingLayoutResult = engine.layout(at: .zero)
        engine.layout(at: CGPoint(x: 450, y: 0), into: &result)
        let items: [VisibleItem] = result.items
        var item = VisibleItem(
            indexPath: ItemIndexPath(item: 1, section: 0), flatIndex: 1, slot: 1, progress: 0.5, zPosition: -1,
            frame: CGRect(x: 450, y: 0, width: 300, height: 500))
        item.indexPath = ItemIndexPath(item: 2, section: 0)
        var made = PagingLayoutResult(contentSize: .zero, scrollPosition: 1.5, currentPage: 2, items: [item])
        made.items.append(contentsOf: items)
        return made.items.count + result.currentPage + Int(result.scrollPosition)
    }
}
