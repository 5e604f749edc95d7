import Testing

@testable import FlowCompiler

/// A flow's build command as the library decides it (`BuildPluginCommands.unit`), without a process: what it
/// generates from, and its warnings, each a diagnostic with an id and a place. PluginPlanTests drives the same
/// commands through `flowc generate --plugin-flow` and `--plugin-check`.
struct BuildPluginCommandsTests {
    static func flows(_ files: [String: String]) -> [String: Flow] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return Dictionary(uniqueKeysWithValues: Compiler.read(sources).flows.map { ($0.name.value, $0) })
    }

    static let program = flows(["app.flow.yaml": PluginPlanTests.app, "auth.flow.yaml": PluginPlanTests.auth])
    static var app: Flow { program["App"]! }
    static var auth: Flow { program["Auth"]! }

    @Test func aFlowIsGeneratedFromItselfAndTheStubsOfTheInterfacesItReads() throws {
        let unit = BuildPluginCommands.unit(flows: [Self.app], problems: [], declared: [FlowInterface(Self.auth)])
        #expect(unit.failure == nil && unit.diagnostics.isEmpty, "\(unit.diagnostics)")
        #expect(unit.program.flows.map(\.name.value) == ["App", "Auth"])
        #expect(unit.generated == ["App"])
        // Auth as App sees it: its outcomes, none of its steps.
        let stub = try #require(unit.program.flow("Auth"))
        #expect(stub.outcomes.map(\.name.value) == ["done"] && stub.steps.isEmpty)
    }

    @Test func anInterfaceTheCommandWasNotGivenIsAStalePlanWarningAtTheFlowsName() throws {
        let unit = BuildPluginCommands.unit(
            flows: [Self.app], problems: [], declared: [], lookUp: { $0 == "Auth" ? FlowInterface(Self.auth) : nil })
        let warning = try #require(unit.diagnostics.only)
        #expect(warning.id == BuildPluginCommands.stalePlanID && warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "app.flow.yaml", line: 1, column: 7, length: 3))
        #expect(warning.message.contains("flow 'App' now starts flows of auth.flow.yaml"), "\(warning.message)")
        #expect(warning.notes.contains { $0.message.contains("touch Package.swift") })
        // The code is right: it is still written.
        #expect(unit.failure == nil)
        #expect(unit.program.flows.map(\.name.value) == ["App", "Auth"])
    }

    @Test func anInterfaceThatIsNowhereStopsTheCommand() throws {
        let unit = BuildPluginCommands.unit(flows: [Self.app], problems: [], declared: [])
        let warning = try #require(unit.diagnostics.only)
        #expect(warning.id == BuildPluginCommands.stalePlanID)
        #expect(warning.message.contains("flow 'App' now starts flow 'Auth'"), "\(warning.message)")
        #expect(unit.failure == "note: not generated: the interface of flow 'Auth' is not there")
    }

    /// The check reports the problems; a command whose file has an error (edited since the check) only notes it.
    @Test func aReadingErrorStopsTheCommandWithANoteOnly() throws {
        let error = Diagnostic(
            id: "unknown-step", severity: .error, message: "unknown step 'b'",
            at: SourceLocation(file: "dir/app.flow.yaml", line: 4, column: 14))
        let unit = BuildPluginCommands.unit(flows: [Self.app], problems: [error], declared: [FlowInterface(Self.auth)])
        #expect(unit.diagnostics.isEmpty)
        #expect(unit.failure == "note: not generated: app.flow.yaml has errors (the check of the flows reports them)")
    }

    /// A flow of another module is read as its interface, kept with its module (the code imports it).
    @Test func aFlowOfAnotherModuleIsReadAsItsInterface() throws {
        let unit = BuildPluginCommands.unit(
            flows: [Self.app], problems: [], declared: [FlowInterface(Self.auth, module: "Accounts")])
        #expect(unit.failure == nil && unit.diagnostics.isEmpty)
        let stub = try #require(unit.program.flow("Auth"))
        #expect(stub.steps.isEmpty && unit.program.module(of: stub) == "Accounts")
    }

    /// An interface file is read back as written; one of another version, or one holding what no checked flow
    /// has (it was damaged), is no interface: the command says so instead of writing Swift that does not compile.
    @Test func anInterfaceFileIsReadBackAsWrittenAndADamagedOneIsNone() throws {
        let interface = FlowInterface(Self.auth)
        #expect(FlowInterface.decode(interface.encoded) == interface)
        #expect(interface.encoded == FlowInterface(Self.auth).encoded, "the same bytes every time")
        let text = String(decoding: interface.encoded, as: UTF8.self)
        // A Swift file of comments: SwiftPM compiles it, and copies no other kind of file into the app.
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("// ") } && text.hasSuffix("\n"))
        for (old, new) in [
            ("\"version\":1", "\"version\":0"), ("\"done\"", "\"not done\""), ("\"Auth\"", "\"auth\""),
            ("\"outcomes\"", "\"outcome\""), ("// Generated", "// generated"),
        ] {
            #expect(text.contains(old), "\(old)")
            #expect(FlowInterface.decode(Array(text.replacingOccurrences(of: old, with: new).utf8)) == nil, "\(new)")
        }
        var typed = interface
        typed.input = [FlowInterface.Value(name: "id", type: "[[Int", line: 2, column: 7)]
        #expect(FlowInterface.decode(typed.encoded) == nil)
        typed.input = [FlowInterface.Value(name: "id", type: "[Int]?", line: 2, column: 7)]
        #expect(FlowInterface.decode(typed.encoded) == typed)
        #expect(FlowInterface.decode(Array("{".utf8)) == nil)
    }
}
