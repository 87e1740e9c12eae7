import PagingLayout
import PagingLayoutUIKit
import UIKit

/// An app's transformable cell that notes the pager context current (`PagerEnvironment.context`)
/// in its `transform(progress:)` and in the getter of its effect view, which the adapter reads when
/// it first sees the cell and `EffectTransformView`'s default `zPosition(progress:)` reads through
/// `effectContext`.
@MainActor
final class ContextProbeCell: UICollectionViewCell, EffectTransformView {
    /// What the cell's calls saw, oldest first.
    private(set) var seen: [ProbedContext] = []

    var pagingEffect: any PagingEffect { ScaleEffect(options: ScaleTransformViewOptions()) }

    var effectTarget: UIView {
        seen.append(ProbedContext(call: .effectTarget, context: PagerEnvironment.context))
        return contentView
    }

    func transform(progress: CGFloat) {
        seen.append(ProbedContext(call: .transform, context: PagerEnvironment.context))
    }

    /// Forgets what was noted.
    func forgetSeen() {
        seen.removeAll()
    }
}

/// What one call of a ``ContextProbeCell`` saw.
public struct ProbedContext: Sendable, Equatable {
    /// The cell's calls that note the context.
    public enum Call: Sendable, Equatable {
        /// The pager's `transform(progress:)`.
        case transform
        /// The getter of the cell's effect view.
        case effectTarget
    }

    /// The call.
    public var call: Call
    /// The pager context current during it.
    public var context: EffectContext?
}

extension PagerScenario {
    /// The app with the default options changed by `configure`, showing ``ContextProbeCell``s,
    /// launched.
    public static func launchedWithContextProbes(
        _ configure: (inout PagerScenarioOptions) -> Void = { _ in }
    ) async -> PagerScenario {
        var options = PagerScenarioOptions()
        configure(&options)
        let app = PagerScenario(options, clientCellClass: ContextProbeCell.self)
        await app.launch()
        return app
    }

    /// What the ``ContextProbeCell``s on screen saw since the last call, by item; forgets it.
    public func takeProbedContexts() -> [(item: Int, seen: [ProbedContext])] {
        visibleCells().compactMap { item, cell in
            guard let probe = cell as? ContextProbeCell else { return nil }
            defer { probe.forgetSeen() }
            return (item, probe.seen)
        }
    }
}
