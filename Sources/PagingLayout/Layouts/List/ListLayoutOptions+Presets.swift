import Foundation

extension ListLayoutOptions {
    /// The sticky/stretchy list for a viewport `width` points wide: 300-point stretchy
    /// header with an overlay up to 0.6, 70-point sticky menu, 50-point sticky section headers and
    /// footers, 200-point cells 3 points apart with up to 60 points of parallax.
    public static func stickyStretchy(width: CGFloat) -> ListLayoutOptions {
        ListLayoutOptions(
            itemSize: CGSize(width: width, height: 200),
            headerSize: CGSize(width: width, height: 300),
            menuSize: CGSize(width: width, height: 70),
            sectionsHeaderSize: CGSize(width: width, height: 50),
            sectionsFooterSize: CGSize(width: width, height: 50),
            isHeaderStretchy: true,
            isAlphaOnHeaderActive: true,
            headerOverlayMaxAlphaValue: 0.6,
            isMenuSticky: true,
            isSectionHeadersSticky: true,
            isParallaxOnCellsEnabled: true,
            maxParallaxOffset: 60,
            minimumInteritemSpacing: 0,
            minimumLineSpacing: 3)
    }

    /// The parallax list for a viewport `width` points wide: 200-point cells, no
    /// supplementary views, cell content moving up to 30 points.
    public static func parallax(width: CGFloat) -> ListLayoutOptions {
        ListLayoutOptions(
            itemSize: CGSize(width: width, height: 200),
            isParallaxOnCellsEnabled: true,
            maxParallaxOffset: 30)
    }
}
