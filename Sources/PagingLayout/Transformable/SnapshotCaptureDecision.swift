import Foundation

/// What a toolkit does with a target's snapshot capture at one transform: keep showing the capture
/// it has, make a new one, or remove it.
///
/// ```swift
/// switch SnapshotCaptureDecision(cached: container?.captureKey, wanted: key) {
/// case .reuse: container.show(snapshot)
/// case .capture: recapture and show
/// case .remove: container?.removeFromSuperview()
/// }
/// ```
package enum SnapshotCaptureDecision: Sendable, Hashable {
    /// The existing capture still shows what the target shows: move its pieces.
    case reuse
    /// The target shows something else, was resized or is cut differently (or has no capture): capture it again.
    case capture
    /// There is nothing to show (no snapshot, or a target with no area or no pieces): remove any capture.
    case remove

    /// Decides from the key of the capture the target has and the key of the capture it needs.
    ///
    /// A capture is reused while its ``SnapshotCaptureKey`` — identifier, target size (the
    /// original library's default reuse rule) and piece frames — is the one needed and the app's
    /// own reuse rule (SwiftUI's `canReuseSnapshot`) agrees.
    ///
    /// - Parameters:
    ///   - cached: the key of the target's capture; `nil` when it has none.
    ///   - wanted: the key of the capture the target needs now; `nil` when it shows no snapshot (or
    ///     has no superview to show one in).
    ///   - appAllowsReuse: the app's verdict on the existing capture; `true` by default.
    public init(cached: SnapshotCaptureKey?, wanted: SnapshotCaptureKey?, appAllowsReuse: Bool = true) {
        guard let wanted, Self.canCapture(wanted) else {
            self = .remove
            return
        }
        self = cached == wanted && appAllowsReuse ? .reuse : .capture
    }

    /// A target can be captured when it has an area and the options cut it into pieces.
    private static func canCapture(_ key: SnapshotCaptureKey) -> Bool {
        let size = key.targetSize
        return size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && !key.pieceFrames.isEmpty
    }
}
