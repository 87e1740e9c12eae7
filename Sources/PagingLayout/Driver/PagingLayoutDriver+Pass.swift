import Foundation

extension PagingLayoutDriver {
    // MARK: - Layout pass

    /// Brings the engine and the page controller up to date with the host, reconciles the two
    /// offsets, lays out the pages at the host's offset and transforms the loaded cells:
    /// `UICollectionViewLayout.prepare()`.
    ///
    /// Listeners hear about what happens here on the next turn of the run loop.
    public func prepare() {
        guard let host else { return }
        isPreparing = true
        defer { isPreparing = false }
        let pagesWereShown = pageController.engine.pageLength > 0 && pageController.engine.numberOfPages > 0
        // After a change of the data, UIKit may give a page that has a cell here another one later
        // in the pass (a reloaded item's): the pass's cells are transformed again once laid out.
        let dataChanged = needsItemCounts
        // The host's state at the start, in one call. Its motion does not change during the pass.
        let readings = host.passReadings(readingLayoutDirection: layoutDirection == nil)
        let hostIsMoving = readings.isTrackingOrDecelerating
        if readings.isDragging, pageController.scrollState != .dragging {
            // The user started a drag: the offsets from here on are the drag's.
            beginDragging()
        }
        // The offset is used for the whole pass while the driver does not move the host (a scroll
        // step) and no data source is asked for counts: nothing else moves it during the pass.
        let hostOffset = readings.contentOffset
        let hostMovesBefore = hostOffsetWrites
        synchronize(
            with: host, at: hostOffset,
            inputs: EngineInputs(
                viewportSize: readings.viewportSize,
                layoutDirection: layoutDirection ?? readings.layoutDirection ?? .leftToRight),
            hostIsMoving: hostIsMoving)
        if pageController.scrollState == .dragging, !hostIsMoving {
            // The scroll view rests but no release was reported (a cancelled pan, paging that
            // UIKit did itself): settle on the page nearest the offset, as a slow release would.
            pageController.endDragging(velocity: .zero, completion: nil)
        }
        carryOutPendingRequest(pagesWereShown: pagesWereShown)
        // One copy of the engine for the rest of the pass (each copy retains its arrays).
        let engine = pageController.engine
        let window = loopingWindow(for: engine)
        if let window { recentreIfResting(host, in: engine, window: window, hostIsMoving: hostIsMoving) }
        // The last pass's storage is refilled (let go of here, so it is not shared): a pass
        // allocates nothing once it has grown.
        var layout = pass ?? LayoutPass()
        pass = nil
        let offset = engineOffset(
            hostOffsetWrites == hostMovesBefore && !dataChanged ? hostOffset : host.contentOffset, in: engine)
        engine.layout(at: offset, into: &layout)
        pass = layout
        // Queries by index path are rare in a scroll (UIKit asks for the elements in a rect): the
        // index of the pass is built by the first one.
        passIndexIsCurrent = false
        passFrameShift = window.map { engine.geometry.point(along: $0.base) }
        applyTransforms(
            host: host, engine: engine, at: offset, schedulingFollowUp: true, cellsMayBeReplaced: dataChanged)
    }

    /// The size of the scrollable content: the pages, gaps and padding along the axis (a long run
    /// of periods when looping); across it, the viewport inside the host's adjusted insets, so the
    /// pager never scrolls across its axis.
    ///
    /// Worked out once and kept until the engine changes (size, options, counts) or the insets
    /// across the axis do: a scroll step changes neither.
    public var contentSize: CGSize {
        guard let host else { return .zero }
        let insets = host.adjustedContentInsets.across(pageController.engine.scrollDirection)
        if let cache = contentSizeCache, cache.pageCount == pageController.engine.numberOfPages,
            cache.insetsAcross == insets
        {
            return cache.size
        }
        let engine = pageController.engine
        var size = engine.contentSize
        if let window = loopingWindow(for: engine) {
            size = resized(size, along: window.contentLength)
        }
        size =
            engine.scrollDirection == .horizontal
            ? CGSize(width: size.width, height: max(size.height - insets, 0))
            : CGSize(width: max(size.width - insets, 0), height: size.height)
        contentSizeCache = ContentSizeCache(pageCount: engine.numberOfPages, insetsAcross: insets, size: size)
        return size
    }

