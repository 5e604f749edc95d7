import Foundation
import Testing

@testable import FlowCompiler

/// docs/adoption.md, "Adopting flowc one flow at a time": its UIKit and SwiftUI code type-checks against the code flowc
/// generates for the guide's first flow and the hosts (with the platforms of Tests/PlatformModels), and its UIKit modes
/// run on the model of UIKit as a user would use them: the flow pushed onto the app's navigation controller and given
/// back, presented and pulled down, in a container in the app's tab.
struct AdoptionOneFlowTests {
    /// The section's block for `framework`, and the guide's code it builds on (its screens), with their imports.
    static func files(_ framework: String) throws -> [OutputFile] {
        let blocks = try AdoptionGuideTests.blocks("swift")
        let guide = try #require(blocks.first { $0.contains("import \(framework)\n") })
        let section = try #require(blocks.first { $0.hasPrefix("// One flow at a time with \(framework)") })
        let uiKit = framework == "UIKit"
        let imports = "import FlowcRuntime\nimport \(uiKit ? "FlowcUIKit" : "FlowcSwiftUI")\nimport \(framework)\n\n"
        return [
            OutputFile(path: "guide.swift", text: uiKit ? guide : guide.replacingOccurrences(of: "@main\n", with: "")),
            OutputFile(path: "app.swift", text: uiKit ? AdoptionGuideTests.uiKitApp : AdoptionGuideTests.swiftUIApp),
            OutputFile(path: "one-flow.swift", text: imports + section),
        ]
    }

    /// Builds the guide's flow, `files` and the host library against the platform, into `directory`; the arguments
    /// that link them.
    static func build(_ framework: String, _ files: [OutputFile], in directory: String, link: Bool) throws -> (
        Toolchain.Output, [String]
    ) {
        try? FileManager.default.removeItem(atPath: directory)
        let program = Compiler.check([SourceFile(path: "notes.flow.yaml", text: try AdoptionGuideTests.firstFlow())])
            .program
        let generated = try SwiftGenerator.generate(program, options: .init(templates: .builtIn()))
        try OutputWriter(directory: directory).write(generated + files)
        let platform = PlatformModels.module(framework)
        let runtime = RuntimeModules.runtime
        let library = framework == "UIKit" ? "FlowcUIKit" : "FlowcSwiftUI"
        let arguments = ["-I", platform.directory, "-L", platform.directory, "-l\(framework)"] + runtime.arguments
        let host = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", library,
                "-emit-module-path", "\(directory)/\(library).swiftmodule", "-o", "\(directory)/lib\(library).a",
            ] + arguments + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        guard host.succeeded else { return (host, []) }
        let sources = (generated + files).map { "\(directory)/\($0.path)" }
        let linked = ["-I", directory, "-L", directory, "-l\(library)"] + arguments + sources
        if link {
            return (try Toolchain.swiftc(linked + ["-o", "\(directory)/app"]), linked)
        }
        return (try Toolchain.swiftc(["-parse-as-library", "-typecheck"] + linked), linked)
    }

    @Test(arguments: ["UIKit", "SwiftUI"])
    func theSectionsCodeTypeChecks(framework: String) throws {
        let directory = Repository.path(".build/flowc-tests/adoption-one-flow-\(framework)")
        let (check, _) = try Self.build(framework, try Self.files(framework), in: directory, link: false)
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    /// A user of the section's UIKit app on the model of UIKit: the Notes flow pushed onto the account's navigation
    /// controller, a note opened, the swipe back, the back button from the flow's first screen; the flow presented and
    /// pulled down; the Notes tab, a container. Prints what the window shows after each step.
    static let user = """
        import Foundation
        import UIKit

        MainActor.assumeIsolated {
          let window = UIWindow(windowScene: UIWindowScene())
          let tabs = makeAppTabs(store: NoteStore())
          window.rootViewController = tabs
          window.makeKeyAndVisible()
          @MainActor func show(_ step: String) {
            UIKitModel.runUntilIdle()
            print(step + ": " + window.screen.joined(separator: " / "))
          }
          guard let navigation = tabs.viewControllers?.first as? UINavigationController,
            let account = navigation.topViewController as? AccountViewController
          else { return print("no account screen") }
          account.title = "account"
          show("launch")
          account.pushNotes()
          show("push")
          (navigation.topViewController as? NoteListViewController)?.onOpen(UUID())
          show("open")
          UIKitModel.User.swipeBack(navigation)
          show("swipe")
          UIKitModel.User.tapBack(navigation)
          show("back")
          account.presentNotes()
          show("present")
          UIKitModel.User.pullDown(window)
          show("pull down")
          UIKitModel.User.selectTab(tabs, 1)
          show("notes tab")
          print("ended: \\(account.notesEnded), delegate: \\(navigation.delegate == nil ? "none" : "set")")
          print("violations: \\(UIKitModel.violations)")
        }
        """

    @Test func theUIKitModesRunOnTheModelOfUIKit() throws {
        let directory = Repository.path(".build/flowc-tests/adoption-one-flow-run")
        let files = try Self.files("UIKit") + [OutputFile(path: "main.swift", text: Self.user)]
        let (build, _) = try Self.build("UIKit", files, in: directory, link: true)
        try #require(build.succeeded, "\(build.output)")
        let run = try Toolchain.run("\(directory)/app", [])
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "launch: root tabs(*Account: [account] | Notes: [list])",
                "push: root tabs(*Account: [account > list] | Notes: [list])",
                "open: root tabs(*Account: [account > list > detail] | Notes: [list])",
                "swipe: root tabs(*Account: [account > list] | Notes: [list])",
                "back: root tabs(*Account: [account] | Notes: [list])",
                "present: root tabs(*Account: [account] | Notes: [list]) / sheet [list]",
                "pull down: root tabs(*Account: [account] | Notes: [list])",
                "notes tab: root tabs(Account: [account] | *Notes: [list])",
                "ended: 2, delegate: none",
                "violations: []",
            ], "\(run.output)")
    }
}
