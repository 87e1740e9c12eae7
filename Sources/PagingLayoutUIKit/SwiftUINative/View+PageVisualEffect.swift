// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    @available(iOS 17, *)
    extension View {
        /// Moves this page of a SwiftUI `ScrollView` with a ``PagingEffect``, every scroll step: its
        /// progress comes from its frame in the scroll view and `geometry`, and the effect's
        /// transform, opacity and blur are applied with `visualEffect`
        /// (``VisualEffectAttributes``: the transform exact, as a `ProjectionTransform`; the blur a
        /// Gaussian approximation). The page's own content gets the effect's content transform.
        ///
        /// z order and shadows cannot be set from `visualEffect`; ``PagingScrollView`` sets the z
        /// order from ``VisualEffectAttributes/zIndices(effect:geometry:pageCount:contentOffset:)``
        /// and the shadows of the pages around the nearest page. For your own scroll view, lay the
        /// pages out as `geometry` says (page length, spacing, padding) and give each its slot:
        ///
        /// ```swift
        /// ScrollView(.horizontal) {
        ///     LazyHStack(spacing: 16) {
        ///         ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
        ///             CardView(card).frame(width: 240)
        ///                 .pageEffect(ScaleEffect(options: .layout(.coverFlow)), slot: index,
        ///                             geometry: geometry, pageCount: cards.count)
        ///         }
        ///     }
        ///     .padding(.horizontal, 30)
        /// }
        /// .scrollTargetBehavior(PageScrollTargetBehavior(geometry: geometry, pageCount: cards.count))
        /// ```
        ///
        /// - Parameters:
        ///   - effect: the effect.
        ///   - slot: the page's index.
        ///   - geometry: where the pages are, in SwiftUI's leading-to-trailing layout coordinates
        ///     (keep its layout direction left-to-right: SwiftUI mirrors a right-to-left scroll view
        ///     and what is drawn in it itself).
        ///   - pageCount: the number of pages.
        ///   - maximumBlurRadius: the radius of the effect's full blur, in points. Default 20, the
        ///     native pager's.
        public func pageEffect(
            _ effect: any PagingEffect, slot: Int, geometry: PageGeometry, pageCount: Int,
            // A literal: a public default argument cannot name the package's constant (the same 20).
            maximumBlurRadius: CGFloat = 20
        ) -> some View {
            // One closure, so the page's attributes are worked out once per scroll step (two closures,
            // one for the content and one for the page, each worked them out). The content's
            // transform is applied first, inside the page's, as two nested effects applied them.
            visualEffect { content, proxy in
                let native = VisualEffectAttributes(
                    effect: effect, slot: slot, frame: proxy.frame(in: .scrollView), geometry: geometry,
                    pageCount: pageCount, maximumBlurRadius: maximumBlurRadius)
                return content
                    .transformEffect(ProjectionTransform(native.contentProjection))
                    .transformEffect(ProjectionTransform(native.projection))
                    .opacity(native.opacity)
                    .blur(radius: native.blurRadius)
            }
        }
    }
#endif
