import Foundation
import PagingLayout

// The defaults below build CGSize values; on Apple platforms that comes from CoreGraphics, which a
// default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An interactive, self-contained HTML page with one live pager per effect: numbered, coloured pages
/// that can be scrubbed (slider or drag), paged with previous/next buttons and tapped. A pager may
/// have a page geometry of its own (peeking pages, spacing, padding, alignment, looping,
/// right-to-left, vertical): ``geometryPagers(viewportSize:)`` shows each.
///
/// The Swift library is the only source of numbers. Every frame is computed here, at fine steps of
/// the scroll position mapped to offsets by the pager's engine
/// (``PagingEngine/contentOffset(atScrollPosition:)``), with ``PagerScene`` and drawn with the same
/// per-item rules as ``HTMLFrameRenderer``; page changes are the offsets a ``PageController`` goes
/// through with a ``DefaultViewAnimator`` on a ``ManualFrameSource`` at ``framesPerSecond``; the
/// current-page readout is the controller's ``PageController/currentPage``; where a released drag
/// settles is the page ``PageController/endDragging(velocity:animator:completion:)`` picks (with
/// ``PageSnapping``) for a slow release and for a flick either way, from every frame and drag start
/// page; taps are answered with the frame's ``PagerScene/hittableSurfaces`` as polygons, front to
/// back. The page's script only picks frames, classifies the release speed it measured against the
/// snapping's minimum flick velocity, and applies and plays the numbers. It needs no network.
///
/// A looping pager's frames cover one period (positions 0 up to the page count) and the script wraps
/// around it; a page change and the settling after a drag go to their page the short way round, as
/// ``PageController/setCurrentPage(_:animated:completion:)`` does. That is the way
/// ``PageController/goToNextPage(animated:animator:completion:)`` and
/// ``PageController/endDragging(velocity:animator:completion:)`` go too, except in a loop of one or
/// two pages (where the controller always moves one slot on, ‹ and › may go the other way, or with
/// one page play nothing) and after a drag of more than half the loop.
///
/// ```swift
/// let pagers = try PreviewGallery.pagers(from: EffectRegistry()) + PreviewGallery.geometryPagers()
/// let gallery = PreviewGallery(pagers: pagers)
/// try Data(gallery.document().utf8).write(to: URL(fileURLWithPath: "preview/index.html"))
/// ```
///
/// Opening the page with `#position=1.5` shows every pager at that scroll position (in pages).
public struct PreviewGallery: Sendable {
    /// One pager of the gallery: a title, the effect its pages show and, optionally, a page geometry
    /// of its own.
    public struct Pager: Sendable {
        /// The effect's name, such as `scale`.
        public var title: String
        /// The preset or options it uses, such as `coverFlow`; empty for none.
        public var subtitle: String
        /// The effect applied to every page.
        public var effect: any PagingEffect
        /// Where this pager's pages are — viewport, axis, page length, spacing, padding, alignment,
        /// layout direction, looping, per-page lengths; `nil` (the default) for the gallery's
        /// full-viewport pages of ``PreviewGallery/viewportSize`` along
        /// ``PreviewGallery/scrollDirection``. Viewport dimensions below 1 point count as 1.
        public var geometry: PageGeometry?
        /// The space around each page inside its cell; `nil` (the default) for the gallery's
        /// ``PreviewGallery/pagePadding``.
        public var pagePadding: PagePadding?

        /// Creates a pager; by default with the gallery's geometry and inset.
        public init(
            title: String, subtitle: String = "", effect: any PagingEffect, geometry: PageGeometry? = nil,
            pagePadding: PagePadding? = nil
        ) {
            self.title = title
            self.subtitle = subtitle
            self.effect = effect
            self.geometry = geometry
            self.pagePadding = pagePadding
        }
    }

    /// The pagers, in page order.
    public var pagers: [Pager]
    /// The viewport size of every pager without a geometry of its own, in points (CSS pixels).
    /// Default 240 × 320.
    public var viewportSize: CGSize
    /// The number of pages in every pager (one section), at least 1 and at most
    /// ``maximumNumberOfPages``. Default 6.
    ///
    /// The page-change tables grow with the square of the page count (a timeline from every frame to
    /// every page), so keep it small: the command line allows up to 10.
    public var numberOfPages: Int
    /// The scroll direction of every pager without a geometry of its own. Default horizontal.
    public var scrollDirection: ScrollDirection
    /// The engine's `numberOfVisibleItems`; `nil` (the default) lays out every page.
    public var numberOfVisibleItems: Int?
    /// The space around each page inside its cell (see ``PagerScene``'s `pagePadding`): pages
    /// are cards with room around them, as in the original library's demos, so neighbours show.
    /// Default 30 × 30.
    public var pagePadding: PagePadding
    /// The page's heading. Default "PagingLayout preview".
    public var title: String
    /// The length of a page change, in seconds: the page controller's default animator's (0.3).
    /// Negative or non-finite durations jump, as ``DefaultViewAnimator``'s do; page changes are
    /// followed for at most a minute.
    public var animationDuration: TimeInterval
    /// The curve of a page change: the page controller's default animator's (`easeInOut`).
    public var animationCurve: DefaultViewAnimator.Curve
    /// The rate at which page changes are sampled and played, in frames per second, 1…240 (non-positive
    /// or non-finite rates count as 60, higher ones as 240). Default 60.
    public var framesPerSecond: Double
    /// How many frames per page a pager may have: between these bounds, as many as fit in
    /// ``frameDataBudget``: the upper bound, a multiple of 8, or the lower bound. Bounds count as
    /// 1…``maximumStepsPerPage`` at most. Default 12…40.
    public var stepsPerPage: ClosedRange<Int>
    /// The size, in bytes, that one pager's frames should stay within; pagers whose frames are large
    /// (snapshot effects with many pieces) get fewer steps per page. Default 600 000.
    public var frameDataBudget: Int
    /// The CSS blur radius for an effect's blur radius of 1, as ``HTMLFrameRenderer/blurScale``.
    public var blurScale: CGFloat
    /// Whether each pager opens between pages, at ``restFrame(of:stepsPerPage:)``, where its effect
    /// shows, instead of centred on page 1 (or page 0 with one page), where most effects look alike.
    /// Default `false`; `paging-layout preview` sets it.
    public var restsBetweenPages = false
    /// Whether each pager's frame data is written compressed — raw DEFLATE (``DeflateEncoder``) in
    /// base64, which the page inflates with the browser's `DecompressionStream` before it sets the
    /// pagers up — rather than as JSON. The page stays one file that opens offline, about a third
    /// of the size. Default `false`; `paging-layout preview` sets it.
    public var compressesFrameData = false
    /// Prepared layouts (lists, carousel, Photos) shown after the pagers, each scrubbed by a slider
    /// through precomputed passes. Default none; ``presetLayoutReels(steps:)`` makes the docs' four.
    public var layoutReels: [LayoutReel] = []

