import FlowCompiler
import Foundation
import Testing

/// The `flowc lint` and `flowc explain` commands as a user or a CI job runs them.
struct LintCommandTests {
    static let clean = """
        flow: Auth
        start: login
        steps:
          login:
            on: { submit: done }
          done:
            terminal: true
        """

    static let broken = """
        flow: Auth
        start: login
        steps:
          login:
            prams: { email: String }
            terminal: true
        """

    @Test func cleanProgramExitsZeroAndPrintsNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("auth.flow.yaml", Self.clean)
        let output = try FlowcProcess.run(["lint", directory.path])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
    }

    @Test func problemsExitOneWithSwiftStyleFirstLine() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", Self.broken)
        let output = try FlowcProcess.run(["lint", path])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(path):5:5: error: unknown key 'prams' in step 'login' [unknown-key]")
        #expect(lines.dropFirst().first == "    prams: { email: String }")
        #expect(lines.dropFirst(2).first == "    ^~~~~")
        #expect(output.stdout.contains("note: did you mean 'params'?"))
        #expect(output.stdout.hasSuffix("1 error, 0 warnings\n"))
    }

    @Test func missingPathIsBadUsage() throws {
        let output = try FlowcProcess.run(["lint", "/nonexistent/flows"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no such file or directory: /nonexistent/flows"))
    }

    @Test func directoryWithoutFlowsIsBadUsage() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.yaml", "a: 1")
        let output = try FlowcProcess.run(["lint", directory.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no flow files"))
    }

    @Test func unknownOptionIsBadUsage() throws {
        let output = try FlowcProcess.run(["lint", "--frobnicate"])
        #expect(output.status == 2)
    }

    @Test func allFilesOfADirectoryAreReportedSortedByFileAndPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b/second.flow.yaml", Self.broken.replacingOccurrences(of: "Auth", with: "Second"))
        try directory.write("a/first.flow.yml", Self.broken.replacingOccurrences(of: "Auth", with: "First"))
        try directory.write("a/ignored.yaml", "not: [a flow")
        let output = try FlowcProcess.run(["lint", "--reporter", "json", directory.path])
        #expect(output.status == 1)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let files = entries.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }
        #expect(files == ["first.flow.yml", "second.flow.yaml"])
    }

    @Test func jsonReporterHasTheDocumentedFields() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", Self.broken)
        let output = try FlowcProcess.run(["lint", "--reporter", "json", path])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let entry = try #require(entries.first)
        #expect(entry["file"] as? String == path)
        #expect(entry["line"] as? Int == 5)
        #expect(entry["column"] as? Int == 5)
        #expect(entry["severity"] as? String == "error")
        #expect(entry["id"] as? String == "unknown-key")
        #expect(entry["message"] as? String == "unknown key 'prams' in step 'login'")
        let notes = try #require(entry["notes"] as? [[String: Any]])
        #expect(notes.contains { $0["message"] as? String == "did you mean 'params'?" })
    }

    @Test func githubReporterWritesWorkflowCommands() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", Self.broken)
        let output = try FlowcProcess.run(["lint", "--reporter", "github", path])
        let firstLine = try #require(output.stdout.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("::error file=\(path),line=5,col=5,title=flowc unknown-key::unknown key 'prams'"))
        #expect(firstLine.contains("%0Anote: did you mean 'params'?"))
    }

    @Test func sarifReporterIsSARIF210WithRulesAndResults() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", Self.broken)
        let output = try FlowcProcess.run(["lint", "--reporter", "sarif", path])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "unknown-key" })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "unknown-key")
        #expect(result["level"] as? String == "error")
        let region = try #require(
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"])
                as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 5)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", StrictTests.warned)
        let relaxed = try FlowcProcess.run(["lint", path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning:"))
        let strict = try FlowcProcess.run(["lint", "--strict", path])
        #expect(strict.status == 1)
    }

    @Test func explainListsEveryCheckAndExplainsOne() throws {
        let list = try FlowcProcess.run(["explain"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("unreachable-step"))
        #expect(list.stdout.contains("yaml-syntax"))
        let one = try FlowcProcess.run(["explain", "duplicate-key"])
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("# duplicate-key (error)"))
        #expect(one.stdout.contains("```yaml"))
        // One example of each kind on a terminal, and how to see the others; every one with --all.
        let check = try #require(Checks.description(of: "no-exit"))
        let short = try FlowcProcess.run(["explain", "no-exit"])
        let all = try FlowcProcess.run(["explain", "no-exit", "--all"])
        let first: Int = check.triggering[0].files.count + check.nonTriggering[0].files.count
        #expect(short.stdout.components(separatedBy: "```yaml").count - 1 == first)
        let files: Int = check.triggering.flatMap(\.files).count + check.nonTriggering.flatMap(\.files).count
        let shown: Int = all.stdout.components(separatedBy: "```yaml").count - 1
        #expect(shown == files)
        #expect(short.stdout.contains("more examples: `flowc explain no-exit --all`"))
        #expect(short.stdout.split(separator: "\n").count < 80, "\(short.stdout.split(separator: "\n").count) lines")
        let typo = try FlowcProcess.run(["explain", "dead-ends"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'dead-end'?"))
    }
}
