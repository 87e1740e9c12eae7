import Foundation

/// The FSPagerView effect: WenchaoD/FSPagerView's transformers, with their numbers.
///
/// FSPagerView lays pages out in a row and its transformer adds a transform on top; here the effect
/// does both: the transformer's transform (about the page's centre), then the move to the page's
/// place, `progress × pageStep` along the axis. Alpha and z order are the transformer's; pages it
/// leaves alone keep FSPagerView's order `−Int(position)` (its `numberOfItems −` dropped: only the
/// order counts).
///
/// Units: progress is FSPagerView's `position` (distance from the centre in item spacings), and its
/// item spacing — page length plus interitem spacing — is ``EffectContext/pageStep``. Each type's
/// proposed interitem spacing is ``proposedSpacing(in:)``; a pager that honours it gives the step
/// FSPagerView uses. Overlap, linear, cover flow and the Ferris wheels do nothing on a vertical
/// pager, as in FSPagerView.
///
/// ```swift
/// let effect = FSPagerViewEffect(options: .layout(.cubic))
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct FSPagerViewEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: FSPagerViewOptions

    /// Creates the effect; by default the cross-fading transformer.
    public init(options: FSPagerViewOptions = FSPagerViewOptions()) {
        self.options = options
    }

    /// The interitem spacing the type proposes (FSPagerView's `proposedInteritemSpacing()`), in
    /// points: a fraction of the page width for overlap, linear, cover flow and the Ferris wheels on
    /// a horizontal pager, 0 for cubic and for those on a vertical pager, `nil` (the pager's own)
    /// for cross-fading, zoom-out and depth.
    public func proposedSpacing(in context: EffectContext) -> CGFloat? {
        let width = context.targetSize.width
        let horizontal = context.scrollDirection == .horizontal
        let scale = options.resolvedMinimumScale
        switch options.type {
        case .crossFading, .zoomOut, .depth: return nil
        case .cubic: return 0
        case .overlap: return horizontal ? width * -scale * 0.6 : 0
        case .linear: return horizontal ? width * -scale * 0.2 : 0
        case .coverFlow: return horizontal ? -width * sin(.pi * 0.25 * 0.25 * 3) : 0
        case .ferrisWheel, .invertedFerrisWheel: return horizontal ? -width * 0.15 : 0
        }
    }

    /// The page's state at `position`: transform, alpha and z position. A non-finite progress
    /// counts as 0; numbers that overflow hold at the largest finite value of their sign.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let position = EffectProgress.sanitized(progress)
        var attributes = EffectAttributes(defaultZPositionAt: position)
        attributes.zPosition = -Int(position)
        let look = transformerLook(position: position, context: context)
        attributes.alpha = look.alpha ?? 1
        attributes.zPosition = look.zPosition ?? attributes.zPosition
        let step = context.pageStep * position
        let place = context.scrollDirection == .horizontal
            ? Transform3D.translation(x: step, y: 0) : Transform3D.translation(x: 0, y: step)
        attributes.transform = look.transform.concatenating(place)
        return attributes.finite()
    }

    /// What a transformer sets: a transform about the page's centre, and alpha and z position when
    /// it sets them.
    struct Look {
        var transform = Transform3D.identity
        var alpha: CGFloat?
        var zPosition: Int?
    }

    /// FSPagerView's `applyTransform(to:)` for the type, before the page moves to its place.
    func transformerLook(position p: CGFloat, context: EffectContext) -> Look {
        let horizontal = context.scrollDirection == .horizontal
        let size = context.targetSize
        let step = context.pageStep
        let minimumScale = options.resolvedMinimumScale
        let minimumAlpha = options.minimumAlpha
        // A move along the paging axis, as a transform about the page's centre.
        func along(_ distance: CGFloat) -> AffineTransform2D {
            horizontal ? AffineTransform2D.identity.translatedBy(x: distance, y: 0)
                : AffineTransform2D.identity.translatedBy(x: 0, y: distance)
        }
        var look = Look()
        switch options.type {
        case .crossFading:
            look.transform = Transform3D(along(-step * p))
            let isShown = abs(p) < 1
            look.alpha = isShown ? 1 - abs(p) : 0
            look.zPosition = isShown ? 1 : Int.min
        case .zoomOut:
            guard abs(p) <= 1 else {
                look.alpha = 0
                break
            }
            let scale = max(minimumScale, 1 - abs(p))
            let across = context.scrollDirection.crossLength(of: size) * (1 - scale) / 2
            let lengthwise = step * (1 - scale) / 2
            let shift = p < 0 ? lengthwise - across * 2 : -lengthwise + across * 2
            var planar = along(shift)
            planar.a = scale
            planar.d = scale
            look.transform = Transform3D(planar)
            look.alpha = minimumAlpha + scaleFraction(scale, minimumScale) * (1 - minimumAlpha)
        case .depth:
            look.alpha = 0
            look.zPosition = 0
            if p >= -1, p <= 0 {
                look.alpha = 1
                look.zPosition = 1
            } else if p > 0, p < 1 {
                look.alpha = 1 - p
                let scale = minimumScale + (1 - minimumScale) * (1 - abs(p))
                var planar = along(step * -p)
                planar.a = scale
                planar.d = scale
                look.transform = Transform3D(planar)
            }
        case .overlap, .linear:
            guard horizontal else { break }
            let scale = max(1 - (1 - minimumScale) * abs(p), minimumScale)
            look.transform = .scale(x: scale, y: scale)
            look.alpha = minimumAlpha + (1 - abs(p)) * (1 - minimumAlpha)
            look.zPosition = Int((1 - abs(p)) * 10)
        case .coverFlow:
            guard horizontal else { break }
            let turn = min(max(-p, -1), 1)
            let angle = sin(turn * .pi * 0.5) * .pi * 0.25 * 1.5
            var transform = Transform3D.identity
            transform.m34 = -0.002
            look.transform = transform.rotatedBy(angle: angle, x: 0, y: 1, z: 0)
                .translatedBy(x: 0, y: 0, z: -step * 0.5 * abs(turn))
            look.zPosition = 100 - Int(abs(turn))
        case .ferrisWheel, .invertedFerrisWheel:
            guard horizontal else { break }
            look.alpha = abs(p) < 0.5 ? 1 : minimumAlpha
            look.zPosition = 0
            guard abs(p) <= 5 else { break }
            // Fourteen pages round the wheel; the hub sits a radius below (above when inverted).
            let count: CGFloat = 14
            let sign: CGFloat = options.type == .ferrisWheel ? 1 : -1
            let hub = step * count / (2 * .pi) * sign
            look.transform = Transform3D(
                AffineTransform2D.identity.translatedBy(x: -p * step, y: hub)
                    .rotated(by: p * (2 * .pi / count) * sign)
                    .translatedBy(x: 0, y: -hub))
            look.zPosition = Int(4 - abs(p) * 10)
        case .cubic:
            guard p > -1, p < 1 else {
                look.alpha = 0
                break
            }
            look.alpha = 1
            look.zPosition = Int((1 - p) * 10)
            // Out to the shared edge, turn, back: the cube's edge stays put.
            let direction: CGFloat = p < 0 ? 1 : -1
            let half = context.scrollDirection.length(of: size) * 0.5
            var transform = Transform3D.identity
            transform.m34 = -0.002
            let angle = p * .pi * 0.5 * (horizontal ? 1 : -1)
            let edge = direction * half
            if horizontal {
                transform = transform.rotatedBy(angle: angle, x: 0, y: 1, z: 0).translatedBy(x: -edge, y: 0, z: 0)
                look.transform = transform.concatenating(.translation(x: edge, y: 0))
            } else {
                transform = transform.rotatedBy(angle: angle, x: 1, y: 0, z: 0).translatedBy(x: 0, y: -edge, z: 0)
                look.transform = transform.concatenating(.translation(x: 0, y: edge))
            }
        }
        return look
    }

    /// `(scale − minimum) ÷ (1 − minimum)`, how far the scale is from the minimum; 0 when the
    /// minimum is 1 or more (FSPagerView divides by zero at 1).
    private func scaleFraction(_ scale: CGFloat, _ minimum: CGFloat) -> CGFloat {
        guard minimum < 1 else { return 0 }
        return (scale - minimum) / (1 - minimum)
    }
}
