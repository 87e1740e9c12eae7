#if canImport(SwiftUI) && canImport(UIKit)
    import PagingLayout

    /// A page view's effect sorted once, when the page view is configured: one of the prepared
    /// effects with its options, any other effect, or none.
    ///
    /// Each page's `transform(progress:)` and the prepared views' options getters read this on every
    /// frame; casting the configuration's `any PagingEffect` there instead (`as? ScaleEffect`) cost a
    /// dynamic cast and a copy of the options out of the existential, two or three times per page per
    /// frame.
    enum PreparedPageEffect {
        /// No effect: the pages move themselves (``TransformPageView``).
        case noEffect
        /// ``ScaleEffect``, through `ScaleTransformView`.
        case scale(ScaleTransformViewOptions)
        /// ``StackEffect``, through `StackTransformView`.
        case stack(StackEffect)
        /// ``SnapshotEffect``, through `SnapshotTransformView`.
        case snapshot(SnapshotTransformViewOptions)
        /// Any other effect, evaluated and applied whole.
        case other(any PagingEffect)

        /// Sorts `effect`.
        init(_ effect: (any PagingEffect)?) {
            switch effect {
            case nil: self = .noEffect
            case let scale as ScaleEffect: self = .scale(scale.options)
            case let stack as StackEffect: self = .stack(stack)
            case let snapshot as SnapshotEffect: self = .snapshot(snapshot.options)
            case let effect?: self = .other(effect)
            }
        }
    }
#endif
