import Testing
import UIKitScenarios

/// Ends each scenario at rest, as an app's teardown does: after every test of the suite, the apps
/// it opened let their animations run out, come to rest and close, and the stand-in's main queue
/// runs until nothing they queued is left (`ScenarioTeardown`). Nothing a scenario started is still
/// queued when the process exits, so the sanitizer's leak check runs over these tests too.
struct EndsAtRestTrait: SuiteTrait, TestTrait, TestScoping {
    /// Every test of a suite with the trait, in nested suites too.
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        do {
            try await function()
        } catch {
            await ScenarioTeardown.endAll()
            throw error
        }
        await ScenarioTeardown.endAll()
    }
}

extension Trait where Self == EndsAtRestTrait {
    /// Ends each scenario at rest (``EndsAtRestTrait``).
    static var endsAtRest: Self { EndsAtRestTrait() }
}
