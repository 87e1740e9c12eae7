import Foundation

/// A view that shows text (only what client code sets is kept).
@MainActor
open class UILabel: UIView {
    /// The text shown.
    public var text: String?
    /// The colour of the text.
    public var textColor: UIColor?
    /// The most lines shown; 0 for as many as needed.
    public var numberOfLines = 1
}
