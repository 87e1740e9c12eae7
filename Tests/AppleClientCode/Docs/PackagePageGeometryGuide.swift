// Docs/PageGeometry.md of this package: peeking, looping pages in UIKit and SwiftUI.
import PagingLayoutUIKit
import SwiftUI
import UIKit

@MainActor
func makePeekingLayout() -> CollectionViewPagingLayout {
    let layout = CollectionViewPagingLayout()
    layout.pageLength = 280
    layout.spacing = 12
    layout.contentPadding = ContentPadding(leading: 20, trailing: 20)
    layout.isLooping = true
    return layout
}

// `Card` and `CardView` are those of PackageSwiftUIGuide.swift.
struct PeekingCards: View {
    let cards: [Card]

    var body: some View {
        ScalePageView(cards) { card in CardView(card) }
            .pageLength(280)
            .pageSpacing(12)
            .loopPages()
    }
}
