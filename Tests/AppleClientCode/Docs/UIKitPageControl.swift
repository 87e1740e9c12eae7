// "Control current page" and "ViewAnimator" in HOW_TO_USE_UIKIT: page changes from code, the
// delegate, animators (the default one and a custom one).
import PagingLayoutUIKit
import UIKit

class PageControlViewController: UIViewController, CollectionViewPagingLayoutDelegate {
    private let layout = CollectionViewPagingLayout()
    private let pageControl = UIPageControl()
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = layout
        layout.delegate = self
        layout.defaultAnimator = DefaultViewAnimator(0.4, curve: .easeInOut)
        pageControl.currentPage = layout.currentPage
    }

    func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
        pageControl.currentPage = currentPage
    }

    @IBAction private func next() {
        layout.goToNextPage()
    }

    @IBAction private func previous() {
        layout.goToPreviousPage(animated: true)
    }

    @IBAction private func first() {
        layout.setCurrentPage(0)
    }

    @IBAction private func last() {
        layout.setCurrentPage(9, animated: false)
    }

    func jumps() {
        layout.setCurrentPage(3, animated: true, animator: DefaultViewAnimator(0.8, curve: .parametric))
        layout.setCurrentPage(4, animated: true) { [weak self] in
            self?.pageControl.currentPage = self?.layout.currentPage ?? 0
        }
        layout.setCurrentPage(5, animated: true, animator: nil, completion: nil)
        layout.goToNextPage(animated: true, animator: DefaultViewAnimator(0.3, curve: .easeOut)) {
            print("moved on")
        }
        layout.goToPreviousPage(animated: false, animator: nil, completion: nil)
        if !layout.isAnimating {
            layout.invalidateLayoutInBatchUpdate()
            layout.invalidateLayoutInBatchUpdate(invalidateOffset: true)
        }
    }

    func animatorsForEveryCurve() -> [ViewAnimator] {
        [
            DefaultViewAnimator(0.5, curve: .linear),
            DefaultViewAnimator(0.5, curve: .parametric),
            DefaultViewAnimator(0.5, curve: .easeInOut),
            DefaultViewAnimator(0.5, curve: .easeIn),
            DefaultViewAnimator(0.5, curve: .easeOut),
        ]
    }
}

/// "You can implement your custom animator too!": a spring-like animator on a display link.
final class BouncyAnimator: ViewAnimator {
    private var link: CADisplayLink?
    private var start: CFTimeInterval = 0
    private var animations: ((Double, Bool) -> Void)?
    private let duration: Double = 0.6

    func animate(animations: @escaping (Double, Bool) -> Void) -> ViewAnimatorCancelable? {
        self.animations = animations
        start = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: #selector(tick))
        link.add(to: .main, forMode: .common)
        self.link = link
        return Cancel { [weak self] in self?.stop() }
    }

    @objc private func tick() {
        let t = min((CACurrentMediaTime() - start) / duration, 1)
        let progress = 1 - pow(2, -10 * t) * cos(t * .pi * 3)
        animations?(t < 1 ? progress : 1, t >= 1)
        if t >= 1 { stop() }
    }

    private func stop() {
        link?.invalidate()
        link = nil
        animations = nil
    }

    private struct Cancel: ViewAnimatorCancelable {
        let action: () -> Void
        func cancel() { action() }
    }
}

/// Using the custom animator for one change, and as the default.
class CustomAnimatorViewController: UIViewController {
    let layout = CollectionViewPagingLayout()

    func configure() {
        layout.defaultAnimator = BouncyAnimator()
        layout.setCurrentPage(2, animated: true, animator: BouncyAnimator())
    }
}
