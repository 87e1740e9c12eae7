import Foundation

/// The iCarousel effect: nicklockwood/iCarousel's carousel types, with its numbers.
///
/// For the same options, item width and offset, the transform is the one iCarousel's
/// `transformForItemViewWithOffset:` builds, the alpha its `alphaForItemWithOffset:` fade, and items
/// it would hide as back-facing are hidden (``EffectAttributes/isTargetHidden``). The z position
/// orders items by depth as iCarousel's `depthSortViews` does (see ``zPosition(transform:progress:)``).
///
/// Units: progress is iCarousel's item offset (`index − scrollOffset`); iCarousel's `itemWidth` is
/// ``EffectContext/pageStep`` and the viewport length along the axis is its bounds' width (height
/// when vertical). A vertical pager gets iCarousel's vertical variants.
///
/// ```swift
/// let effect = ICarouselEffect(options: .coverFlow)
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct ICarouselEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: ICarouselOptions

    /// Creates the effect; by default a linear carousel.
    public init(options: ICarouselOptions = ICarouselOptions()) {
        self.options = options
    }

    /// The item's state at offset `progress`: transform, alpha, visibility and z position. A
    /// non-finite progress counts as 0; numbers that overflow hold at the largest finite value of
    /// their sign (NaN from an overflow counts as 0).
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let offset = wrapped(EffectProgress.sanitized(progress))
        let geometry = Geometry(options: options, context: context)
        var attributes = EffectAttributes(defaultZPositionAt: offset)
        attributes.transform = transform(offset: offset, geometry: geometry).finite()
        attributes.alpha = alpha(offset: offset)
        let showsBackfaces = options.showBackfaces ?? (options.type != .invertedCylinder)
        attributes.isTargetHidden = !(showsBackfaces || attributes.transform.m33 > 0)
        attributes.zPosition = zPosition(transform: attributes.transform, progress: offset)
        return attributes.finite()
    }

    /// iCarousel's depth order: items nearer the viewer in front, judged by the depth the transform
    /// gives the point (1, 1, 1); at equal depth the item nearer the centre in front.
    public func zPosition(transform: Transform3D, progress: CGFloat) -> Int {
        DepthOrder.zPosition(transform: transform, progress: progress)
    }

    /// Whether the carousel wraps: the option, or iCarousel's default for the type (on for the
    /// circular types, off for the rest, as its `layOutItemViews` sets `wrapEnabled`).
    var wraps: Bool {
        if let wrap = options.wrap { return wrap }
        switch options.type {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: return true
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: return false
        }
    }

    /// The offset brought within half the item count of 0 when the carousel wraps.
    func wrapped(_ offset: CGFloat) -> CGFloat {
        guard wraps, let items = options.numberOfItems else { return offset }
        let count = CGFloat(max(items, 1))
        if offset > count / 2 { return offset - count }
        if offset < -count / 2 { return offset + count }
        return offset
    }

    /// The lengths a transform is built from, with iCarousel's per-type defaults.
    struct Geometry {
        /// iCarousel's `itemWidth`: the page step.
        var itemWidth: CGFloat
        /// The viewport's length along the axis.
        var viewportLength: CGFloat
        var isVertical: Bool
        var spacing: CGFloat
        var tilt: CGFloat

        init(options: ICarouselOptions, context: EffectContext) {
            itemWidth = context.pageStep
            isVertical = context.scrollDirection == .vertical
            viewportLength = context.scrollDirection.length(of: context.viewportSize)
            let isCoverFlow = options.type == .coverFlow || options.type == .coverFlow2
            spacing = options.spacing ?? (isCoverFlow ? 0.25 : 1)
            tilt = options.tilt ?? (isCoverFlow ? 0.9 : 0.3)
        }
    }

    /// How many items a circular type spreads around its arc: the option, or iCarousel's count.
    func circularCount(_ geometry: Geometry) -> CGFloat {
        if let count = options.count { return CGFloat(max(count, 1)) }
        // iCarousel's MAX_VISIBLE_ITEMS on iOS.
        let maximum: CGFloat = 30
        let itemsInView = geometry.viewportLength / (geometry.spacing * geometry.itemWidth)
        // 0/0 (no viewport, no item width) gives NaN, where iCarousel's integer conversion is undefined.
        var count = itemsInView.isNaN ? maximum : min(maximum, max(12, itemsInView.rounded(.up) * .pi))
        count = count.rounded(.towardZero)  // iCarousel stores it in an NSInteger.
        if let items = options.numberOfItems { count = min(count, CGFloat(items)) }
        return max(count, 1)
    }

    /// The arc with its magnitude held at 10⁻⁹ or more, so the derived radius stays finite and the
    /// circular types tend to their straight-line limit.
    var arc: CGFloat {
        let smallest: CGFloat = 1e-9
        guard abs(options.arc) < smallest else { return options.arc }
        return options.arc < 0 ? -smallest : smallest
    }

    /// iCarousel's transform for an item at `offset`.
    func transform(offset: CGFloat, geometry g: Geometry) -> Transform3D {
        var base = Transform3D.identity
        base.m34 = options.perspective
        base = base.translatedBy(x: -options.viewpointOffset.width, y: -options.viewpointOffset.height, z: 0)
        let w = g.itemWidth
        switch options.type {
        case .linear:
            let along = offset * w * g.spacing
            return g.isVertical ? base.translatedBy(x: 0, y: along, z: 0) : base.translatedBy(x: along, y: 0, z: 0)
        case .rotary, .invertedRotary:
            let count = circularCount(g)
            let chord = w * g.spacing / 2
            var radius = options.radius ?? max(chord, chord / tan(arc / 2 / count))
            var angle = offset / count * arc
            if options.type == .invertedRotary {
                radius = -radius
                angle = -angle
            }
            let along = radius * sin(angle)
            let depth = radius * cos(angle) - radius
            return g.isVertical
                ? base.translatedBy(x: 0, y: along, z: depth) : base.translatedBy(x: along, y: 0, z: depth)
        case .cylinder, .invertedCylinder:
            let count = circularCount(g)
            var radius = options.radius ?? max(0.01, w * g.spacing / 2 / tan(arc / 2 / count))
            var angle = offset / count * arc
            if options.type == .invertedCylinder {
                radius = -radius
                angle = -angle
            }
            // Out to the axis, turn, back onto the surface (0.01 in front, as iCarousel sets it).
            return base.translatedBy(x: 0, y: 0, z: -radius)
                .rotatedBy(angle: angle, x: g.isVertical ? -1 : 0, y: g.isVertical ? 0 : 1, z: 0)
                .translatedBy(x: 0, y: 0, z: radius + 0.01)
        case .wheel, .invertedWheel:
            let count = circularCount(g)
            var radius = options.radius ?? w * g.spacing * count / arc
            var angle = arc / count
            if options.type == .invertedWheel {
                radius = -radius
                angle = -angle
            }
            // About the hub: below the item on a horizontal wheel, to its left on a vertical one.
            if g.isVertical {
                return base.translatedBy(x: -radius, y: 0, z: 0)
                    .rotatedBy(angle: angle * offset, x: 0, y: 0, z: 1)
                    .translatedBy(x: radius, y: 0, z: offset * 0.01)
            }
            return base.translatedBy(x: 0, y: radius, z: 0)
                .rotatedBy(angle: angle * offset, x: 0, y: 0, z: 1)
                .translatedBy(x: 0, y: -radius, z: offset * 0.01)
        case .coverFlow, .coverFlow2:
            let turn = coverFlowTurn(offset: offset)
            let along = (turn * 0.5 * g.tilt + offset * g.spacing) * w
            let depth = abs(turn) * -w * 0.5
            let angle = -turn * .pi / 2 * g.tilt
            if g.isVertical {
                return base.translatedBy(x: 0, y: along, z: depth).rotatedBy(angle: angle, x: -1, y: 0, z: 0)
            }
            return base.translatedBy(x: along, y: 0, z: depth).rotatedBy(angle: angle, x: 0, y: 1, z: 0)
        case .timeMachine, .invertedTimeMachine:
            let sign: CGFloat = options.type == .invertedTimeMachine ? -1 : 1
            let tilt = sign * g.tilt
            let offset = sign * offset
            let rise = offset * w * tilt
            let depth = offset * w * g.spacing
            return g.isVertical
                ? base.translatedBy(x: 0, y: rise, z: depth) : base.translatedBy(x: rise, y: 0, z: depth)
        }
    }

    /// How far a Cover Flow item is turned, −1…1: the offset clamped, and for Cover Flow 2 the
    /// flip around the centre that ``ICarouselOptions/toggle`` drives.
    func coverFlowTurn(offset: CGFloat) -> CGFloat {
        let clamped = max(-1, min(1, offset))
        guard options.type == .coverFlow2 else { return clamped }
        let toggle = options.toggle
        if toggle > 0 {
            if offset <= -0.5 { return -1 }
            if offset <= 0.5 { return -toggle }
            if offset <= 1.5 { return 1 - toggle }
            return clamped
        }
        if offset > 0.5 { return 1 }
        if offset > -0.5 { return -toggle }
        if offset > -1.5 { return -1 - toggle }
        return clamped
    }

    /// iCarousel's fade: 1 between ``ICarouselOptions/fadeMin`` and ``ICarouselOptions/fadeMax``,
    /// falling to ``ICarouselOptions/fadeMinAlpha`` over ``ICarouselOptions/fadeRange`` items beyond.
    func alpha(offset: CGFloat) -> CGFloat {
        let fadeMin = options.fadeMin ?? (options.type == .invertedTimeMachine ? 0 : -.infinity)
        let fadeMax = options.fadeMax ?? (options.type == .timeMachine ? 0 : .infinity)
        var beyond: CGFloat = 0
        if offset > fadeMax {
            beyond = offset - fadeMax
        } else if offset < fadeMin {
            beyond = fadeMin - offset
        }
        let fadeAmount: CGFloat
        if options.fadeRange > 0 {
            fadeAmount = min(beyond, options.fadeRange) / options.fadeRange
        } else {
            // A range of 0 or less fades at once (iCarousel would divide by it).
            fadeAmount = beyond > 0 ? 1 : 0
        }
        return 1 - fadeAmount * (1 - options.fadeMinAlpha)
    }
}
