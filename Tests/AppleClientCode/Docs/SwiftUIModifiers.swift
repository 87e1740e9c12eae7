// Every modifier of HOW_TO_USE_SWIFTUI, in every form.
import PagingLayoutUIKit
import SwiftUI
import UIKit

struct Planet: Identifiable {
    var id: String { name }
    let name: String
}

struct ModifiersView: View {
    let planets = ["Mercury", "Venus", "Earth", "Mars"].map(Planet.init)
    @State private var tapped: String?

    var body: some View {
        ScalePageView(planets) { planet in
            Text(planet.name)
        }
        .options(.layout(.coverFlow))
        .pagePadding(.absolute(20))
        .pagePadding(.fractionalWidth(0.1))
        .pagePadding(.fractionalHeight(0.05))
        .pagePadding(vertical: .absolute(100), horizontal: .fractionalWidth(0.2))
        .pagePadding(vertical: .fractionalHeight(0.1))
        .pagePadding(horizontal: .absolute(30))
        .pagePadding(top: .absolute(10), left: .absolute(20), bottom: .absolute(30), right: .absolute(40))
        .pagePadding(top: .fractionalHeight(0.2))
        .numberOfVisibleItems(3)
        .zPosition { progress in Int(-abs(round(progress))) }
        .onTapPage { id in tapped = id }
        .animator(DefaultViewAnimator(0.7, curve: .parametric))
        .scrollToSelectedPage(false)
        .scrollDirection(.vertical)
        .hideCellWhenNotLoaded(true)
        .collectionView(\.showsVerticalScrollIndicator, true)
        .collectionView(\.backgroundColor, .black)
        .collectionView(\.contentInsetAdjustmentBehavior, .never)
        .collectionView(\.bounces, false)
    }
}

/// The modifiers on the other page views, and the snapshot page view's own.
struct MoreModifiersView: View {
    let planets = ["Jupiter", "Saturn"].map(Planet.init)

    var body: some View {
        VStack {
            StackPageView(planets) { Text($0.name) }
                .options(.layout(.vortex))
                .scrollDirection(.horizontal)
                .numberOfVisibleItems(5)
            SnapshotPageView(planets) { Text($0.name) }
                .options(.layout(.grid))
                .snapshotIdentifier { index, view in "planet-\(index)-\(view?.bounds.width ?? 0)" }
                .canReuseSnapshot { container, view in container.snapshotSize == view?.bounds.size }
                .pagePadding(.absolute(16))
            TransformPageView(planets) { planet, progress in
                Text(planet.name).rotationEffect(.radians(Double(progress)))
            }
            .zPosition(zOrder)
            .animator(DefaultViewAnimator(0.3, curve: .easeInOut))
        }
    }

    private func zOrder(_ progress: CGFloat) -> Int {
        progress < 0 ? 1 : -Int(progress.rounded())
    }
}
