import Foundation
import Testing

@testable import FlowCompiler

/// docs/adoption.md, "Restoring each window where the user left it": its UIKit code type-checks against the code flowc
/// generates for the guide's first flow and the host (on the model of UIKit), and runs: two windows, each its own
/// scene session, keep their own navigation across a relaunch, and a window whose session was discarded starts anew.
struct AdoptionRestorationTests {
    static func files() throws -> [OutputFile] {
        let blocks = try AdoptionGuideTests.blocks("swift")
        let guide = try #require(blocks.first { $0.contains("import UIKit\n") })
        let section = try #require(blocks.first { $0.hasPrefix("// Restoration per window with UIKit") })
        return [
            OutputFile(path: "guide.swift", text: guide),
            OutputFile(path: "app.swift", text: AdoptionGuideTests.uiKitApp),
            OutputFile(
                path: "windows.swift", text: "import FlowcRuntime\nimport FlowcUIKit\nimport UIKit\n\n" + section),
        ]
    }

    @Test func theSectionsCodeTypeChecks() throws {
        let directory = Repository.path(".build/flowc-tests/adoption-restoration")
        let (check, _) = try AdoptionOneFlowTests.build("UIKit", try Self.files(), in: directory, link: false)
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    /// Two windows of the app on an iPad: the left one opens a note, the right one stays on the list; the app is
    /// launched again with both sessions, then with the left one discarded.
    static let user = """
        import Foundation
        import UIKit

        MainActor.assumeIsolated {
          let left = UISceneSession(persistentIdentifier: "left-window")
          let right = UISceneSession(persistentIdentifier: "right-window")
          forgetNavigation(of: [left, right])
          @MainActor func connect(_ session: UISceneSession) -> NotesSceneDelegate {
            let scene = NotesSceneDelegate()
            scene.scene(UIWindowScene(), willConnectTo: session, options: UIScene.ConnectionOptions())
            UIKitModel.runUntilIdle()
            return scene
          }
          @MainActor func show(_ step: String, _ scenes: [NotesSceneDelegate]) {
            UIKitModel.runUntilIdle()
            print(step + ": " + scenes.map { ($0.window?.screen ?? []).joined(separator: " / ") }.joined(separator: " | "))
          }
          let first = [connect(left), connect(right)]
          let navigation = first[0].window?.rootViewController as? UINavigationController
          (navigation?.topViewController as? NoteListViewController)?.onOpen(UUID())
          show("launch, a note opened on the left", first)
          show("launched again", [connect(left), connect(right)])
          forgetNavigation(of: [left])
          show("the left window discarded", [connect(left), connect(right)])
          forgetNavigation(of: [left, right])
          print("violations: \\(UIKitModel.violations)")
        }
        """

    @Test func eachWindowRestoresItsOwnNavigation() throws {
        let directory = Repository.path(".build/flowc-tests/adoption-restoration-run")
        let files = try Self.files() + [OutputFile(path: "main.swift", text: Self.user)]
        let (build, _) = try AdoptionOneFlowTests.build("UIKit", files, in: directory, link: true)
        try #require(build.succeeded, "\(build.output)")
        let run = try Toolchain.run("\(directory)/app", [])
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "launch, a note opened on the left: root [list > detail] | root [list]",
                "launched again: root [list > detail] | root [list]",
                "the left window discarded: root [list] | root [list]",
                "violations: []",
            ], "\(run.output)")
    }
}
