import Foundation
import Testing

/// `flowc diff` as a user or a CI job runs it: against a directory and a git revision, its exit status with and
/// without `--fail-on any`, accepted breaks, flowc.yaml's problems, a broken version, and each reporter.
struct DiffCommandTests {
    /// A temporary folder holding `old/` and `new/`, each a copy of Flows/; `edit` changes the new one.
    static func versions(_ edits: [(file: String, old: String, new: String)] = []) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.path("Flows"))
        where name.hasSuffix(".flow.yaml") {
            let text = try Repository.text("Flows/" + name)
            try directory.write("old/" + name, text)
            var edited = text
            for edit in edits where edit.file == name {
                #expect(edited.contains(edit.old), "the edit no longer applies to Flows/\(name): \(edit.old)")
                edited = edited.replacingOccurrences(of: edit.old, with: edit.new)
            }
            try directory.write("new/" + name, edited)
        }
        return directory
    }

    static let removedLink = [(file: "auth.flow.yaml", old: "      - /auth/login?email={email}\n", new: "")]
    static let addedLink = [
        (
            file: "profile.flow.yaml", old: "    params: { topic: String? }\n",
            new: "    params: { topic: String? }\n    deeplink: /help/{topic}\n"
        )
    ]

    /// `file:line:column` of `token` on the first line of the file that contains `line`.
    static func place(_ path: String, shown: String, line: String, token: String) throws -> String {
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(line) })
        let range = try #require(lines[index].range(of: token))
        return "\(shown):\(index + 1):\(lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)"
    }

    @Test func aBreakingChangeFailsWithBothPlaces() throws {
        let directory = try Self.versions(Self.removedLink)
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 1)
        let new = try Self.place(
            directory.path + "/new/auth.flow.yaml", shown: "new/auth.flow.yaml", line: "  login:", token: "login")
        let old = try Self.place(
            directory.path + "/old/auth.flow.yaml", shown: "old/auth.flow.yaml", line: "/auth/login", token: "/auth")
        let lines = output.stdout.components(separatedBy: "\n")
        #expect(
            lines.first
                == "\(new): breaking: [link-removed] deep link '/auth/login?email={email}' of step 'login' of flow "
                + "'Auth' was removed: URLs sent before open nothing")
        #expect(lines.dropFirst().first == "\(old): note: the old version (old)")
        #expect(output.stdout.hasSuffix("\n1 breaking, 0 compatible, 0 accepted\n"))
        let any = try FlowcProcess.run(["diff", "new", "--against", "old", "--fail-on", "any"], in: directory.path)
        #expect(any.status == 1)
    }

    @Test func aCompatibleChangeFailsOnlyOnAny() throws {
        let directory = try Self.versions(Self.addedLink)
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                ": compatible: [link-added] deep link '/help/{topic}' of step 'help' of flow 'Profile' was added\n"))
        #expect(output.stdout.hasSuffix("0 breaking, 1 compatible, 0 accepted\n"))
        let any = try FlowcProcess.run(["diff", "new", "--against", "old", "--fail-on", "any"], in: directory.path)
        #expect(any.status == 1)
    }

    @Test func cosmeticChangesReportNothing() throws {
        let directory = try Self.versions([
            (file: "auth.flow.yaml", old: "flow: Auth\n", new: "# signing in\nflow: Auth   # renamed nothing\n"),
            (file: "auth.flow.yaml", old: "  signedIn: { userId: UUID }\n", new: "  signedIn:\n    userId: UUID\n"),
            (
                file: "app.flow.yaml", old: "summary: Routes a launch to sign-in or to the main tabs.",
                new: "summary: The root."
            ),
        ])
        try FileManager.default.moveItem(
            atPath: directory.path + "/new/auth.flow.yaml", toPath: directory.path + "/new/sign-in.flow.yaml")
        for fail in ["breaking", "any"] {
            let output = try FlowcProcess.run(
                ["diff", "new", "--against", "old", "--fail-on", fail], in: directory.path)
            #expect(output.status == 0)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr == "no changes against old (6 flows compared)\n")
        }
    }

    @Test func anAcceptedBreakIsListedAndPasses() throws {
        let directory = try Self.versions(Self.removedLink)
        try directory.write(
            "new/flowc.yaml",
            """
            diff:
              accept:
                - change: link-removed
                  flow: Auth
                  link: /auth/login?email={email}
                  reason: "The legacy path was last sent in 2023."
            """)
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 0)
        #expect(output.stdout.contains(": breaking (accepted): [link-removed] "))
        #expect(output.stdout.contains("\nnote: accepted in flowc.yaml: The legacy path was last sent in 2023.\n"))
        #expect(output.stdout.hasSuffix("0 breaking, 0 compatible, 1 accepted\n"))
    }

    @Test func anAcceptanceWithoutReasonIsAConfigError() throws {
        let directory = try Self.versions(Self.removedLink)
        try directory.write("new/flowc.yaml", "diff:\n  accept:\n    - change: link-removed\n      flow: Auth\n")
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "new/flowc.yaml:3:7: error: an entry of 'accept' is missing 'reason' [missing-key]\n"))
        #expect(output.stderr == "error: the new version has 1 error: no diff\n")
    }

    @Test func aStaleAcceptanceIsAWarning() throws {
        let directory = try Self.versions()
        try directory.write(
            "new/flowc.yaml", "diff:\n  accept:\n    - change: link-removed\n      flow: Auth\n      reason: gone\n")
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 0)
        #expect(
            output.stdout
                == "new/flowc.yaml:3:7: warning: the accepted change 'link-removed' matches no change against old: "
                + "remove the entry [stale-acceptance]\n0 breaking, 0 compatible, 0 accepted\n")
    }

    /// `versions()` whose old Auth goes to a step it lacks (an unknown-step error).
    static func brokenOldVersion() throws -> TemporaryDirectory {
        let directory = try versions()
        try directory.write(
            "old/auth.flow.yaml",
            try Repository.text("Flows/auth.flow.yaml").replacingOccurrences(
                of: "to: verifyCode", with: "to: verifyCod"))
        return directory
    }

    @Test func aBrokenOldVersionIsReportedNotCompared() throws {
        let directory = try Self.brokenOldVersion()
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains("old/auth.flow.yaml:"))
        #expect(output.stdout.contains("error: unknown step 'verifyCod' in flow 'Auth' [unknown-step]"))
        #expect(
            output.stderr
                == "error: the old version (old) has 1 error: no diff\nnote: when the old version fails a check added "
                + "to flowc since, compare against a newer base\n")
    }

    /// A machine report of a version with errors keeps the diff's schema, the errors in it.
    @Test func aBrokenVersionKeepsTheReportsSchema() throws {
        let directory = try Self.brokenOldVersion()
        let run = { (reporter: String) in
            try FlowcProcess.run(["diff", "new", "--against", "old", "--reporter", reporter], in: directory.path)
        }
        let json = try run("json")
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["against"] as? String == "old")
        #expect((document["changes"] as? [Any])?.isEmpty == true)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.map { $0["id"] as? String } == ["unknown-step"])
        #expect(errors.first?["severity"] as? String == "error")
        #expect(errors.first?["file"] as? String == "old/auth.flow.yaml")
        #expect(errors.first?["message"] as? String == "unknown step 'verifyCod' in flow 'Auth'")
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["fails"] as? Bool == true)
        #expect(summary["breaking"] as? Int == 0)
        #expect(json.stderr.hasPrefix("error: the old version (old) has 1 error: no diff\n"))

        let markdown = try run("markdown")
        #expect(markdown.status == 1)
        #expect(
            markdown.stdout.hasPrefix(
                "### flowc diff against `old`: cannot compare: 1 error in the old version\n\n- `old/auth.flow.yaml:"))
        #expect(markdown.stdout.contains("`: unknown step 'verifyCod' in flow 'Auth' (`unknown-step`)\n"))

        let sarif = try run("sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require((sarifRun["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] })
        let ruleIDs = try #require((rules["rules"] as? [[String: Any]])?.map { $0["id"] as? String })
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unknown-step"])
        #expect(results.map { $0["level"] as? String } == ["error"])
        let index = try #require(results.first?["ruleIndex"] as? Int)
        #expect(ruleIDs[index] == "unknown-step")
        #expect(ruleIDs.contains("link-removed"))
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=flowc", "-c", "user.email=flowc@example.com"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func aGitRevisionIsReadWithoutCheckout() throws {
        let directory = try Self.versions()
        let repository = directory.path + "/repo"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: directory.path + "/old", toPath: repository + "/Flows")
        try Self.git(["init", "-q"], in: repository)
        try Self.git(["add", "Flows"], in: repository)
        try Self.git(["commit", "-q", "-m", "flows"], in: repository)
        let auth = repository + "/Flows/auth.flow.yaml"
        let text = try String(contentsOfFile: auth, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "      - /auth/login?email={email}\n", with: "").utf8).write(
            to: URL(fileURLWithPath: auth))
        let output = try FlowcProcess.run(["diff", "Flows", "--against", "HEAD"], in: repository)
        #expect(output.status == 1)
        let old = try Self.place(
            directory.path + "/old/auth.flow.yaml", shown: "HEAD:Flows/auth.flow.yaml", line: "/auth/login",
            token: "/auth")
        #expect(output.stdout.hasPrefix("Flows/auth.flow.yaml:"))
        #expect(output.stdout.contains(": breaking: [link-removed] "))
        #expect(output.stdout.contains("\n\(old): note: the old version (HEAD)\n"))
        // The work tree is as it was: nothing was checked out.
        #expect(try String(contentsOfFile: auth, encoding: .utf8) != text)
    }

    /// Each way an --against value can be wrong has its own message; all are bad usage.
    @Test func oddAgainstValuesSayWhatIsWrong() throws {
        let directory = try Self.versions()
        let file = try FlowcProcess.run(["diff", "new", "--against", "old/auth.flow.yaml"], in: directory.path)
        #expect(file.status == 2)
        #expect(
            file.stderr
                == "error: --against 'old/auth.flow.yaml' is a file: give the directory that holds the old flow "
                + "files, or a git revision\n")
        let noRepository = try FlowcProcess.run(["diff", "new", "--against", "main"], in: directory.path)
        #expect(noRepository.status == 2)
        #expect(
            noRepository.stderr
                == "error: --against 'main' is not a directory, and no git repository holds new to read a revision "
                + "from\n")

        let repository = directory.path + "/repo"
        try FileManager.default.copyItem(atPath: directory.path + "/old", toPath: repository + "/Flows")
        try Self.git(["init", "-q"], in: repository)
        let empty = try FlowcProcess.run(["diff", "Flows", "--against", "HEAD"], in: repository)
        #expect(empty.status == 2)
        #expect(
            empty.stderr.hasPrefix("error: --against 'HEAD': the git repository at ")
                && empty.stderr.hasSuffix("/repo has no commits yet\n"))

        try Self.git(["add", "Flows"], in: repository)
        try Self.git(["commit", "-q", "-m", "flows"], in: repository)
        let unknown = try FlowcProcess.run(["diff", "Flows", "--against", "no-such-branch"], in: repository)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.hasPrefix(
                "error: --against 'no-such-branch' is not a directory, nor a revision of the git repository at "))
        #expect(
            unknown.stderr.hasSuffix(
                "/repo: unknown revision 'no-such-branch'\nnote: in CI, fetch the history the revision is in (with "
                    + "actions/checkout, 'fetch-depth: 0')\n"))
    }

    static let rootedApp = [
        (
            "app.flow.yaml",
            "flow: App\nstart: home\nsteps:\n  home:\n    on: { go: side }\n  side:\n    flow: Side\n    on: { done: home }\n"
        ),
        (
            "side.flow.yaml",
            "flow: Side\noutcomes: { done: {} }\nstart: s\nsteps:\n  s:\n    on: { ok: { finish: done } }\n"
        ),
        ("other.flow.yaml", "flow: Other\nstart: a\nsteps:\n  a:\n    on: { next: b }\n  b: { terminal: true }\n"),
    ]

    /// A repository whose first commit holds `rootedApp` in Flows/ and `flowc.yaml` (root: App) at `config`, when
    /// given; then the work tree's Other loses step b, a change only a version without a root reports.
    static func rootedRepository(config: String?) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in rootedApp { try directory.write("Flows/" + name, text) }
        if let config { try directory.write(config, "root: App\n") }
        try git(["init", "-q"], in: directory.path)
        try git(["add", "."], in: directory.path)
        try git(["commit", "-q", "-m", "flows"], in: directory.path)
        try directory.write("Flows/other.flow.yaml", "flow: Other\nstart: a\nsteps:\n  a: { terminal: true }\n")
        return directory
    }

    /// The old flowc.yaml is the nearest one at or above the inputs in the revision's own tree: moved or deleted
    /// since, it still gives the old version its root.
    @Test func theOldFlowcYamlIsFoundInTheRevision() throws {
        for change in ["moved", "deleted"] {
            let directory = try Self.rootedRepository(config: "flowc.yaml")
            if change == "moved" {
                try FileManager.default.moveItem(
                    atPath: directory.path + "/flowc.yaml", toPath: directory.path + "/Flows/flowc.yaml")
            } else {
                try FileManager.default.removeItem(atPath: directory.path + "/flowc.yaml")
            }
            let output = try FlowcProcess.run(["diff", "Flows", "--against", "HEAD"], in: directory.path)
            #expect(output.status == 0, "flowc.yaml \(change): \(output.stdout)")
            #expect(output.stdout == "")
            #expect(output.stderr == "no changes against HEAD (3 flows compared)\n")
        }
        // Without a flowc.yaml in the old version, it has no root: every flow counts, and the run says so.
        let directory = try Self.rootedRepository(config: nil)
        try directory.write("Flows/flowc.yaml", "root: App\n")
        let output = try FlowcProcess.run(["diff", "Flows", "--against", "HEAD"], in: directory.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains(": breaking: [restoration-step-removed] step 'b' of flow 'Other' was removed"))
        #expect(
            output.stderr
                == "warning: the old version (HEAD) has no flowc.yaml, the new one reads Flows/flowc.yaml: the old "
                + "version is compared without its options (no root)\n")
    }

    @Test func machineReportsParseAndCarryBothPlaces() throws {
        let directory = try Self.versions(Self.removedLink + Self.addedLink)
        let run = { (reporter: String) in
            try FlowcProcess.run(["diff", "new", "--against", "old", "--reporter", reporter], in: directory.path)
        }
        let json = try run("json")
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.map { $0["id"] as? String } == ["link-removed", "link-added"])
        #expect(changes.map { $0["severity"] as? String } == ["breaking", "compatible"])
        #expect((changes[0]["old"] as? [String: Any])?["file"] as? String == "old/auth.flow.yaml")
        #expect(changes[1]["old"] is NSNull)
        #expect(document["against"] as? String == "old")

        let github = try run("github")
        let annotations = github.stdout.split(separator: "\n")
        #expect(annotations.count == 2)
        #expect(annotations[0].hasPrefix("::error file=new/auth.flow.yaml,line="))
        #expect(annotations[1].hasPrefix("::notice file=new/profile.flow.yaml,line="))

        let sarif = try run("sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(
            (driver["rules"] as? [[String: Any]])?.contains { $0["id"] as? String == "restoration-step-removed" }
                == true)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "note"])
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.count == 1 })

        let markdown = try run("markdown")
        #expect(markdown.stdout.hasPrefix("### flowc diff against `old`: 1 breaking, 1 compatible, 0 accepted\n"))
        #expect(markdown.stdout.contains("| **breaking** | `link-removed` |"))
        #expect(markdown.stdout.contains("| compatible | `link-added` |"))
    }
}
