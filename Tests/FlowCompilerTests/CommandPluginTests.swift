import Foundation
import Testing

@testable import FlowCompiler

/// The command plugin (`swift package flowc`; Plugins/FlowcCommandPlugin/CommandRuns.swift, compiled into these
/// tests through a link): it lints once, writes nothing when the flows have errors, and its help is reachable
/// without the permission flag.
struct CommandPluginTests {
    @Test func helpWinsOverEverythingAndUnknownArgumentsShowTheUsage() throws {
        #expect(try CommandRequest.parse(["--help", "--frobnicate"]).help)
        #expect(
            try CommandRequest.parse(["--sources", "--target", "A", "--format=dot"])
                == CommandRequest(targets: ["A"], format: "dot", sources: true))
        #expect(throws: CommandRequest.Failure.self) { try CommandRequest.parse(["--frobnicate"]) }
        #expect(throws: CommandRequest.Failure.self) { try CommandRequest.parse(["--format", "png"]) }
    }

    /// SwiftPM refuses to start the plugin without the flag, `--help` included, and prints the permission's reason:
    /// the reason holds the usage.
    @Test func thePermissionReasonHoldsTheUsage() throws {
        let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("Usage: " + CommandRequest.usage))
    }

    @Test func theRunsLintOnceThenWriteWithoutReportingAgain() {
        let runs = CommandRuns(
            flows: ["/p/a.flow.yaml"], config: "/p/flowc.yaml", format: "mermaid", diagrams: "/o/diagrams",
            overview: true, sources: "/o/sources")
        #expect(runs.check == ["lint", "/p/a.flow.yaml", "--config", "/p/flowc.yaml", "--quiet"])
        #expect(runs.writes.map(\.first) == ["graph", "generate"])
        #expect(!runs.writes[0].contains("--no-overview"), "graph draws the overview with the flows")
        #expect(runs.writes.allSatisfy { $0.contains("--skip-report") })
        let bare = CommandRuns(
            flows: ["/p/a.flow.yaml"], config: nil, format: "dot", diagrams: "/o", overview: false, sources: nil)
        #expect(bare.check.contains("--no-config"))
        #expect(bare.writes.count == 1)
        #expect(bare.writes[0].last == "--no-overview")
    }

    /// What the plugin runs, run here on flows with an error and a warning: the check prints each problem once
    /// and fails (so nothing is written); the writing runs print none of them.
    @Test func eachProblemIsPrintedOnceAndErrorsStopTheWrites() throws {
        let directory = try TemporaryDirectory()
        let flow = try directory.write("Flows/auth.flow.yaml", LintCommandTests.broken)
        let runs = CommandRuns(
            flows: [flow], config: nil, format: "mermaid", diagrams: directory.path + "/out/diagrams",
            overview: true, sources: directory.path + "/out/sources")
        let check = try FlowcProcess.run(runs.check)
        #expect(check.status == 1)
        #expect(check.stdout.components(separatedBy: "unknown key 'prams'").count == 2)
        for write in runs.writes {
            let output = try FlowcProcess.run(write + ["--allow-errors"].filter { _ in write[0] == "graph" })
            #expect(!output.stdout.contains("prams") && !output.stderr.contains("prams"), "\(write[0])")
        }
    }

    /// With a failed check, no write runs; with a passing one, every write runs once.
    @Test func theWritesRunOnlyAfterThePassingCheck() {
        let runs = CommandRuns(
            flows: ["/p/a.flow.yaml"], config: nil, format: "dot", diagrams: "/o", overview: true, sources: "/s")
        var ran: [[String]] = []
        let failed = runs.perform(target: "App") { arguments in
            ran.append(arguments)
            return arguments[0] == "lint" ? 1 : 0
        }
        #expect(ran == [runs.check])
        #expect(
            failed
                == CommandRuns.Outcome(
                    wrote: false, failures: ["App: the flows have problems (above); nothing written"]))
        ran = []
        let passed = runs.perform(target: "App") { arguments in
            ran.append(arguments)
            return arguments[0] == "generate" ? 1 : 0
        }
        #expect(ran == [runs.check] + runs.writes)
        #expect(passed == CommandRuns.Outcome(wrote: true, failures: ["App: flowc generate exited with 1"]))
    }
}
