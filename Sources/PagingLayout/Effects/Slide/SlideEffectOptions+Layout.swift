import Foundation

extension SlideEffectOptions {
    /// The prepared looks of the slide effect.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Neighbours shrink and fade: ``SlideEffectOptions/carousel``.
        case carousel
    }

    /// The options of a prepared look.
    public static func layout(_ layout: Layout) -> SlideEffectOptions {
        switch layout {
        case .carousel: return .carousel
        }
    }
}
