// Docs/SwiftUI.md of this package, "The SwiftUI-native pager (iOS 17)": its snippet, and the native
// API used the ways an app uses it. iOS 17 SwiftUI (the SDK of Xcode 15, SwiftUI 5): the iOS 16.5
// SDK's type-check passes over this file, the iOS 17.0 SDK's checks it.
#if canImport(SwiftUI, _version: 5.0)
    import PagingLayoutUIKit
    import SwiftUI

    /// "The SwiftUI-native pager (iOS 17)".
    @available(iOS 17, *)
    struct NativeDeckView: View {
        let cards: [Card]
        @State private var current: Card.ID?

        var body: some View {
            PagingScrollView(cards, selection: $current, effect: ScaleEffect(options: .layout(.coverFlow))) { card in
                CardView(card)
            }
            .pageLength(240)
            .pageSpacing(16)
            .pageIndicator()
            .accessibilityPager("Cards", pageLabel: { $0.title })
        }
    }

    /// Every modifier of the native pager, a vertical stack of cards that moves on by itself.
    @available(iOS 17, *)
    struct NativeVerticalStackView: View {
        let cards: [Card]
        @State private var current: Card.ID?

        var body: some View {
            VStack {
                PagingScrollView(cards, selection: $current) { card in
                    CardView(card)
                }
                .effect(StackEffect(options: .layout(.vortex)))
                .scrollDirection(.vertical)
                .pageLength(400)
                .pageSpacing(0)
                .contentPadding(leading: 20, trailing: 20)
                .pageAlignment(.center)
                .snapping(.nearestToProjectedEnd)
                .maximumBlurRadius(12)
                .pageIndicator(PageIndicatorStyle())
                .autoScroll(AutoScrollConfiguration(interval: 4, endBehavior: .bounce))
                .pageAnimation(.spring)
                Button("Back to the first") { current = cards.first?.id }
            }
        }
    }

    /// An app's own scroll view with the core's snapping and a page effect.
    @available(iOS 17, *)
    struct OwnScrollViewPager: View {
        let cards: [Card]

        var body: some View {
            GeometryReader { proxy in
                let geometry = PageGeometry(
                    viewportSize: proxy.size, pageLength: 240, spacing: 16
                ).withScrollableEnds(pageCount: cards.count)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 16) {
                        ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                            CardView(card)
                                .frame(width: 240)
                                .pageEffect(
                                    ICarouselEffect(options: .coverFlow), slot: index, geometry: geometry,
                                    pageCount: cards.count)
                        }
                    }
                    .padding(.horizontal, geometry.padding.leading)
                }
                .scrollTargetBehavior(PageScrollTargetBehavior(geometry: geometry, pageCount: cards.count))
            }
        }
    }

    /// "The other layouts natively": the focus carousel and the parallax list.
    @available(iOS 17, *)
    struct NativeAlbumView: View {
        let photos: [AlbumPhoto]

        var body: some View {
            VStack {
                FocusCarouselScrollView(photos, options: CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150))) { photo in
                    Image(photo.name).resizable().scaledToFill()
                }
                .frame(height: 200)
                ParallaxListScrollView(photos, itemHeight: 200, maxParallaxOffset: 30) { photo in
                    Image(photo.name).resizable().scaledToFill()
                }
            }
        }
    }

    /// The native carousel with the default settings, and a spaced list with the defaults.
    @available(iOS 17, *)
    struct NativeDefaultsView: View {
        let photos: [AlbumPhoto]

        var body: some View {
            TabView {
                FocusCarouselScrollView(photos) { Image($0.name) }
                ParallaxListScrollView(photos, lineSpacing: 3) { Image($0.name) }
            }
        }
    }

    /// The native pager where it is available, the UIKit-backed one before.
    struct AdaptivePager: View {
        let cards: [Card]

        var body: some View {
            if #available(iOS 17, *) {
                PagingScrollView(cards) { CardView($0) }
            } else {
                ScalePageView(cards) { CardView($0) }
            }
        }
    }
#endif
