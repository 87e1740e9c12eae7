import Foundation
import PagingLayout

/// One measurement of `paging-layout bench`: the library's work for one configuration, and what it
/// is compared with — the original library's layout pass, or a hand-written computation of an
/// effect's outputs.
struct BenchCase {
    /// What is measured.
    enum Kind: String {
        /// One layout pass of the paging engine.
        case layoutPass = "layout pass"
        /// One evaluation of a prepared effect for one item.
        case effect
        /// One evaluation of a prepared effect the way apps make it: the returning call, or a
        /// transformable page's default `transform(progress:)` applied to its node.
        case adapterPath = "adapter path"
        /// One frame of a caller of the engine: the page controller, the layout driver, a scene.
        case frame
    }

    /// A short unique name, for `--case` and the counting script.
    let id: String
    let kind: Kind
    /// The page geometry (passes), the effect and preset (effects) or the caller (frames).
    let subject: String
    /// Items, sections and visible items (passes and frames; `nil` visible for all); 0 for effects.
    var totalItems = 0
    var sections = 0
    var visible: Int?
    /// Snapshot pieces per evaluation; 1 otherwise.
    var pieces = 1
    /// For an adapter path: the id of the `effect-…` case evaluating the same effect into kept
    /// attributes, which the path is compared with.
    var intoCase: String?
    /// How many times the timed loops run this case relative to `--passes`: fewer for costly cases.
    var passScale: Double = 1
    /// Runs iteration `i` of the library's work; returns a number that depends on the result.
    let library: (Int) -> Int
    /// Runs iteration `i` of the comparison, when there is one.
    let baseline: ((Int) -> Int)?
}
