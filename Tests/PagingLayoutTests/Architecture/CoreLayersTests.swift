import Foundation
import Testing

@Suite("Core folder layers")
struct CoreLayersTests {
    static let graph = Result { try FolderDependencyGraph(directory: CoreLayers.sourcesDirectory) }

    @Test("every folder of the core is placed in a layer")
    func everyFolderIsPlaced() throws {
        let graph = try Self.graph.get()
        let unplaced = graph.folders.filter { CoreLayers.layer(of: $0) == nil }
        #expect(unplaced.isEmpty, "place these folders in CoreLayers.layers: \(unplaced.sorted())")
    }

    @Test("no folder of the core uses a folder in its own layer or above")
    func noFolderUsesItsLayerOrAbove() throws {
        let violations = CoreLayers.violations(in: try Self.graph.get())
        #expect(violations.isEmpty, Comment(rawValue: "\n" + violations.map(\.description).joined(separator: "\n")))
    }

    @Test("no folders of the core use each other in a cycle, at any depth")
    func noFolderCycleAtAnyDepth() throws {
        let files = try FolderDependencyGraph.sources(in: CoreLayers.sourcesDirectory)
        let deepest = files.keys.map { $0.split(separator: "/").count - 1 }.max() ?? 0
        #expect(deepest >= 2, "the core has folders within folders")
        for depth in 1...max(deepest, 1) {
            let cycle = FolderDependencyGraph(files: files, depth: depth).cycle()
            #expect(cycle == nil, "depth \(depth): \(cycle?.joined(separator: " → ") ?? "")")
        }
    }

    @Test("two sub-folders of one folder using each other are a cycle at depth 2, not at depth 1")
    func subFolderCycleIsReported() {
        let files = [
            "Layouts/Carousel/Carousel.swift": "struct Carousel { var spacing = Focus.defaults }\n",
            "Layouts/Effects/Focus.swift": "struct Focus { static let defaults = Carousel().spacing }\n",
            "Geometry/Point.swift": "struct Point {}\n",
        ]
        #expect(FolderDependencyGraph(files: files).cycle() == nil)
        #expect(FolderDependencyGraph(files: files, depth: 2).cycle() == ["Layouts/Carousel", "Layouts/Effects"])
        #expect(FolderDependencyGraph.folder(of: "Layouts/Carousel/Carousel.swift", depth: 2) == "Layouts/Carousel")
        #expect(FolderDependencyGraph.folder(of: "Layouts/LayoutPass.swift", depth: 2) == "Layouts")
        #expect(FolderDependencyGraph.folder(of: "Top.swift", depth: 2) == ".")
    }

    @Test("the core imports only Foundation and CoreGraphics: no UI toolkit")
    func coreImportsNoToolkit() throws {
        let graph = try Self.graph.get()
        let toolkitImports = graph.imports.filter { !CoreLayers.allowedImports.isSuperset(of: $0.value) }
        #expect(toolkitImports.isEmpty, "move these files to PagingLayoutUIKit: \(toolkitImports.keys.sorted())")
        #expect(graph.imports["Engine/PagingEngine.swift"] == ["Foundation"])
    }

    @Test("an import wrapped in #if is read, with its attributes")
    func wrappedImportsAreRead() {
        let code = SwiftCode("#if canImport(UIKit)\n    import QuartzCore\n#endif\n@_exported import PagingLayout\n")
        #expect(code.importedModules == ["QuartzCore", "PagingLayout"])
    }

    @Test("the graph reads the real sources: effects use geometry's types and its extensions, the registry uses effects")
    func graphSeesKnownUses() throws {
        let graph = try Self.graph.get()
        #expect(graph.folders.isSuperset(of: ["Geometry", "Spec", "Effects", "Engine", "Registry", "Driver"]))
        #expect(graph.uses.contains { $0.from == "Effects" && $0.to == "Geometry" && $0.name == "Transform3D" })
        #expect(graph.uses.contains { $0.from == "Registry" && $0.to == "Effects" && $0.name == "ScaleEffect" })
        #expect(graph.uses.contains { $0.from == "Effects" && $0.to == "Geometry" && $0.name == ".finiteValue" })
    }

