// Every StackTransformViewOptions argument and preset, including the original's misspelt
// `stackRotateAngel` (kept as a deprecated alias).
import PagingLayoutUIKit
import UIKit

enum StackOptionsCatalog {
    static let presets: [StackTransformViewOptions] = [
        .layout(.transparent),
        .layout(.perspective),
        .layout(.rotary),
        .layout(.vortex),
        .layout(.reverse),
        .layout(.blur),
    ]

    static let allLayouts = StackTransformViewOptions.Layout.allCases.map { StackTransformViewOptions.layout($0) }

    /// The Layout Designer's output, with the original's label.
    static var designerOutput: StackTransformViewOptions {
        var stackOptions = StackTransformViewOptions(
            scaleFactor: 0.1,
            minScale: 0.2,
            maxScale: nil,
            maxStackSize: 6,
            spacingFactor: 0.08,
            maxSpacing: nil,
            alphaFactor: 0,
            bottomStackAlphaSpeedFactor: 0.9,
            topStackAlphaSpeedFactor: 0.3,
            perspectiveRatio: 0.3,
            shadowEnabled: true,
            shadowColor: .black,
            shadowOpacity: 0.1,
            shadowOffset: .zero,
            shadowRadius: 5,
            stackRotateAngel: 0,
            popAngle: 0.31,
            popOffsetRatio: .init(width: -1.45, height: 0.3),
            stackPosition: .init(x: 1, y: 0),
            reverse: false,
            blurEffectEnabled: false,
            maxBlurEffectRadius: 0,
            blurEffectStyle: .light
        )
        stackOptions.stackRotateAngel = .pi / 16
        return stackOptions
    }

    /// The rotary preset as the original writes it, with the misspelt label among others.
    static let rotary = StackTransformViewOptions(
        scaleFactor: -0.03,
        minScale: 0.2,
        maxStackSize: 3,
        spacingFactor: 0.01,
        alphaFactor: 0.1,
        shadowRadius: 8,
        stackRotateAngel: .pi / 16,
        popAngle: .pi / 4,
        popOffsetRatio: .init(width: -1.45, height: 0.4),
        stackPosition: CGPoint(x: 0, y: 1)
    )

    static func tweaked() -> StackTransformViewOptions {
        var options = StackTransformViewOptions.layout(.reverse)
        options.scaleFactor = 0.2
        options.minScale = nil
        options.maxScale = 1
        options.maxStackSize = 5
        options.spacingFactor = 0.05
        options.maxSpacing = 0.2
        options.alphaFactor = 0.1
        options.bottomStackAlphaSpeedFactor = 1
        options.topStackAlphaSpeedFactor = 0.5
        options.perspectiveRatio = 0.1
        options.shadowEnabled = true
        options.shadowColor = .white
        options.shadowOpacity = 0.2
        options.shadowOffset = CGSize(width: 0, height: 3)
        options.shadowRadius = 6
        options.popAngle = -.pi / 4
        options.popOffsetRatio = CGSize(width: 1.45, height: 0.4)
        options.stackPosition = CGPoint(x: -1, y: -0.2)
        options.reverse = true
        options.blurEffectEnabled = true
        options.maxBlurEffectRadius = 0.08
        options.blurEffectStyle = .dark
        let angle: CGFloat = options.stackRotateAngel
        options.stackRotateAngel = angle
        return options
    }
}
