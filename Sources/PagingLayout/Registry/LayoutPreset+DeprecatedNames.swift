import Foundation

/// The earlier name of ``LayoutPreset``.
@available(*, deprecated, renamed: "LayoutPreset")
public typealias SeedLayoutPreset = LayoutPreset
