import Foundation

/// The layers of the core module's folders (Docs/Architecture.md): a folder may use folders in
/// lower layers only — never one in its own layer or above — so the folders form no cycle.
///
/// A new folder in `Sources/PagingLayout` goes into this table, in the lowest layer above
/// everything it uses.
enum CoreLayers {
    /// From the bottom up.
    static let layers: [[String]] = [
        // Plain values every layer shares: transforms, vectors, directions, colours; pass budgets.
        ["Geometry", "Budget"],
        // The spec-file vocabulary: coding keys, decoding helpers, errors, the JSON reader, EffectSpec.
        ["Spec"],
        // Pure effects, their options (with their spec coding) and the default stacking order.
        ["Effects"],
        // Page geometry and the paging engine; it hands each item an effect context.
        ["Engine"],
        // What applies effects to views, and what drives pages.
        ["Transformable", "Control", "Accessibility", "Indicator"],
        // The prepared layouts and their offset-driven effects.
        ["Layouts"],
        // Effects and presets by name; hit testing of a laid-out pager.
        ["Registry", "HitTesting"],
        // The toolkit-agnostic half of an adapter: the UIKit-backed views' driver, the SwiftUI-native pager's values.
        ["Driver", "Native"],
    ]

    /// The only modules the core imports: no UI toolkit (UIKit, SwiftUI, QuartzCore belong in
    /// `PagingLayoutUIKit`). CoreGraphics is the overlay that holds `CGFloat`'s and `CGPoint`'s
    /// conformances on Apple platforms.
    static let allowedImports: Set<String> = ["Foundation", "CoreGraphics"]

    /// The layer of `folder` (0 at the bottom), or `nil` for a folder the table does not place.
    static func layer(of folder: String) -> Int? {
        layers.firstIndex { $0.contains(folder) }
    }

    /// The uses that break the rule: those of a folder in the same or a higher layer, and those
    /// from or to a folder the table does not place.
    static func violations(in graph: FolderDependencyGraph) -> [FolderDependencyGraph.Use] {
        graph.uses.filter { use in
            guard let from = layer(of: use.from), let to = layer(of: use.to) else { return true }
            return to >= from
        }
    }

    /// The core module's sources (this file is Tests/PagingLayoutTests/Architecture/CoreLayers.swift).
    static let sourcesDirectory: URL = {
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { package.deleteLastPathComponent() }
        return package.appendingPathComponent("Sources/PagingLayout")
    }()
}
