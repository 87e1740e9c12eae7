import Foundation
import PagingLayoutCLI

// Top-level code in main.swift runs on the main actor, where the tool's commands are isolated.
let outcome = PagingLayoutTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.exitCode)
