// A gallery of every preset in the style of the sample app's ShapesListView: ForEach over each
// effect's Layout cases (made Identifiable by the app), one page view per preset.
import PagingLayoutUIKit
import SwiftUI

struct ShapeItem: Identifiable {
    let name: String
    let iconName: String
    var id: String { name }
}

struct PresetListView: View {
    enum Group: String { case stack, scale, snapshot }

    let group: Group
    let shapes: [ShapeItem] = [
        .init(name: "Hexagon", iconName: "hexagon.fill"),
        .init(name: "Shield", iconName: "shield.fill"),
        .init(name: "Capsule", iconName: "capsule.fill"),
    ]

    var body: some View {
        ScrollView {
            switch group {
            case .stack:
                ForEach(StackTransformViewOptions.Layout.allCases) { layout in
                    card(title: layout.rawValue) {
                        StackPageView(shapes) { shape in Image(systemName: shape.iconName) }
                            .options(.layout(layout))
                            .pagePadding(vertical: .fractionalHeight(0.1), horizontal: .fractionalWidth(0.3))
                    }
                }
            case .scale:
                ForEach(ScaleTransformViewOptions.Layout.allCases) { layout in
                    card(title: layout.rawValue) {
                        ScalePageView(shapes) { shape in Image(systemName: shape.iconName) }
                            .options(.layout(layout))
                            .pagePadding(vertical: .fractionalHeight(0.1), horizontal: .fractionalWidth(0.3))
                    }
                }
            case .snapshot:
                ForEach(SnapshotTransformViewOptions.Layout.allCases) { layout in
                    card(title: layout.rawValue) {
                        SnapshotPageView(shapes) { shape in Image(systemName: shape.iconName) }
                            .options(.layout(layout))
                            .pagePadding(vertical: .fractionalHeight(0.1), horizontal: .fractionalWidth(0.3))
                    }
                }
            }
        }
    }

    private func card<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading) {
            Text(".\(title)").fontWeight(.semibold)
            content()
                .frame(height: 300)
                .padding(10)
                .cornerRadius(26)
        }
        .padding(19)
    }
}

extension StackTransformViewOptions.Layout: @retroactive Identifiable {
    public var id: String { rawValue }
}

extension ScaleTransformViewOptions.Layout: @retroactive Identifiable {
    public var id: String { rawValue }
}

extension SnapshotTransformViewOptions.Layout: @retroactive Identifiable {
    public var id: String { rawValue }
}
