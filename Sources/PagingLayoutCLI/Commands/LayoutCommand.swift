import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout layout`: the paging engine's answer for one offset, as JSON.
enum LayoutCommand: Subcommand {
    static let name = "layout"
    static let summary = "Print the visible items, progress and frames for one content offset."
    static let discussion = """
        Prints one JSON object:
          {"contentSize":{…},"currentPage":k,"items":[{"section","item","progress","zIndex","frame"}…]}
        with items in ascending flat index (with --loop, in ascending slot, each with its "slot").
        The geometry flags place pages: --page-length, --spacing, --padding A,B, --alignment,
        --loop, --layout-direction rtl (mirrors frames; progress stays logical), --item-lengths.
        With --accessibility the object ends with "accessibilityValue": what assistive technology reads
        for the current page ("Page 5 of 10", PagerAccessibility).

        Example:
          paging-layout layout --sections 3,4,3 --visible 3 --size 300x500 --offset 450,0
          paging-layout layout --sections 5 --page-length 240 --spacing 16 --padding 30,30 --offset 256,0
          paging-layout layout --sections 4 --loop --visible 3 --offset -300,0
        """
    static let flags = PagerFlags.specs + [
        .toggle("accessibility", "Add the current page's accessibility value (\"Page 5 of 10\").")
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let pager = try PagerFlags(arguments)
        let result = pager.engine.layout(at: pager.offset)
        var output = json(for: result, slots: pager.engine.isLooping)
        if arguments.isSet("accessibility"), case .object(let members) = output {
            let model = PagerAccessibility(engine: pager.engine, currentPage: result.currentPage)
            output = .object(members + [("accessibilityValue", .string(model.value))])
        }
        return output.text + "\n"
    }

    /// The JSON contract of a layout pass; with `slots`, each item also carries its `"slot"`.
    static func json(for result: LayoutPass, slots: Bool = false) -> JSONValue {
        let items = result.elements.map { item in
            var members: [(String, JSONValue)] = [
                ("section", .int(item.indexPath.section)),
                ("item", .int(item.indexPath.item)),
            ]
            if slots { members.append(("slot", .int(item.slot))) }
            members += [
                ("progress", .number(item.progress)),
                ("zIndex", .int(item.zPosition)),
                ("frame", JSONValue(item.frame)),
            ]
            return JSONValue.object(members)
        }
        return .object([
            ("contentSize", JSONValue(result.contentSize)),
            ("currentPage", .int(result.currentPage)),
            ("items", .array(items)),
        ])
    }
}
