#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A SwiftUI pager backed by a `UICollectionView` with a ``CollectionViewPagingLayout``: what
    /// ``TransformPageView``, ``ScalePageView``, ``StackPageView``, ``SnapshotPageView`` and
    /// ``EffectPageView`` share,
    /// including the modifiers below.
    ///
    /// Each modifier returns a copy of the page view with one setting changed, so they chain in any
    /// order with each other (and with the page view's own `options(_:)`) before SwiftUI's modifiers.
    public protocol TransformPageViewProtocol: View {
        /// The type of the items, one per page.
        associatedtype ValueType: Identifiable
        /// The type of a page's content.
        associatedtype PageContent: View

        /// The page view's data and settings.
        var configuration: PageViewConfiguration<ValueType, PageContent> { get set }
    }

    extension TransformPageViewProtocol {
        /// The pager.
        public var body: some View {
            PagingCollectionView(configuration: configuration)
        }

        /// Moves every page with `effect`, replacing the page view's own (a prepared page view's, or
        /// none for ``TransformPageView``, whose page builder still gets the progress): any
        /// ``PagingEffect`` — a prepared one with your options, another pager's, a ``ComposedEffect``,
        /// one from an ``EffectRegistry`` or a spec file, or your own type. Its z position orders the
        /// pages unless ``zPosition(_:)`` gives another order.
        ///
        /// ```swift
        /// ScalePageView(cards) { CardView($0) }
        ///     .effect(try EffectRegistry().effect(named: "stack", preset: "vortex"))
        /// ```
        public func effect(_ effect: any PagingEffect) -> Self {
            modified { $0.effect = effect }
        }

        /// Lays out only `count` pages around the current one at a time, instead of every page:
        /// for long lists.
        public func numberOfVisibleItems(_ count: Int) -> Self {
            modified { $0.numberOfVisibleItems = count }
        }

        /// Gives each page its z position (higher is in front) for its progress; by default the
        /// effect's (`−|round(progress)|` for most, the stack's own order for ``StackPageView``).
        public func zPosition(_ zPosition: @escaping (_ progress: CGFloat) -> Int) -> Self {
            modified { $0.zPosition = zPosition }
        }

        /// Calls `onTapPage` with the item of a page the user taps (any visible page, found through
        /// its transform). Often a `selection` binding is all you need.
        public func onTapPage(_ onTapPage: @escaping (ValueType.ID) -> Void) -> Self {
            modified { $0.onTapPage = onTapPage }
        }

        /// Space around each page on the sides you pass; sides passed as `nil` keep their current
        /// padding. By default pages fill the page view.
        public func pagePadding(
            top: PagePadding.Padding? = nil,
            left: PagePadding.Padding? = nil,
            bottom: PagePadding.Padding? = nil,
            right: PagePadding.Padding? = nil
        ) -> Self {
            modified { $0.pagePadding = $0.pagePadding.overriding(top: top, left: left, bottom: bottom, right: right) }
        }

        /// The same space on all four sides of each page.
        public func pagePadding(_ padding: PagePadding.Padding? = nil) -> Self {
            pagePadding(vertical: padding, horizontal: padding)
        }

        /// Space above and below each page, and left and right of it; `nil` keeps the current padding.
        public func pagePadding(vertical: PagePadding.Padding? = nil, horizontal: PagePadding.Padding? = nil) -> Self {
            pagePadding(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        }

        /// Animates page changes (a new `selection`, a tapped page) with `animator`, for example
        /// `DefaultViewAnimator(0.7, curve: .parametric)`.
        public func animator(_ animator: any ViewAnimator) -> Self {
            modified { $0.animator = animator }
        }

        /// Whether a tapped page becomes the current page; `true` by default.
        public func scrollToSelectedPage(_ goToSelectedPage: Bool) -> Self {
            modified { $0.scrollsToSelectedPage = goToSelectedPage }
        }

        /// The paging axis, `.horizontal` (the default) or `.vertical`.
        public func scrollDirection(_ direction: UICollectionView.ScrollDirection) -> Self {
            modified { $0.scrollDirection = direction }
        }

        /// Pages `length` points long along the axis instead of the whole view, so neighbours can
        /// peek in; `nil` (the default) for the view's width or height. See
        /// ``CollectionViewPagingLayout/pageLength``.
        public func pageLength(_ length: CGFloat?) -> Self {
            modified { $0.pageLength = length }
        }

        /// `spacing` points between consecutive pages; 0 by default.
        public func pageSpacing(_ spacing: CGFloat) -> Self {
            modified { $0.pageSpacing = spacing }
        }

        /// Space before the first page and after the last one along the axis; none by default.
        public func contentPadding(leading: CGFloat = 0, trailing: CGFloat = 0) -> Self {
            modified { $0.contentPadding = ContentPadding(leading: leading, trailing: trailing) }
        }

        /// Where a settled page sits: `.center` (the default) or `.start`.
        public func pageAlignment(_ alignment: PageAlignment) -> Self {
            modified { $0.pageAlignment = alignment }
        }

        /// Whether the pages repeat without end (after the last comes the first); `false` by default.
        public func loopPages(_ loops: Bool = true) -> Self {
            modified { $0.loops = loops }
        }

        /// Whether pages stay invisible until their first transform; `false` by default. See
        /// ``CollectionViewPagingLayout/transparentAttributeWhenCellNotLoaded``.
        public func hideCellWhenNotLoaded(_ value: Bool) -> Self {
            modified { $0.hidesCellWhenNotLoaded = value }
        }

        /// Sets a property of the underlying `UICollectionView`, such as
        /// `.collectionView(\.showsHorizontalScrollIndicator, true)`.
        public func collectionView<T>(_ key: WritableKeyPath<UICollectionView, T>, _ value: T) -> Self {
            modified {
                $0.collectionViewSettings.append { collectionView in
                    var target = collectionView
                    target[keyPath: key] = value
                }
            }
        }

        /// A copy with `change` applied to the configuration.
        func modified(_ change: (inout PageViewConfiguration<ValueType, PageContent>) -> Void) -> Self {
            var copy = self
            change(&copy.configuration)
            return copy
        }
    }
#endif
