import Foundation

extension MarkdownDocument {
    /// Swift blocks of one document put together as one `main.swift`, the way a reader takes them:
    /// each block sees the blocks before it.
    struct SwiftProgram: CustomStringConvertible {
        /// The blocks, in document order.
        var blocks: [CodeBlock]

        var description: String { blocks.map(\.description).joined(separator: ", ") }

        /// The program's source. `#sourceLocation` points the compiler's messages at the Markdown
        /// lines. A program whose first block shows no `import` gets the two every core snippet
        /// needs; one that shows its imports must show all it needs.
        var source: String {
            let showsImports = blocks.first?.code.contains { $0.hasPrefix("import ") } ?? false
            var text = showsImports ? "" : "import Foundation\nimport PagingLayout\n"
            for block in blocks {
                if !block.givens.isEmpty {
                    text += "#sourceLocation(file: \"\(block.document)\", line: \(block.givensLine))\n"
                    text += block.givens.joined(separator: "\n") + "\n"
                }
                text += "#sourceLocation(file: \"\(block.document)\", line: \(block.line))\n"
                text += block.code.joined(separator: "\n") + "\n"
            }
            return text + "#sourceLocation()\n"
        }
    }

    /// The document's Swift blocks for the core library (not flagged `ios` or `manifest`), as
    /// programs: a block flagged `new` starts the next one.
    var corePrograms: [SwiftProgram] {
        var programs: [SwiftProgram] = []
        for block in codeBlocks
        where block.language == "swift" && block.flags.isDisjoint(with: [.ios, .manifest]) {
            if programs.isEmpty || block.flags.contains(.new) {
                programs.append(SwiftProgram(blocks: [block]))
            } else {
                programs[programs.count - 1].blocks.append(block)
            }
        }
        return programs
    }

    /// The document's `Package.swift` fragments (flagged `manifest`), each as a whole manifest whose
    /// line 3 is the fragment's first line: a fragment starting with `.` lists targets; any other
    /// lists `Package(…)`'s arguments.
    var manifests: [(block: CodeBlock, source: String)] {
        codeBlocks.filter { $0.language == "swift" && $0.flags.contains(.manifest) }.map { block in
            let firstCode = block.code.map { $0.trimmingCharacters(in: .whitespaces) }
                .first { !$0.isEmpty && !$0.hasPrefix("//") }
            let opening =
                firstCode?.hasPrefix(".") ?? false
                ? "let package = Package(name: \"Example\", targets: ["
                : "let package = Package(name: \"Example\","
            let closing = firstCode?.hasPrefix(".") ?? false ? "])" : ")"
            let source = ["import PackageDescription", opening] + block.code + [closing]
            return (block, source.joined(separator: "\n") + "\n")
        }
    }
}
