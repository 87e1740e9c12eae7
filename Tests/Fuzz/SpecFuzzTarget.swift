// The libFuzzer target for spec files: compiled together with Sources/PagingLayout by
// Scripts/fuzz.sh (`swiftc -sanitize=fuzzer,address`), not part of the package's targets.
// Each input is read as a spec file; an accepted spec's effect is evaluated over a sweep of
// progress values and drawn into a budgeted scene that is hit-tested. Any crash, sanitizer report
// or non-finite number is a finding.
import Foundation

private let registry = EffectRegistry()
private let context = EffectContext(targetSize: CGSize(width: 300, height: 500))
private let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5], numberOfVisibleItems: 3)

@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzTarget(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let effect: any PagingEffect
    do {
        effect = try registry.makeEffect(specJSON: data)
    } catch let error as SpecError {
        // A rejection must say something.
        precondition(!error.message.isEmpty, "an empty spec error")
        return 0
    } catch {
        preconditionFailure("makeEffect threw something other than a SpecError: \(error)")
    }
    for step in -12...12 {
        let attributes = effect.attributes(for: CGFloat(step) / 4, in: context)
        // NaN is unequal to itself: any NaN or infinity makes the two differ.
        precondition(attributes.finite() == attributes, "non-finite attributes at progress \(Double(step) / 4)")
    }
    guard let scene = try? PagerScene(
        engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: effect, budget: .standard)
    else { return 0 }
    for x in stride(from: 0, through: 300, by: 50) {
        for y in stride(from: 0, through: 500, by: 100) {
            if let hit = scene.item(atViewportPoint: CGPoint(x: x, y: y)) {
                precondition(scene.items.contains(hit), "a hit outside the scene's items")
            }
        }
    }
    return 0
}
