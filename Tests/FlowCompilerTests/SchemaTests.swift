import Foundation
import Testing

@testable import FlowCompiler

/// The JSON Schemas in docs/schema/ (for editors: completion and shape errors while typing) stay in step with the
/// compiler: every example flow and every check example that compiles cleanly validates; every example of a shape
/// check (unknown-key, wrong-value, missing-key) fails. The files are validated as an editor's YAML language
/// server would, by Python's jsonschema (Support/validate-schema.py), reading YAML with libyaml as flowc does.
struct SchemaTests {
    static let flowSchema = Repository.path("docs/schema/flow.schema.json")
    static let configSchema = Repository.path("docs/schema/flowc-config.schema.json")
    static let script = Repository.path("Tests/FlowCompilerTests/Support/validate-schema.py")

    /// The shape checks: the schema must reject each of their triggering examples.
    static let shapeChecks = ["unknown-key", "wrong-value", "missing-key"]

    /// Triggering examples the schema cannot judge, found by a line of their text, with the reason. The test
    /// requires each to be found and to stay valid under the schema, so the list cannot go stale unnoticed.
    static let beyondTheSchema: [(check: String, line: String, reason: String)] = [
        (
            "wrong-value", "↓refresh: ~",
            "a screen's event set to nothing: only an app event may be, and which events are app events is known "
                + "only from the flow's 'appEvents:'"
        ),
        (
            "wrong-value", "browse: { tab: ↓Shelf }",
            "'{ tab: … }' on a step that is no tabs step: the schema reads a transition without its step's kind"
        ),
        (
            "wrong-value", "submit: { to: grading, present: sheet }",
            "'present' on a transition into a decision: whether the target is a decision is known only from the "
                + "target step, which JSON Schema cannot follow"
        ),
        (
            "wrong-value", "↓notNow: { back: null, role: cancel }",
            "a second cancel button: JSON Schema cannot count the handlers of a step by their role"
        ),
        (
            "wrong-value", "logOut: { to: confirm, present: ↓sheet }",
            "'present' on a transition into an alert: whether the target is an alert is known only from that step"
        ),
        (
            "missing-key", "engines: { to: engines, present: ↓popover }",
            "a popover's anchor is the target step's: whether it names one is known only from that step"
        ),
        (
            "wrong-value", "ok: { back: { with: { ↓topic: String } } }",
            "values handed back by a decision's choice: the schema gives decisions the one transition shape every "
                + "step's events have"
        ),
        (
            "wrong-value", "privacy: [↓gate, privacy]",
            "a decision in an entry's stack: whether a step id names a decision is known only from that step"
        ),
    ]

    struct Result: Decodable {
        var file: String
        var valid: Bool
        var errors: [String]
    }

    /// Runs the validator; nil (with a skip message locally, a failure in CI) when Python or its modules are missing.
    static func validate(_ schema: String, _ files: [String]) throws -> [String: Result]? {
        guard let python = ExternalTools.which("python3") else {
            unavailable("python3 is not installed (apt-get install -y python3 python3-jsonschema python3-yaml)")
            return nil
        }
        let output = try ExternalTools.run(python, [script, schema] + files)
        if output.status == 2 {
            unavailable(output.stderr)
            return nil
        }
        #expect(output.status == 0, "\(output.stderr)")
        var results: [String: Result] = [:]
        for line in output.stdout.split(separator: "\n") {
            let result = try JSONDecoder().decode(Result.self, from: Data(line.utf8))
            results[result.file] = result
        }
        #expect(results.count == files.count, "\(output.stdout)\n\(output.stderr)")
        return results
    }

