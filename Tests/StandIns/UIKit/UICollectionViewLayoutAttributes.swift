import Foundation

/// What a layout says about one element: UIKit copies it (`copy(with:)`) before keeping it and
/// compares it (`isEqual(_:)`) with what a cell shows before applying it again, so a subclass that
/// adds properties must override both.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's category.
    public enum ElementCategory: Sendable { case cell, supplementaryView, decorationView }

    nonisolated(unsafe) public var indexPath = IndexPath(item: 0, section: 0)
    nonisolated(unsafe) public private(set) var representedElementCategory: ElementCategory = .cell
    nonisolated(unsafe) public private(set) var representedElementKind: String?
    nonisolated(unsafe) public var center: CGPoint = .zero
    nonisolated(unsafe) public var size: CGSize = .zero
    nonisolated(unsafe) public var transform3D: CATransform3D = CATransform3DIdentity
    nonisolated(unsafe) public var alpha: CGFloat = 1
    nonisolated(unsafe) public var zIndex = 0
    nonisolated(unsafe) public var isHidden = false

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The frame: centre and size (undefined with a transform, as in UIKit).
    nonisolated public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    nonisolated public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The affine part of ``transform3D``.
    nonisolated public var transform: CGAffineTransform {
        get {
            CGAffineTransform(
                a: transform3D.m11, b: transform3D.m12, c: transform3D.m21, d: transform3D.m22, tx: transform3D.m41,
                ty: transform3D.m42)
        }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class with the same values.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MainActor.assumeIsolated { type(of: self).init() }
        do {
            copy.indexPath = indexPath
            copy.representedElementCategory = representedElementCategory
            copy.representedElementKind = representedElementKind
            copy.center = center
            copy.size = size
            copy.transform3D = transform3D
            copy.alpha = alpha
            copy.zIndex = zIndex
            copy.isHidden = isHidden
        }
        return copy
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center
            && other.size == size && other.transform3D == transform3D && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden
    }
}

/// What an invalidation invalidates.
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    public internal(set) var invalidateEverything = false
    public internal(set) var invalidateDataSourceCounts = false
    public init() {}
}

/// A layout: asked to `prepare()` after each invalidation, then for its content size and the
/// attributes of the elements in a rect (which can be larger than the visible bounds).
@MainActor
open class UICollectionViewLayout: NSObject {
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }
    /// Whether a self-sizing cell's preferred attributes invalidate the layout; `false` by default,
    /// as UIKit documents.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }
    /// The invalidation for a self-sizing cell's preferred attributes (the items' layout, not the counts).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { UICollectionViewLayoutInvalidationContext() }

    /// Invalidates everything (UIKit: "invalidates the current layout and triggers a layout update").
    public func invalidateLayout() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout invalid: it is prepared again on the collection view's next layout cycle.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated()
    }

    /// The layout is about to be replaced by `newLayout` as the collection view's layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// The layout is about to replace `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// The change of layouts is done.
    open func finalizeLayoutTransition() {}

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }
}

/// UIKit's flow layout (only as a placeholder layout here).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A cell: a content view, highlight and selection, reuse.
@MainActor
open class UICollectionViewCell: UIView {
    public let contentView = UIView(frame: .zero)
    public internal(set) var reuseIdentifier: String?
    public var isHighlighted = false
    public var isSelected = false
    /// The attributes last applied (a copy).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the cell is handed out again by `dequeueReusableCell(withReuseIdentifier:for:)`.
    open func prepareForReuse() {}

    /// Called after the collection view applied `layoutAttributes` to the cell's geometry.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the cell would rather have (self-sizing); by default the ones it is given
    /// (the stand-in has no Auto Layout to fit).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { layoutAttributes }

    override func sizeDidChange() {
        // The content view follows the cell's size through its autoresizing mask, in its
        // untransformed geometry (an effect may have transformed it), or by its frame.
        if (superview as? UICollectionView)?.layoutChoices.resizesContentViewByFrame == true {
            contentView.frame = bounds
            return
        }
        contentView.bounds.size = bounds.size
        contentView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
