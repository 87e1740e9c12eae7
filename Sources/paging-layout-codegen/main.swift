import Foundation
import PagingLayoutCodegen

// The PagingEffectSpecs build plugin's tool: see CodegenTool.
let outcome = CodegenTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.exitCode)
