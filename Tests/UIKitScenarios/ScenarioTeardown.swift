import UIKit

/// A scenario app that can be brought to rest and closed, as an app's teardown does.
@MainActor
public protocol EndableScenario: AnyObject {
    /// Lets what the app started finish or stops it, and closes the app.
    func end() async
}

/// Ends every scenario app a test opened: each one's animations run out, its scrolling comes to
/// rest, its window goes away, and the main queue runs until nothing it queued is left. A started
/// frame source and a queued frame hold what they animate, as a display link holds its target, so
/// work left on the stand-in's main queue at exit is reported as leaked by the leak checker.
@MainActor
public enum ScenarioTeardown {
    /// The apps opened since the last teardown, kept until it ends them.
    private static var openApps: [any EndableScenario] = []

    /// Keeps `app` open until the next ``endAll()``.
    public static func register(_ app: any EndableScenario) {
        openApps.append(app)
    }

    /// Ends the apps opened since the last call, then turns the run loop so the work they queued runs.
    public static func endAll() async {
        let apps = openApps
        openApps.removeAll()
        for app in apps { await app.end() }
        StandInRunLoop.removeAllWindows()
        for _ in 0..<4 { await StandInRunLoop.turn() }
    }
}
