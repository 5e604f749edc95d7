import Foundation
import Testing

@testable import FlowCompiler

/// `flowc lint --fix`: the fix-its flowc is sure of (a did-you-mean with a single close candidate) are applied,
/// written atomically and listed; others are left to the user; a second run changes nothing.
struct FixTests {
    static let typos = """
        flow: Auth
        start: login
        steps:
          login:
            summry: E-mail and password.
            on:
              submit: { to: verifyCod, with: { email: String } }
          verifyCode:
            params: { email: String }
            terminal: true
        """

    @Test func fixAppliesTheSureFixItsAndASecondRunChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Flows/auth.flow.yaml", Self.typos)
        let first = try FlowcProcess.run(["lint", "--fix", "Flows"], in: directory.path)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            fixed
                == Self.typos.replacingOccurrences(of: "summry", with: "summary")
                .replacingOccurrences(of: "verifyCod,", with: "verifyCode,"))
        #expect(first.status == 0, "\(first.stdout)")
        // What changed on stdout, as problems are, each at its place; the counts on stderr.
        #expect(
            first.stdout == """
                Flows/auth.flow.yaml:5:5: fixed 'summry' → 'summary' [unknown-key]
                Flows/auth.flow.yaml:7:21: fixed 'verifyCod' → 'verifyCode' [unknown-step]

                """)
        #expect(first.stderr == "fixed 2 problems in 1 file\nchecked 1 flow in 1 file: no problems\n")
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let second = try FlowcProcess.run(["lint", "--fix", "Flows"], in: directory.path)
        #expect(second.status == 0)
        #expect(second.stderr == "nothing to fix\nchecked 1 flow in 1 file: no problems\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    /// `loginFor` is one edit from `loginForm` and from `loginFrom`: which one is the user's call.
    @Test func anAmbiguousDidYouMeanIsShownNotApplied() throws {
        let text = """
            flow: Auth
            start: loginForm
            steps:
              loginForm:
                on: { next: loginFor }
              loginFrom:
                on: { back: back }
                terminal: true
            """
        let directory = try TemporaryDirectory()
        let path = try directory.write("auth.flow.yaml", text)
        let output = try FlowcProcess.run(["lint", "--fix", path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("unknown step 'loginFor'"))
        #expect(output.stderr == "nothing to fix\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let json = try FlowcProcess.run(["lint", "--reporter", "json", path])
        #expect(json.stdout.contains("\"safe\" : false"))
    }

    /// flowc.yaml is checked as flows are, and fixed the same way.
    @Test func fixRepairsTheFlowcYamlToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", LintCommandTests.clean)
        let config = try directory.write("Flows/flowc.yaml", "diagrams:\n  format: mermiad\n  overveiw: true\n")
        let output = try FlowcProcess.run(["lint", "--fix", "Flows"], in: directory.path)
        #expect(output.status == 0)
        #expect(
            try String(contentsOfFile: config, encoding: .utf8) == "diagrams:\n  format: mermaid\n  overview: true\n")
        #expect(
            output.stdout.hasPrefix(
                """
                Flows/flowc.yaml:2:11: fixed 'mermiad' → 'mermaid' [wrong-value]
                Flows/flowc.yaml:3:3: fixed 'overveiw' → 'overview' [unknown-key]
                """))
        #expect(output.stderr.hasPrefix("fixed 2 problems in 1 file"))
        // A machine-readable report keeps stdout its own: the changes go to stderr.
        try directory.write("Flows/flowc.yaml", "diagrams:\n  format: mermiad\n")
        let json = try FlowcProcess.run(["lint", "--fix", "--reporter", "json", "Flows"], in: directory.path)
        #expect(json.stdout.hasPrefix("["), "\(json.stdout)")
        #expect(json.stderr.hasPrefix("Flows/flowc.yaml:2:11: fixed 'mermiad' → 'mermaid' [wrong-value]"))
    }

    @Test func fixRefusesStandardInput() throws {
        let output = try FlowcProcess.run(["lint", "--fix", "-"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: --fix rewrites files"))
    }

    /// Columns count characters: a fix after a multi-byte character lands on the name, not bytes before it.
    @Test func aFixAfterMultibyteTextReplacesTheName() {
        let file = SourceFile(path: "a.flow.yaml", text: "x: { é: 1, «ab»: verifyCod }\n")
        let location = SourceLocation(file: "a.flow.yaml", line: 1, column: 18, length: 9)
        let diagnostic = Diagnostic(
            id: "unknown-step", severity: .error, message: "m", at: location,
            fixIts: [.init(replacing: location, with: "verifyCode", safe: true)])
        let (fixed, changes) = FixApplier.apply([diagnostic], to: file)
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == "x: { é: 1, «ab»: verifyCode }\n")
        #expect(changes.map(\.original) == ["verifyCod"])
        // Not safe: left alone.
        var unsure = diagnostic
        unsure.fixIts[0].isSafe = false
        #expect(FixApplier.apply([unsure], to: file).1.isEmpty)
    }

    /// A quoted name stays quoted, in its own quotes; line breaks (CRLF here) are kept.
    @Test func aQuotedNameKeepsItsQuotes() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "auth.flow.yaml",
            "flow: Auth\r\nstart: login\r\nsteps:\r\n  login:\r\n    on: { submit: \"verifyCod\", other: 'verifyCod' }\r\n"
                + "  verifyCode:\r\n    terminal: true\r\n")
        let output = try FlowcProcess.run(["lint", "--fix", path])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "flow: Auth\r\nstart: login\r\nsteps:\r\n  login:\r\n    on: { submit: \"verifyCode\", other: 'verifyCode' }\r\n"
                + "  verifyCode:\r\n    terminal: true\r\n")
    }

    @Test func soleSuggestionMeansNoOtherCloseName() {
        #expect(Names.isSoleSuggestion("params", for: "prams", among: ["params", "on", "summary"]))
        #expect(!Names.isSoleSuggestion("loginForm", for: "loginFor", among: ["loginForm", "loginFrom"]))
    }
}
