import Foundation
import Testing

@testable import FlowCompiler

/// `strict: true` in flowc.yaml (or `--strict`) reports warnings as errors: lint fails, generate writes nothing,
/// and the build plugin's command fails at the warning's line and column.
struct StrictTests {
    /// `neverUsed` is declared and never finished with: a warning.
    static let warned = """
        flow: Auth
        outcomes: { done: {}, neverUsed: {} }
        start: login
        steps:
          login:
            on: { submit: { finish: done } }
        """

    private func project(strict: String?) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Flows/auth.flow.yaml", Self.warned)
        if let strict { try directory.write("Flows/flowc.yaml", "strict: \(strict)\n") }
        return (directory, path)
    }

    @Test func strictInFlowcYamlFailsLintWithTheWarningAsAnError() throws {
        let (relaxedProject, _) = try project(strict: "false")
        let relaxed = try FlowcProcess.run(["lint", "Flows"], in: relaxedProject.path)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains(": warning: "))
        let (directory, _) = try project(strict: "true")
        let strict = try FlowcProcess.run(["lint", "Flows"], in: directory.path)
        #expect(strict.status == 1)
        let first = strict.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Flows/auth.flow.yaml:2:"))
        #expect(first.contains(": error: "))
        #expect(strict.stdout.contains("note: a warning, reported as an error because the run is strict"))
        #expect(strict.stdout.hasSuffix("1 error, 0 warnings\n"))
        // --strict does the same without the file.
        let (plain, _) = try project(strict: nil)
        let flag = try FlowcProcess.run(["lint", "--strict", "Flows", "--reporter", "json"], in: plain.path)
        #expect(flag.status == 1)
        #expect(flag.stdout.contains("\"severity\" : \"error\""))
    }

    @Test func strictGenerateWritesNothing() throws {
        let (directory, _) = try project(strict: "true")
        let output = try FlowcProcess.run(["generate", "Flows", "--output", "out"], in: directory.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
        let (relaxed, _) = try project(strict: nil)
        #expect(try FlowcProcess.run(["generate", "Flows", "--output", "out"], in: relaxed.path).status == 0)
        #expect(
            try FlowcProcess.run(["generate", "--strict", "Flows", "--output", "out2"], in: relaxed.path).status == 1)
    }

    /// The build plugin's check of the flows (what SwiftPM runs, with the target's flowc.yaml): it fails, writes no
    /// stamp (so no flow's command runs), and the build log shows the warning as an error at its file, line and
    /// column.
    @Test func strictFailsTheBuildPluginsCommandAtTheLine() throws {
        let (directory, path) = try project(strict: "true")
        let config = directory.path + "/Flows/flowc.yaml"
        let output = try FlowcProcess.run([
            "generate", path, "--config", config, "--output", directory.path + "/out", "--no-color",
            "--plugin-check", directory.path + "/out/flowc-check.swift",
        ])
        #expect(output.status == 1)
        let first = output.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("\(path):2:"), "\(output.stdout)")
        #expect(first.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/flowc-check.swift"))
    }

    @Test func strictIsABoolean() {
        let (config, diagnostics) = ConfigReader.load(SourceFile(path: "flowc.yaml", text: "strict: sometimes\n"))
        #expect(config.strict == nil)
        #expect(diagnostics.map(\.id) == ["wrong-value"])
        #expect(diagnostics.first?.location.line == 1 && diagnostics.first?.location.column == 9)
        let (on, none) = ConfigReader.load(SourceFile(path: "flowc.yaml", text: "strict: true\n"))
        #expect(none.isEmpty)
        #expect(on.strict?.value == true)
        let (_, typo) = ConfigReader.load(SourceFile(path: "flowc.yaml", text: "stric: true\n"))
        #expect(typo.first?.notes.first?.message == "did you mean 'strict'?")
    }
}
