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

    @Test func aBrokenOldVersionIsReportedNotCompared() throws {
        let directory = try Self.versions()
        try directory.write(
            "old/auth.flow.yaml",
            try Repository.text("Flows/auth.flow.yaml").replacingOccurrences(
                of: "to: verifyCode", with: "to: verifyCod"))
        let output = try FlowcProcess.run(["diff", "new", "--against", "old"], in: directory.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains("old/auth.flow.yaml:"))
        #expect(output.stdout.contains("error: unknown step 'verifyCod' in flow 'Auth' [unknown-step]"))
        #expect(output.stderr == "error: the old version (old) has 1 error: no diff\n")
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
        let unknown = try FlowcProcess.run(["diff", "Flows", "--against", "no-such-branch"], in: repository)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: --against 'no-such-branch' is neither a directory nor a git revision of the repository "
                + "holding the inputs\n")
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
