import Foundation
import Testing

@testable import FlowCompiler

/// The hosts, run: FlowcUIKit built against the model of UIKit (Tests/PlatformModels/UIKit, which refuses what
/// UIKit refuses and runs completions later, as after an animation), with the example app's coordinators (Flows/),
/// driven by Tests/HostScenarios as a user would: the review's scenarios, then a tour of the example app with
/// restoration, system back and every deep link at each stop; the SwiftUI host's driver on the same tour, each
/// update checked against SwiftUI's rules; and the hubs of a chat app and of a browser (Tests/HostScenarios/Flows). The build is in `.build/flowc-tests/host-scenarios`.
final class HostScenariosRun: Sendable {
    /// What lint says of the flows the scenarios run: nothing.
    let diagnostics: [String]
    let compile: Toolchain.Output
    let run: Toolchain.Output?

    static let shared = HostScenariosRun()

    private init() {
        let directory = Repository.path(".build/flowc-tests/host-scenarios")
        var compile = Toolchain.Output(status: -1, output: "not compiled")
        var run: Toolchain.Output?
        var diagnostics: [String] = []
        do {
            try? FileManager.default.removeItem(atPath: directory)
            let flows = try FileDiscovery.flowFiles(in: ["Flows", "Tests/HostScenarios/Flows"].map(Repository.path))
            let program = Compiler.check(try FileDiscovery.read(flows), options: .init(root: nil))
            diagnostics = program.diagnostics.map { "\($0.location): \($0.message)" }
            let generated = try SwiftGenerator.generate(program.program, options: .init(templates: .builtIn()))
            try OutputWriter(directory: directory + "/generated").write(generated)
            let uiKit = PlatformModels.uiKit
            let runtime = RuntimeModules.runtime
            let platform = ["-I", uiKit.directory, "-L", uiKit.directory, "-lUIKit"] + runtime.arguments
            compile = !uiKit.output.succeeded ? uiKit.output : runtime.output
            if compile.succeeded {
                compile = try Toolchain.swiftc(
                    [
                        "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "FlowcUIKit",
                        "-emit-module-path", directory + "/FlowcUIKit.swiftmodule",
                        "-o", directory + "/libFlowcUIKit.a",
                    ] + platform + Toolchain.swiftFiles(in: Repository.path("Sources/FlowcUIKit")))
            }
            if compile.succeeded {
                compile = try Toolchain.swiftc(
                    [
                        "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "Models",
                        "-emit-module-path", directory + "/Models.swiftmodule", "-o", directory + "/libModels.a",
                        Repository.path("Tests/FlowCompilerTests/Drivers/Models/Models.swift"),
                    ])
            }
            if compile.succeeded {
                compile = try Toolchain.swiftc(
                    ["-I", directory, "-L", directory, "-lFlowcUIKit", "-lModels"] + platform
                        + Toolchain.swiftFiles(in: directory + "/generated")
                        + Toolchain.swiftFiles(in: Repository.path("Tests/HostScenarios"))
                        + ["-o", directory + "/scenarios"])
            }
            run = compile.succeeded ? try Toolchain.run(directory + "/scenarios", []) : nil
        } catch {
            compile = Toolchain.Output(status: -1, output: "\(error)")
        }
        self.diagnostics = diagnostics
        self.compile = compile
        self.run = run
    }