    /// The attributes of the laid-out pages whose frames meet `rect`, from the last pass:
    /// `layoutAttributesForElements(in:)`. Each is the pass's element of the page as the collection
    /// view shows it: its frame in the host's coordinates, the z position its cell asked for, and
    /// the alpha and transform its effect gave the cell itself.
    ///
    /// - Complexity: O(v) for v laid-out pages.
    public func attributes(in rect: CGRect) -> [LayoutElement] {
        var found: [LayoutElement] = []
        attributes(in: rect, into: &found)
        return found
    }

    /// Replaces the contents of `found` with ``attributes(in:)``, in the pass's order, keeping its
    /// storage: a caller that keeps the array allocates nothing once it has grown.
    ///
    /// - Complexity: O(v) for v laid-out pages.
    public func attributes(in rect: CGRect, into found: inout [LayoutElement]) {
        found.removeAll(keepingCapacity: true)
        guard let pass else { return }
        // Read once, not per page: most passes have no page side by side and no cell that moves
        // itself, and their pages need nothing but the pass and the z positions.
        let states = pageStates
        let isPlain = sideBySidePages.isEmpty && cellAppearances.isEmpty
        let shift = passFrameShift
        let elements = pass.elements
        for position in elements.indices {
            let state = states.state(at: position, of: elements[position].indexPath)
            guard isPlain, state?.isMissing != true else {
                let attributes = attributes(for: elements[position], state: state)
                if attributes.frame.intersects(rect) { found.append(attributes) }
                continue
            }
            // A plain page (most frames): the frame is checked before the element is copied, and
            // the copy is made once, in the array.
            var frame = elements[position].frame
            if let shift { frame = frame.offsetBy(dx: shift.x, dy: shift.y) }
            guard Self.meets(frame, rect) else { continue }
            found.append(elements[position])
            found[found.count - 1].frame = frame
            found[found.count - 1].zPosition = state?.zPosition ?? elements[position].zPosition
        }
    }

    /// Whether the last pass laid out the page at `indexPath`.
    ///
    /// - Complexity: O(1), after an O(v) index of the pass on the first query after a pass.
    public func isLaidOut(_ indexPath: ItemIndexPath) -> Bool {
        passPosition(of: indexPath) != nil
    }

    /// The position of `indexPath`'s page in the last pass (its first, when a looping pass shows
    /// it twice); `nil` when the pass did not lay it out.
    private func passPosition(of indexPath: ItemIndexPath) -> Int? {
        guard let pass else { return nil }
        if !passIndexIsCurrent {
            passIndex.removeAll(keepingCapacity: true)
            for (position, item) in pass.elements.enumerated() where passIndex[item.indexPath] == nil {
                passIndex[item.indexPath] = position
            }
            passIndexIsCurrent = true
        }
        return passIndex[indexPath]
    }

    /// The attributes of one item: `layoutAttributesForItem(at:)`. A laid-out page gets the very
    /// attributes ``attributes(in:)`` gives it (UIKit animates batch updates and transitions between
    /// the two answers, so they must agree); another item gets its own page of the content — where
    /// the viewport rests when it is current — with the default z position. `nil` for an item that
    /// does not exist.
    ///
    /// - Complexity: O(1) for a laid-out page (O(log s) for s sections otherwise).
    public func attributes(for indexPath: ItemIndexPath) -> LayoutElement? {
        let engine = pageController.engine
        if let position = passPosition(of: indexPath), let pass {
            let item = pass.elements[position]
            return attributes(for: item, state: pageStates.state(at: position, of: item.indexPath))
        }
        guard let page = engine.items.flatIndex(for: indexPath) else { return nil }
        let progress = CGFloat(page) - engine.scrollPosition(at: engineOffset(host?.contentOffset ?? .zero))
        return LayoutElement(
            kind: .cell, section: indexPath.section, item: indexPath.item, flatIndex: page, progress: progress,
            frame: scrollFrame(restingFrame(slot: page), in: engine),
            zPosition: PagingEngine.defaultZPosition(progress: progress))
    }

