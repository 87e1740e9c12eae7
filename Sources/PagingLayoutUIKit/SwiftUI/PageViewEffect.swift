#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// An effect a prepared page view makes from its options: ``ScaleEffect``, ``StackEffect`` or
    /// ``SnapshotEffect``, the ``PreparedEffectPageView/Effect`` of ``ScalePageView``,
    /// ``StackPageView`` and ``SnapshotPageView``.
    public protocol PageViewEffect: PagingEffect {
        /// The type of the effect's settings, such as ``ScaleTransformViewOptions``.
        associatedtype Options

        /// Creates the effect with `options`.
        init(options: Options)

        /// Creates the effect with the original library's default options.
        init()
    }

    extension ScaleEffect: PageViewEffect {}
    extension StackEffect: PageViewEffect {}
    extension SnapshotEffect: PageViewEffect {}
#endif
