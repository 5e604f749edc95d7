import Foundation
import Testing

@testable import FlowCompiler

/// `flowc.yaml`: read with the flows' YAML layer and checked like a flow (unknown-key, wrong-value, … at a line and
/// column), and used by `--config` on lint, generate and graph.
struct ConfigTests {
    /// Reads a config written with `↓` before each place a diagnostic must be reported.
    private func read(_ text: String) -> (config: Config, diagnostics: [Diagnostic], expected: [PreparedExample.Place])
    {
        let prepared = PreparedExample(CheckExample(files: [("project/flowc.yaml", text)]))
        let (config, diagnostics) = ConfigReader.load(prepared.files[0])
        return (config, diagnostics, prepared.expected)
    }

    @Test func everyOptionIsRead() throws {
        let (config, diagnostics, _) = read(
            """
            # yaml-language-server: $schema=../docs/schema/flowc-config.schema.json
            root: App
            generate:
              accessLevel: public
              typePrefix: FC
              imports: [Models, Networking]
              templates: FlowTemplates
              sourceLocations: false
            diagrams:
              format: mermaid
              overview: no
              expandSubflows: yes
              output: docs/flows
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.root?.value == "App")
        #expect(config.root?.location.line == 2)
        #expect(config.root?.location.column == 7)
        #expect(config.generate.accessLevel?.value == .public)
        #expect(config.generate.imports.map(\.value) == ["Models", "Networking"])
        #expect(config.generate.templates?.value == "FlowTemplates")
        #expect(config.resolve(try #require(config.generate.templates?.value)) == "project/FlowTemplates")
        #expect(config.generate.typePrefix?.value == "FC")
        #expect(config.generate.sourceLocations?.value == false)
        #expect(config.diagrams.format?.value == .mermaid)
        #expect(config.diagrams.overview?.value == false)
        #expect(config.diagrams.expandSubflows?.value == true)
        #expect(config.resolve(try #require(config.diagrams.output?.value)) == "project/docs/flows")
        #expect(config.resolve("/abs/path") == "/abs/path")
    }

    @Test func emptyFileAndEmptySectionsMeanDefaults() {
        for text in ["", "# nothing yet\n", "generate:\ndiagrams: {}\n"] {
            let (config, diagnostics, _) = read(text)
            #expect(diagnostics.isEmpty, "\(text)")
            #expect(config.root == nil)
            #expect(config.generate.accessLevel == nil)
            #expect(config.generate.typePrefix == nil)
            #expect(config.diagrams.format == nil)
        }
    }

    /// The hosts are libraries now: a flowc.yaml that still names adapters hears where they went.
    @Test func adaptersAreGoneWithANoteOnTheLibraries() throws {
        let (_, diagnostics, expected) = read("generate:\n  ↓adapters: [uikit]\n")
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "wrong-value")
        #expect(diagnostic.place == expected.first)
        #expect(diagnostic.message.contains("FlowcUIKit"), "\(diagnostic.message)")
        #expect(diagnostic.notes.first?.message.contains("remove 'adapters'") == true)
    }

    /// Each case: the diagnostics are at exactly the marked places, of the given check.
    @Test(arguments: [
        ("unknown-key", "↓rot: App\n"),
        ("unknown-key", "generate:\n  ↓acessLevel: public\n"),
        ("unknown-key", "↓format: dot\ndiagrams:\n  ↓root: App\n"),
        ("wrong-value", "generate:\n  accessLevel: ↓publc\n"),
        ("wrong-value", "generate:\n  typePrefix: ↓flow\n"),
        ("wrong-value", "generate:\n  imports: [Models.Sub, ↓\"my-module\"]\n"),
        ("wrong-value", "generate:\n  templates: ↓[a, b]\n"),
        ("wrong-value", "generate: ↓[accessLevel]\n"),
        ("wrong-value", "root: ↓app\n"),
        ("wrong-value", "diagrams:\n  format: ↓svg\n  overview: ↓maybe\n  expandSubflows: ↓{}\n"),
        ("wrong-value", "↓[root, App]\n"),
        ("duplicate-key", "root: App\n↓root: Main\n"),
        ("yaml-syntax", "generate: {\n↓"),
        ("yaml-unsupported", "root: ↓&name App\n"),
    ])
    func problemsAreReportedAtTheirPlace(id: String, text: String) {
        let (_, diagnostics, expected) = read(text)
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(diagnostic.id == id, "\(diagnostic.location): \(diagnostic.message)")
            #expect(diagnostic.severity == .error)
        }
        #expect(diagnostics.map(\.place).sorted() == expected, "\(diagnostics.map(\.message))")
    }

    @Test func didYouMeanComesWithAFixIt() throws {
        let (_, diagnostics, _) = read("generate:\n  acessLevel: public\n  accessLevel: publc\n")
        let key = try #require(diagnostics.first { $0.id == "unknown-key" })
        #expect(key.notes.first?.message == "did you mean 'accessLevel'?")
        #expect(key.fixIts.first?.replacement == "accessLevel")
        let value = try #require(diagnostics.first { $0.id == "wrong-value" })
        #expect(value.message == "'accessLevel' cannot be the text 'publc'")
        #expect(value.fixIts.first?.replacement == "public")
        #expect(value.notes.last?.message == "'accessLevel' takes: internal, package, public")
    }

    @Test func aKeyInTheWrongSectionSaysWhereItGoes() throws {
        let (_, diagnostics, _) = read("adapters: [uikit]\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "unknown key 'adapters' in a flowc.yaml file")
        #expect(diagnostic.notes.first?.message == "'adapters' goes under 'generate:'")
    }

    // MARK: - --config on the command line

    static let flows = [
        ("app.flow.yaml", "flow: App\nstart: home\nsteps:\n  home: { terminal: true }\n"),
        ("extra.flow.yaml", "flow: Extra\nstart: home\nsteps:\n  home: { terminal: true }\n"),
    ]

    private func project(config: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in Self.flows { try directory.write("Flows/\(name)", text) }
        try directory.write("flowc.yaml", config)
        return directory
    }

    @Test func lintTakesTheRootFromTheConfig() throws {
        let directory = try project(config: "root: App\n")
        let output = try FlowcProcess.run(["lint", "--config", "flowc.yaml", "Flows"], in: directory.path)
        #expect(output.status == 0, "warnings do not fail lint")
        #expect(
            output.stdout.contains(
                "Flows/extra.flow.yaml:1:7: warning: flow 'Extra' is never started from the root flow 'App' [unused-flow]"
            ))
        let strict = try FlowcProcess.run(["lint", "--strict", "--config", "flowc.yaml", "Flows"], in: directory.path)
        #expect(strict.status == 1)
    }

    @Test func anUnknownRootIsReportedInTheConfig() throws {
        let directory = try project(config: "# the app\nroot: Ap\n")
        let output = try FlowcProcess.run(["lint", "--config", "flowc.yaml", "Flows"], in: directory.path)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "flowc.yaml:2:7: error: unknown root flow 'Ap': 'root' names no flow of the program [unknown-flow]\nroot: Ap\n"
            ))
        #expect(output.stdout.contains("note: did you mean 'App'?"))
    }

    @Test func theCommandLineWinsOverTheConfig() throws {
        let directory = try project(config: "root: Ap\n")
        let output = try FlowcProcess.run(
            ["lint", "--config", "flowc.yaml", "--root", "Extra", "Flows"], in: directory.path)
        #expect(output.stdout.contains("flow 'App' is never started from the root flow 'Extra'"))
        #expect(!output.stdout.contains("flowc.yaml"))
    }

    @Test func configProblemsAreLintProblemsInEveryReporter() throws {
        let directory = try project(config: "generate:\n  acessLevel: public\n")
        let text = try FlowcProcess.run(["lint", "--config", "flowc.yaml", "Flows"], in: directory.path)
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("flowc.yaml:2:3: error: unknown key 'acessLevel' in 'generate' [unknown-key]"))
        let github = try FlowcProcess.run(
            ["lint", "--reporter", "github", "--config", "flowc.yaml", "Flows"], in: directory.path)
        #expect(github.stdout.contains("file=flowc.yaml,line=2,col=3"))
    }

    @Test func anUnreadableConfigIsBadUsage() throws {
        let directory = try project(config: "")
        let output = try FlowcProcess.run(["lint", "--config", "missing.yaml", "Flows"], in: directory.path)
        #expect(output.status == 2)
        #expect(output.stderr.contains("missing.yaml"))
    }

    @Test func graphTakesFormatAndRootFromTheConfig() throws {
        let directory = try project(config: "root: App\ndiagrams:\n  format: mermaid\n")
        let output = try FlowcProcess.run(
            ["graph", "--config", "flowc.yaml", "--overview", "Flows"], in: directory.path)
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("flowchart"))
        #expect(output.stdout.contains("root#58; App"))
        let dot = try FlowcProcess.run(
            ["graph", "--config", "flowc.yaml", "--format", "dot", "--flow", "App", "Flows"], in: directory.path)
        #expect(dot.stdout.contains("digraph"))
    }
}
