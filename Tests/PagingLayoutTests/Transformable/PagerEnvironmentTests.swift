import Foundation
import Testing

@testable import PagingLayout

@MainActor
@Suite("PagerEnvironment")
struct PagerEnvironmentTests {
    struct Failure: Error {}

    let outer = EffectContext(targetSize: CGSize(width: 300, height: 500), layoutDirection: .rightToLeft)
    let inner = EffectContext(targetSize: CGSize(width: 100, height: 100), scrollDirection: .vertical)

    @Test("the context exists only inside the call; a nested call sees its own and the outer one returns")
    func scoping() {
        #expect(PagerEnvironment.context == nil)
        let seen = PagerEnvironment.withContext(outer) {
            let before = PagerEnvironment.context
            let nested = PagerEnvironment.withContext(inner) { PagerEnvironment.context }
            return [before, nested, PagerEnvironment.context]
        }
        #expect(seen == [outer, inner, outer])
        #expect(PagerEnvironment.context == nil)
    }

    @Test("a body that throws still restores the context before")
    func restoredAfterThrow() {
        PagerEnvironment.withContext(outer) {
            #expect(throws: Failure.self) {
                try PagerEnvironment.withContext(inner) { throw Failure() }
            }
            #expect(PagerEnvironment.context == outer)
        }
        #expect(PagerEnvironment.context == nil)
    }

    @Test("the context for a target keeps the pager's and takes the target's size, sanitised")
    func contextForTarget() {
        let size = CGSize(width: 40, height: 60)
        #expect(PagerEnvironment.context(forTargetOf: size) == EffectContext(targetSize: size))
        let inside = PagerEnvironment.withContext(outer) {
            PagerEnvironment.context(forTargetOf: CGSize(width: -5, height: 60))
        }
        // A negative width counts as 0, as EffectContext sanitises it; the rest is the pager's.
        #expect(inside.targetSize == CGSize(width: 0, height: 60))
        #expect(inside.viewportSize == outer.viewportSize && inside.layoutDirection == .rightToLeft)
    }
}
