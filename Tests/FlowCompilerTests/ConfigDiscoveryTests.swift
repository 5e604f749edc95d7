import Foundation
import Testing

@testable import FlowCompiler

/// flowc finds flowc.yaml as SwiftLint finds its own, so lint and the build read the same settings: the nearest one
/// at or above the inputs, up to the package's root; `--config` wins; `--no-config` reads none.
struct ConfigDiscoveryTests {
    static let flow = LintCommandTests.clean

    @Test func aTypoInTheFlowcYamlBesideTheFlowsFailsLintWithoutConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/App/Flows/auth.flow.yaml", Self.flow)
        try directory.write("Sources/App/Flows/flowc.yaml", "rot: Auth\n")
        let output = try FlowcProcess.run(["lint", "Sources/App/Flows"], in: directory.path)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "Sources/App/Flows/flowc.yaml:1:1: error: unknown key 'rot' in a flowc.yaml file [unknown-key]"))
        // The same for one file of the folder, and for a folder above the file.
        let file = try FlowcProcess.run(["lint", "Sources/App/Flows/auth.flow.yaml"], in: directory.path)
        #expect(file.status == 1)
        #expect(file.stdout.contains("unknown key 'rot'"))
    }

    @Test func theNearestAboveTheInputsIsReadUpToThePackageRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package/Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Package/Sources/App/flowc.yaml", "rot: Auth\n")
        try directory.write("Package/Sources/App/Flows/a/auth.flow.yaml", Self.flow)
        try directory.write(
            "Package/Sources/App/Flows/b/other.flow.yaml", Self.flow.replacingOccurrences(of: "Auth", with: "Other"))
        // Both inputs are below Sources/App: its flowc.yaml is theirs.
        let both = try FlowcProcess.run(
            ["lint", "Package/Sources/App/Flows/a", "Package/Sources/App/Flows/b/other.flow.yaml"], in: directory.path)
        #expect(both.status == 1)
        #expect(both.stdout.hasPrefix("Package/Sources/App/flowc.yaml:1:1: error: unknown key 'rot'"))
        // A flowc.yaml above the package's root belongs to something else.
        try FileManager.default.removeItem(atPath: directory.path + "/Package/Sources/App/flowc.yaml")
        try directory.write("flowc.yaml", "rot: Auth\n")
        let above = try FlowcProcess.run(["lint", "Package/Sources/App/Flows"], in: directory.path)
        #expect(above.status == 0, "\(above.stdout)")
        #expect(above.stderr == "checked 2 flows in 2 files: no problems\n")
    }

    @Test func configWinsAndNoConfigReadsNone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.flow)
        try directory.write("Flows/flowc.yaml", "rot: Auth\n")
        try directory.write("other.yaml", "root: Auth\n")
        let given = try FlowcProcess.run(["lint", "Flows", "--config", "other.yaml"], in: directory.path)
        #expect(given.status == 0)
        #expect(given.stderr == "checked 1 flow in 1 file and other.yaml: no problems\n")
        let none = try FlowcProcess.run(["lint", "Flows", "--no-config"], in: directory.path)
        #expect(none.status == 0)
        #expect(none.stderr == "checked 1 flow in 1 file: no problems\n")
        let both = try FlowcProcess.run(["lint", "Flows", "--no-config", "--config", "other.yaml"], in: directory.path)
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("error: --config and --no-config cannot be used together"))
    }

    /// generate and graph read the same file lint reads.
    @Test func generateAndGraphFindItToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.flow)
        try directory.write("Flows/flowc.yaml", "diagrams:\n  format: mermaid\ngenerate:\n  typePrefix: My\n")
        let graph = try FlowcProcess.run(["graph", "Flows"], in: directory.path)
        #expect(graph.status == 0)
        #expect(graph.stdout.hasPrefix("flowchart"))
        let generate = try FlowcProcess.run(["generate", "Flows", "--output", "out"], in: directory.path)
        #expect(generate.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted()
        #expect(written == ["Auth.swift"])
    }

    @Test func standardInputLooksBesideItsName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/flowc.yaml", "rot: Auth\n")
        let output = try ExternalTools.run(
            FlowcProcess.executable.path,
            ["lint", "-", "--stdin-name", directory.path + "/Flows/auth.flow.yaml"], input: Self.flow,
            environment: ["NO_COLOR": "1"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("flowc.yaml:1:1: error: unknown key 'rot'"))
    }
}
