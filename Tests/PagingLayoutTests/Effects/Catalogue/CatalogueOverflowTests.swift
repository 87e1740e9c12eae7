import Foundation
import Testing

@testable import PagingLayout

@Suite("Catalogue effects with non-finite or extreme options")
struct CatalogueOverflowTests {
    /// Every catalogue effect with every numeric option set to `value`.
    static func effects(allOptionsAt value: CGFloat) -> [any PagingEffect] {
        let size = CGSize(width: value, height: value)
        let carousels = ICarouselOptions.Layout.allCases.map { type in
            ICarouselEffect(
                options: ICarouselOptions(
                    type: type, spacing: value, arc: value, radius: value, tilt: value, perspective: value,
                    viewpointOffset: size, fadeMin: value, fadeMax: value, fadeRange: value, fadeMinAlpha: value,
                    toggle: value)) as any PagingEffect
        }
        let pagers = FSPagerViewOptions.Layout.allCases.map { type in
            FSPagerViewEffect(options: FSPagerViewOptions(type: type, minimumScale: value, minimumAlpha: value))
                as any PagingEffect
        }
        let animated = AnimatedLayoutOptions.Layout.allCases.map { animator in
            AnimatedLayoutEffect(
                options: AnimatedLayoutOptions(
                    animator: animator, perspective: value, totalAngle: value, minAlpha: value, itemSpacing: value,
                    scaleRate: value, speed: value, maxRotate: value)) as any PagingEffect
        }
        let android = AndroidPageOptions.Layout.allCases.map { transformer in
            AndroidPageEffect(
                options: AndroidPageOptions(transformer: transformer, minScale: value, minAlpha: value, margin: value))
                as any PagingEffect
        }
        return carousels + pagers + animated + android
    }

    @Test(
        "NaN, infinite and huge options give finite numbers at every progress",
        arguments: [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 0])
    func finite(value: CGFloat) {
        let contexts = [
            EffectContext(targetSize: CGSize(width: 200, height: 300)),
            EffectContext(targetSize: CGSize(width: 200, height: 300), scrollDirection: .vertical),
            EffectContext(targetSize: CGSize(width: 1e300, height: 1e300), pageStep: 1e300),
        ]
        for effect in Self.effects(allOptionsAt: value) {
            for context in contexts {
                for progress in [-3, -1, -0.5, 0, 0.25, 1, 2.5, 1e6] as [CGFloat] {
                    let attributes = effect.directedAttributes(for: progress, in: context)
                    #expect(isEveryNumberFinite(attributes), "\(effect) at \(progress)")
                    #expect(attributes.contentTransform.isFinite, "\(effect) at \(progress)")
                }
            }
        }
    }
}