    /// Creates a gallery of `pagers`; see the properties for the other parameters and their defaults.
    ///
    /// Out-of-range values are clamped when the page is made: sizes below 1 point count as 1, page
    /// counts to 1…``maximumNumberOfPages``, frame rates to 1…240 (a non-positive or non-finite one
    /// as 60) and step bounds to 1…``maximumStepsPerPage``.
    public init(
        pagers: [Pager],
        viewportSize: CGSize = CGSize(width: 240, height: 320),
        numberOfPages: Int = 6,
        scrollDirection: ScrollDirection = .horizontal,
        numberOfVisibleItems: Int? = nil,
        pagePadding: PagePadding = PagePadding(.absolute(30)),
        title: String = "PagingLayout preview"
    ) {
        self.pagers = pagers
        self.viewportSize = viewportSize
        self.numberOfPages = numberOfPages
        self.scrollDirection = scrollDirection
        self.numberOfVisibleItems = numberOfVisibleItems
        self.pagePadding = pagePadding
        self.title = title
        animationDuration = 0.3
        animationCurve = .easeInOut
        framesPerSecond = 60
        stepsPerPage = 12...40
        frameDataBudget = 600_000
        blurScale = 12
    }

    /// One pager per effect and preset of `registry`, in registration order (for the built-in
    /// registry: every effect's `default` and its 22 named presets); an effect registered without
    /// presets gets one pager with its default options.
    ///
    /// Throws what the registry throws when a preset cannot be made.
    public static func pagers(from registry: EffectRegistry) throws -> [Pager] {
        var pagers: [Pager] = []
        for name in registry.effectNames {
            let presets = try registry.presetNames(of: name)
            guard !presets.isEmpty else {
                pagers.append(Pager(title: name, effect: try registry.effect(named: name)))
                continue
            }
            for preset in presets {
                let effect = try registry.effect(named: name, preset: preset)
                pagers.append(Pager(title: name, subtitle: preset, effect: effect))
            }
        }
        return pagers
    }

    /// The most pages a pager of the gallery has: 100. The page's size grows with the square of the
    /// page count; larger ``numberOfPages`` count as this.
    public static let maximumNumberOfPages = 100

    /// The most frames per page a pager of the gallery has: 1 000; larger ``stepsPerPage`` bounds
    /// count as this.
    public static let maximumStepsPerPage = 1_000

    /// The engine of every pager without a geometry of its own, with the clamps the initializer
    /// documents.
    public var engine: PagingEngine {
        engine(geometry: PageGeometry(viewportSize: viewportSize, scrollDirection: scrollDirection))
    }

    /// The engine `pager` uses: its geometry (or the gallery's), the gallery's page and visible
    /// counts, with the clamps the initializer documents.
    public func engine(for pager: Pager) -> PagingEngine {
        pager.geometry.map(engine(geometry:)) ?? engine
    }

    private func engine(geometry: PageGeometry) -> PagingEngine {
        var clamped = geometry
        let size = geometry.viewportSize
        clamped.viewportSize = CGSize(
            width: size.width.isFinite ? max(size.width, 1) : 1, height: size.height.isFinite ? max(size.height, 1) : 1)
        return PagingEngine(
            geometry: clamped, itemCounts: [min(max(numberOfPages, 1), Self.maximumNumberOfPages)],
            numberOfVisibleItems: numberOfVisibleItems)
    }

    /// ``framesPerSecond`` clamped as documented.
    var frameRate: Double {
        framesPerSecond.isFinite && framesPerSecond > 0 ? min(max(framesPerSecond, 1), 240) : 60
    }

    /// ``stepsPerPage`` clamped as documented.
    var stepBounds: ClosedRange<Int> {
        func clamped(_ steps: Int) -> Int { min(max(steps, 1), Self.maximumStepsPerPage) }
        return clamped(stepsPerPage.lowerBound)...clamped(stepsPerPage.upperBound)
    }
}
