import Foundation

extension EffectRegistry {
    /// Registers the prepared effects under their names, each with a `"default"` preset and its
    /// options' `Layout` presets.
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
    }
}
