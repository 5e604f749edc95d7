import Foundation
import Testing

@testable import FlowCompiler

/// The example app in Flows/ lints clean, and a broken copy of each flow is reported precisely.
struct ExampleFlowsTests {
    static func loadFlows() throws -> [SourceFile] {
        let paths = try FileDiscovery.flowFiles(in: [Repository.path("Flows")])
        return try FileDiscovery.read(paths)
    }

    @Test func exampleAppLintsClean() throws {
        let files = try Self.loadFlows()
        #expect(files.count >= 5)
        let result = Compiler.check(files, options: .init(root: "App"))
        let rendered = TextReporter(colored: false, sources: files).render(result.diagnostics)
        #expect(result.diagnostics.isEmpty, "Flows/ must lint clean:\n\(rendered)")
    }

    @Test func exampleAppUsesEveryStepKindAndTransitionForm() throws {
        let result = Compiler.check(try Self.loadFlows())
        var seen: Set<String> = []
        for flow in result.program.flows {
            for step in flow.steps {
                switch step.kind {
                case .screen: seen.insert("screen")
                case .subflow: seen.insert("subflow")
                case .decision: seen.insert("decision")
                case .tabs: seen.insert("tabs")
                }
                for handler in step.handlers {
                    let transition = handler.transition
                    switch transition.kind {
                    case .go: seen.insert(transition.present.map { "to-\($0.value.rawValue)" } ?? "to")
                    case .back: seen.insert("back")
                    case .dismiss: seen.insert("dismiss")
                    case .finish: seen.insert(transition.with.isEmpty ? "finish" : "finish-with")
                    case .popTo: seen.insert("popTo")
                    case .request: seen.insert("request")
                    case .showTab: seen.insert("showTab")
                    }
                    if case .go = transition.kind, !transition.with.isEmpty { seen.insert("to-with") }
                }
            }
        }
        let required: Set<String> = [
            "screen", "subflow", "decision", "tabs", "to", "back", "dismiss", "to-push", "to-sheet",
            "to-fullScreen", "to-replace", "to-with", "finish", "finish-with", "popTo",
        ]
        #expect(required.subtracting(seen).isEmpty, "not used in Flows/: \(required.subtracting(seen).sorted())")
    }

    /// One edit to a real flow, the check it must trigger, and where: the `nth` occurrence of `anchor` in the
    /// edited text (so the expected line and column follow the file when it changes).
    struct Mutation: Sendable, CustomTestStringConvertible {
        var file: String
        var replace: String
        var with: String
        var id: String
        var anchor: String
        var nth: Int = 1

        var testDescription: String { "\(file): \(id)" }
    }

    static let mutations: [Mutation] = [
        Mutation(
            file: "auth.flow.yaml", replace: "submit: { to: verifyCode", with: "submit: { to: verifyCod",
            id: "unknown-step", anchor: "submit:"),
        Mutation(
            file: "auth.flow.yaml", replace: "verified: { finish: signedIn",
            with: "verified: { finish: signedln", id: "unknown-outcome", anchor: "verified:"),
        Mutation(
            file: "auth.flow.yaml", replace: "flow: Onboarding", with: "flow: Onbaording",
            id: "unknown-flow", anchor: "signUp:"),
        Mutation(
            file: "auth.flow.yaml", replace: "      abandoned: back\n", with: "",
            id: "unhandled-outcome", anchor: "signUp:"),
        Mutation(
            file: "auth.flow.yaml", replace: "submit: { to: verifyCode, with: { email: String } }",
            with: "submit: { to: verifyCode, with: { email: Int } }", id: "type-mismatch", anchor: "submit:"),
        Mutation(
            file: "onboarding.flow.yaml", replace: "created: { to: permissions, with: { userId: UUID } }",
            with: "created: permissions", id: "missing-value", anchor: "created:"),
        Mutation(
            file: "onboarding.flow.yaml", replace: "getStarted: createAccount", with: "getStarted: permissions",
            id: "unreachable-step", anchor: "createAccount:"),
        Mutation(
            file: "auth.flow.yaml", replace: "present: fullScreen", with: "present: fullscreen",
            id: "wrong-value", anchor: "fullscreen"),
        Mutation(
            file: "materials.flow.yaml", replace: "      cleared: { dismiss:", with: "      picked: { dismiss:",
            id: "duplicate-key", anchor: "picked:", nth: 2),
        Mutation(
            file: "materials.flow.yaml", replace: "passed: { popTo: list }", with: "passed: { popTo: search }",
            id: "pop-target", anchor: "passed:"),
        Mutation(
            file: "materials.flow.yaml", replace: "deeplink: /search?q={query}", with: "deeplink: /search?q={qury}",
            id: "invalid-deeplink", anchor: "/search?q={qury}"),
        Mutation(
            file: "assessment.flow.yaml", replace: "      done: { finish: passed }\n", with: "      done: back\n",
            id: "no-exit", anchor: "result:"),
        Mutation(
            file: "profile.flow.yaml", replace: "    on:\n      saved: back\n", with: "    systemBack: false\n",
            id: "dead-end", anchor: "notifications:", nth: 2),
        Mutation(
            file: "profile.flow.yaml", replace: "      edit: editProfile\n",
            with: "      edit: editProfile\n      logout: dismiss\n",
            id: "dismiss-outside-modal", anchor: "logout:"),
        Mutation(
            file: "profile.flow.yaml", replace: "    params: { section: String? }\n",
            with: "    prams: { section: String? }\n",
            id: "unknown-key", anchor: "prams:"),
        Mutation(
            file: "app.flow.yaml", replace: "signedOut: auth", with: "signedOut: auht",
            id: "unknown-step", anchor: "signedOut:"),
        Mutation(
            file: "app.flow.yaml", replace: "      cancelled: { to: welcome, present: replace }\n", with: "",
            id: "unhandled-outcome", anchor: "auth:"),
        Mutation(
            file: "profile.flow.yaml", replace: "flow: Profile", with: "flow: Materials",
            id: "duplicate-flow", anchor: "Materials", nth: 2),  // the first is in the file's comment
    ]

    @Test(arguments: mutations)
    func brokenCopyIsReportedPrecisely(_ mutation: Mutation) throws {
        var files = try Self.loadFlows()
        let index = try #require(files.firstIndex { $0.path.hasSuffix("/" + mutation.file) })
        let original = String(decoding: files[index].bytes, as: UTF8.self)
        #expect(original.contains(mutation.replace), "the mutation no longer applies to \(mutation.file)")
        let mutated = original.replacingOccurrences(of: mutation.replace, with: mutation.with)
        files[index] = SourceFile(path: files[index].path, text: mutated)
        let expected = try #require(Self.position(of: mutation.anchor, nth: mutation.nth, in: mutated))

        let result = Compiler.check(files, options: .init(root: "App"))
        let rendered = TextReporter(colored: false, sources: files).render(result.diagnostics)
        let found = result.diagnostics.filter { $0.id == mutation.id }
        #expect(
            found.contains {
                $0.location.file == files[index].path && ($0.location.line, $0.location.column) == expected
            },
            "expected \(mutation.id) at \(expected.0):\(expected.1)\n\(rendered)")
    }

    static func position(of anchor: String, nth: Int, in text: String) -> (Int, Int)? {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<nth {
            guard let range = text.range(of: anchor, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }
}
