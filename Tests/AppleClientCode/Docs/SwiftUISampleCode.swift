// HOW_TO_USE_SWIFTUI's "Sample Code": a scale page view with an options property, and a custom
// effect built from SwiftUI's own modifiers.
import PagingLayoutUIKit
import SwiftUI

struct ScaleContentView: View {
    struct Item: Identifiable {
        let id: UUID = .init()
        let number: Int
    }

    let items = Array(0..<10).map {
        Item(number: $0)
    }

    var options: ScaleTransformViewOptions {
        .layout(.linear)
    }

    var body: some View {
        ScalePageView(items) { item in
            ZStack {
                Rectangle().fill(Color.orange)
                Text("\(item.number)")
            }
        }
        .options(options)
        .pagePadding(
            vertical: .absolute(100),
            horizontal: .absolute(80)
        )
    }
}

struct CustomEffectContentView: View {
    struct Item: Identifiable {
        let id: UUID = .init()
        let number: Int
    }

    let items = Array(0..<10).map {
        Item(number: $0)
    }

    var body: some View {
        TransformPageView(items) { item, progress in
            ZStack {
                Rectangle().fill(Color.orange)
                Text("\(item.number)")
            }
            .scaleEffect(1 - abs(progress) * 0.6)
            .transformEffect(.init(translationX: progress * 200, y: 0))
            .blur(radius: abs(progress) * 20)
            .opacity(1.8 - Double(abs(progress)))
        }
        .pagePadding(
            vertical: .absolute(100),
            horizontal: .absolute(80)
        )
    }
}
