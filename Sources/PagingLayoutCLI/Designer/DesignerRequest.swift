import Foundation
import PagingLayout

/// The JSON body of the designer's `POST /api/eval`, `/api/codegen` and `/api/preview` requests:
/// the effect as a spec names it, and what each endpoint needs besides.
///
/// ```json
/// {"effect": "scale", "preset": "coverFlow", "size": {"width": 200, "height": 300}, "progress": [-1, 0, 1]}
/// {"effect": "stack", "options": {"maxStackSize": 4}, "name": "cards"}
/// {"effect": "scale", "preset": "coverFlow", "geometry": {"viewport": {"width": 240, "height": 320}, "pages": 6}}
/// ```
///
/// Unknown keys are rejected; errors name the key path at fault.
struct DesignerRequest: Sendable {
    /// The effect: its registered name with a preset, options, or neither (its defaults).
    var content: EffectSpec.Content
    /// The name to show for the effect: the registered name, as `eval` shows it.
    var effectName: String
    /// `eval`'s `--size`: the target's size, both > 0. Default 300 × 500.
    var size = CGSize(width: 300, height: 500)
    /// `eval`'s `--progress`. Default −1, −0.5, 0, 0.5, 1.
    var progress: [CGFloat] = [-1, -0.5, 0, 0.5, 1]
    /// `eval`'s `--layout-direction`. Default left to right.
    var layoutDirection = LayoutDirection.leftToRight
    /// `eval`'s `--page-step`, ≥ 0; `nil` (the default) for the width plus the effect's spacing.
    var pageStep: CGFloat?
    /// `codegen`'s `--name`: the generated member's name. Default `designedEffect`.
    var name = "designedEffect"
    /// The live pager's geometry, for `/api/preview`.
    var geometry = DesignerGeometry()

    /// The spec of ``content`` (version 1), as a spec file holds it.
    var spec: EffectSpec { EffectSpec(content) }
}

extension DesignerRequest: Decodable {
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: [
            "effect", "preset", "options", "size", "progress", "layoutDirection", "pageStep", "name", "geometry",
        ])
        effectName = try c.decode(String.self, forKey: SpecCodingKey("effect"))
        content = .effect(
            name: effectName, preset: try c.decodeIfPresent(String.self, forKey: SpecCodingKey("preset")),
            options: try c.decodeIfPresent(SpecValue.self, forKey: SpecCodingKey("options")))
        if let size = try c.decodeIfPresent(DesignerSize.self, forKey: SpecCodingKey("size")) {
            self.size = try size.positive(at: SpecCodingKey("size"), in: c)
        }
        if let progress = try c.decodeIfPresent([Double].self, forKey: SpecCodingKey("progress")) {
            self.progress = progress.map { CGFloat($0) }
        }
        if let direction = try c.decodeIfPresent(String.self, forKey: SpecCodingKey("layoutDirection")) {
            guard let parsed = ValueParsers.layoutDirection(direction) else {
                throw c.problem(
                    at: SpecCodingKey("layoutDirection"), #"expected "ltr" or "rtl", found "\#(direction)""#)
            }
            layoutDirection = parsed
        }
        if let step = try c.decodeIfPresent(Double.self, forKey: SpecCodingKey("pageStep")) {
            guard step >= 0 else { throw c.problem(at: SpecCodingKey("pageStep"), "must be ≥ 0, found \(step)") }
            pageStep = CGFloat(step)
        }
        name = try c.decodeIfPresent(String.self, forKey: SpecCodingKey("name")) ?? name
        geometry = try c.decodeIfPresent(DesignerGeometry.self, forKey: SpecCodingKey("geometry")) ?? geometry
    }
}

/// A `{"width", "height"}` object of a designer request.
struct DesignerSize: Decodable, Sendable {
    var width: Double
    var height: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["width", "height"])
        width = try c.decode(Double.self, forKey: SpecCodingKey("width"))
        height = try c.decode(Double.self, forKey: SpecCodingKey("height"))
    }

    /// The size, or an error at `key` naming the dimension that is not positive.
    func positive(at key: SpecCodingKey, in c: KeyedDecodingContainer<SpecCodingKey>) throws -> CGSize {
        for (label, value) in [("width", width), ("height", height)] where !(value > 0 && value.isFinite) {
            throw c.problem(at: key, "\(label) must be positive, found \(value)")
        }
        return CGSize(width: width, height: height)
    }
}
