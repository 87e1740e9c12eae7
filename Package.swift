// swift-tools-version:6.0
import PackageDescription

#if os(Linux)
    /// The adapter's stand-in UIKit: Linux only (see the end of this file).
    let uikitStandIn: [Target.Dependency] = ["UIKit"]
#else
    let uikitStandIn: [Target.Dependency] = []
#endif

let package = Package(
    name: "PagingLayout",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PagingLayout", targets: ["PagingLayout"]),
        .library(name: "PagingLayoutUIKit", targets: ["PagingLayoutUIKit"]),
        .library(name: "PagingLayoutRender", targets: ["PagingLayoutRender"]),
        .executable(name: "paging-layout", targets: ["paging-layout"]),
        .plugin(name: "PagingEffectSpecs", targets: ["PagingEffectSpecs"]),
    ],
    targets: [
        // The toolkit-agnostic core: geometry, paging engine, effects, registry, page control, hit testing.
        .target(name: "PagingLayout"),
        // The UIKit and SwiftUI adapters: the original library's API on Apple platforms (empty elsewhere).
        .target(name: "PagingLayoutUIKit", dependencies: ["PagingLayout"] + uikitStandIn),
        // Draws pager frames as HTML and SVG: previews, docs and the browser agreement check.
        // Its pages' scripts are resources (Resources/*.js), read by PackageResource.
        .target(
            name: "PagingLayoutRender", dependencies: ["PagingLayout"],
            resources: [
                .copy("Resources/gallery.js"), .copy("Resources/gallery-accessibility.js"),
                .copy("Resources/gallery-reels.js"),
            ]),
        // The command-line tool's logic, a library so tests can drive every subcommand in-process.
        .target(
            name: "PagingLayoutCLI", dependencies: ["PagingLayout", "PagingLayoutRender", "PagingLayoutCodegen"],
            resources: [.copy("Resources/designer.js")]),
        .executableTarget(name: "paging-layout", dependencies: ["PagingLayoutCLI"]),
        // Swift from effect spec files: `paging-layout codegen` and the build plugin's small tool.
        .target(name: "PagingLayoutCodegen", dependencies: ["PagingLayout"]),
        // The build plugin's tool: only the code generator, so client builds skip the renderers and the CLI.
        .executableTarget(name: "paging-layout-codegen", dependencies: ["PagingLayoutCodegen"]),
        // What the test targets share: temporary folders that a test removes whether it passes or fails,
        // and a seeded random number generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "PagingLayoutTests", dependencies: ["PagingLayout", "TestSupport"], exclude: ["Spec/HostileSpecs"]),
        .testTarget(
            name: "PagingLayoutCLITests",
            dependencies: ["PagingLayoutCLI", "PagingLayout", "PagingLayoutRender", "PagingLayoutCodegen", "TestSupport"]),
        .testTarget(
            name: "PagingLayoutRenderTests", dependencies: ["PagingLayoutRender", "PagingLayout", "TestSupport"],
            exclude: ["Golden"]),
        // Generates `PagingEffects` members from a target's *.pagingeffect.json files with paging-layout-codegen.
        .plugin(name: "PagingEffectSpecs", capability: .buildTool(), dependencies: ["paging-layout-codegen"]),
        // Applies the plugin to spec fixtures and checks the generated effects against the registry's.
        .testTarget(name: "PagingEffectSpecsTests", dependencies: ["PagingLayout"], plugins: ["PagingEffectSpecs"]),
        // `swift package --allow-writing-to-package-directory render-docs`: the filmstrips in Docs/images.
        // It builds paging-layout itself (packageManager.build), so the tool is not a dependency.
        .plugin(
            name: "RenderDocs",
            capability: .command(
                intent: .custom(verb: "render-docs", description: "Regenerate the filmstrips in Docs/images"),
                permissions: [.writeToPackageDirectory(reason: "writes the filmstrip SVGs into Docs/images")])),
    ],
    swiftLanguageModes: [.v6]
)

// The UIKit adapter run on Linux (Docs/UIKit.md, "Running the adapter on Linux"): a test-only
// stand-in module named `UIKit` that behaves as UIKit documents, so the adapter's
// `#if canImport(UIKit)` code compiles unchanged against it; scenarios that run the adapter as an
// app does (a support target, because swift-testing's cross-import overlay for UIKit does not exist
// here: no Swift Testing file may import UIKit); and their tests. None of it exists on Apple
// platforms, where `UIKit` is the SDK's, and on Linux the adapter is no product.
#if os(Linux)
    package.products.removeAll { $0.name == "PagingLayoutUIKit" }
    package.targets += [
        .target(name: "UIKit", path: "Tests/StandIns/UIKit"),
        .target(name: "UIKitScenarios", dependencies: ["UIKit", "PagingLayoutUIKit"], path: "Tests/UIKitScenarios"),
        // Client corpus files that compile on Linux, linked unchanged from Tests/AppleClientCode, and
        // the scenario that shows their cells.
        .target(
            name: "AppleClientCodeScenarios", dependencies: ["UIKit", "PagingLayoutUIKit", "UIKitScenarios"],
            path: "Tests/AppleClientCodeScenarios"),
        .testTarget(
            name: "PagingLayoutUIKitTests", dependencies: ["UIKitScenarios", "AppleClientCodeScenarios", "PagingLayout"]),
        // The adapter's scroll frames without the tests, for Scripts/bench-uikit.py (callgrind):
        // `swift build -c release --product uikit-frame-bench` builds the stand-in, the adapter and
        // the scenario app only.
        .executableTarget(name: "uikit-frame-bench", dependencies: ["UIKitScenarios"], path: "Tests/UIKitFrameBench"),
    ]
#endif
