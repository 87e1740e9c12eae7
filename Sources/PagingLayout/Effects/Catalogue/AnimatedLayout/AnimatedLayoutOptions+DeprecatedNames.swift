import Foundation

extension AnimatedLayoutOptions {
    /// AnimatedCollectionViewLayout's name (its `…AttributesAnimator`s) for ``Layout``.
    @available(*, deprecated, renamed: "Layout")
    public typealias Animator = Layout
}
