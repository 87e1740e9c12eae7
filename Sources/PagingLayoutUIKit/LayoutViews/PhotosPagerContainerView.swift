#if canImport(UIKit)
    import UIKit

    /// The view behind ``PhotosPagerView``: the preview pager filling it above the thumbnail strip,
    /// which is ``stripHeight`` points tall at its bottom. Package-wide, so the Linux scenarios can
    /// show it as ``PhotosPagerView`` does.
    package final class PhotosPagerContainerView: UIView {
        /// The full-size pages.
        package let previewView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        /// The thumbnails.
        package let thumbnailsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        /// The strip's height in points, ≥ 0.
        package var stripHeight: CGFloat = 60 {
            didSet { setNeedsLayout() }
        }

        package override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [previewView, thumbnailsView] {
                view.backgroundColor = .clear
                view.showsHorizontalScrollIndicator = false
                addSubview(view)
            }
        }

        package required init?(coder: NSCoder) {
            nil
        }

        /// The preview above, the strip below.
        package override func layoutSubviews() {
            super.layoutSubviews()
            let strip = min(max(stripHeight, 0), bounds.height)
            previewView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - strip)
            thumbnailsView.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: strip)
        }
    }
#endif
