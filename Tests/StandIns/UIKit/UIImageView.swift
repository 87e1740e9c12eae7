import Foundation

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    public var image: UIImage?

    /// An image view showing `image`, as large as the image would be (here: no size).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
