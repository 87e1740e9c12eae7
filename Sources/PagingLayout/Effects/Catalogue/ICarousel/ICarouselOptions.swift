import Foundation

// The defaults below build CGSize values; on Apple platforms their initialisers come from
// CoreGraphics, which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of the iCarousel effect: iCarousel's eleven carousel types and the options its
/// delegate can set (`carousel:valueForOption:withDefault:`), with iCarousel's defaults.
///
/// Positions are measured in **item widths**: iCarousel's `itemWidth` is the effect context's
/// ``EffectContext/pageStep`` (the page's length along the axis, plus the pager's spacing), and
/// `spacing` scales it. An option left `nil` takes the per-type default iCarousel uses.
///
/// ```swift
/// var options = ICarouselOptions.layout(.cylinder)   // or .cylinder
/// options.numberOfItems = 8
/// let effect = ICarouselEffect(options: options)
/// ```
public struct ICarouselOptions: Sendable, Equatable {
    /// iCarousel's carousel types (`iCarouselType`), minus `custom` (write a ``PagingEffect``).
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Items side by side in a straight line.
        case linear
        /// Items on the rim of a flat wheel seen edge-on, facing the viewer.
        case rotary
        /// ``rotary`` seen from the inside: the far side comes forward.
        case invertedRotary
        /// Items on the outside of a turning cylinder.
        case cylinder
        /// Items on the inside of a cylinder, back faces hidden.
        case invertedCylinder
        /// Items on a Ferris wheel in the plane of the screen.
        case wheel
        /// ``wheel`` hanging from the top.
        case invertedWheel
        /// Apple's Cover Flow: side items turned and set back.
        case coverFlow
        /// Cover Flow whose centre item flips over at the half-way point.
        case coverFlow2
        /// Items receding into the distance, up and back.
        case timeMachine
        /// ``timeMachine`` coming out of the distance, down and forward.
        case invertedTimeMachine
    }

    /// The carousel type. Default ``Layout/linear``.
    public var type: Layout
    /// The distance between items as a multiple of the item width (`iCarouselOptionSpacing`);
    /// `nil` for iCarousel's default: 0.25 for the Cover Flow types, 1 for the others.
    public var spacing: CGFloat?
    /// The arc, in radians, the circular types spread ``count`` items over (`iCarouselOptionArc`).
    /// Default 2π. Its magnitude is held at 10⁻⁹ or more (see `Docs/Effects.md`).
    public var arc: CGFloat
    /// The radius of the circular types in points (`iCarouselOptionRadius`); `nil` for the radius
    /// iCarousel derives from the item width, spacing, arc and count.
    public var radius: CGFloat?
    /// How far Cover Flow items turn and time-machine items climb (`iCarouselOptionTilt`); `nil`
    /// for iCarousel's default: 0.9 for the Cover Flow types, 0.3 for the time machines.
    public var tilt: CGFloat?
    /// How many items a circular type spreads around its arc (`iCarouselOptionCount`); `nil` for
    /// iCarousel's count: `max(12, ceil(viewport ÷ (spacing × item width)) × π)`, at most 30 (its
    /// iOS `MAX_VISIBLE_ITEMS`), and at most ``numberOfItems`` when that is given. Held at 1 or more.
    public var count: Int?
    /// The number of items in the carousel, for ``count`` and ``wrap``; `nil` when not known.
    /// Held at 1 or more.
    public var numberOfItems: Int?
    /// The perspective, Core Animation's `m34` (iCarousel's `perspective`). Default −1/500.
    public var perspective: CGFloat
    /// Moves the viewpoint, in points (iCarousel's `viewpointOffset`): the whole carousel shifts
    /// the other way, and its perspective with it. Default (0, 0).
    public var viewpointOffset: CGSize
    /// Items whose offset is below this fade (`iCarouselOptionFadeMin`), in items; `nil` for
    /// iCarousel's default: 0 for ``Layout/invertedTimeMachine``, no limit otherwise.
    public var fadeMin: CGFloat?
    /// Items whose offset is above this fade (`iCarouselOptionFadeMax`), in items; `nil` for
    /// iCarousel's default: 0 for ``Layout/timeMachine``, no limit otherwise.
    public var fadeMax: CGFloat?
    /// Over how many items past ``fadeMin`` or ``fadeMax`` the fade runs (`iCarouselOptionFadeRange`).
    /// Default 1. Zero or less fades at once (iCarousel divides by it).
    public var fadeRange: CGFloat
    /// The alpha at the end of the fade (`iCarouselOptionFadeMinAlpha`). Default 0.
    public var fadeMinAlpha: CGFloat
    /// Whether the carousel wraps round (`iCarouselOptionWrap`): with ``numberOfItems`` given,
    /// offsets beyond half the item count come round from the other side. `nil` for iCarousel's
    /// default, which follows the type as its `layOutItemViews` sets it: on for the rotary, cylinder
    /// and wheel types and their inverted forms, off for the rest.
    public var wrap: Bool?
    /// Whether items turned away still show (`iCarouselOptionShowBackfaces`); `nil` for iCarousel's
    /// default: hidden for ``Layout/invertedCylinder``, shown otherwise. A hidden item is one
    /// whose transform has `m33 ≤ 0`, iCarousel's test.
    public var showBackfaces: Bool?
    /// Cover Flow 2's flip state, −1…1: iCarousel animates it while the carousel decelerates; a pure
    /// effect takes it as a setting. 0 (the default) is the state while dragging from rest.
    public var toggle: CGFloat

    /// Creates options; every parameter defaults to iCarousel's value.
    public init(
        type: Layout = .linear,
        spacing: CGFloat? = nil,
        arc: CGFloat = 2 * .pi,
        radius: CGFloat? = nil,
        tilt: CGFloat? = nil,
        count: Int? = nil,
        numberOfItems: Int? = nil,
        perspective: CGFloat = -1.0 / 500.0,
        viewpointOffset: CGSize = .zero,
        fadeMin: CGFloat? = nil,
        fadeMax: CGFloat? = nil,
        fadeRange: CGFloat = 1,
        fadeMinAlpha: CGFloat = 0,
        wrap: Bool? = nil,
        showBackfaces: Bool? = nil,
        toggle: CGFloat = 0
    ) {
        self.type = type
        self.spacing = spacing
        self.arc = arc
        self.radius = radius
        self.tilt = tilt
        self.count = count
        self.numberOfItems = numberOfItems
        self.perspective = perspective
        self.viewpointOffset = viewpointOffset
        self.fadeMin = fadeMin
        self.fadeMax = fadeMax
        self.fadeRange = fadeRange
        self.fadeMinAlpha = fadeMinAlpha
        self.wrap = wrap
        self.showBackfaces = showBackfaces
        self.toggle = toggle
    }
}
