import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCodegen

/// Every options type code generation writes from its field table.
private let tables: [(name: String, fieldTypes: @Sendable () -> [String])] = [
    ("ScaleTransformViewOptions", unexpressible(ScaleTransformViewOptions.self)),
    ("Rotation3dOptions", unexpressible(ScaleTransformViewOptions.Rotation3dOptions.self)),
    ("Translation3dOptions", unexpressible(ScaleTransformViewOptions.Translation3dOptions.self)),
    ("StackTransformViewOptions", unexpressible(StackTransformViewOptions.self)),
    ("SnapshotTransformViewOptions", unexpressible(SnapshotTransformViewOptions.self)),
    ("SlideEffectOptions", unexpressible(SlideEffectOptions.self)),
    ("ICarouselOptions", unexpressible(ICarouselOptions.self)),
    ("FSPagerViewOptions", unexpressible(FSPagerViewOptions.self)),
    ("AnimatedLayoutOptions", unexpressible(AnimatedLayoutOptions.self)),
    ("AndroidPageOptions", unexpressible(AndroidPageOptions.self)),
]

/// The keys of `Table`'s fields whose values code generation cannot write.
private func unexpressible<Table: SpecFieldTable>(_: Table.Type) -> @Sendable () -> [String] {
    {
        Table.specFields.filter { !(Table.specDefaults[keyPath: $0.keyPath] is any SwiftExpressible) }.map(\.key)
    }
}

@Suite("Swift expressions from field tables")
struct SpecFieldTableExpressionTests {
    @Test("every field of every options table has a Swift expression", arguments: tables.map(\.name))
    func everyFieldIsExpressible(name: String) throws {
        let table = try #require(tables.first { $0.name == name })
        #expect(table.fieldTypes() == [])
    }

    @Test("required fields are always written, the others only when they differ; nested types are qualified")
    func requiredFields() {
        let rotation = ScaleTransformViewOptions.Rotation3dOptions(
            angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 0, z: 0, m34: 0)
        #expect(
            rotation.swiftExpression.inline
                == "ScaleTransformViewOptions.Rotation3dOptions(angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 0, z: 0, m34: 0)")
        #expect(AndroidPageOptions(margin: 8).swiftExpression.inline == "AndroidPageOptions(margin: 8)")
    }
}
