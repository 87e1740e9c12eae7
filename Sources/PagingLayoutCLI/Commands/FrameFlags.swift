import Foundation
import PagingLayout

/// The flags that describe one frame of a pager — the pager (``PagerFlags``), the effect
/// (``EffectFlags``) and an optional selectable region — shared by `render` and `hittest`.
struct FrameFlags {
    /// The flag specs: the pager's, the effect's, then `--inset` and `--selectable`.
    static let specs: [FlagSpec] =
        PagerFlags.specs + EffectFlags.specs + [
            insetSpec(default: "0"),
            .option(
                "selectable", "X,Y,WxH",
                "Every page's selectable region in its own coordinates, such as 40,60,220x280; only it takes "
                    + "taps (default: the whole page).")
        ]

    /// `--inset`, with its default in the help text.
    static func insetSpec(default value: String) -> FlagSpec {
        .option(
            "inset", "N|X,Y",
            "Draw each page as a card inset N points in its cell (or X left and right, Y top and bottom), "
                + "so neighbours show (default: \(value)).")
    }

    /// The value of `--inset` (or `fallback`) as the page padding it means.
    static func pagePadding(_ arguments: ParsedArguments, default fallback: CGSize) throws -> PagePadding {
        padding(inset: try arguments.value(
            "inset", default: fallback, expected: "N or X,Y with numbers ≥ 0, such as 30", ValueParsers.inset))
    }

    /// An `--inset` (`width` left and right, `height` top and bottom, in points) as a page padding.
    static func padding(inset: CGSize) -> PagePadding {
        PagePadding(vertical: .absolute(inset.height), horizontal: .absolute(inset.width))
    }

    /// The frame the flags describe.
    let scene: PagerScene

    /// Reads the pager, effect and region flags.
    init(_ arguments: ParsedArguments) throws {
        let pager = try PagerFlags(arguments)
        let effect = try EffectFlags(arguments).effect
        let region = try arguments.optionalValue(
            "selectable", expected: "X,Y,WxH with a positive size, such as 40,60,220x280", Self.region)
        let padding = try Self.pagePadding(arguments, default: .zero)
        scene = try PagerScene(
            engine: pager.engine, contentOffset: pager.offset, effect: effect, pagePadding: padding,
            budget: .frameCommand
        ) { _ in region }
    }

    /// `X,Y,WxH` as a rect with finite coordinates and a positive size, or `nil`.
    static func region(_ text: String) -> CGRect? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3, let x = ValueParsers.number(String(parts[0])),
            let y = ValueParsers.number(String(parts[1])), let size = ValueParsers.size(String(parts[2]))
        else { return nil }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
