import Testing

@testable import FlowCompiler

/// The build plugin's commands as the library decides them (`BuildPluginCommands`), without a process: what each
/// command reports, what it writes, and its warnings, each a diagnostic with an id and a place.
/// PluginPlanTests drives the same commands through `flowc generate --plugin-flow`.
struct BuildPluginCommandsTests {
    static let app = PluginPlanTests.app
    static let auth = PluginPlanTests.auth
    /// A flow no other starts, with an error (an unknown step).
    static let other = "flow: Other\nstart: a\nsteps:\n  a: { on: { go: b } }\n"

    static func check(_ files: [String: String], config: String? = nil) -> (Program, [Diagnostic], Config) {
        let (read, problems) =
            config.map { ConfigReader.load(SourceFile(path: "flowc.yaml", text: $0)) } ?? (Config(), [])
        // As flowc does: flowc.yaml's root is checked with the flows, and reported at its place.
        let options = Compiler.Options(root: read.root?.value, rootLocation: read.root?.location)
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let result = Compiler.check(sources, options: options)
        return (result.program, (problems + result.diagnostics).sorted(by: Diagnostic.ordered), read)
    }

    static func flowCommand(
        _ path: String, declaring inputs: [String], _ files: [String: String], config: String? = nil
    ) -> BuildPluginCommands.Decision {
        let (program, diagnostics, _) = check(files, config: config)
        return BuildPluginCommands.flow(
            path, declaredInputs: inputs, configFile: config == nil ? nil : "flowc.yaml", program: program,
            diagnostics: diagnostics)
    }

    // MARK: - A flow's command

    @Test func aFlowsCommandWritesItsFlowsFileFromTheFlowsItStarts() throws {
        let decision = Self.flowCommand(
            "app.flow.yaml", declaring: ["auth.flow.yaml"],
            ["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth, "other.flow.yaml": Self.other])
        // Other's error is reported by Other's command, not here.
        #expect(decision.diagnostics.isEmpty, "\(decision.diagnostics)")
        guard case .generate(let program, let file) = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
        #expect(program.flows.map(\.name.value) == ["App", "Auth"])
        #expect(file == "App.swift")
    }

    @Test func aFlowStartedButNotDeclaredIsAStalePlanWarningAtTheFlowsName() throws {
        let decision = Self.flowCommand(
            "app.flow.yaml", declaring: [], ["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        let warning = try #require(decision.diagnostics.only)
        #expect(warning.id == BuildPluginCommands.stalePlanID && warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "app.flow.yaml", line: 1, column: 7, length: 3))
        #expect(warning.message.contains("flow 'App' now starts flows of auth.flow.yaml"), "\(warning.message)")
        #expect(warning.notes.contains { $0.message.contains("touch Package.swift") })
        // The code is right: it is still written.
        guard case .generate = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
    }

    @Test func anErrorInAStartedFlowStopsTheCommandWithANoteOnly() {
        let broken = Self.auth.replacingOccurrences(of: "finish: done", with: "finish: dne")
        let decision = Self.flowCommand(
            "app.flow.yaml", declaring: ["auth.flow.yaml"], ["app.flow.yaml": Self.app, "auth.flow.yaml": broken])
        #expect(decision.diagnostics.isEmpty, "Auth's command reports it")
        guard case .fail(let note, let usageError) = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
        #expect(note == "note: the code of flow 'App' is not generated: auth.flow.yaml has errors (reported with it)")
        #expect(usageError == nil)
    }

    @Test func aFlowsOwnErrorIsReportedByItsCommand() {
        let decision = Self.flowCommand("other.flow.yaml", declaring: [], ["other.flow.yaml": Self.other])
        #expect(decision.diagnostics.map(\.id) == ["unknown-step"])
        guard case .fail(nil, nil) = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
    }

    @Test func anErrorInFlowcYamlStopsEveryFlowsCommand() {
        let decision = Self.flowCommand(
            "auth.flow.yaml", declaring: [], ["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth],
            config: "root: Ap\n")
        #expect(decision.diagnostics.isEmpty, "the first flow file's command (app.flow.yaml's) reports it")
        guard case .fail(let note?, nil) = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
        #expect(note.contains("flowc.yaml has errors"))
    }

    @Test func aFileThatIsNoFlowOfTheProgramIsAUsageError() {
        let decision = Self.flowCommand("nope.flow.yaml", declaring: [], ["auth.flow.yaml": Self.auth])
        guard case .fail(nil, let usageError?) = decision.action else {
            Issue.record("\(decision.action)")
            return
        }
        #expect(usageError == "nope.flow.yaml: error: not a flow file of this program")
    }

    // MARK: - What all commands share: flowc.yaml and the templates

    /// The first flow file's command reports flowc.yaml's problems, once for the build log; the others fail with a
    /// note that says where they are reported.
    @Test func theFirstFlowsCommandReportsFlowcYamlsErrors() throws {
        let files = ["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth]
        let first = Self.flowCommand("app.flow.yaml", declaring: ["auth.flow.yaml"], files, config: "root: Ap\n")
        #expect(first.reportsShared)
        #expect(first.diagnostics.map(\.location.file) == ["flowc.yaml"], "\(first.diagnostics)")
        guard case .fail(nil, nil) = first.action else {
            Issue.record("\(first.action)")
            return
        }
        let second = Self.flowCommand("auth.flow.yaml", declaring: [], files, config: "root: Ap\n")
        #expect(!second.reportsShared)
        #expect(second.diagnostics.isEmpty, "reported once, by app.flow.yaml's command: \(second.diagnostics)")
        guard case .fail(let note?, nil) = second.action else {
            Issue.record("\(second.action)")
            return
        }
        #expect(note.contains("flowc.yaml has errors"), "\(note)")
    }

    @Test func withAGoodFlowcYamlOnlyTheFirstCommandReportsWhatIsShared() {
        let files = ["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth]
        let first = Self.flowCommand("app.flow.yaml", declaring: ["auth.flow.yaml"], files, config: "root: App\n")
        let second = Self.flowCommand("auth.flow.yaml", declaring: [], files, config: "root: App\n")
        #expect(first.reportsShared && !second.reportsShared)
        for decision in [first, second] {
            guard case .generate = decision.action else {
                Issue.record("\(decision.action)")
                continue
            }
        }
    }
}
