import Foundation

extension EffectRegistry {
    /// Registers the prepared effects and the peer catalogues under their names, each with a
    /// `"default"` preset and one preset per look (the options' `Layout`, or the peer's types).
    mutating func registerBuiltIns() {
        register(
            name: "scale", defaultOptions: ScaleTransformViewOptions(),
            presets: ScaleTransformViewOptions.layout, factory: ScaleEffect.init(options:))
        register(
            name: "stack", defaultOptions: StackTransformViewOptions(),
            presets: StackTransformViewOptions.layout, factory: StackEffect.init(options:))
        register(
            name: "snapshot", defaultOptions: SnapshotTransformViewOptions(),
            presets: SnapshotTransformViewOptions.layout, factory: SnapshotEffect.init(options:))
        register(
            name: "slide", defaultOptions: SlideEffectOptions(),
            presets: SlideEffectOptions.layout, factory: SlideEffect.init(options:))
        register(
            name: "iCarousel", defaultOptions: ICarouselOptions(),
            presets: ICarouselOptions.layout, factory: ICarouselEffect.init(options:))
        register(
            name: "fsPagerView", defaultOptions: FSPagerViewOptions(),
            presets: FSPagerViewOptions.layout, factory: FSPagerViewEffect.init(options:))
        register(
            name: "animatedCollectionViewLayout", defaultOptions: AnimatedLayoutOptions(),
            presets: AnimatedLayoutOptions.layout, factory: AnimatedLayoutEffect.init(options:))
        register(
            name: "android", defaultOptions: AndroidPageOptions(),
            presets: AndroidPageOptions.layout, factory: AndroidPageEffect.init(options:))
    }
}
