import Foundation

/// What an effect left on a cell's own layer at its last transform: the part of a page's look that
/// UIKit's layout attributes carry (and would otherwise reset).
struct CellAppearance: Equatable {
    /// The cell layer's transform.
    var transform: Transform3D = .identity
    /// The cell's alpha.
    var alpha: CGFloat = 1
}