    private static func unavailable(_ message: String) {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record(Comment(rawValue: "CI must have the schema validator: " + message))
        } else {
            print("skipped: \(message)")
        }
    }

    /// Writes each example's files (markers removed) into their own folder; returns (label, paths) per example.
    static func write(_ examples: [(label: String, example: CheckExample)], in directory: URL) throws
        -> [(label: String, paths: [String])]
    {
        var written: [(label: String, paths: [String])] = []
        for (index, item) in examples.enumerated() {
            let prepared = PreparedExample(item.example)
            var paths: [String] = []
            for file in prepared.files {
                let url = directory.appendingPathComponent("\(index)/\(file.path)")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
                paths.append(url.path)
            }
            written.append((item.label, paths))
        }
        return written
    }

    @Test func theExampleAppValidates() throws {
        let flows = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Flows"))
            .filter { $0.hasSuffix(".flow.yaml") }.sorted().map { Repository.path("Flows/\($0)") }
        #expect(flows.count >= 6)
        guard let results = try Self.validate(Self.flowSchema, flows) else { return }
        for flow in flows {
            let result = results[flow]
            #expect(result?.valid == true, "\(flow): \(result?.errors ?? [])")
        }
    }

    @Test func everyCleanCheckExampleValidates() throws {
        var examples: [(label: String, example: CheckExample)] = []
        for check in Checks.all {
            for (index, example) in check.nonTriggering.enumerated() {
                examples.append(("\(check.id) non-triggering #\(index)", example))
            }
        }
        let directory = try ExternalTools.temporaryDirectory("schema-clean")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try Self.write(examples, in: directory)
        guard let results = try Self.validate(Self.flowSchema, written.flatMap(\.paths)) else { return }
        for (label, paths) in written {
            for path in paths {
                #expect(results[path]?.valid == true, "\(label), \(path): \(results[path]?.errors ?? [])")
            }
        }
    }

    @Test func everyShapeProblemIsAnEditorError() throws {
        var examples: [(label: String, example: CheckExample)] = []
        var exempt: [String: String] = [:]
        for id in Self.shapeChecks {
            let check = try #require(Checks.description(of: id))
            #expect(!check.triggering.isEmpty)
            for (index, example) in check.triggering.enumerated() {
                let label = "\(id)#\(index)"
                examples.append((label, example))
                for item in Self.beyondTheSchema where item.check == id {
                    if example.files.contains(where: { $0.text.contains(item.line) }) { exempt[label] = item.reason }
                }
            }
        }
        #expect(exempt.count == Self.beyondTheSchema.count, "an example listed as beyond the schema is gone: \(exempt)")
        let directory = try ExternalTools.temporaryDirectory("schema-shapes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try Self.write(examples, in: directory)
        guard let results = try Self.validate(Self.flowSchema, written.flatMap(\.paths)) else { return }
        for (label, paths) in written {
            let invalid = paths.contains { results[$0]?.valid == false }
            if let reason = exempt[label] {
                #expect(!invalid, "\(label) is listed as beyond the schema (\(reason)) but the schema rejects it now")
            } else {
                #expect(invalid, "\(label): the schema accepts a file flowc rejects: \(paths)")
            }
        }
    }

    @Test func configsValidateLikeFlowcReadsThem() throws {
        let valid = [
            "",
            "root: App\n",
            """
            # yaml-language-server: $schema=https://raw.githubusercontent.com/flowc/flowc/main/docs/schema/flowc-config.schema.json
            root: App
            generate:
              accessLevel: public
              imports: [Models]
              typePrefix: FC
              templates: FlowTemplates
            diagrams:
              format: mermaid
              overview: yes
              expandSubflows: false
              output: docs/flows
            """,
            "generate:\n  typePrefix: App2\n  imports: Models\n",
            "generate:\n  imports: [Shared.Utilities]\n",
            "generate:\ndiagrams:\n",
            """
            diff:
              accept:
                - change: restoration-step-removed
                  flow: Auth
                  step: resetLinkSent
                  reason: Reset links expire after a day.
            """,
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod, to: verifyCode }\n",
            "restoration:\n  renamedSteps:\n",
        ]
        let invalid = [
            "rot: App\n",
            "generate:\n  acessLevel: public\n",
            "generate:\n  accessLevel: open\n",
            "generate:\n  adapters: [uikit]\n",
            "generate:\n  typePrefix: fc\n",
            "generate:\n  imports: [\"my-module\"]\n",
            "format: dot\n",
            "diagrams:\n  format: svg\n",
            "diagrams:\n  overview: maybe\n",
            "root: app\n",
            "- root\n",
            "diff:\n  accept:\n    - change: link-removed\n",
            "diff:\n  accept:\n    - change: link-remove\n      reason: typo\n",
            "diff:\n  accept:\n    - change: link-removed\n      reason: x\n      flwo: Auth\n",
            "diff:\n  acept: []\n",
            "restoration:\n  renamedStep: []\n",
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod }\n",
            "restoration:\n  renamedSteps:\n    - { flow: auth, from: verifyCod, to: verifyCode }\n",
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod, to: verifyCode, why: typo }\n",
            "restoration:\n  renamedSteps: { flow: Auth, from: verifyCod, to: verifyCode }\n",
        ]
        let directory = try ExternalTools.temporaryDirectory("schema-config")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, text) in (valid + invalid).enumerated() {
            let path = directory.appendingPathComponent("\(index)-flowc.yaml").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
            // The compiler agrees with the schema on each of them.
            let (_, diagnostics) = ConfigReader.load(SourceFile(path: path, text: text))
            #expect(diagnostics.isEmpty == (index < valid.count), "flowc on: \(text)")
        }
        guard let results = try Self.validate(Self.configSchema, paths) else { return }
        for (index, path) in paths.enumerated() {
            #expect(results[path]?.valid == (index < valid.count), "schema on: \((valid + invalid)[index])")
        }
    }

    @Test func theSchemasAreDocumented() throws {
        let adoption = try Repository.text("docs/adoption.md")
        #expect(adoption.contains("# yaml-language-server: $schema="))
        #expect(adoption.contains("flow.schema.json"))
        #expect(adoption.contains("flowc-config.schema.json"))
    }
}
