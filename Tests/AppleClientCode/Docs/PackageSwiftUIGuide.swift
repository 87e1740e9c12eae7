// Docs/SwiftUI.md of this package: every snippet, in order, in views that give them their data.
import PagingLayoutUIKit   // was: import CollectionViewPagingLayout
import SwiftUI

struct Card: Identifiable {
    let id = UUID()
    let title: String
}

struct CardView: View {
    let card: Card

    init(_ card: Card) {
        self.card = card
    }

    var body: some View {
        Text(card.title).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.orange)
    }
}

/// "Prepared page views".
struct DeckView: View {
    let cards: [Card]

    var body: some View {
        StackPageView(cards) { card in
            CardView(card)
        }
        .options(.layout(.perspective))
        .pagePadding(.fractionalWidth(0.15))
    }
}

/// "Effects from other pagers".
struct CubeCardsView: View {
    let cards: [Card]

    var body: some View {
        EffectPageView(cards, effect: FSPagerViewEffect(options: .layout(.cubic))) { card in
            CardView(card)
        }
        .effect(ICarouselEffect(options: .rotary))   // change it later like options(_:)
    }
}

/// "Your own effect": a PagingEffect of one's own.
struct SwayEffect: PagingEffect {
    var maximumAngle: CGFloat = .pi / 8

    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var attributes = EffectAttributes(defaultZPositionAt: progress)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 800
        let angle = max(-1, min(1, progress)) * maximumAngle
        attributes.transform = perspective.rotatedBy(angle: angle, x: 0, y: 1, z: 0)
        attributes.alpha = 1 - min(abs(progress), 1) * 0.4
        return attributes
    }
}

/// "Your own effect": composed with a prepared one.
struct SwayingCardsView: View {
    let cards: [Card]

    var body: some View {
        EffectPageView(cards, effect: ComposedEffect([ScaleEffect(options: .layout(.linear)), SwayEffect()])) { card in
            CardView(card)
        }
        .pagePadding(.fractionalWidth(0.15))
    }
}

/// "Your own effect": one from a spec file, on a prepared page view.
struct SpecCardsView {
    let cards: [Card]
    let specURL: URL

    @ViewBuilder
    func page() throws -> some View {
        let specEffect = try EffectRegistry().makeEffect(specJSON: Data(contentsOf: specURL))

        ScalePageView(cards) { CardView($0) }
            .effect(specEffect)   // replaces the scale effect
    }
}

/// "Your own effect": SwiftUI modifiers from the progress.
struct TurningCardsView: View {
    let cards: [Card]

    var body: some View {
        TransformPageView(cards) { card, progress in
            CardView(card)
                .scaleEffect(1 - abs(progress) * 0.3)
                .rotation3DEffect(.degrees(Double(progress) * 40), axis: (x: 0, y: 1, z: 0))
                .opacity(1 - Double(abs(progress)) * 0.6)
        }
        .pagePadding(vertical: .absolute(80), horizontal: .absolute(60))
    }
}

/// "Selection".
struct SelectableCardsView: View {
    let cards: [Card]
    @State private var current: Card.ID?

    var body: some View {
        VStack {
            ScalePageView(cards, selection: $current) { CardView($0) }
            Button("Back to the first") { current = cards.first?.id }
        }
    }
}

/// "Page padding".
struct PaddedCardsView: View {
    let cards: [Card]

    var body: some View {
        ScalePageView(cards) { CardView($0) }
            .pagePadding(vertical: .fractionalHeight(0.1), horizontal: .fractionalWidth(0.3))
            // in a 400 × 800 view: 80 points above and below, 120 left and right: a 160 × 640 page
    }
}