    /// Where the host should put its content after it repositions it (rotation, reload, updates):
    /// the current page — or the page asked for before the counts were known — measured on the
    /// host's current size and counts; `proposed` while an animation runs, while the user's finger
    /// or a fling moves the content (the page is where the scroll takes it), or without pages.
    public func targetContentOffset(proposed: CGPoint) -> CGPoint {
        guard let host, !isAnimating, !host.isTrackingOrDecelerating else { return proposed }
        var engine = pageController.engine
        engine.geometry = resolvedGeometry(for: engineInputs(of: host))
        engine.items = SectionedItemCounts(host.itemCounts())
        guard engine.pageLength > 0, engine.numberOfPages > 0 else { return proposed }
        let page = engine.clampedPage(pendingRequest?.page ?? currentPage)
        let settled = scrollOffset(forEngineOffset: engine.scrollDirection.along(engine.contentOffset(forPage: page)), in: engine)
        return engine.scrollDirection.point(along: settled, keepingAcrossOf: proposed)
    }

    // MARK: - Reconciliation

    /// Makes the engine match the host, then the controller's offset and the host's agree: the
    /// controller's wins after a change of size or counts; the host's wins when it moved by itself
    /// (the user scrolled). `hostOffset` and `inputs` are the host's as the pass read them at its start.
    private func synchronize(
        with host: any PagingLayoutHost, at hostOffset: CGPoint, inputs: EngineInputs, hostIsMoving: Bool
    ) {
        guard needsItemCounts || inputs != engineInputs else {
            // A scroll step: the engine is the one the inputs built; only the offsets may differ.
            adoptHostOffset(hostOffset, of: host, hostIsMoving: hostIsMoving)
            return
        }
        var engine = pageController.engine
        engine.geometry = resolvedGeometry(for: inputs)
        engine.numberOfVisibleItems = numberOfVisibleItems
        if needsItemCounts {
            engine.items = SectionedItemCounts(host.itemCounts())
            needsItemCounts = false
            // The items behind the index paths may be others now.
            sideBySidePages.removeAll()
            cellAppearances.removeAll()
        }
        engineInputs = inputs
        guard engine != pageController.engine else {
            adoptHostOffset(hostOffset, of: host, hostIsMoving: hostIsMoving)
            return
        }
        let scrolled = engine.scrollDirection.along(engineOffset(hostOffset, in: engine))
        let isFirstLayout = pageController.engine.pageLength == 0
        isAdoptingHostOffset = true
        pageController.engine = engine
        isAdoptingHostOffset = false
        engineChanges &+= 1
        contentSizeCache = nil
        if isFirstLayout, pendingRequest == nil, pageController.currentPage == 0, scrolled != 0,
            !isInsetAdjustment(hostOffset, of: host, along: engine.scrollDirection, hostIsMoving: hostIsMoving)
        {
            // The app scrolled the collection view before its first layout: adopt its page. (Minus
            // the adjusted inset is where UIKit starts a scroll view with the app's own content
            // inset: no scroll, page 0 stays in place.)
            adopt(engine.geometry.point(along: scrolled))
        } else {
            // The controller kept its page across the change (rotation, reload): show it.
            writeOffset(to: host)
        }
    }

