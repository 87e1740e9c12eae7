import Foundation

extension PagingLayoutDriver {
    // MARK: - Taps and touches

    /// Whether a touch now may select a page: not while a page change animates, a drag settles or
    /// the host decelerates (``PagingLayoutHost/isDecelerating``) — a touch that stops a fling only
    /// stops it. The finger of the tap itself does not count: the host tracks it.
    ///
    /// Ask when the touch begins (a tap recognizer's `gestureRecognizer(_:shouldReceive:)`);
    /// ``tap(atContentPoint:)`` asks again when the tap ends.
    public var acceptsTaps: Bool {
        scrollState == .idle && !(host?.isDecelerating ?? false)
    }

    /// Whether the pages are settling on the page a released drag chose, carried by the host's own
    /// deceleration: a touch now stops the host where it is (UIKit stops a decelerating scroll
    /// view at touch-down, without moving it), and only ``touchEndedWithoutDragging()`` can tell
    /// the driver so.
    public var isSettlingWithHost: Bool { deceleration != nil && isAnimating }

    /// A touch that came down while the pages settled with the host (``isSettlingWithHost``)
    /// lifted without dragging — a tap recognizer sees it end. The host stopped at touch-down
    /// short of the page the release chose, and no offset change will follow to move the settle
    /// on: on the next turn of the run loop (when the host has seen the touch end), if the host
    /// rests, the driver takes the pages from where they stopped to that page with its own
    /// animation. A drag that began meanwhile, or a host that moves on, keeps the pages.
    public func touchEndedWithoutDragging() {
        guard isSettlingWithHost, let host else { return }
        host.schedule { [weak self] in self?.finishStoppedSettle() }
    }

    private func finishStoppedSettle() {
        guard let running = deceleration, isAnimating, let host, !host.isTrackingOrDecelerating else { return }
        let engine = pageController.engine
        let page = engine.currentPage(atScrollPosition: engine.scrollPosition(at: engine.geometry.point(along: running.end)))
        deceleration = nil
        adopt(engine.geometry.point(along: engine.scrollDirection.along(engineOffset(host.contentOffset))))
        pageController.setCurrentPage(page, animated: true)
    }

    /// The pages on screen as the core's hit test sees them: each laid-out page whose cell the host
    /// shows (``PagingLayoutHost/sceneItem(at:flatIndex:progress:zPosition:)``), ordered by the z
    /// position its cell asked for at its last transform.
    ///
    /// - Returns: `nil` before the first pass or without a host.
    /// - Complexity: O(v) for v laid-out pages.
    public func scene() -> PagerScene? {
        var scene = PagerScene(viewportSize: .zero, contentOffset: .zero, items: [])
        return fillScene(&scene) ? scene : nil
    }

    /// Rewrites `scene` as ``scene()``, in its storage; `false` (and `scene` untouched) before the
    /// first pass or without a host.
    private func fillScene(_ scene: inout PagerScene) -> Bool {
        guard let host, let pass else { return false }
        scene.update(viewportSize: host.viewportSize, contentOffset: host.contentOffset) { items in
            for (position, item) in pass.elements.enumerated() {
                if let sceneItem = host.sceneItem(
                    at: item.indexPath, flatIndex: item.flatIndex, progress: item.progress,
                    zPosition: pageStates.state(at: position, of: item.indexPath)?.zPosition ?? item.zPosition)
                {
                    items.append(sceneItem)
                }
            }
        }
        return true
    }

    /// Resolves a tap that ended at `point` (the host's content coordinates, where a tap recognizer
    /// on the scroll view reports it): the page whose selectable part is frontmost under the point,
    /// through every page's 3-D transform and z position, whatever the order of the cells in the
    /// view hierarchy.
    ///
    /// - Returns: the selected page and whether to go to it (``scrollsToSelectedPage``); `nil`
    ///   when the tap hit no page, or the pages are moving (``acceptsTaps``).
    public func tap(atContentPoint point: CGPoint) -> PageTap? {
        guard acceptsTaps, let item = scene()?.item(atContentPoint: point) else { return nil }
        return PageTap(indexPath: item.indexPath, page: item.flatIndex, scrollsToPage: scrollsToSelectedPage)
    }

    /// The page whose cell should receive a touch at `point` (the host's content coordinates): the
    /// frontmost page under it by z position and transform, its selectable part only. The original
    /// library forwarded touches outside a cell's selectable view to the cells below; UIKit's own
    /// hit testing follows the order of the cells in the view hierarchy instead, so a neighbour
    /// laid over the front page would swallow its touches.
    ///
    /// - Returns: `nil` when no page takes a touch there (it goes to the scroll view), or before the
    ///   first pass.
    public func touchReceiver(atContentPoint point: CGPoint) -> ItemIndexPath? {
        touchScene()?.item(atContentPoint: point)?.indexPath
    }

    /// Whether the cell of the page at `indexPath` should take a touch at `point` (the host's
    /// content coordinates) — the answer for the cell's `point(inside:with:)`: `true` only for the
    /// ``touchReceiver(atContentPoint:)``.
    ///
    /// - Returns: `nil` when the driver cannot tell (no pass yet, or the host shows the hit test no
    ///   item for that page): keep UIKit's own answer then.
    public func cell(at indexPath: ItemIndexPath, receivesTouchAtContentPoint point: CGPoint) -> Bool? {
        guard let scene = touchScene(), scene.items.contains(where: { $0.indexPath == indexPath }) else { return nil }
        return scene.item(atContentPoint: point)?.indexPath == indexPath
    }

    /// ``scene()``, built once for the touches of this turn of the run loop: UIKit asks every
    /// visible cell's `point(inside:with:)` about one touch, and a scene per question would cost
    /// O(v²) for v pages. The scene goes stale on the next turn, and at every pass or transform of
    /// the cells, so a later touch sees the cells as they are then; the next one is built in its
    /// storage.
    func touchScene() -> PagerScene? {
        if touchSceneIsCurrent { return touchSceneStorage }
        // The last touch scene's storage is refilled: no copy of it is left once its turn is over.
        guard let host, fillScene(&touchSceneStorage) else { return nil }
        touchSceneIsCurrent = true
        host.schedule { [weak self] in self?.touchSceneIsCurrent = false }
        return touchSceneStorage
    }
}
