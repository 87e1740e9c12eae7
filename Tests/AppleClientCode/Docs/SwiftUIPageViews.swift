// HOW_TO_USE_SWIFTUI: the prepared page views, TransformPageView and the selection binding.
import PagingLayoutUIKit
import SwiftUI

struct NumberItem: Identifiable {
    let id: UUID = .init()
    let number: Int
}

/// "Prepared Page views": a StackPageView with options and padding.
struct StackPagesView: View {
    let items = Array(0..<10).map { NumberItem(number: $0) }

    var body: some View {
        StackPageView(items) { item in
            ZStack {
                Rectangle().fill(Color.orange)
                Text("\(item.number)")
            }
        }
        .pagePadding(.absolute(50))
        .options(.init(
            scaleFactor: 0.12,
            maxStackSize: 4,
            popAngle: .pi / 10,
            popOffsetRatio: .init(width: -1.45, height: 0.3),
            stackPosition: .init(x: 1.5, y: 0)
        ))
    }
}

/// "TransformPageView": a custom effect from the progress.
struct SlidingPagesView: View {
    let items = Array(0..<10).map { NumberItem(number: $0) }

    var body: some View {
        TransformPageView(items) { item, progress in
            ZStack {
                Rectangle().fill(Color.orange)
                Text("\(item.number)")
            }
            .transformEffect(.init(translationX: progress * 200, y: 0))
        }
        .pagePadding(
            vertical: .absolute(100),
            horizontal: .absolute(80)
        )
    }
}

/// "Selection": a two-way binding to the current page's item.
struct SelectedPagesView: View {
    let items = Array(0..<10).map { NumberItem(number: $0) }
    @State private var selection: NumberItem.ID?

    var body: some View {
        VStack {
            ScalePageView(items, selection: $selection) { item in
                Text("\(item.number)")
            }
            SnapshotPageView(items, selection: $selection) { item in
                Text("\(item.number)")
            }
            StackPageView(items, selection: $selection) { item in
                Text("\(item.number)")
            }
            TransformPageView(items, selection: $selection) { item, progress in
                Text("\(item.number)").opacity(1 - Double(abs(progress)))
            }
            Button("First") { selection = items.first?.id }
        }
    }
}