    /// With the engine unchanged: when the host moved by itself (the user's scroll, or its own
    /// deceleration after a drag), the controller follows it — unless UIKit put a resting scroll
    /// view at minus its adjusted inset (the landscape safe area), which is no scroll: the page stays
    /// where it is.
    private func adoptHostOffset(_ hostOffset: CGPoint, of host: any PagingLayoutHost, hostIsMoving: Bool) {
        guard !isWritingOffset, hostOffset != writtenOffset else { return }
        let direction = pageController.engine.scrollDirection
        let scrolled = direction.along(engineOffset(hostOffset))
        guard scrolled != direction.along(pageController.contentOffset) else { return }
        if isInsetAdjustment(hostOffset, of: host, along: direction, hostIsMoving: hostIsMoving) {
            writeOffset(to: host)
        } else if !followDeceleration(to: scrolled, hostIsMoving: hostIsMoving) {
            adopt(direction.point(along: scrolled, across: 0))
        }
    }

    /// Whether the host rests, of itself, at minus its adjusted inset before the pages along the
    /// axis: where UIKit puts a scroll view when its adjusted inset appears or changes (the initial
    /// offset, a rotation into landscape). A drag released there settles elsewhere, so only UIKit
    /// leaves the host there.
    func isInsetAdjustment(
        _ hostOffset: CGPoint, of host: any PagingLayoutHost, along direction: ScrollDirection, hostIsMoving: Bool
    ) -> Bool {
        // Only an offset before the pages can be minus an inset: a scroll step reads no insets.
        guard direction.along(hostOffset) < 0, !hostIsMoving, deceleration == nil, !isAnimating else { return false }
        let leading = host.adjustedContentInsets.leading(along: direction)
        return leading.isFinite && leading > 0 && direction.along(hostOffset) == -leading
    }

    /// Brings the controller to an offset the host shows, without writing it back.
    func adopt(_ offset: CGPoint) {
        writtenOffset = nil
        isAdoptingHostOffset = true
        defer { isAdoptingHostOffset = false }
        if pageController.scrollState == .dragging {
            pageController.drag(to: offset)
        } else {
            pageController.scroll(to: offset)
        }
    }

    /// The controller moved: show its offset.
    func pageControllerDidScroll() {
        // The flag first: adopting the host's offset (every scroll step) needs no host.
        guard !isAdoptingHostOffset, let host else { return }
        writeOffset(to: host)
    }

    /// Moves the host to the controller's offset along the axis (keeping its offset across, which
    /// the insets set) and remembers the offset as the host rounded it.
    private func writeOffset(to host: any PagingLayoutHost) {
        let engine = pageController.engine
        let current = host.contentOffset
        let along = scrollOffset(forEngineOffset: engine.scrollDirection.along(pageController.contentOffset), in: engine)
        let target = engine.scrollDirection.point(along: along, keepingAcrossOf: current)
        guard target != current else { return }
        isWritingOffset = true
        hostOffsetWrites &+= 1
        host.setContentOffset(target)
        isWritingOffset = false
        writtenOffset = host.contentOffset
    }

    /// The host's viewport and the reading direction in effect: the engine's inputs besides the
    /// options and the counts.
    func engineInputs(of host: any PagingLayoutHost) -> EngineInputs {
        EngineInputs(viewportSize: host.viewportSize, layoutDirection: layoutDirection ?? host.effectiveLayoutDirection)
    }

    /// The page geometry of the options on the viewport and reading direction of `inputs`.
    private func resolvedGeometry(for inputs: EngineInputs) -> PageGeometry {
        var resolved = geometry
        resolved.viewportSize = inputs.viewportSize
        resolved.layoutDirection = inputs.layoutDirection
        return resolved
    }

    // MARK: - Transforms

    /// Transforms the loaded cells of the pass and records their z positions; asks for one more
    /// transform when a cell was missing or had another size than its page, or when
    /// `cellsMayBeReplaced` (UIKit applies a pass's frames, and creates its new cells, after
    /// `prepare()`, so such a cell was transformed for its old frame or not at all, and a cell
    /// transformed here may be replaced): later in the same layout pass when the host can
    /// (``PagingLayoutHost/transformCellsAfterLayout()``), else on the next frame.
    ///
    /// - Returns: whether the attributes of the pass changed (a z position, a page side by side, a
    ///   page whose cell appeared).
    @discardableResult
    func applyTransforms(schedulingFollowUp: Bool) -> Bool {
        guard let host else { return false }
        let engine = pageController.engine
        return applyTransforms(
            host: host, engine: engine, at: engineOffset(host.contentOffset, in: engine),
            schedulingFollowUp: schedulingFollowUp)
    }

