import UIKit

/// One way, among those UIKit's documentation allows, for the collection view to talk to its layout:
/// the stand-in's usual choices, or one of them made otherwise (``StandInLayoutChoices``, and the
/// attributes objects kept uncopied), or all of those that combine made otherwise at once. Named
/// without UIKit, for tests that cannot import it.
public enum LayoutChoiceVariant: String, Sendable, CaseIterable, CustomStringConvertible {
    case standInDefaults
    /// `layoutAttributesForElements(in:)` is asked for exactly the bounds.
    case exactBoundsQuery
    /// `layoutAttributesForElements(in:)` is asked for 200-point tiles, many times per cycle.
    case tiledQueries
    /// The cells take the attributes of `layoutAttributesForItem(at:)`.
    case itemQueryAttributes
    /// `shouldInvalidateLayout(forBoundsChange:)` is asked at the next layout cycle.
    case boundsQuestionAtLayout
    /// A bounds change invalidates with a plain `invalidateLayout()`.
    case plainInvalidationOnBoundsChange
    /// The content size and the rect queries are asked twice per cycle.
    case repeatedQueries
    /// The cells are given their attributes, and stacked, in the reverse order of the answer.
    case reversedCellOrder
    /// The cells are stacked by `zIndex`, the highest in front.
    case cellsByZIndex
    /// The attributes objects are kept as the layout returns them, not copied.
    case uncopiedAttributes
    /// The layout is given the release velocity in points per second.
    case velocityPerSecond
    /// Dequeuing hands out the cell queued last.
    case lastQueuedCellReused
    /// Cells leaving a layout cycle are queued before it dequeues, and may be reused in it.
    case leavingCellsReusedInTheCycle
    /// Both of the above: the cell queued last is handed out, and a cell leaving a cycle may come
    /// back in it (a reloaded item gets its own cell again).
    case lastQueuedCellReusedInTheCycle
    /// A resize or reload is followed by `targetContentOffset(forProposedContentOffset:)`.
    case targetOffsetAfterResizeAndReload
    /// Queued cells stay in the view hierarchy, hidden.
    case queuedCellsKeptHidden
    /// The collection view lays out at a new offset before its delegate hears `scrollViewDidScroll(_:)`.
    case layoutBeforeDidScroll
    /// An animated `setContentOffset(_:animated:)` moves at a constant velocity for 0.3 seconds.
    case constantVelocityScrollAnimation
    /// Cells are asked `preferredLayoutAttributesFitting(_:)` (the scenario's cells answer another
    /// height, changing the attributes they are given) and the layout whether that invalidates it.
    case preferredAttributesAsked
    /// Cells are prefetched for the viewport ahead of the bounds.
    case prefetching
    /// Each move of a drag moves the content from where it is, so an offset set during the drag stays.
    case dragFromCurrentOffset
    /// A cell resizes its content view by its `frame`, through the content view's transform.
    case contentViewResizedByFrame
    /// A change of the collection view's reading direction invalidates its layout.
    case layoutInvalidatedOnDirectionChange
    /// Every choice above made otherwise at once (tiles for the rect; cells stacked by `zIndex`).
    case everyChoiceOtherwise

    public var description: String { rawValue }

    /// The stand-in's choices for this variant.
    var choices: StandInLayoutChoices {
        var choices = StandInLayoutChoices()
        switch self {
        case .standInDefaults, .uncopiedAttributes: break
        case .exactBoundsQuery: choices.rectQuery = .exactBounds
        case .tiledQueries: choices.rectQuery = .tiles(side: 200)
        case .itemQueryAttributes: choices.appliesItemQueryAttributes = true
        case .boundsQuestionAtLayout: choices.asksBoundsInvalidationAtLayout = true
        case .plainInvalidationOnBoundsChange: choices.invalidatesEverythingOnBoundsChange = true
        case .repeatedQueries: choices.repeatsLayoutQueries = true
        case .reversedCellOrder: choices.cellOrder = .reversed
        case .cellsByZIndex: choices.cellOrder = .byZIndex
        case .velocityPerSecond: choices.passesLayoutVelocityPerSecond = true
        case .lastQueuedCellReused: choices.reusesLastQueuedCell = true
        case .leavingCellsReusedInTheCycle: choices.enqueuesLeavingCellsFirst = true
        case .lastQueuedCellReusedInTheCycle:
            choices.reusesLastQueuedCell = true
            choices.enqueuesLeavingCellsFirst = true
        case .targetOffsetAfterResizeAndReload: choices.asksTargetOffsetAfterResizeAndReload = true
        case .queuedCellsKeptHidden: choices.keepsQueuedCellsHidden = true
        case .layoutBeforeDidScroll: choices.laysOutBeforeDidScroll = true
        case .constantVelocityScrollAnimation: choices.scrollAnimationDuration = 0.3
        case .preferredAttributesAsked: choices.asksPreferredAttributes = true
        case .prefetching: choices.prefetchesCells = true
        case .dragFromCurrentOffset: choices.dragsFromCurrentOffset = true
        case .contentViewResizedByFrame: choices.resizesContentViewByFrame = true
        case .layoutInvalidatedOnDirectionChange: choices.invalidatesLayoutOnDirectionChange = true
        case .everyChoiceOtherwise:
            choices.rectQuery = .tiles(side: 200)
            choices.appliesItemQueryAttributes = true
            choices.asksBoundsInvalidationAtLayout = true
            choices.invalidatesEverythingOnBoundsChange = true
            choices.repeatsLayoutQueries = true
            choices.cellOrder = .byZIndex
            choices.passesLayoutVelocityPerSecond = true
            choices.reusesLastQueuedCell = true
            choices.enqueuesLeavingCellsFirst = true
            choices.asksTargetOffsetAfterResizeAndReload = true
            choices.keepsQueuedCellsHidden = true
            choices.laysOutBeforeDidScroll = true
            choices.scrollAnimationDuration = 0.3
            choices.asksPreferredAttributes = true
            choices.prefetchesCells = true
            choices.dragsFromCurrentOffset = true
            choices.resizesContentViewByFrame = true
            choices.invalidatesLayoutOnDirectionChange = true
        }
        return choices
    }

    /// Whether each move of a drag moves the content from where it is (``StandInLayoutChoices/dragsFromCurrentOffset``).
    public var dragsFromCurrentOffset: Bool { choices.dragsFromCurrentOffset }

    /// Whether the collection view keeps the layout's attributes objects uncopied.
    var keepsLayoutAttributesUncopied: Bool { self == .uncopiedAttributes || self == .everyChoiceOtherwise }

    /// Gives `collectionView` this variant's choices.
    @MainActor
    func apply(to collectionView: UICollectionView) {
        collectionView.layoutChoices = choices
        if keepsLayoutAttributesUncopied { collectionView.keepsLayoutAttributesUncopied = true }
    }
}
