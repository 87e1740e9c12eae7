import Foundation

/// A text file a target of this package ships as a SwiftPM resource — the pages' scripts — and
/// where to look for it.
///
/// It does not use SwiftPM's `Bundle.module`: that accessor stops the process when the bundle is
/// missing (a `paging-layout` binary copied away from its build folder), and it exists only when
/// SwiftPM builds the target, not when the iOS type-check compiles the sources directly. The
/// folders searched are the ones SwiftPM and Xcode put a target's resources in, then the source
/// folder the file came from (for a binary copied away from a checkout that still exists).
package struct PackageResource: Sendable {
    /// The file's name, such as `gallery.js`.
    package let name: String
    /// The folders searched, in order.
    package let folders: [URL]

    /// The resource `name` of `target`, whose source file sits in `sourceFolder`.
    ///
    /// - Parameters:
    ///   - name: the file's name, as the target's `resources:` lists it (copied, so not renamed).
    ///   - target: the target's name, such as `PagingLayoutRender`.
    ///   - sourceFolder: the folder of the resource in the source checkout.
    package init(_ name: String, ofTarget target: String, sourceFolder: URL) {
        // SwiftPM names a target's resource bundle after the package and the target, and puts it
        // beside the executable (a `.resources` folder on Linux, a `.bundle` on macOS); an app
        // holds it in its resources. Bundle.main is the executable's folder (symbolic links
        // resolved) for a command-line tool, the app bundle for an app.
        let bundleName = "PagingLayout_\(target)"
        var folders = [
            Bundle.main.bundleURL.appendingPathComponent("\(bundleName).resources"),
            Bundle.main.bundleURL.appendingPathComponent("\(bundleName).bundle"),
        ]
        if let resources = Bundle.main.resourceURL, resources != Bundle.main.bundleURL {
            folders.append(resources.appendingPathComponent("\(bundleName).bundle"))
        }
        folders.append(sourceFolder)
        self.name = name
        self.folders = folders
    }

    /// The file's text, without its final line break (so it reads the same as a string literal
    /// closed on the line after its last line).
    ///
    /// - Throws: ``PackageResourceError`` naming the file and every place looked in, when none
    ///   holds it or it is not UTF-8.
    package func text() throws -> String {
        for file in candidates {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard var text = String(data: data, encoding: .utf8) else {
                throw PackageResourceError(name: name, searched: [file.path], reason: "is not UTF-8")
            }
            if text.hasSuffix("\n") { text.removeLast() }
            return text
        }
        throw PackageResourceError(name: name, searched: candidates.map(\.path), reason: "was not found")
    }

    /// The text of a JavaScript resource for a page, or — when it cannot be read — a one-line
    /// script that throws the error in the page, so a page is still written and says what is
    /// missing. A tool that can fail checks ``text()`` first.
    package func pageScript() -> String {
        do {
            return try text()
        } catch {
            return "throw new Error(\(CompactJSON.string(String(describing: error))));"
        }
    }

    /// The paths the file may have, in the order searched: inside each folder, and for a bundle
    /// also inside its `Contents/Resources` (a macOS bundle's layout).
    private var candidates: [URL] {
        folders.flatMap { folder in
            let file = folder.appendingPathComponent(name)
            guard folder.pathExtension == "bundle" else { return [file] }
            return [file, folder.appendingPathComponent("Contents/Resources").appendingPathComponent(name)]
        }
    }
}

/// A ``PackageResource`` that could not be read.
package struct PackageResourceError: Error, CustomStringConvertible, Equatable {
    /// The resource's file name.
    package let name: String
    /// The paths looked in.
    package let searched: [String]
    /// What went wrong, such as "was not found".
    package let reason: String

    package var description: String {
        "the resource \(name) \(reason) (looked in \(searched.joined(separator: ", "))); keep the "
            + "PagingLayout_*.resources folders beside the paging-layout binary"
    }
}