    /// ``applyTransforms(schedulingFollowUp:)`` with what the pass has at hand: the host, the
    /// controller's engine and the engine offset of the host's.
    @discardableResult
    private func applyTransforms(
        host: any PagingLayoutHost, engine: PagingEngine, at offset: CGPoint, schedulingFollowUp: Bool,
        cellsMayBeReplaced: Bool = false
    ) -> Bool {
        guard let pass else { return false }
        // The cells move: touches are routed with a new scene from here on.
        touchSceneIsCurrent = false
        // Pages of one length that do not loop share one context, whatever their slot and the offset.
        let sharedContext =
            engine.geometry.itemLengths == nil && !engine.isLooping
            ? engine.geometry.effectContext(forSlot: 0, pageCount: engine.numberOfPages, at: offset) : nil
        var states = sparePageStates
        sparePageStates = []
        states.removeAll(keepingCapacity: true)
        let sideBySideBefore = sideBySidePages
        var needsFollowUp = false
        var appearanceChanged = false
        // One entry per page, kept from pass to pass: the host writes each page's outcome in place.
        var outcomes = spareCellOutcomes
        spareCellOutcomes = []
        if outcomes.count != pass.elements.count {
            outcomes.removeAll(keepingCapacity: true)
            outcomes.append(contentsOf: repeatElement(.notLoaded, count: pass.elements.count))
        }
        host.transformLoadedCells(
            of: pass.elements,
            context: { item in
                sharedContext
                    ?? engine.geometry.effectContext(forSlot: item.slot, pageCount: engine.numberOfPages, at: offset)
            }, into: &outcomes)
        let elements = pass.elements
        for position in elements.indices {
            let item = elements[position]
            switch outcomes[position].kind {
            case .notLoaded:
                states.append(LaidOutPageState(indexPath: item.indexPath, zPosition: item.zPosition, isMissing: true))
                needsFollowUp = true
                continue
            case .sideBySide:
                states.append(LaidOutPageState(indexPath: item.indexPath, zPosition: item.zPosition, isMissing: false))
                unloadedPagesAreSideBySide = true
                sideBySidePages.insert(item.indexPath)
                continue
            case .transformed:
                break
            }
            unloadedPagesAreSideBySide = false
            if !sideBySidePages.isEmpty {
                sideBySidePages.remove(item.indexPath)
            }
            states.append(
                LaidOutPageState(
                    indexPath: item.indexPath, zPosition: outcomes[position].zPosition ?? item.zPosition, isMissing: false))
            // UIKit applies the attributes to the cell after this: they carry what the effect set
            // on the cell itself, or the next application would wipe it. Most cells keep their own
            // layer as it is, and no page kept an appearance: then nothing changed, and nothing is
            // copied out of the outcome.
            if !cellAppearances.isEmpty || outcomes[position].alpha != 1 || !outcomes[position].transform.isIdentity {
                let appearance = CellAppearance(transform: outcomes[position].transform, alpha: outcomes[position].alpha)
                let previous = cellAppearances[item.indexPath] ?? CellAppearance()
                if previous != appearance {
                    // Only cells an effect moves itself are kept: most apps keep none.
                    cellAppearances[item.indexPath] = appearance == CellAppearance() ? nil : appearance
                    appearanceChanged = true
                }
            }
            if !Self.isSameSize(outcomes[position].size, item.frame.size) {
                needsFollowUp = true
            }
        }
        spareCellOutcomes = outcomes
        if cellAppearances.count > pass.elements.count {
            // Pages that left the pass take their cells' appearance with them.
            cellAppearances = cellAppearances.filter { passPosition(of: $0.key) != nil }
        }
        let changed = states != pageStates || sideBySidePages != sideBySideBefore || appearanceChanged
        swap(&pageStates, &states)
        sparePageStates = states
        if needsFollowUp || cellsMayBeReplaced, schedulingFollowUp {
            if host.transformCellsAfterLayout() {
                isAwaitingCellLayout = true
            } else {
                requestFollowUpFrame()
            }
        }
        return changed
    }