    /// Each scenario's report, by `group: name`: what failed (empty when it passed).
    var scenarios: [String: [String]] {
        var results: [String: [String]] = [:]
        var current: String?
        for line in (run?.output ?? "").split(separator: "\n").map(String.init) {
            if line.hasPrefix("ok    ") || line.hasPrefix("FAIL  ") {
                let name = String(line.dropFirst("ok    ".count))
                results[name] = line.hasPrefix("FAIL") ? ["failed"] : []
                current = name
            } else if line.hasPrefix("        "), let current {
                results[current, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return results
    }
}

struct HostScenariosTests {
    /// Every scenario of the UIKit review (issue 14's "Why"), by name: none may go missing.
    static let review = [
        "uikit: a modal opened in a tab goes when a deep link arrives",
        "uikit: a modal opened in a tab goes when the tabs step is replaced",
        "uikit: a restored state with a sheet presents it once the host is in the window",
        "uikit: a cold-start link opens its screen, and what it presents, once the host is in the window",
        "uikit: presentations wait for the one under way",
        "uikit: what the flow opens while the app's own alert is up is presented after it, without a refused call",
        "uikit: a restored state with two modals presents them one after the other",
        "uikit: tabs are the window's root, each tab a navigation stack of its own",
        "uikit: a host loads no view before it is installed: the app's window is the first to show them",
        "uikit: system back is refused where the flow forbids it, and works elsewhere",
        "uikit: a sheet is pulled down only where the flow allows it",
        "uikit: a pop the flow forbids that arrives anyway is undone",
        "uikit: a deep link changes only what it must, down to the same view controllers",
        "uikit: the app hears the delegates' calls the host receives",
        "uikit: tab items come from the flow, or from the app",
    ]

    /// Issue 30: UIKit's documented rules, the user's gestures racing with the flows, the system back asked first.
    static let races = [
        "uikit: a sheet on a phone: the host answers the adaptive style itself, never asking UIKit back",
        "uikit: the flow closes a sheet while the user pulls it down: the host waits, then goes on",
        "uikit: the flow closes a sheet while the user pulls it down, who lets go early: the host goes on",
        "uikit: the flow presents while the user pulls a sheet down: the presentation waits, then succeeds",
        "uikit: the app presents as it hears of a sheet the user pulled down (before its transition ends): the presentation succeeds",
        "uikit: the app presents as it hears of a sheet the user pulled down (after its transition ended): the presentation succeeds",
        "uikit: the flow closes a sheet while the alert the user answered closes (whileTheAlertCloses, only the alert sees its coordinator)",
        "uikit: the flow closes a sheet while the alert the user answered closes (whileTheAlertCloses, the sheet sees its coordinator)",
        "uikit: the flow closes a sheet while the alert the user answered closes (afterTheAlertClosed, only the alert sees its coordinator)",
        "uikit: the flow closes a sheet while the alert the user answered closes (afterTheAlertClosed, the sheet sees its coordinator)",
        "uikit: a sheet the user pulled down lets its screens go",
        "uikit: a sheet that handles its system back refuses the pull-down and asks its flow, never presented again",
        "uikit: a screen that handles its system back: the back button asks its flow, nothing pops, no back swipe",
    ]

    /// Issue 30: an alert or a dialog closed without a button acts as its cancel button.
    static let alerts = [
        "uikit: a dialog on an iPad is a popover without its cancel button: a tap outside it acts as that button",
        "uikit: a dialog on a phone: a tap outside it never leaves the flow showing a dialog that went (closesOnly)",
        "uikit: a dialog on a phone: a tap outside it never leaves the flow showing a dialog that went (actsAsCancel)",
        "uikit: a dialog on an iPad points at the control the app gives for its step, else at the screen's middle",
        "uikit: a flow's texts come from its own strings table, which the app's hook answers first (FlowStrings)",
        "uikit: an alert is closed by its buttons only: a tap outside it does nothing",
        "swiftui: a dialog closed by a tap outside acts as its cancel button, once (no action runs)",
        "swiftui: a dialog closed by a tap outside acts as its cancel button, once (the cancel button's action runs first)",
    ]

    /// Issue 30: pushes and pops serialised with UIKit's navigation transitions, the user's back swipe included.
    static let stackRaces = [
        "uikit: the flow pushes while the user swipes back, who lets go: the host waits, the pop wins (the transition ends first)",
        "uikit: the flow pushes while the user swipes back, who lets go: the host waits, the pop wins (didShow first)",
        "uikit: the flow pushes while the user swipes back, who lets go early: the push follows",
        "uikit: the flow pops twice quickly: the second pop waits for the first (the transition ends first)",
        "uikit: the flow pops twice quickly: the second pop waits for the first (didShow first)",
        "uikit: a link arrives while a push animates: it waits for the push, then opens",
        "uikit: the user pops two screens from the back menu as the top one opens a sheet: the pop wins",
    ]

    /// Issue 30: the back button's menu never passes a screen that forbids going back.
    static let backMenu = [
        "uikit: the back menu never passes a screen that forbids going back; the back button and the swipe still work",
        "uikit: the back menu where no screen below forbids going back pops to the screen picked",
    ]

    /// The example app end to end.
    static let tour = [
        "uikit: the tour: every screen and transition of the example app",
        "uikit: at every stop of the tour, the restored app shows the same",
        "uikit: at every stop, system back, the swipe and the pull-down leave flows and screen in agreement",
        "uikit: at every stop, every deep link opens in agreement",
    ]

    /// The SwiftUI host's driver on the example app and the hubs.
    static let swiftUI = [
        "swiftui: the tour under SwiftUI's rules, one modal layer per update",
        "swiftui: several modal layers closing at once close one per update, each after the other went",
        "swiftui: at every stop, a pop or pull-down SwiftUI allows leaves flows and screen in agreement",
        "swiftui: the chat app's and the browser's tours under SwiftUI's rules",
        "swiftui: a popover points at its anchor, a dialog at its step's control; nothing else points",
        "swiftui: a popover the flow dismisses ends when its content disappears: navigation goes on",
        "swiftui: a popover the user dismisses is let go once its content disappeared",
        "swiftui: a screen's identity is its visit: a same-case replace and a restarted tab make new ones",
        "swiftui: VoiceOver under SwiftUI: a push, a sheet and the user's own tab are SwiftUI's moves",
        "swiftui: VoiceOver under SwiftUI: a new root, a tab the flows select, a link are announced",
    ]

    /// A chat app's session: tabs, sheets in a tab, a sheet that opens a room below it, logging out from a modal.
    static let chat = [
        "uikit: chat: logging out asks first: an alert over the tab, whose buttons close it before they act",
        "uikit: browser: the search engines are a popover from the address bar on an iPad, a sheet on a phone",
        "uikit: browser: sharing is a sheet that stops at half height, then full height",
        "uikit: chat: a new chat's sheet closes and its room opens in the tab below",
        "uikit: chat: a tab's outcome shows a sheet over the tabs; that tab starts again, the others keep theirs",
        "uikit: chat: the session is revoked under the app's lock screen: the lock goes, the landing page shows",
        "uikit: chat: a link to another tab while a sheet is up closes it and keeps the first tab's room",
        "uikit: chat: logging out from a full-screen modal inside a tab replaces the tabs, the modal gone first",
        "uikit: chat: the tour, restored, with system back, pull-down and every link at each stop",
    ]

    /// A browser: the tab tray, a tab container presented full screen with a sheet over a panel; settings in a sheet.
    static let browser = [
        "uikit: browser: the tab tray is a tab container presented full screen, a panel's sheet over it",
        "uikit: browser: a link to a page while the tray and a sheet over it are up closes both",
        "uikit: browser: a link into settings from the tray opens the settings sheet once the tray is gone",
        "uikit: browser: the tour, restored, with system back, pull-down and every link at each stop",
    ]

    /// Issue 30: one flow at a time in an existing app. UIKit: a flow pushed onto the app's navigation controller and
    /// given back as it was, a flow in a container in the app's tab, a flow presented from the app's view controller;
    /// the user's gestures racing with each.
    static let embedding = [
        "embed: a flow pushed onto the app's navigation controller finishes: its screens go, the app's stay",
        "embed: the back button from a pushed flow's first screen goes back to the app's screen, the flow cancelled",
        "embed: the back swipe from a pushed flow's first screen goes back to the app's screen, the flow cancelled",
        "embed: the back menu from a pushed flow's first screen goes back to the app's screen, the flow cancelled",
        "embed: a pushed flow ends while the user swipes back from its second screen: it is given back (the transition ends first)",
        "embed: a pushed flow pushes while the user swipes back from its first screen: the pop wins (the transition ends first)",
        "embed: a pushed flow ends while the user swipes back from its second screen: it is given back (didShow first)",
        "embed: a pushed flow pushes while the user swipes back from its first screen: the pop wins (didShow first)",
        "embed: a pushed flow pushes while the user swipes back from its first screen, who lets go early",
        "embed: the app closes a pushed flow while its push animates: the host waits, then gives back",
        "embed: a pushed flow that ends with a sheet open closes it, then pops its screens",
        "embed: a pushed flow whose first screen handles its system back: its back button asks the flow",
        "embed: a flow in a container in the app's tab: its stack, its sheet over the app, pulled down",
        "embed: a restored flow in a tab not selected presents its sheet once its tab is selected",
        "embed: a flow in a container that ends leaves the container empty, then onDone",
        "embed: a flow with tabs at the bottom, in a container: its tab container is presented full screen",
        "embed: a flow presented from the app's view controller, pulled down: cancelled, and gone",
        "embed: a presented flow that finishes is dismissed, its alert first",
        "embed: a presented flow ends while the user pulls it down: it goes",
        "embed: a presented flow ends while the user pulls it down, who lets go early: it goes",
        "embed: a presented flow whose first screen handles its system back refuses the pull-down, asks the flow",
        "embed: a flow presented while the app's own sheet goes is presented once it went",
    ]

    /// Issue 30: the SwiftUI embeddings at the driver level: a flow pushed onto the app's path, a flow as sheet content.
    static let swiftUIEmbedding = [
        "swiftui: a flow pushed onto the app's path: the user's pop from its first screen cancels it",
        "swiftui: a pushed flow that ends with a sheet open: the sheet closes, then its screens leave the path",
        "swiftui: a flow as the content of the app's sheet: pulled down, it is cancelled",
        "swiftui: a flow as the content of the app's sheet that finishes closes the sheet",
        "swiftui: a flow as sheet content whose first screen asks its flow cannot be pulled down",
    ]

    /// Issue 30: restoration across versions: a state an older build saved, cut where it no longer decodes, its steps
    /// shown as the current flows show them.
    static let restoration = [
        "restore: a step renamed since the state was saved cuts its tab there; the other tab is as saved",
        "restore: a screen an older build pushed is presented now: restored in its sheet, its dismiss closes it",
    ]
    /// VoiceOver's screen changed, posted where UIKit does not (ScenariosAccessibility.swift).
    static let accessibility = [
        "uikit: accessibility: a push, a sheet and the user's own tab are UIKit's moves: no announcement",
        "uikit: accessibility: logging out replaces the root: VoiceOver moves to the landing page",
        "uikit: accessibility: a tab the flows select is announced, its top screen focused",
        "uikit: accessibility: a link to another tab is announced, its screen focused",
        "uikit: accessibility: a link from a sheet closes it, then is announced once, on the screen it opens",
    ]

    static let all =
        review + races + alerts + stackRaces + backMenu + tour + swiftUI + chat + browser + embedding
        + swiftUIEmbedding + restoration + accessibility

    @Test func theHostAndTheScenariosBuildAgainstTheModelOfUIKit() {
        let run = HostScenariosRun.shared
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.joined(separator: "\n"))")
        #expect(run.compile.succeeded, "\(run.compile.output)")
        #expect(run.compile.output.isEmpty, "swiftc printed:\n\(run.compile.output)")
    }

    @Test(arguments: all)
    func scenario(_ name: String) {
        let results = HostScenariosRun.shared.scenarios
        guard let failures = results[name] else {
            Issue.record("scenario '\(name)' did not run:\n\(HostScenariosRun.shared.run?.output ?? "")")
            return
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyScenarioThatRanIsChecked() {
        let ran = Set(HostScenariosRun.shared.scenarios.keys)
        #expect(ran == Set(Self.all), "\(ran.symmetricDifference(Self.all))")
    }
}
