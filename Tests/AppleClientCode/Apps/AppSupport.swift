// Small helpers the sample-style apps share, as an app would have them.
import UIKit

protocol ReusableCell: AnyObject {
    static var reuseIdentifier: String { get }
}

extension ReusableCell {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UICollectionView {
    func registerCell<T: UICollectionViewCell & ReusableCell>(_ type: T.Type) {
        register(type, forCellWithReuseIdentifier: T.reuseIdentifier)
    }

    func dequeueCell<T: UICollectionViewCell & ReusableCell>(for indexPath: IndexPath) -> T {
        guard let cell = dequeueReusableCell(withReuseIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
            fatalError("cell \(T.reuseIdentifier) is not registered")
        }
        return cell
    }
}

/// A dot page indicator drawn by hand, like the sample app's.
final class DotsView: UIView {
    var numberOfPages = 0 { didSet { setNeedsDisplay() } }
    var currentPage = 0 { didSet { setNeedsDisplay() } }
    var color: UIColor = .white

    override func draw(_ rect: CGRect) {
        for index in 0..<numberOfPages {
            let dot = UIBezierPath(ovalIn: CGRect(x: CGFloat(index) * 14, y: rect.midY - 4, width: 8, height: 8))
            (index == currentPage ? color : color.withAlphaComponent(0.4)).setFill()
            dot.fill()
        }
    }
}
