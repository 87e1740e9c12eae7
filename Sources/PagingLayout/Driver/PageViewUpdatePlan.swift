/// What one SwiftUI update of a page view does to its UIKit pager, worked out from what changed:
/// only what changed is applied, the layout is invalidated only when the pages must move or be
/// transformed again, and nothing that would interrupt the user waits until the pager is at rest.
///
/// SwiftUI updates a representable whenever the view around it is evaluated again — often on
/// every change of unrelated state, and during a drag. Re-applying everything then invalidated
/// the layout, re-laid out and re-transformed every visible page (and captured snapshot pages
/// again), and a reload in the middle of a drag replaced the cells under the finger.
///
/// - Layout settings (``PageViewLayoutSettings``) that changed are written and the layout
///   invalidated — but not while the pager scrolls (a drag, a deceleration, an animated page
///   change): a new page length or page count would move the pages under the finger and write
///   the offset. They wait until the pager rests (``waitsForRest``).
/// - A new page padding lays the visible pages' content out again at once; a new effect or
///   padding re-transforms the pages by invalidating the layout when at rest (while scrolling,
///   every scroll step transforms them anyway).
/// - New items (their ids changed) reload the collection view when at rest; until then the pager
///   shows the items it has. Items with the same ids update the visible pages in place, keeping
///   their SwiftUI state (``HostedPageChange/update``).
/// - The underlying view's own settings (closures) are applied on each update at rest, and after
///   the drag when an update comes during one.
/// - The selection is followed only once the pager shows the items the selection is looked up
///   in.
///
/// ```swift
/// let plan = PageViewUpdatePlan(applied: applied, wanted: wanted, itemsChanged: false, isScrolling: false)
/// if plan.writesLayoutSettings { /* write the layout's settings */ }
/// if plan.invalidatesLayout { layout.invalidateLayout() }
/// applied = plan.appliedSettings
/// ```
package struct PageViewUpdatePlan: Sendable {
    /// Write the layout settings to the layout (they changed, and the pager is at rest).
    public let writesLayoutSettings: Bool
    /// Lay out the visible pages' content again (the page padding changed).
    public let laysOutPages: Bool
    /// Invalidate the layout: the pages move (new layout settings) or must be transformed again
    /// (a new effect or padding) and the pager is at rest.
    public let invalidatesLayout: Bool
    /// Reload the collection view with the new items (their ids changed, and the pager is at rest).
    public let reloadsItems: Bool
    /// Update the visible pages with the new items in place (the items kept their ids).
    public let updatesVisiblePages: Bool
    /// Write whether taps are resolved.
    public let writesTapResolution: Bool
    /// Apply the settings of the underlying view (`.collectionView(_:_:)`): closures that cannot be
    /// compared, so applied on every update at rest, and held back while the pager scrolls (turning
    /// the view's paging on mid-drag would hand the release to it).
    public let appliesViewSettings: Bool
    /// Go to the selection's page: the pager shows the items the selection is looked up in.
    public let followsSelection: Bool
    /// Something is held back until the pager rests: plan again then, with ``appliedSettings``.
    public let waitsForRest: Bool
    /// The settings the pager shows once this plan is carried out: the wanted ones, but the old
    /// layout settings while they wait for rest.
    public let appliedSettings: PageViewSettings

    /// Plans the update from the settings the pager shows to the wanted ones.
    ///
    /// - Parameters:
    ///   - applied: what the pager shows now; `nil` before the first update (everything is applied).
    ///   - wanted: what the page view asks for.
    ///   - itemsChanged: whether the items' ids differ from the ones the collection view shows.
    ///   - isScrolling: whether the pager moves — a drag, a deceleration or an animated page change
    ///     (its ``ScrollState`` is not ``ScrollState/idle``).
    ///   - hasViewSettings: whether the page view sets properties of the underlying view.
    public init(
        applied: PageViewSettings?, wanted: PageViewSettings, itemsChanged: Bool, isScrolling: Bool,
        hasViewSettings: Bool = false
    ) {
        let layoutChanged = applied.map { $0.layout != wanted.layout } ?? true
        let paddingChanged = applied.map { $0.pagePadding != wanted.pagePadding } ?? true
        let effectChanged = applied.map { !$0.hasSameEffect(as: wanted) } ?? true
        // The first update applies everything: nothing is on screen to interrupt.
        let atRest = applied == nil || !isScrolling
        writesLayoutSettings = layoutChanged && atRest
        laysOutPages = paddingChanged
        invalidatesLayout = atRest && (layoutChanged || paddingChanged || effectChanged)
        reloadsItems = itemsChanged && atRest
        updatesVisiblePages = !itemsChanged
        writesTapResolution = applied.map { $0.resolvesTaps != wanted.resolvesTaps } ?? true
        appliesViewSettings = hasViewSettings && atRest
        followsSelection = !itemsChanged || reloadsItems
        waitsForRest = !atRest && (layoutChanged || itemsChanged || hasViewSettings)
        var settings = wanted
        if let applied, !atRest {
            settings.layout = applied.layout
        }
        appliedSettings = settings
    }
}