    @Test("an effect that mentions the engine is reported, with its file and the type")
    func upwardUseIsReported() {
        let graph = FolderDependencyGraph(files: [
            "Engine/PagingEngine.swift": "public struct PagingEngine {\n    public static let limit = 3\n}\n",
            "Effects/Fade.swift": "struct Fade {\n    let limit = PagingEngine.limit\n}\n",
        ])
        #expect(
            CoreLayers.violations(in: graph).map(\.description) == [
                "Effects → Engine: Effects/Fade.swift mentions PagingEngine"
            ])
    }

    @Test("calling a member that an extension in a higher folder adds is reported")
    func extensionMemberUseIsReported() {
        let graph = FolderDependencyGraph(files: [
            "Registry/SpecError+Path.swift": "extension SpecError {\n    static func join(_ a: String) -> String { a }\n}\n",
            "Spec/SpecError.swift": "struct SpecError {\n    var path = SpecError.join(\"a\")\n}\n",
        ])
        #expect(CoreLayers.violations(in: graph).map(\.description) == ["Spec → Registry: Spec/SpecError.swift mentions .join"])
    }

    @Test("a member name the module also declares elsewhere is not a use")
    func ambiguousMemberIsNotAUse() {
        let graph = FolderDependencyGraph(files: [
            "Registry/SpecError+Path.swift": "extension SpecError {\n    static func join(_ a: String) -> String { a }\n}\n",
            "Spec/Words.swift": "struct Words {\n    func join() {}\n    var all: Void { self.join() }\n}\n",
        ])
        #expect(graph.uses.isEmpty)
    }

    @Test("a use between two folders of one layer is reported")
    func sidewaysUseIsReported() {
        let graph = FolderDependencyGraph(files: [
            "Registry/Names.swift": "enum Names {}\n",
            "HitTesting/Scene.swift": "struct Scene { var names: Names }\n",
        ])
        #expect(CoreLayers.violations(in: graph).map(\.to) == ["Registry"])
    }

    @Test("a folder the table does not place is reported")
    func unplacedFolderIsReported() {
        let graph = FolderDependencyGraph(files: [
            "Geometry/Point.swift": "struct Point {}\n",
            "Widgets/Widget.swift": "struct Widget { var origin: Point }\n",
        ])
        #expect(CoreLayers.violations(in: graph).map(\.from) == ["Widgets"])
    }

    @Test("names in comments and string literals are not uses; interpolated code is")
    func commentsAndStringsAreNotUses() {
        let graph = FolderDependencyGraph(files: [
            "Engine/PagingEngine.swift": "public struct PagingEngine {}\n",
            "Effects/Quiet.swift": """
                // PagingEngine in a comment
                /* PagingEngine /* nested */ PagingEngine */
                /// ``PagingEngine`` in a doc comment
                let text = "PagingEngine \\(1 + 2) \\"PagingEngine\\""
                let raw = #"PagingEngine \\(PagingEngine)"#
                let block = \"""
                    PagingEngine
                    \"""

                """,
            "Effects/Loud.swift": "let text = \"count: \\(PagingEngine.self)\"\n",
        ])
        #expect(graph.uses.map(\.file) == ["Effects/Loud.swift"])
    }

    @Test("a folder's types are those declared outside braces (#if blocks too); its extensions' members are read")
    func topLevelDeclarations() {
        let code = SwiftCode(
            """
            @MainActor
            @available(iOS 16, *) public final class Animator<Value>: Base {
                struct Run {}
            }
            #if canImport(UIKit)
                public protocol Host: AnyObject {}
            #endif
            extension Animator { enum Nested {} }
            typealias Clock = Animator<Double>
            @available(*, deprecated) public extension Clock {
                static var shared: Clock { fatalError() }
                func tick() { let local = 1 }
            }
            """)
        #expect(code.topLevelTypeNames == ["Animator", "Host", "Clock"])
        #expect(code.extensionMemberNames == ["shared", "tick"])
        #expect(code.declaredMemberNames == ["shared", "tick", "local"])
    }
}