    /// The host has laid out its cells after a pass that asked for it
    /// (``PagingLayoutHost/transformCellsAfterLayout()``): transforms the pass's cells again, now at
    /// the sizes the pass gave them (new cells included), and invalidates the host's layout when
    /// their attributes changed (a z position, a cell that appeared). Does nothing when no pass
    /// asked for it.
    public func cellsDidLayOut() {
        guard isAwaitingCellLayout else { return }
        isAwaitingCellLayout = false
        transformCellsAgain()
    }

    /// Asks the frame source for one frame. The handler stops the source before anything else, so
    /// the source never ticks on for a driver that went away.
    private func requestFollowUpFrame() {
        guard !isAwaitingFollowUpFrame else { return }
        isAwaitingFollowUpFrame = true
        let source = frameSource
        source.start { [weak self, weak source] _ in
            source?.stop()
            self?.followUpFrame()
        }
    }

    /// A cell's effect view changed size while its cell did not (Auto Layout, an app's padding):
    /// transforms the pass's cells again at their sizes now, and invalidates the host's layout
    /// when their attributes changed. Nothing before the first pass.
    public func cellContentDidResize() {
        transformCellsAgain()
    }

    private func followUpFrame() {
        isAwaitingFollowUpFrame = false
        transformCellsAgain()
    }

    /// The one follow-up of a pass. Cells that are still missing (a page outside every rect UIKit
    /// asked for) wait for the next pass, so a cell that never appears costs one transform.
    private func transformCellsAgain() {
        if applyTransforms(schedulingFollowUp: false) {
            host?.invalidateLayout()
        }
    }

    /// Frames within half a point count as the same size (UIKit rounds frames to pixels).
    private static func isSameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    // MARK: - Attributes

    /// The attributes of a laid-out page, with what the last transform left for it (`state`).
    private func attributes(for item: LayoutElement, state: LaidOutPageState?) -> LayoutElement {
        // The tables are looked up only when they hold anything: most passes have every cell,
        // none side by side and none that moves itself.
        let isMissing = state?.isMissing ?? false
        if (!sideBySidePages.isEmpty && sideBySidePages.contains(item.indexPath))
            || (isMissing && unloadedPagesAreSideBySide)
        {
            var attributes = item
            attributes.frame = scrollFrame(restingFrame(slot: item.slot), in: pageController.engine)
            return attributes
        }
        let appearance = cellAppearances.isEmpty ? CellAppearance() : cellAppearances[item.indexPath] ?? CellAppearance()
        var attributes = Self.plainAttributes(
            for: item, zPosition: state?.zPosition ?? item.zPosition, shift: passFrameShift)
        attributes.alpha = hidesPagesWithoutCells && isMissing ? 0 : appearance.alpha
        attributes.transform = appearance.transform
        return attributes
    }

    /// The attributes of a laid-out page whose cell is loaded and leaves its own layer as it is: the
    /// pass's element (opaque, untransformed) with its frame in the host's coordinates (`shift` is
    /// ``passFrameShift``) and `zPosition`.
    private static func plainAttributes(for item: LayoutElement, zPosition: Int, shift: CGPoint?) -> LayoutElement {
        var attributes = item
        if let shift {
            attributes.frame = attributes.frame.offsetBy(dx: shift.x, dy: shift.y)
        }
        attributes.zPosition = zPosition
        return attributes
    }

