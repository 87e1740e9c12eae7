import PagingLayoutUIKit
import UIKit

/// A Photos page or thumbnail on screen, in its collection view's content coordinates.
public struct ShownPhotoCell: Sendable, Equatable {
    /// The item UIKit has the cell at.
    public var item: Int
    /// The cell's untransformed frame (its centre and bounds).
    public var frame: CGRect
    /// The cell's layer transform (the page's shift, the thumbnails' push aside).
    public var transform: Transform3D
    /// How far the page's image is moved inside the page (`ScrollLayoutAttributes.parallaxOffset`
    /// applied in the cell's `apply(_:)`); zero for thumbnails.
    public var imageOffset: CGPoint
}

/// An app with the Photos pair: the preview pager above the thumbnail strip in the view behind
/// `PhotosPagerView` (`PhotosPagerContainerView`), kept in step by `PhotosPagerCoordinator`, with a
/// UIKit data source and cells as an app writes them (the page's image moved in `apply(_:)`).
@MainActor
public final class PhotosScenario: EndableScenario {
    private let window: UIWindow
    private var controller: PhotosViewController?

    /// The pair for one photo per aspect ratio (width ÷ height) in a window of `windowSize`.
    public init(aspectRatios: [CGFloat], windowSize: CGSize = CGSize(width: 390, height: 844)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        controller = PhotosViewController(aspectRatios: aspectRatios)
        ScenarioTeardown.register(self)
    }

    private var pair: PhotosViewController { controller! }

    /// Shows the window and lets the run loop lay it out.
    public func launch() async {
        window.rootViewController = controller
        StandInRunLoop.show(window)
        await StandInRunLoopTurns.run(2)
    }

    // MARK: Reading the screen

    /// The preview's horizontal content offset.
    public var previewOffset: CGFloat { pair.container.previewView.contentOffset.x }
    /// The strip's horizontal content offset.
    public var thumbnailsOffset: CGFloat { pair.container.thumbnailsView.contentOffset.x }
    /// The preview's size on screen.
    public var previewViewportSize: CGSize { pair.container.previewView.bounds.size }
    /// The strip's size on screen.
    public var thumbnailsViewportSize: CGSize { pair.container.thumbnailsView.bounds.size }
    /// The item the pair is on (`PhotosPagerCoordinator.activeIndex`).
    public var activeIndex: Int { pair.coordinator.activeIndex }
    /// The preview's options, as the coordinator's layout has them.
    public var previewOptions: PhotosPreviewLayoutOptions { pair.coordinator.previewLayout.options }
    /// The strip's options, as the coordinator's layout has them.
    public var thumbnailOptions: ThumbnailStripOptions { pair.coordinator.thumbnailLayout.options }

    /// The preview's pages on screen, by item.
    public func shownPreviewPages() -> [ShownPhotoCell] {
        Self.shownCells(of: pair.container.previewView)
    }

    /// The strip's thumbnails on screen, by item.
    public func shownThumbnails() -> [ShownPhotoCell] {
        Self.shownCells(of: pair.container.thumbnailsView)
    }

    private static func shownCells(of collectionView: UICollectionView) -> [ShownPhotoCell] {
        collectionView.visibleCells.compactMap { cell -> ShownPhotoCell? in
            guard let indexPath = collectionView.indexPath(for: cell) else { return nil }
            let image = (cell as? PhotoPageCell)?.imageView.layer.transform ?? CATransform3DIdentity
            return ShownPhotoCell(
                item: indexPath.item, frame: cell.untransformedFrame, transform: Transform3D(cell.layer.transform),
                imageOffset: CGPoint(x: image.m41, y: image.m42))
        }.sorted { $0.item < $1.item }
    }

    // MARK: Acting

    private var finger: StandInFinger?

    /// A finger drags the preview horizontally by `distance` points in ten moves, one per run-loop
    /// turn; it lifts with `releaseVelocity` (points per millisecond) and the frames run until both
    /// pagers rest, unless `lift` is `false`.
    public func dragPreview(by distance: CGFloat, releaseVelocity: CGFloat = 0, lift: Bool = true) async {
        let frame = pair.container.previewView.frame
        await drag(from: CGPoint(x: frame.midX, y: frame.midY), by: distance, releaseVelocity: releaseVelocity, lift: lift)
    }

