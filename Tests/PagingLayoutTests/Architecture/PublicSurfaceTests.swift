import Foundation
import Testing

@Suite("Public surface of the core")
struct PublicSurfaceTests {
    @Test("public types are counted at every depth; package, internal, aliases, comments and strings are not")
    func countsDeclaredPublicTypes() {
        let source = """
            /// public struct InAComment {}
            public struct Top: Sendable {
                public enum Nested: String { case a }
                package struct Hidden {}
                let text = "public class InAString {}"
                public static func make() -> Top { Top() }
            }
            @MainActor public final class Controller {}
            @available(*, deprecated, renamed: "Top")
            public typealias OldTop = Top
            package enum Machinery {}
            struct Internal {}
            public protocol Drawing: AnyObject {}
            open class Base {}
            extension Top {
                public struct Extra<Value: Sendable>: Sendable {}
            }
            """
        #expect(
            PublicSurface.publicTypes(in: ["A.swift": source]) == [
                "A.swift: Base", "A.swift: Controller", "A.swift: Drawing", "A.swift: Extra", "A.swift: Nested",
                "A.swift: Top",
            ])
    }

    @Test("the core declares no more public types than the ceiling (issue 23: at most 120)")
    func coreStaysWithinTheCeiling() throws {
        let types = PublicSurface.publicTypes(in: try FolderDependencyGraph.sources(in: CoreLayers.sourcesDirectory))
        print("PagingLayout declares \(types.count) public types (ceiling \(PublicSurface.ceiling))")
        #expect(types.count > 60, "the sources were read: \(types.count) public types")
        #expect(
            types.count <= PublicSurface.ceiling,
            "\(types.count) public types, more than \(PublicSurface.ceiling):\n\(types.joined(separator: "\n"))")
    }

    @Test("machinery made package or internal for issue 23 stays out of the public surface")
    func hiddenMachineryStaysHidden() throws {
        let names = Set(
            PublicSurface.publicTypes(in: try FolderDependencyGraph.sources(in: CoreLayers.sourcesDirectory))
                .map { $0.split(separator: " ").last.map(String.init) ?? $0 })
        let hidden = [
            "PassBudget", "PassBudgetError", "PassBudgetRemedy", "AffineTransform2D", "SumOperator", "ProductOperator",
            "ThumbnailDeletion",
        ]
        #expect(names.isDisjoint(with: hidden), "public again: \(names.intersection(hidden).sorted())")
        #expect(names.contains("Transform3D"), "the names were read")
    }
}
