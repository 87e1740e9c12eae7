// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PagingLayout",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PagingLayout", targets: ["PagingLayout"]),
        .library(name: "PagingLayoutUIKit", targets: ["PagingLayoutUIKit"]),
        .executable(name: "paging-layout", targets: ["paging-layout"]),
    ],
    targets: [
        // The toolkit-agnostic core: geometry, paging engine, effects, registry, page control, hit testing.
        .target(name: "PagingLayout"),
        // The UIKit and SwiftUI adapters: the original library's API on Apple platforms (empty elsewhere).
        .target(name: "PagingLayoutUIKit", dependencies: ["PagingLayout"]),
        // The command-line tool's logic, a library so tests can drive every subcommand in-process.
        .target(name: "PagingLayoutCLI", dependencies: ["PagingLayout"]),
        .executableTarget(name: "paging-layout", dependencies: ["PagingLayoutCLI"]),
        .testTarget(name: "PagingLayoutTests", dependencies: ["PagingLayout"]),
        .testTarget(name: "PagingLayoutCLITests", dependencies: ["PagingLayoutCLI", "PagingLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
