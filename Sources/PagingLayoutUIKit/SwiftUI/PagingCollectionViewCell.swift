#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A page of a page view: the SwiftUI content in a hosting controller, inset by the page padding,
    /// moved by the page view's effect.
    final class PagingCollectionViewCell<ValueType: Identifiable, PageContent: View>: UICollectionViewCell {
        typealias Owner = PagingCollectionViewController<ValueType, PageContent>
        /// The hosted root: the page with its item's identity.
        typealias Page = IdentifiedPage<ValueType.ID, PageContent>

        static var reuseIdentifier: String { "PagingCollectionViewCell" }

        private var hostingController: UIHostingController<Page>?
        private var value: ValueType?
        private var index = 0
        /// The item the hosted page belongs to: another one means fresh SwiftUI state.
        private var identity = HostedPageIdentity<ValueType.ID>()
        /// The progress the page was last transformed with (built with, for ``TransformPageView``).
        private var progress: CGFloat = 0
        private weak var owner: Owner?
        /// What an effect other than the prepared ones gives the page, kept between frames: each frame
        /// evaluates into it (`into:`), rather than taking fresh attributes that start from a copy of
        /// the whole untouched value.
        private var effectAttributes = EffectAttributes()

        /// The view that hosts the page's content: what the effects move and what takes taps.
        var hostView: UIView { hostingController?.view ?? contentView }

        private var configuration: PageViewConfiguration<ValueType, PageContent>? { owner?.configuration }

        /// Shows `value`, the item at `index`, hosting its page as a child of `owner`.
        ///
        /// The page's root carries the item's id: a cell reused for another item hosts that item's
        /// page with fresh SwiftUI state and lays it out again; the same item (new content after an
        /// update) is updated in place, its state and layout kept.
        func show(_ value: ValueType, at index: Int, in owner: Owner) {
            self.value = value
            self.index = index
            self.owner = owner
            let change = identity.show(value.id)
            if change != .update {
                // Another item: its progress comes with its first transform.
                progress = 0
            }
            let page = makePage(for: value, progress: progress, in: owner.configuration)
            if let hostingController {
                hostingController.rootView = page
            } else {
                let hosting = UIHostingController(rootView: page)
                if #available(iOS 16.4, *) {
                    // The page sits inside the pager's own area; the window's safe area is not its business.
                    hosting.safeAreaRegions = []
                }
                hosting.view.backgroundColor = .clear
                owner.addChild(hosting)
                contentView.addSubview(hosting.view)
                hosting.didMove(toParent: owner)
                hostingController = hosting
            }
            if change != .update {
                setNeedsLayout()
            }
        }

        private func makePage(
            for value: ValueType, progress: CGFloat, in configuration: PageViewConfiguration<ValueType, PageContent>
        ) -> Page {
            Page(id: value.id, content: configuration.pageBuilder(value, progress))
        }

        /// Only the frontmost page's content takes a touch (the layout's hit test, by z position and
        /// through the pages' transforms): around the content (the page padding, the space a shrunken
        /// page leaves) and behind a page in front, touches go on to the page that shows there,
        /// whatever the order of the cells in the view hierarchy — the original library's touch
        /// forwarding, for the cells the page views own.
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if let answer = owner?.layout.receivesTouch(at: point, in: self) { return answer }
            guard let content = hostingController?.view else { return super.point(inside: point, with: event) }
            return content.point(inside: convert(point, to: content), with: event)
        }

        /// Places the content inside the page padding. Bounds and centre rather than the frame: the
        /// effects transform the hosting view.
        override func layoutSubviews() {
            super.layoutSubviews()
            guard let hostingView = hostingController?.view else { return }
            let frame = (configuration?.pagePadding ?? .zero).pageFrame(in: contentView.bounds.size)
            hostingView.bounds = CGRect(origin: .zero, size: frame.size)
            hostingView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    extension PagingCollectionViewCell: ScaleTransformView, StackTransformView, SnapshotTransformView,
        EffectTransformView
    {
        var selectableView: UIView? { hostView }
        var scalableView: UIView { hostView }
        var cardView: UIView { hostView }
        var targetView: UIView { hostView }
        var effectTarget: UIView { hostView }

        /// The page view's effect; no change without one.
        var pagingEffect: any PagingEffect { configuration?.effect ?? ComposedEffect([]) }

        // The prepared effects' options as sorted when the page view was configured (no cast per
        // frame); the defaults for a page view with another effect (its transform does not ask).
        var scaleOptions: ScaleTransformViewOptions {
            if case .scale(let options)? = configuration?.preparedEffect { return options }
            return ScaleTransformViewOptions()
        }

        var stackOptions: StackTransformViewOptions {
            if case .stack(let effect)? = configuration?.preparedEffect { return effect.options }
            return StackTransformViewOptions()
        }

        var snapshotOptions: SnapshotTransformViewOptions {
            if case .snapshot(let options)? = configuration?.preparedEffect { return options }
            return SnapshotTransformViewOptions()
        }

        /// The page view's identifier rule, or the item's id followed by the scroll offsets of the
        /// scroll views in the page (SwiftUI `ScrollView`s and `List`s, at any depth below the
        /// hosting view), nearest first: scrolling one gives the page a new capture.
        var snapshotIdentifier: String {
            if let identifier = configuration?.snapshotIdentifier {
                return identifier(index, hostingController?.view)
            }
            return SnapshotCaptureKey.defaultIdentifier(
                content: value.map { String(describing: $0.id) } ?? "",
                scrollOffsets: ScrollViewSearch.scrollViews(below: hostView, subviews: \.subviews) { $0 is UIScrollView }
                    .compactMap { ($0 as? UIScrollView)?.contentOffset })
        }

        /// Applies the page view's effect, then rebuilds the page with its progress when the page
        /// builder takes one (``TransformPageView``).
        ///
        /// The prepared effects go through their transform views, which write only what the original
        /// library wrote and see the pager's context; any other effect is applied whole. Either way a
        /// page cut into pieces is captured under ``snapshotIdentifier``, so a reused cell never shows
        /// another item's capture.
        func transform(progress: CGFloat) {
            guard let configuration else { return }
            self.progress = progress
            if let canReuse = configuration.canReuseSnapshot, let container = hostView.snapshotContainer,
                !canReuse(container, hostingController?.view)
            {
                container.removeFromSuperview()
            }
            switch configuration.preparedEffect {
            case .noEffect:
                break
            case .scale:
                applyScaleTransform(progress: progress)
            case .stack:
                applyStackTransform(progress: progress)
            case .snapshot:
                applySnapshotTransform(progress: progress)
            case .other(let effect):
                let context = effectContext
                let identifier = snapshotIdentifier
                effect.directedAttributes(for: progress, in: context, into: &effectAttributes)
                hostView.apply(effectAttributes)
                // Pieces, if the effect shows any, refilled in the snapshot the host view shows.
                hostView.updateSnapshot { snapshot in
                    effect.directedSnapshot(for: progress, in: context, into: &snapshot)
                    snapshot?.identifier = identifier
                }
            }
            if configuration.buildsWithProgress, let value {
                hostingController?.rootView = makePage(for: value, progress: progress, in: configuration)
            }
        }

        /// The ``TransformPageViewProtocol/zPosition(_:)`` modifier's order, else the effect's.
        func zPosition(progress: CGFloat) -> Int {
            if let zPosition = configuration?.zPosition { return zPosition(progress) }
            switch configuration?.preparedEffect {
            // The prepared effects' orders without evaluating them: the stack's own, the default for
            // the others.
            case .stack(let stack)?:
                return stack.zPosition(progress: progress)
            case nil, .noEffect?, .scale?, .snapshot?:
                return PagingEngine.defaultZPosition(progress: progress)
            case .other(let effect)?:
                effect.attributes(for: progress, in: effectContext, into: &effectAttributes)
                return effectAttributes.zPosition
            }
        }
    }
#endif
