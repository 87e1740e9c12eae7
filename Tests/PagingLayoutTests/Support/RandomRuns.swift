import Foundation

/// How many seeds the random drivers run: a few by default so `swift test` stays quick, more when
/// `PAGING_LAYOUT_RANDOM_RUNS` says so (`Scripts/fuzz.sh` sets it for long runs).
enum RandomRuns {
    static func seeds(default count: Int) -> [UInt64] {
        let requested = ProcessInfo.processInfo.environment["PAGING_LAYOUT_RANDOM_RUNS"].flatMap { Int($0) }
        let runs = max(requested ?? count, 1)
        // A long run may also start elsewhere, so two long runs cover different seeds.
        let first = ProcessInfo.processInfo.environment["PAGING_LAYOUT_RANDOM_FIRST_SEED"].flatMap { UInt64($0) } ?? 1
        return (0..<UInt64(runs)).map { first &+ $0 }
    }
}
