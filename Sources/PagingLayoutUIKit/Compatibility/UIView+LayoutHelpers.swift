#if canImport(UIKit)
    import UIKit

    // Auto Layout shortcuts the original library made public and apps came to use. They have nothing
    // to do with paging; they stay so that code written against the original keeps compiling.
    extension UIView {
        /// Adds `view` as a subview pinned to this view's edges, moved by `edges`: each constant is
        /// added to the matching anchor (so the trailing and bottom insets are usually negative).
        ///
        /// - Returns: the leading, top, trailing and bottom constraints, in that order, already active.
        @available(*, deprecated, message: "an Auto Layout helper kept from CollectionViewPagingLayout; pin with layout anchors")
        @discardableResult
        public func fill(with view: UIView, edges: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            let constraints = [
                view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: edges.left),
                view.topAnchor.constraint(equalTo: topAnchor, constant: edges.top),
                view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: edges.right),
                view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: edges.bottom),
            ]
            NSLayoutConstraint.activate(constraints)
            return constraints
        }

        /// Centres `view` on this view (both must share a superview).
        @available(*, deprecated, message: "an Auto Layout helper kept from CollectionViewPagingLayout; pin with layout anchors")
        public func center(to view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: centerXAnchor),
                view.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }

        /// Gives `view` this view's size (both must share a superview).
        @available(*, deprecated, message: "an Auto Layout helper kept from CollectionViewPagingLayout; pin with layout anchors")
        public func equalSize(to view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalTo: widthAnchor),
                view.heightAnchor.constraint(equalTo: heightAnchor),
            ])
        }
    }
#endif
