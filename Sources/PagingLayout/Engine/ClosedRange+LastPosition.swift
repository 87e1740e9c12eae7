import Foundation

extension ClosedRange where Bound == Int {
    /// The last position of the range at which `holds` is true, for a `holds` that is true from the
    /// lower bound up to some position and false after it (as "this page or section starts at or
    /// before the value" is, over starts that never decrease).
    ///
    /// With a `guess`, positions 1, 2, 4, … away from it (clamped to the range) are probed until one
    /// lies on the other side, then the bracket is halved: O(log d) reads for an answer d positions
    /// from the guess, so a good guess makes the search nearly O(1). Without one, the whole range is
    /// halved.
    ///
    /// Inlined, so that `holds` is too: the pager's pass searches with it on every frame.
    @inline(__always)
    func lastPosition(gallopingFrom guess: Int?, where holds: (Int) -> Bool) -> Int {
        var low = lowerBound
        var high = upperBound
        if let guess {
            let start = Swift.min(Swift.max(guess, low), high)
            var step = 1
            if holds(start) {
                low = start
                while step <= high - low {
                    let probe = low + step
                    guard holds(probe) else {
                        high = probe - 1
                        break
                    }
                    low = probe
                    step = step.saturatingAdding(step)
                }
            } else {
                // The lower bound holds, so the answer is below the guess.
                high = start - 1
                while step <= high - low {
                    let probe = high - step + 1
                    guard !holds(probe) else {
                        low = probe
                        break
                    }
                    high = probe - 1
                    step = step.saturatingAdding(step)
                }
            }
        }
        while low < high {
            let mid = low + (high - low + 1) / 2
            if holds(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
