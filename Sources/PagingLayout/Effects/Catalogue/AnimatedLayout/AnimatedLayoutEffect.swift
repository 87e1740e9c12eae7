import Foundation

/// The AnimatedCollectionViewLayout effect: KelvinJin/AnimatedCollectionViewLayout's animators,
/// with their numbers.
///
/// The library lays pages out with a flow layout and its animator changes each page's attributes
/// (or, for cube and parallax, the page's content view); here the effect does both: the animator's
/// transform about the page's centre, then the move to the page's place, `progress × pageStep`
/// along the axis. Cube and parallax set ``EffectAttributes/contentTransform``.
///
/// Units: the library measures a page's position in **viewport lengths**: its `middleOffset` is
/// `progress × pageStep ÷ viewport length` (the page centred in the viewport at progress 0), and
/// snap-in's `endOffset` is `(progress × pageStep − (viewport + page length) ÷ 2) ÷ page length`.
/// Crossfade and page pin the page's leading edge to the viewport's, as the library does.
///
/// ```swift
/// let effect = AnimatedLayoutEffect(options: .layout(.linearCard))
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct AnimatedLayoutEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: AnimatedLayoutOptions

    /// Creates the effect; by default the crossfade animator.
    public init(options: AnimatedLayoutOptions = AnimatedLayoutOptions()) {
        self.options = options
    }

    /// The page's state at `progress`: transform, content transform, alpha and z position. A
    /// non-finite progress counts as 0; numbers that overflow hold at the largest finite value of
    /// their sign. The z position is the page's index order where the animator sets `zIndex` to the
    /// row (page, rotate in/out), else the default.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let progress = EffectProgress.sanitized(progress)
        let frame = Frame(progress: progress, context: context)
        var attributes = EffectAttributes(defaultZPositionAt: progress)
        var planar = AffineTransform2D.identity
        let m = frame.middleOffset
        switch options.animator {
        case .crossFade:
            planar = frame.along(frame.pinnedToViewport)
            attributes.alpha = 1 - abs(m)
        case .cube:
            attributes.contentTransform = cubeTransform(middleOffset: m, frame: frame)
        case .linearCard:
            let scale = (options.scaleRate ?? 0.7) - 0.1 * abs(m)
            // Moved, then scaled (the move shrinks with the card), as the library concatenates them.
            planar = frame.along(-(frame.viewportLength * options.itemSpacing * m))
                .concatenating(AffineTransform2D.identity.scaledBy(x: scale, y: scale))
            attributes.alpha = 1 - abs(m) + (options.minAlpha ?? 0.5)
        case .page:
            let scale = (options.scaleRate ?? 0.2) * min(m, 0) + 1
            planar = AffineTransform2D.identity.scaledBy(x: scale, y: scale)
            if m < 0 { planar = planar.concatenating(frame.along(frame.pinnedToViewport)) }
            attributes.zPosition = indexOrder(progress)
        case .parallax:
            if abs(m) < 1 {
                attributes.contentTransform = Transform3D(frame.along(-(frame.viewportLength * options.speed * m)))
            }
        case .rotateInOut:
            if abs(m) < 1 {
                planar = AffineTransform2D.identity.rotated(by: options.maxRotate * m)
                attributes.alpha = 1 - abs(m) + (options.minAlpha ?? 0)
                attributes.zPosition = indexOrder(progress)
            }
        case .snapIn:
            let e = frame.endOffset
            if e < 0, e > -1 {
                let shift = (1 - pow(abs(e), 3)) * frame.pageLength / 4
                let scale = 0.8 - e * 0.2
                planar = frame.along(shift).concatenating(AffineTransform2D.identity.scaledBy(x: scale, y: scale))
                attributes.alpha = abs(e)
            }
        case .zoomInOut:
            if m <= 0, m > -1 {
                let scale = (options.scaleRate ?? 0.2) * m + 1
                planar = AffineTransform2D.identity.scaledBy(x: scale, y: scale)
            }
        }
        attributes.transform = Transform3D(planar.concatenating(frame.along(frame.place)))
        return attributes.finite()
    }

    /// Where the library's flow layout puts the page, in the units its animators read.
    struct Frame {
        /// The paging axis.
        var axis: ScrollDirection
        /// The page's length along the axis.
        var pageLength: CGFloat
        /// The viewport's length along the axis.
        var viewportLength: CGFloat
        /// The move from the centred slot to the page's place: `progress × pageStep`.
        var place: CGFloat
        /// The page centre's distance from the viewport's centre in viewport lengths.
        var middleOffset: CGFloat
        /// The page's leading edge's distance past the viewport's trailing edge, in page lengths.
        var endOffset: CGFloat

        init(progress: CGFloat, context: EffectContext) {
            axis = context.scrollDirection
            pageLength = context.scrollDirection.length(of: context.targetSize)
            viewportLength = context.scrollDirection.length(of: context.viewportSize)
            place = progress * context.pageStep
            // An empty viewport or page puts every page at the centre, where the animators rest.
            middleOffset = viewportLength > 0 ? place / viewportLength : 0
            endOffset = pageLength > 0 ? (place - (viewportLength + pageLength) / 2) / pageLength : 0
        }

        /// The move, before ``place``, that puts the page's leading edge on the viewport's.
        var pinnedToViewport: CGFloat { -(viewportLength - pageLength) / 2 - place }

        /// A move of `distance` along the paging axis.
        func along(_ distance: CGFloat) -> AffineTransform2D {
            let move = axis.point(along: distance, across: 0)
            return AffineTransform2D.identity.translatedBy(x: move.x, y: move.y)
        }
    }

    /// The cube's content transform, as the library's 1.1.0 builds it: a translation by half the
    /// page towards the shared edge, perspective `m34`, then the turn; the anchor point moves to the
    /// shared edge while the position stays at the page's centre. Identity a page or more away.
    func cubeTransform(middleOffset m: CGFloat, frame: Frame) -> Transform3D {
        guard abs(m) < 1 else { return .identity }
        // The library's `anchorPointOffset`: −half a page for pages ahead (anchor on the leading
        // edge), +half a page for pages behind (anchor on the trailing edge).
        let offset = (m > 0 ? -1 : 1) * frame.pageLength / 2
        let shift = frame.axis.point(along: offset, across: 0)
        var turn = Transform3D.translation(x: shift.x, y: shift.y)
        turn.m34 = options.perspective
        turn = turn.rotatedBy(
            angle: options.totalAngle * m, x: frame.axis == .horizontal ? 0 : -1, y: frame.axis == .horizontal ? 1 : 0,
            z: 0)
        // Core Animation applies the transform about the anchor, which sits `−offset` from the
        // content's centre: as a transform about the centre, move the centre to the anchor first.
        // The translation stays inside the matrix ahead of the perspective, so the vanishing point
        // is the content's centre (the anchor's position), not the shared edge.
        return turn.translatedBy(x: -shift.x, y: -shift.y)
    }

    /// The library's `zIndex = indexPath.row`: later pages in front, as the floor of progress orders them.
    private func indexOrder(_ progress: CGFloat) -> Int {
        Int(progress.rounded(.down))
    }
}
