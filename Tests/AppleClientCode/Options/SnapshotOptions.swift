// Every SnapshotTransformViewOptions argument, every PiecesValue form (aggregations with `+` and
// `*` included) and every preset.
import PagingLayoutUIKit
import UIKit

enum SnapshotOptionsCatalog {
    static let presets: [SnapshotTransformViewOptions] = [
        .layout(.grid),
        .layout(.space),
        .layout(.chess),
        .layout(.tiles),
        .layout(.lines),
        .layout(.bars),
        .layout(.puzzle),
        .layout(.fade),
    ]

    static let allLayouts = SnapshotTransformViewOptions.Layout.allCases.map { SnapshotTransformViewOptions.layout($0) }

    /// The grid and space presets as the original writes them.
    static let grid = SnapshotTransformViewOptions(
        pieceSizeRatio: .init(width: 1.0 / 4.0, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(1),
        piecesAlphaRatio: .static(0),
        piecesTranslationRatio: .aggregated([.rowBasedMirror(CGPoint(x: 0, y: -1.8)), .columnBasedMirror(CGPoint(x: -1.8, y: 0))], +),
        piecesScaleRatio: .static(.init(width: 0.8, height: 0.8)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: .init(x: 0.7, y: 0)
    )

    static let space = SnapshotTransformViewOptions(
        pieceSizeRatio: .init(width: 1.0 / 3.0, height: 1.0 / 4.0),
        piecesCornerRadiusRatio: .static(0.7),
        piecesAlphaRatio: .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], +),
        piecesTranslationRatio: .aggregated([.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnBasedMirror(CGPoint(x: -1, y: 1))], *),
        piecesScaleRatio: .static(.init(width: 0.5, height: 0.5)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: .init(x: 0.7, y: 0)
    )

    /// Every argument of the initialiser.
    static let everyArgument = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 0.2, height: 0.1),
        piecesCornerRadiusRatio: .columnBased(0.1, reversed: true),
        piecesAlphaRatio: .rowBased(0.05),
        piecesTranslationRatio: .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0), increasing: true),
        minPiecesTranslationRatio: .static(CGPoint(x: -1, y: -1)),
        maxPiecesTranslationRatio: .indexBasedCustom([CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)]),
        piecesScaleRatio: .columnOddEven(.init(width: 0.1, height: 0.4), .init(width: 0.4, height: 0.1)),
        containerScaleRatio: 0.2,
        containerTranslationRatio: CGPoint(x: 1, y: 0),
        containerMinTranslationRatio: CGPoint(x: -1, y: 0),
        containerMaxTranslationRatio: CGPoint(x: 1, y: 0)
    )

    /// Every PiecesValue case for each value type, as the Layout Designer writes them.
    static let cornerRadii: [SnapshotTransformViewOptions.PiecesValue<CGFloat>] = [
        .static(0.5),
        .columnBased(0.1),
        .columnBased(0.1, reversed: true),
        .rowBased(0.1, reversed: false),
        .columnOddEven(0.1, 0.2),
        .rowOddEven(0.1, 0.2, increasing: true),
        .columnBasedMirror(0.3),
        .rowBasedMirror(0.3, reversed: true),
        .indexBasedCustom([0.1, 0.2, 0.3]),
        .rowBasedCustom([0.1, 0.2]),
        .columnBasedCustom([0.3]),
        .aggregated([.rowOddEven(0.2, 0), .columnOddEven(0, 0.2)], +),
        .aggregated([.static(0.5), .rowBased(0.1)], *),
    ]

    static let translations: [SnapshotTransformViewOptions.PiecesValue<CGPoint>] = [
        .static(.zero),
        .columnBased(CGPoint(x: 0.1, y: 0)),
        .rowBased(CGPoint(x: 0, y: 0.1), reversed: true),
        .columnOddEven(CGPoint(x: 0, y: -0.1), CGPoint(x: 0, y: 0.1)),
        .rowOddEven(.init(x: 0, y: -1), .init(x: -1, y: -1)),
        .columnBasedMirror(CGPoint(x: -1, y: 1)),
        .rowBasedMirror(CGPoint(x: 0, y: 0.1)),
        .indexBasedCustom([CGPoint(x: 1, y: 0)]),
        .rowBasedCustom([CGPoint(x: 1, y: 0), CGPoint(x: -1, y: 0)]),
        .columnBasedCustom([CGPoint(x: 0, y: 1)]),
        .aggregated([.rowBasedMirror(CGPoint(x: 0, y: -1.8)), .columnBasedMirror(CGPoint(x: -1.8, y: 0))], +),
    ]

    static let scales: [SnapshotTransformViewOptions.PiecesValue<CGSize>] = [
        .static(.init(width: 0, height: 1)),
        .columnBased(CGSize(width: 0.1, height: 0.1)),
        .rowBasedMirror(.init(width: 0.05, height: 0.1)),
        .columnOddEven(.init(width: 1, height: 0), .init(width: 0, height: 0)),
        .indexBasedCustom([.zero, CGSize(width: 0.5, height: 0.5)]),
        .aggregated([.static(CGSize(width: 0.5, height: 0.5)), .rowBased(CGSize(width: 0.1, height: 0.1))], *),
    ]

    static func tweaked() -> SnapshotTransformViewOptions {
        var options = SnapshotTransformViewOptions.layout(.fade)
        options.pieceSizeRatio = CGSize(width: 1, height: 1.0 / 16.0)
        options.piecesCornerRadiusRatio = .static(0)
        options.piecesAlphaRatio = .static(0.4)
        options.piecesTranslationRatio = .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0))
        options.minPiecesTranslationRatio = nil
        options.maxPiecesTranslationRatio = .static(CGPoint(x: 1, y: 1))
        options.piecesScaleRatio = .static(.init(width: 0.6, height: 0.96))
        options.containerScaleRatio = 0.1
        options.containerTranslationRatio = .init(x: 0.8, y: 0)
        options.containerMinTranslationRatio = nil
        options.containerMaxTranslationRatio = CGPoint(x: 2, y: 0)
        return options
    }
}
