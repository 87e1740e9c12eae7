// Scroll frames of the UIKit adapter on the stand-in, for `Scripts/bench-uikit.py`: callgrind counts
// what runs inside `FrameCostScenario.countedStep()`. The argument is the number of counted frames
// (60 by default); the pager's offset and shown pages are printed at the end, for the script to check.
import Foundation
import UIKitScenarios

let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 60
let scenario = FrameCostScenario()
await scenario.launch(warmUpFrames: 15)
await scenario.scroll(frames: frames)
let pager = scenario.pager
print("frames \(frames) offset \(pager.contentOffset.x) pages \(pager.shownPages().map(\.item))")
