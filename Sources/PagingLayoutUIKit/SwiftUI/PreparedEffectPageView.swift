#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A pager whose pages move with a prepared effect: what ``ScalePageView``, ``StackPageView`` and
    /// ``SnapshotPageView`` share — an initialiser with the effect's default options, and
    /// `options(_:)` to choose others.
    public protocol PreparedEffectPageView: TransformPageViewProtocol {
        /// The effect every page gets, such as ``ScaleEffect``.
        associatedtype Effect: PageViewEffect

        /// Creates the page view with `configuration`, another page view's data and settings.
        init(configuration: PageViewConfiguration<ValueType, PageContent>)
    }

    extension PreparedEffectPageView {
        /// Creates a pager with one page per item of `data`, with the effect's default options.
        ///
        /// - Parameters:
        ///   - data: the items.
        ///   - selection: the current page's item; set it to go to another page (animated), and it
        ///     follows the user's scrolling.
        ///   - viewBuilder: builds the page of an item.
        public init(
            _ data: [ValueType],
            selection: Binding<ValueType.ID?>? = nil,
            @ViewBuilder viewBuilder: @escaping (ValueType) -> PageContent
        ) {
            self.init(
                configuration: PageViewConfiguration(
                    data: data, selection: selection, effect: Effect(), buildsWithProgress: false,
                    pageBuilder: { value, _ in viewBuilder(value) }))
        }

        /// The effect's options, such as `.layout(.coverFlow)` for ``ScalePageView``.
        public func options(_ options: Effect.Options) -> Self {
            modified { $0.effect = Effect(options: options) }
        }
    }
#endif
