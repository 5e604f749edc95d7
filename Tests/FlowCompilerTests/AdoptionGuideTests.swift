import Foundation
import Testing

@testable import FlowCompiler

/// docs/adoption.md works as written: its first flow compiles without a problem, its error example is what flowc
/// prints, its UIKit and SwiftUI code type-checks against the code flowc generates for that flow (with the platforms
/// of Tests/PlatformModels: a model of UIKit, a sketch of SwiftUI; the Apple SDKs are the real check), and its UIKit
/// app runs on the model of UIKit as a user would use it.
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
          let onOpen: (UUID) -> Void
          let onAdd: () -> Void
          init(store: NoteStore, onOpen: @escaping (UUID) -> Void, onAdd: @escaping () -> Void) {
            self.onOpen = onOpen
            self.onAdd = onAdd
            super.init()
            title = "list"
          }
        }
        final class NoteViewController: UIViewController {
          let onEdit: () -> Void
          init(note: Note, onEdit: @escaping () -> Void) {
            self.onEdit = onEdit
            super.init()
            title = "detail"
          }
        }
        final class NoteEditorViewController: UIViewController {
          let onSave: () -> Void
          let onCancel: () -> Void
          init(note: Note?, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {
            self.onSave = onSave
            self.onCancel = onCancel
            super.init()
            title = "editor"
          }
        }
        """

    /// A user of the guide's UIKit app, on the model of UIKit: the scene connects, then they add a note, cancel,
    /// open one, edit it, save, and go back with the back button. Prints what the window shows after each step.
    static let uiKitUser = """
        import Foundation
        import UIKit

        MainActor.assumeIsolated {
          let scene = SceneDelegate()
          scene.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
          UIKitModel.runUntilIdle()
          guard let window = scene.window else { return print("no window") }
          @MainActor func top() -> UIViewController? {
            let modal = window.presentedChain.last ?? window.rootViewController
            return (modal as? UINavigationController)?.topViewController
          }
          @MainActor func show(_ step: String) {
            UIKitModel.runUntilIdle()
            print(step + ": " + window.screen.joined(separator: " / "))
          }
          show("launch")
          (top() as? NoteListViewController)?.onAdd()
          show("add")
          (top() as? NoteEditorViewController)?.onCancel()
          show("cancel")
          (top() as? NoteListViewController)?.onOpen(UUID())
          show("open")
          (top() as? NoteViewController)?.onEdit()
          show("edit")
          (top() as? NoteEditorViewController)?.onSave()
          show("save")
          if let navigation = window.rootViewController as? UINavigationController {
            UIKitModel.User.tapBack(navigation)
          }
          show("back")
          print("violations: \\(UIKitModel.violations)")
        }
        """

    static let swiftUIApp = """
        import Foundation
        import SwiftUI

        struct Note { var text = "" }
        final class NoteStore { func note(_ id: UUID) -> Note { Note() } }
        struct NoteList: View {
          let onOpen: (UUID) -> Void
          let onAdd: () -> Void
          init(store: NoteStore, onOpen: @escaping (UUID) -> Void, onAdd: @escaping () -> Void) {
            self.onOpen = onOpen
            self.onAdd = onAdd
          }
          var body: Color { Color.clear }
        }
        struct NoteView: View {
          let onEdit: () -> Void
          init(note: Note, onEdit: @escaping () -> Void) { self.onEdit = onEdit }
          var body: Color { Color.clear }
        }
        struct NoteEditor: View {
          let onSave: () -> Void
          let onCancel: () -> Void
          init(note: Note?, onSave: @escaping () -> Void, onCancel: @escaping () -> Void) {
            self.onSave = onSave
            self.onCancel = onCancel
          }
          var body: Color { Color.clear }
        }
        struct AccountHome: View {
          init(onNotes: @escaping () -> Void, onNotesSheet: @escaping () -> Void) {}
          var body: Color { Color.clear }
        }
        """

    /// A user of the guide's SwiftUI app: its coordinator and screens in the SwiftUI host's driver (what
    /// `FlowHostView` shows is the driver's `shown`, SwiftUI ending each transition). Prints the layers after each
    /// step. SwiftUI itself cannot run here: `NotesApp` is only type-checked.
    static let swiftUIUser = """
        import FlowcRuntime
        import Foundation

        MainActor.assumeIsolated {
          let notes = NotesCoordinator(
            input: NotesInput(), wiring: NotesWiring(screens: NotesViews(store: NoteStore())))
          let driver = FlowHostDriver(root: notes, rules: .swiftUI(stagesModalLayers: true))
          notes.start()
          driver.canPresent = true
          @MainActor func top() -> NoteScreen? {
            guard let layer = driver.shown.layers.last, let id = layer.stacks[layer.selectedTab].last?.id else {
              return nil
            }
            return driver.screen(id)
          }
          @MainActor func show(_ step: String) {
            while !driver.update().isEmpty {
              if driver.isTransitioning { driver.transitionDidComplete() }
            }
            print(step + ": " + driver.shown.layers.map(\\.description).joined(separator: " / "))
          }
          show("launch")
          if case .list(let view)? = top() { view.onAdd() }
          show("add")
          if case .editor(let view)? = top() { view.onCancel() }
          show("cancel")
          if case .list(let view)? = top() { view.onOpen(UUID()) }
          show("open")
          if case .detail(let view)? = top() { view.onEdit() }
          show("edit")
          if case .editor(let view)? = top() { view.onSave() }
          show("save")
          driver.userPopped(layer: 0, stack: 0, remaining: 1)
          show("back")
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
        let platform = PlatformModels.module(framework)
        #expect(platform.output.succeeded, "\(platform.output.output)")
        // The host library, as the app's target depends on it, built against the platform and the runtime.
        let runtime = RuntimeModules.runtime.directory
        let library = framework == "UIKit" ? "FlowcUIKit" : "FlowcSwiftUI"
        let host = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", library, "-o",
                "\(directory)/\(library).swiftmodule",
                "-I", platform.directory, "-I", runtime,
            ] + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        #expect(host.succeeded, "\(host.output)")
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-I", directory, "-I", platform.directory, "-I", runtime]
                + (generated + files).map { "\(directory)/\($0.path)" }
        )
        #expect(check.succeeded, "\(check.output)")
    }

    /// The guide's app, run: UIKit's on the model of UIKit, what a user sees at each step is what the flow says;
    /// SwiftUI's coordinator and screens in the SwiftUI host's driver, layer by layer.
    @Test(arguments: [
        (
            "UIKit",
            [
                "launch: root [list]", "add: root [list] / sheet [editor]", "cancel: root [list]",
                "open: root [list > detail]", "edit: root [list > detail] / sheet [editor]",
                "save: root [list > detail]",
                "back: root [list]", "violations: []",
            ]
        ),
        (
            "SwiftUI",
            [
                "launch: push stack [0]", "add: push stack [0] / sheet stack~ [1]", "cancel: push stack [0]",
                "open: push stack [0 2]", "edit: push stack [0 2] / sheet stack~ [3]", "save: push stack [0 2]",
                "back: push stack [0]",
            ]
        ),
    ])
    func theAppRunsAsTheFlowSays(framework: String, expected: [String]) throws {
        let swift = try #require(try Self.blocks("swift").first { $0.contains("import \(framework)\n") })
        let directory = Repository.path(".build/flowc-tests/adoption-\(framework)-run")
        try? FileManager.default.removeItem(atPath: directory)
        let program = Compiler.check([SourceFile(path: "notes.flow.yaml", text: try Self.firstFlow())]).program
        let generated = try SwiftGenerator.generate(program, options: .init(templates: .builtIn()))
        let uiKit = framework == "UIKit"
        let files = [
            // SwiftUI runs the app struct; here, the user's script does what it would.
            OutputFile(path: "guide.swift", text: uiKit ? swift : swift.replacingOccurrences(of: "@main\n", with: "")),
            OutputFile(path: "app.swift", text: uiKit ? Self.uiKitApp : Self.swiftUIApp),
            OutputFile(path: "main.swift", text: uiKit ? Self.uiKitUser : Self.swiftUIUser),
        ]
        try OutputWriter(directory: directory).write(generated + files)
        let platform = PlatformModels.module(framework)
        try #require(platform.output.succeeded, "\(platform.output.output)")
        let runtime = RuntimeModules.runtime
        let platformArguments =
            ["-I", platform.directory, "-L", platform.directory, "-l\(framework)"] + runtime.arguments
        let library = uiKit ? "FlowcUIKit" : "FlowcSwiftUI"
        let host = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", library,
                "-emit-module-path", "\(directory)/\(library).swiftmodule", "-o", "\(directory)/lib\(library).a",
            ] + platformArguments + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        try #require(host.succeeded, "\(host.output)")
        let build = try Toolchain.swiftc(
            ["-I", directory, "-L", directory, "-l\(library)"] + platformArguments
                + (generated + files).map { "\(directory)/\($0.path)" } + ["-o", "\(directory)/app"])
        try #require(build.succeeded, "\(build.output)")
        let run = try Toolchain.run("\(directory)/app", [])
        #expect(run.output.split(separator: "\n").map(String.init) == expected, "\(run.output)")
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
