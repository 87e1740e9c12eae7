import Foundation
import PagingLayoutRender

extension DesignerPage {
    /// The page's script, the text of `Sources/PagingLayoutCLI/Resources/designer.js`. It computes
    /// nothing about effects or paging: it builds a control for every option the registry's presets
    /// show, in families by their main word (numbers as sliders with ranges from the presets'
    /// values, booleans as toggles, enumerations as pickers, snapshot pieces as a form beside their
    /// JSON, optional groups with a switch), keeps the state in the URL hash (the share link) and
    /// asks the API for the pager (`/api/preview`, shown in an iframe: the gallery's own page and
    /// script, and another preset's beside it to compare), the Swift (`/api/codegen`) and the
    /// attributes (`/api/eval`, also compared with the last ones to say when a change moved nothing)
    /// after every change.
    static let script = scriptResource.pageScript()

    /// Where the page's script is read from.
    static let scriptResource = PackageResource(
        "designer.js", ofTarget: "PagingLayoutCLI",
        sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources"))
}
