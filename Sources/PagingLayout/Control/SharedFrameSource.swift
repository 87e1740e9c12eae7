import Foundation

/// One frame source serving several clients: each ``makeClient()`` is a ``FrameSource`` of its
/// own, and every started client gets every frame of the shared source, on its clock.
///
/// A ``FrameSource`` serves one handler at a time. To drive a page controller's animations and an
/// ``AutoScroller`` from one clock — one display link, or one ``ManualFrameSource`` in a test — give
/// each a client:
///
/// ```swift
/// let clock = ManualFrameSource()
/// let shared = SharedFrameSource(clock)
/// let pager = PageController(
///     engine: PagingEngine(viewportSize: CGSize(width: 300, height: 200), itemCounts: [5]),
///     defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: shared.makeClient()))
/// let autoScroller = AutoScroller(controller: pager, frameSource: shared.makeClient())
/// ```
///
/// The shared source runs while any client is started. Within a frame, clients are called in the
/// order they were started; a client stopped by an earlier one's handler is skipped.
@MainActor
public final class SharedFrameSource {
    /// The source whose frames the clients share.
    public let source: any FrameSource

    private var handlers: [(client: Int, onFrame: @MainActor (TimeInterval) -> Void)] = []
    private var nextClient = 0

    /// Shares `source`, which should have no other client.
    public init(_ source: any FrameSource) {
        self.source = source
    }

    /// A new client: a frame source on the shared clock.
    public func makeClient() -> any FrameSource {
        let client = Client(hub: self, id: nextClient)
        nextClient += 1
        return client
    }

    /// Whether any client is started.
    public var isRunning: Bool { !handlers.isEmpty }

    fileprivate func start(client: Int, _ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
        if let index = handlers.firstIndex(where: { $0.client == client }) {
            handlers[index].onFrame = onFrame
            return
        }
        handlers.append((client, onFrame))
        if handlers.count == 1 {
            // Held strongly while any client runs, as the contract of `FrameSource` asks.
            source.start { time in self.deliver(at: time) }
        }
    }

    fileprivate func stop(client: Int) {
        guard let index = handlers.firstIndex(where: { $0.client == client }) else { return }
        handlers.remove(at: index)
        if handlers.isEmpty { source.stop() }
    }

    private func deliver(at time: TimeInterval) {
        // A handler may stop or start clients: call those started now, skipping any stopped since.
        for client in handlers.map(\.client) {
            guard let entry = handlers.first(where: { $0.client == client }) else { continue }
            entry.onFrame(time)
        }
    }

    /// One client; it keeps the shared source alive.
    private final class Client: FrameSource {
        let hub: SharedFrameSource
        let id: Int

        init(hub: SharedFrameSource, id: Int) {
            self.hub = hub
            self.id = id
        }

        var now: TimeInterval { hub.source.now }

        func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
            hub.start(client: id, onFrame)
        }

        func stop() {
            hub.stop(client: id)
        }
    }
}
