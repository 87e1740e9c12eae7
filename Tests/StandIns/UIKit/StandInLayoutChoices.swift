import Foundation

/// Stand-in, not UIKit API: the choices UIKit's documentation leaves open about how a collection
/// view talks to its layout, each of which a UIKit model may make another valid way. Every choice
/// is off by default (the stand-in's usual behaviour); a scenario turns one on to run the adapter
/// under it. Docs/UIKit.md's table names the documentation that leaves each open.
public struct StandInLayoutChoices: Sendable, Equatable {
    /// The rects the layout cycle asks of `layoutAttributesForElements(in:)`.
    public enum RectQuery: Sendable, Equatable {
        /// One query: the bounds grown by one viewport on every side (the default).
        case boundsGrownByViewport
        /// One query: exactly the bounds.
        case exactBounds
        /// Several queries per cycle: the bounds grown by one viewport, cut into squares of `side`
        /// points from its top-left corner; the answers are merged, the first element of each index
        /// path kept.
        case tiles(side: CGFloat)
    }

    /// The rects asked of `layoutAttributesForElements(in:)` ("the rectangle … can be larger than
    /// the visible area"; how large, and in how many calls, is not documented).
    public var rectQuery = RectQuery.boundsGrownByViewport
    /// The rect query decides which items have cells; the attributes applied to each such cell are
    /// then asked of `layoutAttributesForItem(at:)`.
    public var appliesItemQueryAttributes = false
    /// A bounds change asks `shouldInvalidateLayout(forBoundsChange:)` on the next layout cycle
    /// (once, with the bounds then), not at once.
    public var asksBoundsInvalidationAtLayout = false
    /// A bounds change the layout wants invalidated is invalidated with a plain `invalidateLayout()`
    /// (everything), not with `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`.
    public var invalidatesEverythingOnBoundsChange = false
    /// Each layout cycle asks `collectionViewContentSize` and the rect queries twice (before and
    /// after the first answers) and applies the second answers.
    public var repeatsLayoutQueries = false
    /// The velocity passed to `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// is in points per second, as that method documents, not in points per millisecond, the unit
    /// of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (and of the stand-in by
    /// default).
    public var passesLayoutVelocityPerSecond = false
    /// Dequeuing hands out the cell queued last (the queue's order is not documented; the stand-in
    /// hands out the one queued first by default).
    public var reusesLastQueuedCell = false
    /// A layout cycle puts the cells of items that leave it back in the reuse queue before it
    /// dequeues cells for the items that come, so one may be reused in the same cycle (by default
    /// they are queued after).
    public var enqueuesLeavingCellsFirst = false
    /// A cell put back in the reuse queue stays among the collection view's subviews, hidden,
    /// until it is shown again (by default it leaves the view hierarchy).
    public var keepsQueuedCellsHidden = false
    /// After a change of the bounds' size or `reloadData()`, the layout cycle asks the layout's
    /// `targetContentOffset(forProposedContentOffset:)` with the offset it has, and moves there
    /// ("during layout updates … the collection view calls this method"; by default the stand-in
    /// asks only after batch updates and changes of layout).
    public var asksTargetOffsetAfterResizeAndReload = false
    /// The order in which the cells of a cycle are given their attributes and placed among the
    /// collection view's subviews (which decides which of overlapping cells a touch goes to).
    public var cellOrder = CellOrder.asAnswered

    /// An offset change lays the collection view out at the new offset before its delegate hears
    /// `scrollViewDidScroll(_:)` (by default the delegate hears it from inside the offset's setter,
    /// and the layout cycle comes later; UIKit documents neither order).
    public var laysOutBeforeDidScroll = false
    /// An animated `setContentOffset(_:animated:)` moves at a constant velocity, as that method
    /// documents, and arrives after this many seconds (`nil`, the default: each display frame covers
    /// 30% of the way left). UIKit does not document the duration.
    public var scrollAnimationDuration: TimeInterval?
    /// Each cell given attributes is asked `preferredLayoutAttributesFitting(_:)` (with the object it
    /// keeps); an answer that differs is put to the layout's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and the layout
    /// invalidated with `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// when it says so (by default the stand-in never asks; UIKit asks self-sizing cells).
    public var asksPreferredAttributes = false
    /// Prefetching (`isPrefetchingEnabled`): cells are made, configured and given their attributes
    /// for items whose frames meet the viewport ahead of the bounds in the direction of the last
    /// scroll, before they are visible; they stay out of `visibleCells` until their frames meet the
    /// bounds (by default only items meeting the bounds get cells).
    public var prefetchesCells = false
    /// Each move of a drag moves the content by the finger's movement since the move before, from
    /// the offset the scroll view has then, so an offset set during the drag (by the app, or by the
    /// layout) stays under the finger (by default each move puts the content at the offset it had
    /// when the drag began, less the finger's whole movement since, which undoes such an offset at
    /// the next move).
    public var dragsFromCurrentOffset = false
    /// A cell resizes its content view by setting the content view's `frame` to its bounds (as
    /// autoresizing is observed to), which under a transform resizes the content view through it
    /// (by default the content view is resized in its bounds and centre, whatever its transform).
    public var resizesContentViewByFrame = false
    /// A change of the collection view's `semanticContentAttribute` invalidates its layout, as a
    /// trait change of the layout direction may (by default the layout is left as it is until
    /// something else invalidates it).
    public var invalidatesLayoutOnDirectionChange = false

    /// How the layout cycle orders the cells it shows.
    public enum CellOrder: Sendable, Equatable {
        /// In the order of the layout's answer; a new cell goes in front of the others (the default).
        case asAnswered
        /// In the reverse order of the layout's answer; each cell shown goes behind the others.
        case reversed
        /// By `zIndex`, lowest first; each cell shown goes in front, so the highest ends in front.
        case byZIndex
    }

    /// The stand-in's usual choices.
    public init() {}
}
