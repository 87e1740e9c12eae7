import Foundation
import PagingLayout

extension SceneSpec {
    /// The item count of a layout with one section (the carousel and the Photos pair): `sections`
    /// is `[n]`, or `[]` for no items; more sections are an error at `sections`.
    func singleSectionItemCount() throws -> Int {
        guard sections.count <= 1 else {
            throw SpecError(
                path: "sections",
                message: "layout '\(layout.name)' has one section; expected [n], found \(sections.count) sections")
        }
        return sections.first ?? 0
    }
}
