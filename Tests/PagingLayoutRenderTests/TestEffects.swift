import Foundation
import PagingLayout

/// Test-only effects that exercise every part of a frame, independent of the library's own effects
/// (so golden files change only when rendering changes).
enum TestEffects {
    /// Perspective with the eye `distance` points away.
    static func perspective(_ distance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }

    /// Which pages show their back when turned away.
    enum Sidedness: Sendable {
        /// Every page (Core Animation's default).
        case double
        /// No page.
        case single
        /// Pages after the centre only; pages before it are single-sided.
        case singleBeforeCentre
    }

    /// Scales pages by `scale`, turns them `degrees` per page about the y axis and slides them by
    /// `slide` of their width per page (a coverFlow look), with the eye `eyeDistance` points away,
    /// fading by `fade` per page.
    struct Turn: PagingEffect {
        var slide: CGFloat = 0.7
        var degrees: CGFloat = 40
        var eyeDistance: CGFloat = 500
        var fade: CGFloat = 0.3
        var scale: CGFloat = 1
        var sidedness = Sidedness.double

        func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
            let transform = perspective(eyeDistance)
                .translatedBy(x: progress * context.targetSize.width * slide, y: 0)
                .rotatedBy(angle: -progress * degrees * .pi / 180, x: 0, y: 1, z: 0)
                .scaledBy(x: scale, y: scale)
            let isDoubleSided =
                switch sidedness {
                case .double: true
                case .single: false
                case .singleBeforeCentre: progress >= 0
                }
            return EffectAttributes(
                zPosition: PagingEngine.defaultZPosition(progress: progress), transform: transform,
                alpha: 1 - abs(progress) * fade,
                isDoubleSided: isDoubleSided)
        }
    }

    /// A stack of cards: later cards shrink and peek out above the current one, earlier cards slide
    /// away and fade out completely by 0.45 pages. The nearer a card is to the centre (or the
    /// farther it has left), the more in front it is.
    struct Stack: PagingEffect {
        func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
            var attributes = EffectAttributes(defaultZPositionAt: progress)
            if progress >= 0 {
                let scale = max(0.78 - progress * 0.1, 0.1)
                attributes.transform = Transform3D.identity
                    .translatedBy(x: 0, y: -progress * context.targetSize.height * 0.14)
                    .scaledBy(x: scale, y: scale)
                attributes.alpha = 1 - progress * 0.2
            } else {
                attributes.transform = .translation(x: progress * context.targetSize.width * 1.1, y: 0)
                    .concatenating(.rotation(angle: progress * 0.3, x: 0, y: 0, z: 1))
                attributes.alpha = 1 + progress * 2.2
            }
            attributes.zPosition = -Int((progress * 10).rounded())
            attributes.shadow = ShadowAttributes(opacity: 0.4, radius: 6, offset: CGSize(width: 0, height: 3))
            attributes.blurRadius = max(progress, 0) * 0.2
            return attributes
        }
    }

    /// A snapshot-like effect: away from the centre the page hides and a 3 × 4 grid of pieces shows,
    /// the container shrinking and the pieces drifting, turning and fading with progress.
    struct Pieces: PagingEffect {
        func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
            EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), isTargetHidden: progress != 0)
        }

        func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
            let size = context.targetSize
            let columns = 3
            let rows = 4
            let pieceSize = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
            var pieces: [SnapshotPiece] = []
            for row in 0..<rows {
                for column in 0..<columns {
                    let index = CGFloat(row * columns + column)
                    let drift = progress * (index - 5.5) * 6
                    let transform = perspective(400)
                        .translatedBy(x: drift, y: progress * CGFloat(row - 2) * 18)
                        .rotatedBy(angle: progress * (index.truncatingRemainder(dividingBy: 3) - 1) * 0.9, x: 1, y: 0.4, z: 0)
                    pieces.append(
                        SnapshotPiece(
                            frame: CGRect(
                                x: CGFloat(column) * pieceSize.width, y: CGFloat(row) * pieceSize.height,
                                width: pieceSize.width, height: pieceSize.height),
                            transform: transform,
                            alpha: index == 4 ? 0.004 : 1 - abs(progress) * index / 24,
                            cornerRadius: 6))
                }
            }
            let scale = max(1 - abs(progress) * 0.25, 0)
            snapshot = SnapshotAttributes(
                containerTransform: Transform3D.identity
                    .translatedBy(x: progress * size.width * 0.85, y: 0)
                    .scaledBy(x: scale, y: scale),
                containerAlpha: progress == 0 ? 0 : 1,
                pieces: pieces)
        }
    }
}