    /// Whether `frame` meets `rect`, as `CGRect.intersects(_:)` answers: rectangles whose insides
    /// overlap meet and rectangles apart by a gap do not, on every platform, so only the other cases
    /// (touching edges, empty, null or non-finite rectangles) are left to Foundation, whose
    /// intersection costs about 100 instructions per page per query.
    private static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        let frameX = span(frame.origin.x, frame.size.width)
        let frameY = span(frame.origin.y, frame.size.height)
        let rectX = span(rect.origin.x, rect.size.width)
        let rectY = span(rect.origin.y, rect.size.height)
        if frameX.lower < rectX.upper, rectX.lower < frameX.upper, frameY.lower < rectY.upper,
            rectY.lower < frameY.upper
        {
            return true
        }
        if frameX.upper < rectX.lower || rectX.upper < frameX.lower || frameY.upper < rectY.lower
            || rectY.upper < frameY.lower
        {
            return false
        }
        return frame.intersects(rect)
    }

    /// The ends of an interval given by its origin and (possibly negative) length, lower first.
    private static func span(_ origin: CGFloat, _ length: CGFloat) -> (lower: CGFloat, upper: CGFloat) {
        length >= 0 ? (origin, origin + length) : (origin + length, origin)
    }

    /// The frame of the page in `slot` where it rests: the viewport when the page is current.
    private func restingFrame(slot: Int) -> CGRect {
        let engine = pageController.engine
        return engine.geometry.frame(
            forSlot: slot, pageCount: engine.numberOfPages, at: engine.contentOffset(forSlot: slot))
    }

    // MARK: - Looping

    /// The scroll range hosting a looping engine's endless offsets; `nil` when it does not loop.
    private func loopingWindow(for engine: PagingEngine) -> LoopingScrollWindow? {
        guard engine.isLooping else { return nil }
        return LoopingScrollWindow(period: engine.geometry.period(pageCount: engine.numberOfPages))
    }

    /// The engine offset a host offset shows (the same offset unless looping).
    func engineOffset(_ scrollOffset: CGPoint) -> CGPoint {
        // Read in place: most pagers do not loop, and a copy of the engine retains its arrays.
        guard pageController.engine.isLooping else { return scrollOffset }
        return engineOffset(scrollOffset, in: pageController.engine)
    }

    /// The engine offset a host offset shows in `engine` (the same offset unless looping).
    func engineOffset(_ scrollOffset: CGPoint, in engine: PagingEngine) -> CGPoint {
        guard let window = loopingWindow(for: engine) else { return scrollOffset }
        return engine.scrollDirection.point(
            along: window.engineOffset(forScrollOffset: engine.scrollDirection.along(scrollOffset)),
            keepingAcrossOf: scrollOffset)
    }

    /// The host offset along the axis that shows an engine offset.
    func scrollOffset(forEngineOffset engineOffset: CGFloat, in engine: PagingEngine) -> CGFloat {
        guard let window = loopingWindow(for: engine) else { return engineOffset }
        return window.scrollOffset(forEngineOffset: engineOffset)
    }

    /// An engine frame in the host's content coordinates.
    private func scrollFrame(_ frame: CGRect, in engine: PagingEngine) -> CGRect {
        guard let window = loopingWindow(for: engine) else { return frame }
        let shift = engine.geometry.point(along: window.base)
        return frame.offsetBy(dx: shift.x, dy: shift.y)
    }

    /// Moves a looping pager resting far from the middle of its scroll range back by whole periods:
    /// the same pages show, and the user never reaches an end.
    private func recentreIfResting(
        _ host: any PagingLayoutHost, in engine: PagingEngine, window: LoopingScrollWindow, hostIsMoving: Bool
    ) {
        guard !hostIsMoving, !isAnimating else { return }
        let current = engine.scrollDirection.along(host.contentOffset)
        let recentred = window.recentredScrollOffset(current)
        guard recentred != current else { return }
        hostOffsetWrites &+= 1
        host.setContentOffset(engine.scrollDirection.point(along: recentred, keepingAcrossOf: host.contentOffset))
        writtenOffset = host.contentOffset
    }

    private func resized(_ size: CGSize, along length: CGFloat) -> CGSize {
        pageController.engine.scrollDirection == .vertical
            ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    }
}
