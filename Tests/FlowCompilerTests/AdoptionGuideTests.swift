import Foundation
import Testing

@testable import FlowCompiler

/// docs/adoption.md works as written: its first flow compiles without a problem, its error example is what flowc
/// prints, and its UIKit and SwiftUI code type-checks against the code flowc generates for that flow (with
/// sketches of UIKit and SwiftUI: Drivers/Stubs and Support/AdoptionStubs; the Apple SDKs are the real check).
struct AdoptionGuideTests {
    static let guide = Repository.path("docs/adoption.md")

    /// The fenced blocks of a language, in order.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: guide, encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    static func firstFlow() throws -> String {
        try #require(try blocks("yaml").first { $0.contains("\nflow: Notes\n") })
    }

    @Test func theFirstFlowIsClean() throws {
        let result = Compiler.check([SourceFile(path: "notes.flow.yaml", text: try Self.firstFlow())])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location): \($0.message)" })")
    }

    /// The console example shows what `swift build` prints for a misspelt step (the path shortened to `…`).
    @Test func theErrorExampleIsWhatFlowcPrints() throws {
        let console = try #require(try Self.blocks("console").first { $0.contains("unknown step 'detial'") })
        let shown = console.split(separator: "\n").dropFirst().map(String.init)  // after `$ swift build`
        let directory = try TemporaryDirectory()
        let broken = try Self.firstFlow().replacingOccurrences(of: "open: { to: detail,", with: "open: { to: detial,")
        let path = try directory.write("notes.flow.yaml", broken)
        let run = try FlowcProcess.run(["lint", path])
        let printed = run.stdout.split(separator: "\n").map(String.init)
        #expect(printed.count > shown.count)
        #expect(
            printed.first?.hasSuffix(
                shown[0].replacingOccurrences(of: "…/Sources/NotesFeature/Flows/notes.flow.yaml", with: "")) == true,
            "\(printed.first ?? "") vs \(shown[0])")
        #expect(Array(printed.dropFirst().prefix(shown.count - 1)) == Array(shown.dropFirst()))
    }

    /// The app's own types the examples use: a store and its screens.
    static let uiKitApp = """
        import Foundation
        import UIKit

        struct Note { var text = "" }
        final class NoteStore { func note(_ id: UUID) -> Note { Note() } }
        final class NoteListViewController: UIViewController {
          init(store: NoteStore, onOpen: @escaping (UUID) -> Void, onAdd: @escaping () -> Void) {}
        }
        final class NoteViewController: UIViewController { init(note: Note, onEdit: @escaping () -> Void) {} }
        final class NoteEditorViewController: UIViewController {
          init(note: Note?, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {}
        }
        """

    static let swiftUIApp = """
        import Foundation
        import SwiftUI

        struct Note { var text = "" }
        final class NoteStore { func note(_ id: UUID) -> Note { Note() } }
        struct NoteList: View {
          init(store: NoteStore, onOpen: @escaping (UUID) -> Void, onAdd: @escaping () -> Void) {}
          var body: Color { Color.clear }
        }
        struct NoteView: View {
          init(note: Note, onEdit: @escaping () -> Void) {}
          var body: Color { Color.clear }
        }
        struct NoteEditor: View {
          init(note: Note?, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {}
          var body: Color { Color.clear }
        }
        """

    @Test(arguments: ["UIKit", "SwiftUI"])
    func theAppCodeTypeChecksWithTheGeneratedCode(framework: String) throws {
        let swift = try Self.blocks("swift").filter { $0.contains("import \(framework)\n") }
        #expect(swift.count == 1)
        let directory = Repository.path(".build/flowc-tests/adoption-\(framework)")
        try? FileManager.default.removeItem(atPath: directory)
        let program = Compiler.check([SourceFile(path: "notes.flow.yaml", text: try Self.firstFlow())]).program
        let generated = try SwiftGenerator.generate(program, options: .init(templates: .builtIn()))
        let files = [
            OutputFile(path: "guide.swift", text: swift.joined()),
            OutputFile(path: "app.swift", text: framework == "UIKit" ? Self.uiKitApp : Self.swiftUIApp),
        ]
        try OutputWriter(directory: directory).write(generated + files)
        let sketch = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", framework, "-o",
                "\(directory)/\(framework).swiftmodule",
                Repository.path("Tests/FlowCompilerTests/Drivers/Stubs/\(framework).swift"),
                Repository.path("Tests/FlowCompilerTests/Support/AdoptionStubs/\(framework)App.swift"),
            ])
        #expect(sketch.succeeded, "\(sketch.output)")
        // The host library, as the app's target depends on it, built against the sketch and the runtime.
        let runtime = RuntimeModules.runtime.directory
        let library = framework == "UIKit" ? "FlowcUIKit" : "FlowcSwiftUI"
        let host = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", library, "-o",
                "\(directory)/\(library).swiftmodule",
                "-I", directory, "-I", runtime,
            ] + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        #expect(host.succeeded, "\(host.output)")
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-I", directory, "-I", runtime]
                + (generated + files).map { "\(directory)/\($0.path)" }
        )
        #expect(check.succeeded, "\(check.output)")
    }

    // MARK: - The guide followed word for word

    /// The package the guide's own text makes: its Package.swift, and every block that starts with the path of
    /// a file of its app (`// Sources/NotesFeature/…`, `# Sources/NotesFeature/…`, `// Tests/NotesFeatureTests/…`),
    /// with flowc where the guide's path dependency
    /// looks for it (`../flowc`). Built by SwiftPM in the system's temporary folder, as a new user's would be.
    static let guidePackage: (directory: String, run: Toolchain.Output) = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-adoption-sample").path
        let package = root + "/NotesApp"
        do {
            let manager = FileManager.default
            try manager.createDirectory(atPath: package, withIntermediateDirectories: true)
            if (try? manager.destinationOfSymbolicLink(atPath: root + "/flowc")) != Repository.root.path {
                try? manager.removeItem(atPath: root + "/flowc")
                try manager.createSymbolicLink(atPath: root + "/flowc", withDestinationPath: Repository.root.path)
            }
            var files: [String: String] = [:]
            let manifest = try #require(try blocks("swift").first { $0.hasPrefix("// swift-tools-version") })
            files["Package.swift"] = manifest
            for block in try blocks("swift") + blocks("yaml") {
                let first = block.prefix { $0 != "\n" }
                for marker in ["// ", "# "] where first.hasPrefix(marker) {
                    let path = first.dropFirst(marker.count)
                    // The guide's app; the other sections' files are of other examples.
                    if path.hasPrefix("Sources/NotesFeature/") || path.hasPrefix("Tests/NotesFeatureTests/") {
                        files[String(path)] = block
                    }
                }
            }
            for (path, text) in files {
                let file = package + "/" + path
                try manager.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            }
            // SwiftPM plans again when Package.swift changes, not when a file of the path dependency comes or goes.
            try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: package + "/Package.swift")
            return (package, try Toolchain.run("swift", ["test"], in: package))
        } catch {
            return (package, Toolchain.Output(status: -1, output: "\(error)"))
        }
    }()

    @Test func aPackageMadeFromTheGuidesTextBuildsAndItsTestsPass() throws {
        let (directory, run) = Self.guidePackage
        #expect(run.succeeded, "swift test in \(directory):\n\(run.output.suffix(4000))")
        #expect(run.output.contains("addingANoteOpensTheEditorInASheetAndSavingClosesIt"), "\(run.output.suffix(2000))")
        #expect(run.output.contains("aNoteOpensOnItsDetail"))
        // The guide's files, and nothing more: its flow, its first Swift file, its test.
        let written = try FileManager.default.subpathsOfDirectory(atPath: directory)
            .filter { !$0.hasPrefix(".build") && !$0.hasSuffix("Package.resolved") && $0.contains(".") }.sorted()
        #expect(
            written == [
                "Package.swift", "Sources/NotesFeature/Flows/notes.flow.yaml",
                "Sources/NotesFeature/NotesFeature.swift",
                "Tests/NotesFeatureTests/NotesFlowTests.swift",
            ], "\(written)")
    }
}
