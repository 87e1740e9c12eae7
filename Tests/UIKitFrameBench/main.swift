// Scroll frames of the UIKit adapter on the stand-in, for `Scripts/bench-uikit.py`: callgrind counts
// what runs inside `FrameCostScenario.countedStep()`. The argument is the number of counted frames
// (60 by default); the pager's offset and shown pages are printed at the end, for the script to check.
// Synchronous on purpose: no Swift concurrency runtime, whose worker threads valgrind cannot run here.
import Foundation
import UIKitScenarios

let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 60
MainActor.assumeIsolated {
    let scenario = FrameCostScenario()
    scenario.launchAndScrollWithoutConcurrency(warmUpFrames: 15, frames: frames)
    let pager = scenario.pager
    print("frames \(frames) offset \(pager.contentOffset.x) pages \(pager.shownPages().map(\.item))")
}
