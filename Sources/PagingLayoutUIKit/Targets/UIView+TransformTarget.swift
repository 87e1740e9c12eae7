#if canImport(UIKit)
    import UIKit

    /// Any `UIView` is a transform target: the prepared effects (`ScaleTransformView`,
    /// `StackTransformView`, `SnapshotTransformView`) apply their attributes to the view you name as
    /// `scalableView`, `cardView` or `targetView`.
    ///
    /// - The transform goes to `layer.transform`, about the layer's anchor point (the centre unless
    ///   you moved it).
    /// - A shadow goes to the layer's shadow properties. Setting `shadow` to `nil` removes a shadow an
    ///   effect set (so a reused cell does not keep the look of other options) and leaves a shadow
    ///   you gave the layer yourself alone, as the original did when an effect's shadow was off.
    /// - A blur is a ``BlurEffectView`` kept just above the view in its superview, with the view's
    ///   frame and transform (so it never inherits the view's alpha, which breaks visual effects).
    /// - Snapshot pieces live in a ``SnapshotContainerView`` just above the view, captured from it
    ///   once and reused while the snapshot's identifier, the piece frames and the view's size stay
    ///   the same.
    /// - A content transform moves a `UICollectionViewCell`'s `contentView` inside the cell (name the
    ///   cell itself as the effect's target for AnimatedCollectionViewLayout's cube and parallax);
    ///   other views have no separate content and ignore it.
    // Not `@retroactive`: SwiftPM builds this module and the core with one package name, and a
    // protocol of the same package makes the conformance an ordinary one (the attribute is an error).
    extension UIView: TransformTarget {
        /// The layer's transform (`layer.transform`) as a `Transform3D`.
        public var layerTransform: Transform3D {
            get { Transform3D(layer.transform) }
            set { layer.transform = CATransform3D(newValue) }
        }

        /// The layer's drop shadow, or `nil` when its shadow opacity is 0.
        ///
        /// Setting `nil` removes a shadow set through this property and leaves any other shadow of
        /// the layer as it is.
        public var layerShadow: ShadowAttributes? {
            get {
                guard layer.shadowOpacity > 0 else { return nil }
                return ShadowAttributes(
                    color: layer.shadowColor.map { RGBAColor(UIColor(cgColor: $0)) } ?? .black,
                    opacity: layer.shadowOpacity, radius: layer.shadowRadius, offset: layer.shadowOffset)
            }
            set {
                // The layer once: each read of `layer` retains and releases it.
                let layer = self.layer
                writeShadow(newValue, to: layer, record: EffectLayerRecord.find(on: layer))
            }
        }

        /// Writes ``layerShadow``, ``layerBlurRadius`` and ``layerBlurStyle`` with one look at the
        /// layer's record, which keeps the shadow's colour and the blur overlay: one key-value lookup
        /// per call instead of one per property. (`TransformTarget.apply(_:)` calls it for every
        /// page on every frame; most pages never blur, and their record shows no overlay.)
        public func applyShadow(_ shadow: ShadowAttributes?, blurRadius: CGFloat, blurStyle: BlurEffectStyle) {
            let layer = self.layer
            let record = writeShadow(shadow, to: layer, record: EffectLayerRecord.find(on: layer))
            updateBlurOverlay(radius: blurRadius, layer: layer, record: record)?.style = UIBlurEffect.Style(blurStyle)
        }

        /// Writes `shadow` as ``layerShadow``'s setter describes, given the layer and its record (`nil`
        /// when it has none); returns the record as it is afterwards (made when a shadow's colour was
        /// recorded).
        @discardableResult
        private func writeShadow(
            _ newValue: ShadowAttributes?, to layer: CALayer, record: EffectLayerRecord?
        ) -> EffectLayerRecord? {
            // The layer's record marks a shadow an effect wrote, with the colour it wrote.
            guard let shadow = newValue else {
                if let record, record.shadowCGColor != nil {
                    layer.shadowOpacity = 0
                    record.shadowColor = nil
                    record.shadowCGColor = nil
                }
                return record
            }
            // Each property is written only when it changes: the prepared effects give every
            // frame a shadow, mostly the same one.
            if layer.shadowOpacity != shadow.opacity { layer.shadowOpacity = shadow.opacity }
            if layer.shadowRadius != shadow.radius { layer.shadowRadius = shadow.radius }
            if layer.shadowOffset != shadow.offset { layer.shadowOffset = shadow.offset }
            // The colour is current on most frames: nothing to build or record. (The recorded colour
            // is compared in place, not bound to a local, which would retain it.)
            if let record, record.shadowColor == shadow.color, record.shadowCGColor != nil,
                layer.shadowColor === record.shadowCGColor
            {
                return record
            }
            let cgColor = UIColor(shadow.color).cgColor
            layer.shadowColor = cgColor
            let written = EffectLayerRecord.make(on: layer, found: record)
            written.shadowColor = shadow.color
            written.shadowCGColor = cgColor
            return written
        }

        /// How much blur covers the view, 0 (none) … 1 (the style's full blur).
        ///
        /// Above 0, a ``BlurEffectView`` sits just above the view in its superview with the view's
        /// frame and transform; at 0 it is hidden (and kept for the next frame that blurs). A view
        /// without a superview shows no blur.
        public var layerBlurRadius: CGFloat {
            get { blurOverlay.map { $0.isHidden ? 0 : $0.radius } ?? 0 }
            set {
                let layer = self.layer
                updateBlurOverlay(radius: newValue, layer: layer, record: EffectLayerRecord.find(on: layer))
            }
        }

        /// The look of the blur ``blurRadius`` shows; `.light` while there is none.
        public var layerBlurStyle: BlurEffectStyle {
            get { blurOverlay.flatMap { BlurEffectStyle($0.style) } ?? .light }
            set { blurOverlay?.style = UIBlurEffect.Style(newValue) }
        }

        /// The layer's corner radius, in points (written only when it changes).
        public var layerCornerRadius: CGFloat {
            get { layer.cornerRadius }
            set {
                if layer.cornerRadius != newValue { layer.cornerRadius = newValue }
            }
        }

        /// The transform of the view's content inside it, about the content's centre: for a
        /// `UICollectionViewCell`, its `contentView`'s `layer.transform`; for any other view the
        /// identity, and setting it does nothing (a plain view has no separate content to move).
        ///
        /// While a cell's content transform is not the identity the cell clips to its bounds, so the
        /// moved content never shows outside the page and the cell's hit surface is unchanged; back at
        /// the identity the cell's own `clipsToBounds` is restored. A non-finite transform counts as
        /// the identity.
        public var layerContentTransform: Transform3D {
            get {
                guard let cell = self as? UICollectionViewCell else { return .identity }
                return Transform3D(cell.contentView.layer.transform)
            }
            set {
                guard let cell = self as? UICollectionViewCell else { return }
                let moves = !newValue.isIdentity && newValue.isFinite
                cell.contentView.layer.transform = moves ? CATransform3D(newValue) : CATransform3DIdentity
                // The layer's record remembers the clipping the cell had before an effect moved its
                // content, so a cell that clips on its own keeps doing so.
                let layer = cell.layer
                let record = EffectLayerRecord.find(on: layer)
                if moves, record?.ownClipping == nil {
                    EffectLayerRecord.make(on: layer, found: record).ownClipping = cell.clipsToBounds
                    cell.clipsToBounds = true
                } else if !moves, let record, let ownClipping = record.ownClipping {
                    cell.clipsToBounds = ownClipping
                    record.ownClipping = nil
                }
            }
        }

        /// Whether the layer's back shows when a 3-D transform turns it away (written only when it changes).
        public var layerIsDoubleSided: Bool {
            get { layer.isDoubleSided }
            set {
                if layer.isDoubleSided != newValue { layer.isDoubleSided = newValue }
            }
        }

        /// Shows the snapshot effect's container and pieces just above the view, capturing the view
        /// when no reusable capture exists; `nil` removes them.
        ///
        /// A capture is reused while its ``SnapshotCaptureKey`` — the snapshot's identifier, the
        /// view's bounds size (the original's default `canReuse(snapshot:)`) and the piece frames —
        /// stays the same.
        public func applySnapshot(_ snapshot: SnapshotAttributes?) {
            applySnapshot(snapshot, existing: snapshotContainer)
        }

        /// Lets `body` rewrite the snapshot the view's container shows, in place, then shows what
        /// `body` leaves (as ``applySnapshot(_:)`` does).
        ///
        /// The container's snapshot is moved out for the call, so its pieces array has one owner and
        /// the snapshot effect refills it instead of making a new one every frame. While `body` runs
        /// the container's `shownSnapshot` is `nil`.
        public func updateSnapshot(_ body: (inout SnapshotAttributes?) -> Void) {
            let existing = snapshotContainer
            var snapshot = existing?.takeShownSnapshot()
            body(&snapshot)
            applySnapshot(snapshot, existing: existing)
        }

        /// ``applySnapshot(_:)`` with the view's container found already (`nil` when it has none).
        private func applySnapshot(_ snapshot: SnapshotAttributes?, existing: SnapshotContainerView?) {
            if let snapshot, let existing, superview != nil,
                existing.captureKey.matches(identifier: snapshot.identifier, targetSize: bounds.size, pieces: snapshot.pieces)
            {
                // The capture shows what is wanted (most frames): no key is built for the decision.
                existing.show(snapshot, over: self)
                return
            }
            let key = snapshot.map {
                SnapshotCaptureKey(identifier: $0.identifier, targetSize: bounds.size, pieceFrames: $0.pieces.map(\.frame))
            }
            let wanted = superview == nil ? nil : key
            let container: SnapshotContainerView
            switch SnapshotCaptureDecision(cached: existing?.captureKey, wanted: wanted) {
            case .remove:
                existing?.removeFromSuperview()
                return
            case .reuse:
                guard let existing else { return }
                container = existing
            case .capture:
                existing?.removeFromSuperview()
                guard let superview, let key, let captured = SnapshotContainerView(capturing: self, key: key) else {
                    return
                }
                superview.insertSubview(captured, aboveSubview: self)
                EffectLayerRecord.make(on: layer, found: EffectLayerRecord.find(on: layer)).snapshotContainer = captured
                container = captured
            }
            guard let snapshot else { return }
            container.show(snapshot, over: self)
        }

        /// The snapshot container showing this view's pieces, if any.
        ///
        /// The container placed over the view is kept in its layer's record, so most frames find it
        /// without looking through the superview's subviews.
        public var snapshotContainer: SnapshotContainerView? {
            guard let superview else { return nil }
            let record = EffectLayerRecord.find(on: layer)
            if let container = record?.snapshotContainer, container.targetView === self,
                container.superview === superview
            {
                return container
            }
            let found = superview.subviews.lazy
                .compactMap { $0 as? SnapshotContainerView }
                .first { $0.targetView === self }
            if let found { EffectLayerRecord.make(on: layer, found: record).snapshotContainer = found }
            return found
        }

        /// The blur this view's ``blurRadius`` placed, if any, while it is just above the view.
        var blurOverlay: BlurEffectView? {
            guard let overlay = EffectLayerRecord.find(on: layer)?.blurOverlay, overlay.target === self,
                overlay.superview === superview
            else { return nil }
            return overlay
        }

        /// Places, moves, hides or removes the blur overlay for `radius` (see ``layerBlurRadius``), given
        /// the layer and its record (`nil` when it has none); returns the overlay just above the view
        /// afterwards, the one ``blurOverlay`` finds, or `nil`.
        @discardableResult
        private func updateBlurOverlay(radius: CGFloat, layer: CALayer, record: EffectLayerRecord?) -> BlurEffectView? {
            var existing = record?.blurOverlay
            // Most pages never blur: without an overlay, no blur has nothing to place, and nothing
            // else (the superview) is read.
            guard existing != nil || (radius.isFinite && radius > 0) else { return nil }
            if let overlay = existing, overlay.superview !== superview || overlay.target !== self {
                // The view moved to another superview: its overlay stayed behind.
                overlay.removeFromSuperview()
                existing = nil
            }
            guard let superview else {
                record?.blurOverlay = nil
                return nil
            }
            // An overlay left behind was removed: a new one is placed only for a blur.
            guard existing != nil || (radius.isFinite && radius > 0) else { return nil }
            // At 0 (the page passing the centre) the placement hides the overlay rather than
            // removing it: it is not rebuilt, with a new blur animator, every time a page goes by.
            guard
                let placement = BlurOverlayPlacement(
                    radius: radius, targetSize: bounds.size, targetCenter: center, transform: layerTransform,
                    zPosition: layer.zPosition, cornerRadius: layer.cornerRadius, overlayExists: existing != nil)
            else { return existing }
            let overlay: BlurEffectView
            if let existing {
                overlay = existing
            } else {
                overlay = BlurEffectView()
                overlay.target = self
                superview.insertSubview(overlay, aboveSubview: self)
                EffectLayerRecord.make(on: layer, found: record).blurOverlay = overlay
            }
            if overlay.isHidden == placement.isShown { overlay.isHidden = !placement.isShown }
            overlay.radius = placement.fraction
            guard placement.isShown else { return overlay }
            // Each property is written only when it changes: a page that blurs while it scrolls
            // moves its overlay, but its size, depth and corners mostly stay.
            if overlay.bounds != placement.bounds { overlay.bounds = placement.bounds }
            if overlay.center != placement.center { overlay.center = placement.center }
            if Transform3D(overlay.layer.transform) != placement.transform {
                overlay.layer.transform = CATransform3D(placement.transform)
            }
            if overlay.layer.zPosition != placement.zPosition { overlay.layer.zPosition = placement.zPosition }
            if overlay.layer.cornerRadius != placement.cornerRadius { overlay.layer.cornerRadius = placement.cornerRadius }
            if !overlay.clipsToBounds { overlay.clipsToBounds = true }
            return overlay
        }
    }
#endif
