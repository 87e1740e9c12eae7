import PagingLayoutUIKit
import UIKit
import UIKitScenarios

/// The cells of the client corpus that compile on Linux (`Corpus/` links the corpus files
/// `Tests/AppleClientCode/Docs/UIKitPreparedProtocols.swift` and `UIKitCustomEffects.swift`
/// unchanged), by name.
public enum ClientCell: String, CaseIterable, Sendable {
    case scaleExample, stackExample, snapshotExample, namedCard, layoutType, combinedStack, combinedSnapshot
    case sliding, turning, manualTap

    @MainActor
    var cellClass: UICollectionViewCell.Type {
        switch self {
        case .scaleExample: ScaleExampleCell.self
        case .stackExample: StackExampleCell.self
        case .snapshotExample: SnapshotExampleCell.self
        case .namedCard: NamedCardCell.self
        case .layoutType: LayoutTypeCell.self
        case .combinedStack: CombinedStackCell.self
        case .combinedSnapshot: CombinedSnapshotCell.self
        case .sliding: SlidingCell.self
        case .turning: TurningCell.self
        case .manualTap: ManualTapCell.self
        }
    }
}

/// What one view of a corpus cell shows: its layer transform and alpha.
public struct ClientViewState: Sendable, Equatable {
    /// The view's layer transform.
    public var transform: Transform3D
    /// The view's alpha.
    public var alpha: CGFloat
}

/// A page on screen with a corpus cell, as plain values.
public struct ClientPage: Sendable {
    /// The item UIKit has the cell at.
    public var item: Int
    /// The page's progress worked out from the screen: `item − offset / width`.
    public var progress: CGFloat
    /// The views the corpus's code changes, by the corpus's names (`contentView`, `cardView`,
    /// `iconView`, `titleLabel`, `captionLabel`, …).
    public var views: [String: ClientViewState]
    /// The cell layer's z position.
    public var zPosition: CGFloat
    /// What the snapshot pieces show (snapshot cells); `nil` without pieces.
    public var snapshotContent: [String]?
    /// The attributes the core's prepared effect gives the cell's target at `progress`, from the
    /// options the corpus declares; `nil` for cells without a prepared effect.
    public var preparedEffect: EffectAttributes?
}

/// The pager scenario's app showing one of the corpus's cells: launch, drag, tap and page from code
/// through ``app``; ``pages()`` reads what the corpus's cells show.
@MainActor
public final class ClientCorpusScenario {
    /// The app, with `resolvesTaps` on.
    public let app: PagerScenario
    /// The corpus cell the app shows.
    public let cell: ClientCell

    /// The pager scenario's app showing `cell` for each of its six items, with the stand-in making
    /// `variant`'s choices.
    public init(_ cell: ClientCell, under variant: LayoutChoiceVariant = .standInDefaults) {
        self.cell = cell
        var options = PagerScenarioOptions()
        options.resolvesTaps = true
        options.layoutChoices = variant
        app = PagerScenario(options, clientCellClass: cell.cellClass)
    }

    /// The items on screen whose cell's content view has another size than the cell.
    public func contentViewsNotFillingTheirCells() -> [Int] {
        app.visibleCells().filter { $0.cell.contentView.bounds.size != $0.cell.bounds.size }.map(\.item)
    }

    /// The pages on screen, by item.
    public func pages() -> [ClientPage] {
        let width = app.viewportSize.width
        return app.visibleCells().map { item, cell in
            let progress = CGFloat(item) - app.contentOffset.x / width
            let context = { (targetSize: CGSize) in
                EffectContext(targetSize: targetSize, viewportSize: self.app.viewportSize, pageStep: width)
            }
            // The prepared effect the cell applies, for the options the corpus declares.
            let prepared: EffectAttributes? =
                if let cell = cell as? any ScaleTransformView {
                    ScaleEffect(options: cell.scaleOptions).directedAttributes(
                        for: progress, in: context(cell.scalableView.bounds.size))
                } else if let cell = cell as? any StackTransformView {
                    StackEffect(options: cell.stackOptions).directedAttributes(
                        for: progress, in: context(cell.cardView.bounds.size))
                } else {
                    nil
                }
            // The views the corpus's code changes besides the content view.
            var views: [String: UIView] = ["contentView": cell.contentView]
            var snapshotTarget: UIView?
            switch cell {
            case let cell as SnapshotExampleCell:
                snapshotTarget = cell.targetView
            case let cell as NamedCardCell:
                views["cardView"] = cell.cardView
            case let cell as LayoutTypeCell:
                views["titleLabel"] = cell.titleLabel
                views["subtitleLabel"] = cell.subtitleLabel
            case let cell as CombinedStackCell:
                views["iconView"] = cell.iconView
            case let cell as CombinedSnapshotCell:
                views["captionLabel"] = cell.captionLabel
                snapshotTarget = cell.targetView
            case let cell as TurningCell:
                views["cardView"] = cell.cardView
            default:
                break
            }
            let pieces = snapshotTarget?.snapshotContainer?.snapshots.first?.layer.contents as? CGImage
            return ClientPage(
                item: item, progress: progress,
                views: views.mapValues { ClientViewState(transform: Transform3D($0.layer.transform), alpha: $0.alpha) },
                zPosition: cell.layer.zPosition, snapshotContent: pieces?.drawnContent, preparedEffect: prepared)
        }
    }
}
