import Foundation
import Testing

@testable import FlowCompiler

/// Lint and runtime say the same thing: root-flow-ends reports, on the drivers' flows, exactly the transitions that
/// the drivers (Drivers/ScenariosRootEnds.swift, ScenariosModal.swift "a root Lock") see end the root flow.
struct RootFlowEndsTests {
    /// `file:line` of each root-flow-ends diagnostic on the drivers' flows with `root`.
    private func places(root: String?) throws -> [String] {
        let paths = try FileDiscovery.flowFiles(in: [Repository.path("Tests/FlowCompilerTests/Drivers/Flows")])
        let result = Compiler.check(try FileDiscovery.read(paths), options: .init(root: root))
        return result.diagnostics.filter { $0.id == "root-flow-ends" }.map {
            "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
        }
    }

    @Test func shellEndsWhereTheDriverSeesItEnd() throws {
        // `failed: back` in WebAuth's decision: ScenariosRootEnds sees Shell cancelled by it.
        #expect(try places(root: "Shell") == ["webauth.flow.yaml:14"])
    }

    @Test func aRootLockEndsByEveryWayItsSheetCloses() throws {
        // ScenariosModal: a root Lock's sheet closed by 'dismiss', by 'back', or pulled down ends Lock. Its
        // `needsPin`, `pinInstead` and the button `withPin` of the alert shown first show that sheet over nothing;
        // the alert's `cancel` leaves Lock; pin's `close` and `back`, scan's and hint's `close` close it; hint's
        // `back` returns to pin.
        #expect(
            try places(root: "Lock") == [
                "lock.flow.yaml:14", "lock.flow.yaml:22", "lock.flow.yaml:25", "lock.flow.yaml:30",
                "lock.flow.yaml:36", "lock.flow.yaml:37", "lock.flow.yaml:41", "lock.flow.yaml:44",
            ])
    }

    @Test func nothingWithoutARoot() throws {
        #expect(try places(root: nil).isEmpty)
    }

    @Test func nothingWhileAStartedFlowCannotBeRead() throws {
        // Session's sheet shows over the tabs of Chats; while chats.flow.yaml has a YAML error, what is below the
        // sheet is unknown, and only the YAML error is reported.
        let session = SourceFile(
            path: "session.flow.yaml",
            text: """
                flow: Session
                start: main
                steps:
                  main:
                    tabs: [Chats]
                    on:
                      Chats.showSettings: { to: settings, present: sheet }
                  settings:
                    on:
                      close: dismiss
                """)
        let chats = """
            flow: Chats
            requests:
              showSettings: {}
            start: list
            steps:
              list:
                summary: SUMMARY
                on:
                  settings: { request: showSettings }
            """
        let fine = Compiler.check(
            [
                session,
                SourceFile(path: "chats.flow.yaml", text: chats.replacingOccurrences(of: "SUMMARY", with: "Rooms")),
            ],
            options: .init(root: "Session"))
        #expect(fine.diagnostics.isEmpty, "\(fine.diagnostics)")
        let broken = Compiler.check(
            [
                session,
                SourceFile(
                    path: "chats.flow.yaml", text: chats.replacingOccurrences(of: "SUMMARY", with: "Home: rooms")),
            ],
            options: .init(root: "Session"))
        #expect(broken.diagnostics.map(\.id) == ["yaml-syntax"], "\(broken.diagnostics.map(\.message))")
        // A broken flow the root does not run leaves the check on.
        let elsewhere = Compiler.check(
            [
                session,
                SourceFile(path: "chats.flow.yaml", text: chats.replacingOccurrences(of: "SUMMARY", with: "Rooms")),
                SourceFile(path: "other.flow.yaml", text: "flow: Other\nstart: x\nsteps:\n  x:\n    flow: Missing\n"),
                SourceFile(
                    path: "lone.flow.yaml",
                    text: "flow: Lone\nstart: a\nsteps:\n  a:\n    on:\n      close: back\n"),
            ],
            options: .init(root: "Lone"))
        #expect(elsewhere.diagnostics.contains { $0.id == "root-flow-ends" }, "\(elsewhere.diagnostics.map(\.id))")
    }
}

extension RootFlowEndsTests {
    /// Flows nested thousands deep, each at the bottom of its parent and able to leave by `back`: every one of them
    /// ends the root, through a chain as deep as it is. The analysis marks each flow once, and a finding shows a
    /// chain of a few hops only, so the work and the output stay linear.
    @Test func deeplyNestedFlowsAreFollowedInLinearWork() {
        let depth = 3_000
        let place = SourceLocation(file: "nested.flow.yaml", line: 1, column: 1)
        func located(_ text: String) -> Located<String> { Located(text, at: place) }
        func handler(_ event: String, _ kind: Transition.Kind) -> Handler {
            Handler(event: located(event), transition: Transition(kind: kind, at: place))
        }
        let flows = (0..<depth).map { index in
            let steps =
                index + 1 < depth
                ? [
                    Step(
                        id: located("ask"), kind: .decision,
                        handlers: [handler("go", .go(located("inner"))), handler("quit", .back)]),
                    Step(id: located("inner"), kind: .subflow(located("F\(index + 1)"))),
                ]
                : [Step(id: located("ask"), kind: .screen, handlers: [handler("quit", .back)])]
            return Flow(name: located("F\(index)"), file: "nested.flow.yaml", start: located("ask"), steps: steps)
        }
        var diagnostics = Diagnostics()
        RootFlowEnds.run(Program(flows: flows, root: "F0"), &diagnostics)
        let found = diagnostics.all.filter { $0.id == RootFlowEnds.id }
        #expect(found.count == depth)
        #expect(found.allSatisfy { $0.notes[0].message.count < 1_000 })
        #expect(
            found.last?.notes[0].message.hasSuffix("and so on, up to root flow 'F0': the app is left with no screen")
                == true)
    }
}

extension RootFlowEndsTests {
    /// The Element X case (the check's first example): the diagnostic is at the decision's choice in
    /// auth.flow.yaml, and its notes tell the chain up to the root and how to stay on the screen.
    @Test func theChainThroughAChildIsToldStepByStep() {
        let example = PreparedExample(RootFlowEnds.description.triggering[0])
        let files = example.files
        let result = Compiler.check(files, options: .init(root: "App"))
        #expect(result.diagnostics.map(\.id) == ["root-flow-ends"])
        guard let diagnostic = result.diagnostics.first else { return }
        #expect("\(diagnostic.location)" == "auth.flow.yaml:12:7")
        #expect(diagnostic.message == "'failed: back' can end the root flow 'App', leaving the app with no screen")
        #expect(
            diagnostic.notes.map(\.message) == [
                "'back' from decision 'web' pops 'start', the bottom of flow 'Auth'; Auth is cancelled, which removes "
                    + "step 'auth', the bottom of root flow 'App': the app is left with no screen",
                "a decision is not a screen: to stay where the user is, lead 'failed' to a step, like "
                    + "'failed: { to: start, present: replace }' (it shows 'start' afresh as the only screen), or to a "
                    + "screen that tells of the failure and offers a retry",
                "or end flow 'Auth' with '{ finish: signedIn }' and handle it in step 'auth' of flow 'App'",
            ])
        #expect(Compiler.check(files).diagnostics.isEmpty, "without a root, Auth may be any parent's child")
    }
}
