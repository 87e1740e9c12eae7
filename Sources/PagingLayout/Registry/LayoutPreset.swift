import Foundation

/// The prepared layouts as named presets: which layout each is, which offset-driven effects (by name,
/// from an ``OffsetEffectRegistry``) it gives its elements, and its settings for a viewport.
///
/// | preset | layout | effects |
/// | --- | --- | --- |
/// | `stickyStretchyList` | list | header `stretchyHeader`, menu, section headers `sticky`, cells `parallax` |
/// | `parallaxList` | list | cells `parallax` |
/// | `focusCarousel` | carousel | cells `focusSpacing` |
/// | `photosPreview` | photosPreview | cells `previewShift` |
/// | `photosThumbnails` | photosThumbnails | cells `expandToAspect` |
///
/// ```swift
/// let list = try LayoutPreset.stickyStretchyList.listLayout(viewportWidth: 375, itemCounts: [4, 6, 3])
/// ```
public enum LayoutPreset: String, Sendable, Hashable, CaseIterable {
    /// A stretchy header with an overlay, a sticky menu, sticky section headers and
    /// footers, parallax cells (``ListLayoutOptions/stickyStretchy(width:)``).
    case stickyStretchyList
    /// Cells with parallax only (``ListLayoutOptions/parallax(width:)``).
    case parallaxList
    /// The focus carousel with its default settings (the defaults of
    /// ``CarouselLayoutOptions/init(itemSize:spacing:spacingWhenFocused:)``, whatever the viewport).
    case focusCarousel
    /// The Photos preview pager, pages the viewport's size.
    case photosPreview
    /// The Photos thumbnail strip, with ``sampleAspectRatios``.
    case photosThumbnails

    /// One element kind's effect in a preset, as a spec an ``OffsetEffectRegistry`` reads.
    package struct ElementEffect: Sendable, Hashable {
        /// The kind of element that gets the effect.
        public var kind: LayoutElementKind
        /// The effect, by registered name and preset.
        public var spec: EffectSpec
    }

    /// The preset's name, as the CLI takes it.
    public var name: String { rawValue }

    /// The layout the preset configures, by the name a scene file uses: `list`, `carousel`,
    /// `photosPreview` or `photosThumbnails`.
    public var layoutName: String {
        switch self {
        case .stickyStretchyList, .parallaxList: return "list"
        case .focusCarousel: return "carousel"
        case .photosPreview: return "photosPreview"
        case .photosThumbnails: return "photosThumbnails"
        }
    }

    /// The offset-driven effects the preset gives its elements, by kind, in the order of
    /// `LayoutElementKind.allCases`.
    package var effects: [ElementEffect] {
        func slot(_ kind: LayoutElementKind, _ name: String, _ preset: String = "default") -> ElementEffect {
            ElementEffect(kind: kind, spec: .effect(name, preset: preset))
        }
        switch self {
        case .stickyStretchyList:
            return [
                slot(.cell, "parallax", "stickyStretchyList"), slot(.header, "stretchyHeader", "stickyStretchyList"),
                slot(.menu, "sticky"), slot(.sectionHeader, "sticky"),
            ]
        case .parallaxList: return [slot(.cell, "parallax")]
        case .focusCarousel: return [slot(.cell, "focusSpacing")]
        case .photosPreview: return [slot(.cell, "previewShift")]
        case .photosThumbnails: return [slot(.cell, "expandToAspect")]
        }
    }

    /// Item counts per section that show the preset off: four sections for the sticky list, one for
    /// the others.
    public var sampleItemCounts: [Int] {
        switch self {
        case .stickyStretchyList: return [4, 3, 5, 4]
        case .parallaxList: return [12]
        case .focusCarousel: return [12]
        case .photosPreview: return [8]
        case .photosThumbnails: return [Self.sampleAspectRatios.count]
        }
    }

    /// The thumbnail strip's sample images' aspect ratios (width ÷ height): landscape, portrait and
    /// square photos.
    public static let sampleAspectRatios: [CGFloat] = [1.5, 0.75, 1, 1.333, 0.667, 1.778, 1, 0.75]

    /// The preset's settings for a viewport of `viewportSize`, as the layout's options written in
    /// the spec format (a scene file's `settings` object).
    package func settings(viewportSize: CGSize) throws -> SpecValue {
        switch self {
        case .stickyStretchyList:
            return try SpecValue(encoding: ListLayoutOptions.stickyStretchy(width: viewportSize.width))
        case .parallaxList:
            return try SpecValue(encoding: ListLayoutOptions.parallax(width: viewportSize.width))
        case .focusCarousel: return try SpecValue(encoding: CarouselLayoutOptions())
        case .photosPreview: return try SpecValue(encoding: PhotosPreviewLayoutOptions(itemSize: viewportSize))
        case .photosThumbnails:
            return try SpecValue(encoding: ThumbnailStripOptions(aspectRatios: Self.sampleAspectRatios))
        }
    }

    /// The list of a list preset for a viewport `viewportWidth` points wide, its elements' effects
    /// made by `registry` from the preset's effect names; `nil` for presets of other layouts.
    ///
    /// Throws a ``SpecError`` when the registry cannot make an effect (one of the names replaced by
    /// an effect whose preset is missing).
    public func listLayout(
        viewportWidth: CGFloat, itemCounts: [Int], registry: OffsetEffectRegistry = OffsetEffectRegistry()
    ) throws -> ListLayout? {
        let options: ListLayoutOptions
        switch self {
        case .stickyStretchyList: options = .stickyStretchy(width: viewportWidth)
        case .parallaxList: options = .parallax(width: viewportWidth)
        case .focusCarousel, .photosPreview, .photosThumbnails: return nil
        }
        var made = ListElementEffects()
        for slot in effects {
            let effect = try registry.makeEffect(slot.spec)
            switch slot.kind {
            case .header: made.header = effect
            case .menu: made.menu = effect
            case .sectionHeader: made.sectionHeader = effect
            case .cell: made.cell = effect
            case .sectionFooter: made.sectionFooter = effect
            }
        }
        return ListLayout(options: options, itemCounts: itemCounts, effects: made)
    }
}
