import Foundation
import Testing

@testable import FlowCompiler

/// Messages whose advice must not lead into a new error, and mistakes that must give one clear error rather than
/// a cascade (issue "The first hour, second pass", point 9).
struct LeadingMessagesTests {
    private func check(_ files: [(String, String)], root: String? = nil) -> [Diagnostic] {
        Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) }, options: .init(root: root)).diagnostics
    }

    private func check(_ text: String, root: String? = nil) -> [Diagnostic] {
        check([("example.flow.yaml", text)], root: root)
    }

    private let tabsApp = [
        (
            "app.flow.yaml",
            """
            flow: App
            start: main
            steps:
              main:
                tabs: [Feed, Profile]
              signIn:
                on:
                  done: main
            """
        ),
        (
            "feed.flow.yaml",
            """
            flow: Feed
            tab: { title: Feed, image: house }
            start: list
            steps:
              list: { terminal: true }
            """
        ),
        (
            "profile.flow.yaml",
            """
            flow: Profile
            tab: { title: Profile, image: person }
            outcomes: [signedOut]
            start: overview
            steps:
              overview:
                on:
                  signOut: { finish: signedOut }
            """
        ),
    ]

    @Test func anUnhandledOutcomeOfTheRootFlowsFirstStepIsNotFixedByBack() {
        let unhandled = check(tabsApp, root: "App").filter { $0.id == "unhandled-outcome" }
        #expect(unhandled.count == 1)
        let advice = unhandled.first?.notes.map(\.message).joined(separator: "\n") ?? ""
        #expect(advice.contains("'Profile.signedOut: { to: signIn, present: replace }'"))
        #expect(!advice.contains("'Profile.signedOut: back'"))
        // Without a root, 'back' is the advice still.
        let plain = check(tabsApp).first { $0.id == "unhandled-outcome" }
        #expect(plain?.notes.contains { $0.message.contains("'Profile.signedOut: back'") } == true)
    }

    @Test func aStepOfAnotherFlowIsNamedAsSuch() {
        let diagnostics = check(
            [
                (
                    "app.flow.yaml",
                    """
                    flow: App
                    start: auth
                    steps:
                      auth:
                        flow: Auth
                        on:
                          signedIn: home
                      home:
                        on:
                          signOut: { to: signIn }
                    """
                ),
                (
                    "auth.flow.yaml",
                    """
                    flow: Auth
                    outcomes: [signedIn]
                    start: signIn
                    steps:
                      signIn:
                        on:
                          submit: { finish: signedIn }
                    """
                ),
            ], root: "App")
        let unknown = diagnostics.first { $0.id == "unknown-step" }
        let notes = unknown?.notes ?? []
        #expect(notes.contains { $0.message == "'signIn' is a step of flow 'Auth'" && $0.location?.line == 5 })
        #expect(notes.contains { $0.message.contains("'finish: <outcome>'") && $0.message.contains("'flow: Auth'") })
    }

    @Test func anOnIndentedAsTheFirstStepIsOneError() {
        let diagnostics = check(
            """
            flow: Auth
            start: login
            steps:
              on:
                submit: login
              login:
                on:
                  go: done
              done: { terminal: true }
            """)
        #expect(diagnostics.map(\.id) == ["wrong-value"])
        #expect(diagnostics.first?.location.line == 4)
        #expect(diagnostics.first?.notes.first?.message.contains("'on:' belongs inside a step") == true)
    }

    @Test func anOnIndentedAsAStepAfterOneWithEventsIsOneError() {
        let diagnostics = check(
            """
            flow: Auth
            start: login
            steps:
              login:
                on:
                  go: done
              on:
                submit: done
              done: { terminal: true }
            """)
        #expect(diagnostics.map(\.id) == ["wrong-value"])
        #expect(diagnostics.first?.notes.first?.location?.line == 5)
        #expect(diagnostics.first?.notes.first?.message.contains("has 'on:' already") == true)
    }

    @Test(arguments: [
        ("decision", "decide", "pick:\n    decision:\n      yes: a\n      no: b"),
        ("subflow", "flow", "pick:\n    subflow: Child\n    on:\n      over: a\n      other: b"),
        ("decid", "decide", "pick:\n    decid:\n      yes: a\n      no: b"),
    ])
    func aMisspeltKindKeyIsOneErrorWithItsFix(written: String, meant: String, step: String) {
        let diagnostics = check(
            [
                (
                    "example.flow.yaml",
                    """
                    flow: Auth
                    start: pick
                    steps:
                      \(step)
                      a: { terminal: true }
                      b: { terminal: true }
                    """
                ),
                (
                    "child.flow.yaml",
                    """
                    flow: Child
                    outcomes: [over, other]
                    start: only
                    steps:
                      only:
                        on:
                          next: { finish: over }
                          skip: { finish: other }
                    """
                ),
            ], root: "Auth")
        // Child is only started in the subflow case.
        let errors = diagnostics.filter { $0.id != "unused-flow" }
        #expect(errors.map(\.id) == ["unknown-key"])
        #expect(errors.first?.message == "unknown key '\(written)' in step 'pick'")
        #expect(errors.first?.fixIts.map(\.replacement) == [meant])
        #expect(errors.first?.fixIts.first?.isSafe == true)
    }

    @Test func aTabKeyForTabsIsReadAsTabs() {
        var files = tabsApp
        files[0].1 = files[0].1.replacingOccurrences(of: "tabs: [Feed, Profile]", with: "tab: [Feed, Profile]")
        let diagnostics = check(files)
        #expect(diagnostics.map(\.id).sorted() == ["unhandled-outcome", "unknown-key", "unreachable-step"])
        #expect(diagnostics.first { $0.id == "unknown-key" }?.fixIts.map(\.replacement) == ["tabs"])
    }

    @Test func anOnOfOneLineIndentedAsAStepGetsAFixIt() throws {
        let diagnostics = check(
            """
            flow: Auth
            start: login
            steps:
              login:
                params: { email: String }
              on: { submit: done }
              done: { terminal: true }
            """)
        #expect(diagnostics.map(\.id) == ["wrong-value"])
        let fix = try #require(diagnostics.first?.fixIts.first)
        #expect(fix.location.line == 6 && fix.location.column == 3 && fix.replacement == "  on")
        #expect(
            diagnostics.first?.notes.first?.message == "indent it by 2 more spaces to make it a key of step 'login'")
    }
}
