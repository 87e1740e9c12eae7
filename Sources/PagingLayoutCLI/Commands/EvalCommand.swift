import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout eval`: an effect's attributes at a list of progress values, as JSON.
enum EvalCommand: Subcommand {
    static let name = "eval"
    static let summary = "Evaluate an effect at progress values: transform, alpha, z position, shadow, blur, snapshot."
    static let discussion = """
        Prints one JSON object:
          {"effect":NAME,"size":{"width","height"},"frames":[{"progress","zPosition",
           "transform":[m11…m44],"contentTransform":[m11…m44],"alpha","shadow":null|{"opacity","radius","offset"},"blurRadius",
           "snapshot":null|{"container":{"transform","alpha"},
                            "pieces":[{"frame","transform","alpha","cornerRadius"}…]}}…]}
        with frames in the order of --progress. Transforms are Core Animation's 16 fields m11…m44
        (row-vector convention, about the target's centre; contentTransform moves the page's content
        inside it, identity for most effects); alpha and blurRadius are the raw values
        the effect computes. --layout-direction rtl mirrors each transform (m12, m13, m14, m21,
        m31, m41 change sign), the rest unchanged. --format table prints the same numbers as a table.

        Examples:
          paging-layout eval --effect scale --preset coverFlow --size 200x300 --progress -1,-0.5,0,0.5,1
          paging-layout eval --effect stack --options my-stack.json --progress 0,1,2
          paging-layout eval --spec composed.json --format table
        """
    static let flags: [FlagSpec] =
        EffectFlags.specs + [
            .option("size", "WxH", "The target's size in points, both > 0 (default: 300x500)."),
            .option("progress", "P,P,…", "Progress values, 0 centred, ±1 one page away (default: -1,-0.5,0,0.5,1)."),
            .option(
                "page-step", "S",
                "Page length + spacing along the axis, for step-aware effects such as slide (default: the width)."),
            .option(
                "layout-direction", "ltr|rtl",
                "rtl mirrors every transform about the vertical axis (default: ltr)."),
            .option("format", "json|table", "Output format (default: json)."),
        ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let chosen = try EffectFlags(arguments)
        let size = try arguments.size("size", default: CGSize(width: 300, height: 500), example: "200x300")
        let progresses = try arguments.value(
            "progress", default: [-1, -0.5, 0, 0.5, 1], expected: "numbers such as -1,0,0.5",
            ValueParsers.numberList)
        let format = try arguments.choice("format", among: ["json", "table"])
        let direction = try arguments.value(
            "layout-direction", default: .leftToRight, expected: "ltr or rtl", ValueParsers.layoutDirection)
        let pageStep = try arguments.optionalValue(
            "page-step", expected: "a length ≥ 0 such as 256", ValueParsers.nonNegativeNumber)
        return try output(
            of: chosen.effect, named: chosen.displayName, size: size, progresses: progresses, direction: direction,
            pageStep: pageStep, asTable: format == "table", budget: .evalCommand)
    }

    /// What `eval` prints for `effect` (named `displayName`) on a target of `size` at `progresses`:
    /// the JSON contract, or the table. The designer's `POST /api/eval` answers with this too.
    ///
    /// The run is held to `budget`: the snapshot pieces of all its evaluations are counted as each
    /// is made, so a run over budget stops one evaluation past it (at most 10 000 pieces per
    /// snapshot), before the output is built; the output's size is checked before it is returned.
    /// Throws ``PassBudgetError``.
    static func output(
        of effect: any PagingEffect, named displayName: String, size: CGSize, progresses: [CGFloat],
        direction: LayoutDirection, pageStep: CGFloat?, asTable: Bool, budget: PassBudget
    ) throws -> String {
        // A pager honours an effect's proposed spacing, so the page step it sees includes it; an
        // explicit --page-step is taken as given.
        var context = EffectContext(targetSize: size, layoutDirection: direction, pageStep: pageStep)
        if pageStep == nil { context = context.withProposedSpacing(of: effect) }
        var frames: [(CGFloat, EffectAttributes, SnapshotAttributes?)] = []
        var pieces = 0
        for progress in progresses {
            let attributes = effect.directedAttributes(for: progress, in: context)
            let snapshot = effect.directedSnapshot(for: progress, in: context)
            pieces += snapshot?.pieces.count ?? 0
            try budget.checkPieces(pieces)
            frames.append((progress, attributes, snapshot))
        }
        let text =
            asTable
            ? table(frames)
            : JSONValue.object([
                ("effect", .string(displayName)),
                ("size", JSONValue(size)),
                ("frames", .array(frames.map { json(progress: $0.0, attributes: $0.1, snapshot: $0.2) })),
            ]).text + "\n"
        try budget.checkOutput(byteCount: text.utf8.count, what: "the output")
        return text
    }

    /// One frame of the JSON contract: the attributes and the snapshot at `progress`.
    static func json(progress: CGFloat, attributes: EffectAttributes, snapshot: SnapshotAttributes?) -> JSONValue {
        .object([
            ("progress", .number(progress)),
            ("zPosition", .int(attributes.zPosition)),
            ("transform", JSONValue(attributes.transform)),
            ("contentTransform", JSONValue(attributes.contentTransform)),
            ("alpha", .number(attributes.alpha)),
            ("shadow", attributes.shadow.map(json(shadow:)) ?? .null),
            ("blurRadius", .number(attributes.blurRadius)),
            ("snapshot", snapshot.map(json(snapshot:)) ?? .null),
        ])
    }

    static func json(shadow: ShadowAttributes) -> JSONValue {
        .object([
            ("opacity", .number(Double(shadow.opacity))),
            ("radius", .number(shadow.radius)),
            ("offset", JSONValue(shadow.offset)),
        ])
    }

    static func json(snapshot: SnapshotAttributes) -> JSONValue {
        let container = JSONValue.object([
            ("transform", JSONValue(snapshot.containerTransform)),
            ("alpha", .number(snapshot.containerAlpha)),
        ])
        let pieces = snapshot.pieces.map { piece in
            JSONValue.object([
                ("frame", JSONValue(piece.frame)),
                ("transform", JSONValue(piece.transform)),
                ("alpha", .number(piece.alpha)),
                ("cornerRadius", .number(piece.cornerRadius)),
            ])
        }
        return .object([("container", container), ("pieces", .array(pieces))])
    }

    /// The frames as aligned columns; the transform's 16 fields row by row.
    static func table(_ frames: [(CGFloat, EffectAttributes, SnapshotAttributes?)]) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%.6g", Double(value)) }
        var text = "progress   z  alpha     blur      shadow    "
            + "transform (m11 m12 m13 m14 | m21 … | m31 … | m41 …)\n"
        for (progress, attributes, snapshot) in frames {
            let rows = stride(from: 0, to: 16, by: 4).map { start in
                attributes.transform.fields[start..<start + 4].map(number).joined(separator: " ")
            }
            let shadow = attributes.shadow.map { String(format: "%.3g", Double($0.opacity)) } ?? "-"
            text += [
                pad(number(progress), 8), pad(String(attributes.zPosition), 3), pad(number(attributes.alpha), 9),
                pad(number(attributes.blurRadius), 9), pad(shadow, 9), rows.joined(separator: " | "),
            ].joined(separator: " ")
            if let snapshot {
                text += "  snapshot: \(snapshot.pieces.count) pieces, "
                    + "container alpha \(number(snapshot.containerAlpha))"
            }
            text += "\n"
        }
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