    /// A finger drags the thumbnail strip horizontally by `distance` points, as ``dragPreview(by:releaseVelocity:lift:)``.
    public func dragStrip(by distance: CGFloat, releaseVelocity: CGFloat = 0, lift: Bool = true) async {
        let frame = pair.container.thumbnailsView.frame
        await drag(from: CGPoint(x: frame.midX, y: frame.midY), by: distance, releaseVelocity: releaseVelocity, lift: lift)
    }

    private func drag(from start: CGPoint, by distance: CGFloat, releaseVelocity: CGFloat, lift: Bool) async {
        let finger = StandInFinger(touchingDownAt: start, in: window)
        self.finger = finger
        for step in 1...10 {
            finger.move(to: CGPoint(x: start.x + distance * CGFloat(step) / 10, y: start.y))
            await StandInRunLoop.turn()
        }
        if lift { await self.lift(releaseVelocity: releaseVelocity) }
    }

    /// The app shows `item` in both pagers (`PhotosPagerCoordinator.show(item:)`).
    public func show(item: Int) async {
        pair.coordinator.show(item: item)
        await StandInRunLoopTurns.run(2)
    }

    /// The device turns: the window takes `size`.
    public func rotate(to size: CGSize) async {
        window.rotate(to: size, safeArea: .zero)
        await StandInRunLoopTurns.run(2)
    }

    /// Lifts the finger with `releaseVelocity` (points per millisecond); the frames run until both
    /// pagers rest and the strip's expansion has come back.
    public func lift(releaseVelocity: CGFloat = 0) async {
        finger?.lift(velocity: CGPoint(x: releaseVelocity, y: 0))
        finger = nil
        await StandInRunLoop.framesUntilScrollingStops()
        await waitForExpansion()
    }

    /// Turns the run loop until the strip's expanding-rate animation ends. Its clock is the
    /// display's (`DisplayLinkFrameSource`: one frame per turn, at the system uptime), so this waits
    /// in real time, at most `limit` seconds (a busy machine).
    private func waitForExpansion(limit: TimeInterval = 20) async {
        let deadline = ProcessInfo.processInfo.systemUptime + limit
        while pair.coordinator.expandingRate.isAnimating, ProcessInfo.processInfo.systemUptime < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
            await StandInRunLoop.turn()
        }
        await StandInRunLoop.turn()
    }

    /// The app's teardown: a finger still down lifts, both pagers and the strip's expansion come to
    /// rest, then the window lets the screen go.
    public func end() async {
        guard controller != nil else { return }
        if finger != nil { await lift() }
        await waitForExpansion()
        window.rootViewController = nil
        controller = nil
        await StandInRunLoopTurns.run(2)
    }
}

/// The Photos scenario's view controller: the view behind `PhotosPagerView`, its two collection
/// views fed by one data source, and the coordinator that keeps them in step.
@MainActor
final class PhotosViewController: UIViewController, UICollectionViewDataSource {
    let container = PhotosPagerContainerView()
    let aspectRatios: [CGFloat]
    private(set) var coordinator: PhotosPagerCoordinator!

    init(aspectRatios: [CGFloat]) {
        self.aspectRatios = aspectRatios
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.frame = view.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(container)
        container.previewView.register(PhotoPageCell.self, forCellWithReuseIdentifier: "page")
        container.thumbnailsView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "thumbnail")
        container.previewView.dataSource = self
        container.thumbnailsView.dataSource = self
        coordinator = PhotosPagerCoordinator(previewView: container.previewView, thumbnailsView: container.thumbnailsView)
        coordinator.thumbnailLayout.aspectRatios = aspectRatios
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        aspectRatios.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = collectionView === container.previewView ? "page" : "thumbnail"
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// A preview page as `ScrollLayoutAttributes` asks an app to write it: the image moved by
/// the parallax offset in `apply(_:)`.
@MainActor
final class PhotoPageCell: UICollectionViewCell {
    let imageView = UIView(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Bounds and centre, not `frame`: `apply(_:)` moves the image with a transform.
        imageView.place(in: contentView.bounds)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? ScrollLayoutAttributes else { return }
        imageView.transform = CGAffineTransform(translationX: attributes.parallaxOffset.x, y: 0)
    }
}
