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

    /// `flowc lint Sources`: the flowc.yaml of the target below the path is read, and applies to its flows.
    @Test func theTargetsFlowcYamlBelowThePathIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        try directory.write("Sources/App/Flows/auth.flow.yaml", Self.flow)
        try directory.write("Sources/App/flowc.yaml", "strickt: true\npublik: true\n")
        let typo = try FlowcProcess.run(["lint", "Sources"], in: directory.path)
        #expect(typo.status == 1)
        #expect(
            typo.stdout.hasPrefix(
                "Sources/App/flowc.yaml:1:1: error: unknown key 'strickt' in a flowc.yaml file [unknown-key]"))
        #expect(typo.stdout.contains("did you mean 'strict'?"))
        #expect(typo.stdout.contains("Sources/App/flowc.yaml:2:1: error: unknown key 'publik'"))
        // Applied: its strict makes a warning an error, and the summary names it.
        try directory.write("Sources/App/flowc.yaml", "strict: true\n")
        let clean = try FlowcProcess.run(["lint", "."], in: directory.path)
        #expect(clean.status == 0)
        #expect(clean.stderr == "checked 1 flow in 1 file and Sources/App/flowc.yaml: no problems\n")
        try directory.write(
            "Sources/App/Flows/auth.flow.yaml",
            Self.flow.replacingOccurrences(of: "  login:\n", with: "  login:\n    present: sheet\n"))
        let strict = try FlowcProcess.run(["lint", "Sources"], in: directory.path)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("auth.flow.yaml:5:14: error: 'present: sheet' on start step 'login'"))
        // --no-config reads none.
        let none = try FlowcProcess.run(["lint", "Sources", "--no-config"], in: directory.path)
        #expect(none.status == 0)
    }

    /// Several targets: each flowc.yaml is checked, its strict applies to its own flows, and what is one target's
    /// (its root) is said not to apply; generate refuses to mix them.
    @Test func severalTargetsFlowcYamlAreEachChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        let unused = Self.flow.replacingOccurrences(of: "  login:\n", with: "  login:\n    present: sheet\n")
        try directory.write("Sources/App/auth.flow.yaml", unused)
        try directory.write("Sources/App/flowc.yaml", "strict: true\nroot: Auth\n")
        try directory.write("Sources/Feature/feed.flow.yaml", unused.replacingOccurrences(of: "Auth", with: "Feed"))
        try directory.write("Sources/Feature/flowc.yaml", "rot: Feed\n")
        let lint = try FlowcProcess.run(["lint", "Sources"], in: directory.path)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("Sources/App/auth.flow.yaml:5:14: error: 'present: sheet'"))
        #expect(lint.stdout.contains("Sources/Feature/feed.flow.yaml:5:14: warning: 'present: sheet'"))
        #expect(lint.stdout.contains("Sources/Feature/flowc.yaml:1:1: error: unknown key 'rot'"))
        #expect(
            lint.stderr.contains(
                "note: the flows are in several targets, each with its own flowc.yaml or none (Sources/App/flowc.yaml, "
                    + "Sources/Feature/flowc.yaml)"))
        #expect(lint.stderr.contains("but 'root' is one target's"))
        try directory.write("Sources/Feature/flowc.yaml", "generate:\n  typePrefix: FC\n")
        let generate = try FlowcProcess.run(["generate", "Sources", "--output", "out"], in: directory.path)
        #expect(generate.status == 2)
        #expect(generate.stderr.contains("generate one target's folder at a time"))
    }
}
