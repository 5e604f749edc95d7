import Foundation
import Testing

@testable import FlowCompiler

/// flowc's command-line habits, as people who use swiftc, SwiftLint and git expect them: a misspelt command gets
/// a did-you-mean, `-` is standard input, a clean run says what it checked, one document on stdout, one spelling of
/// errors, `-V`.
struct CommandLineTests {
    static let clean = LintCommandTests.clean
    static let broken = LintCommandTests.broken

    /// A second flow, so that a directory holds a program of two.
    static let other = """
        flow: Other
        start: home
        steps:
          home:
            terminal: true
        """

    @Test func aMisspeltCommandGetsADidYouMean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        let output = try FlowcProcess.run(["generte", "Flows", "--output", "out"], in: directory.path)
        #expect(output.status == 2)
        #expect(output.stderr == "error: unknown command 'generte'; did you mean 'generate'?\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
    }

    @Test func aPathIsStillLintedWithoutACommand() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        // A folder whose name is close to a command's is a path: it exists.
        try directory.write("grap/auth.flow.yaml", Self.broken)
        let flows = try FlowcProcess.run(["Flows"], in: directory.path)
        #expect(flows.status == 0)
        #expect(flows.stderr == "checked 1 flow in 1 file: no problems\n")
        let grap = try FlowcProcess.run(["grap"], in: directory.path)
        #expect(grap.status == 1)
        #expect(grap.stdout.hasPrefix("grap/auth.flow.yaml:5:5: error: unknown key 'prams'"))
        // Neither a path nor close to a command: the path is reported missing, as before.
        let missing = try FlowcProcess.run(["nowhere"], in: directory.path)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: no such file or directory: nowhere\n")
    }

    @Test func dashReadsAFlowFromStandardInputUnderTheGivenName() throws {
        let flowc = FlowcProcess.executable.path
        let named = try ExternalTools.run(
            flowc, ["lint", "-", "--stdin-name", "Flows/auth.flow.yaml"], input: Self.broken,
            environment: ["NO_COLOR": "1"])
        #expect(named.status == 1)
        #expect(
            named.stdout.hasPrefix(
                "Flows/auth.flow.yaml:5:5: error: unknown key 'prams' in step 'login' [unknown-key]\n"))
        let unnamed = try ExternalTools.run(flowc, ["lint", "-"], input: Self.broken, environment: ["NO_COLOR": "1"])
        #expect(unnamed.stdout.hasPrefix("<stdin>:5:5: error: unknown key 'prams'"))
        let clean = try ExternalTools.run(flowc, ["lint", "-"], input: Self.clean)
        #expect(clean.status == 0)
        #expect(clean.stderr == "checked 1 flow in 1 file: no problems\n")
    }

    /// An editor lints its unsaved buffer with the rest of the program: the buffer replaces the file on disk.
    @Test func standardInputStandsForTheFileOfItsName() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Flows/auth.flow.yaml", Self.clean)
        try directory.write("Flows/other.flow.yaml", Self.other)
        let output = try ExternalTools.run(
            FlowcProcess.executable.path, ["lint", directory.path + "/Flows", "-", "--stdin-name", path],
            input: Self.broken, environment: ["NO_COLOR": "1"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("\(path):5:5: error: unknown key 'prams'"))
        #expect(!output.stdout.contains("duplicate"))
        #expect(output.stdout.hasSuffix("1 error, 0 warnings\n"))
    }

    /// The buffer stands for its file however the folder's listing and the editor spell the path.
    @Test func standardInputStandsForItsFileWhateverThePathsSpelling() throws {
        let directory = try TemporaryDirectory()
        try directory.write("feed.flow.yaml", Self.clean)
        try directory.write("other.flow.yaml", Self.other)
        for (folder, name) in [
            (".", "feed.flow.yaml"), (".", "./feed.flow.yaml"), (directory.path, "feed.flow.yaml"),
            (".", directory.path + "/./feed.flow.yaml"),
        ] {
            let output = try ExternalTools.run(
                FlowcProcess.executable.path, ["lint", folder, "-", "--stdin-name", name], input: Self.clean,
                in: directory.path, environment: ["NO_COLOR": "1"])
            #expect(output.status == 0, "\(folder) \(name): \(output.stdout)")
            #expect(!output.stdout.contains("duplicate"), "\(folder) \(name)")
            #expect(output.stderr.hasPrefix("checked 2 flows in 2 files"), "\(folder) \(name): \(output.stderr)")
        }
    }

    @Test func dashTwiceIsBadUsage() throws {
        let output = try FlowcProcess.run(["lint", "-", "-"])
        #expect(output.status == 2)
        #expect(output.stderr == "error: '-' (standard input) is given more than once\n")
    }

    @Test func stdinNameWithoutDashIsBadUsage() throws {
        let output = try FlowcProcess.run(["lint", ".", "--stdin-name", "a.flow.yaml"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: --stdin-name names the flow read from standard input"))
    }

    @Test func aCleanLintSaysWhatItCheckedOnStderrUnlessQuiet() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        try directory.write("Flows/other.flow.yaml", Self.other)
        let text = try FlowcProcess.run(["lint", "Flows"], in: directory.path)
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr == "checked 2 flows in 2 files: no problems\n")
        let quiet = try FlowcProcess.run(["lint", "--quiet", "Flows"], in: directory.path)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        // The machine reporters' stdout is what it was: the line goes to stderr only.
        let json = try FlowcProcess.run(["lint", "--reporter", "json", "Flows"], in: directory.path)
        #expect(json.stdout == JSONReporter.render([]))
        #expect(json.stderr == "checked 2 flows in 2 files: no problems\n")
        // The flowc.yaml read is named: it may have been found above the flows.
        try directory.write("flowc.yaml", "diagrams:\n  format: mermaid\n")
        let configured = try FlowcProcess.run(["lint", "Flows"], in: directory.path)
        #expect(configured.stderr == "checked 2 flows in 2 files and flowc.yaml: no problems\n", "\(configured.stdout)")
    }

    @Test func graphOfSeveralFlowsRefusesStdoutAndSaysWhatToUse() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        try directory.write("Flows/other.flow.yaml", Self.other)
        for format in ["dot", "mermaid"] {
            let output = try FlowcProcess.run(["graph", "Flows", "--format", format], in: directory.path)
            #expect(output.status == 2)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.hasPrefix("error: 2 diagrams (Auth.\(format == "dot" ? "dot" : "mmd"), Other."))
            #expect(output.stderr.contains("--output DIR") && output.stderr.contains("--overview"))
        }
    }

    /// Into a folder, every flow's diagram and the app's overview, as the command plugin draws them; the flows'
    /// alone with --no-overview or flowc.yaml's `overview: false`, or when some flows are chosen.
    @Test func graphIntoAFolderDrawsTheOverviewToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        try directory.write("Flows/other.flow.yaml", Self.other)
        func drawn(_ arguments: [String], config: String? = nil) throws -> [String] {
            let folder = directory.path + "/out-\(arguments.joined())\(config == nil ? "" : "-config")"
            if let config { try directory.write("Flows/flowc.yaml", config) }
            defer { try? FileManager.default.removeItem(atPath: directory.path + "/Flows/flowc.yaml") }
            let output = try FlowcProcess.run(["graph", "Flows", "--output", folder] + arguments, in: directory.path)
            #expect(output.status == 0, "\(output.stderr)")
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        }
        #expect(try drawn([]) == ["Auth.dot", "Other.dot", "app-overview.dot"])
        #expect(try drawn(["--no-overview"]) == ["Auth.dot", "Other.dot"])
        #expect(try drawn(["--overview"]) == ["app-overview.dot"])
        #expect(try drawn(["--flow", "Auth"]) == ["Auth.dot"])
        #expect(try drawn([], config: "diagrams:\n  overview: false\n") == ["Auth.dot", "Other.dot"])
    }

    /// What goes to stdout is one document: `dot` renders it, Mermaid's parser accepts it.
    @Test func graphToStdoutIsOneDocumentDotAndMermaidRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        try directory.write("Flows/other.flow.yaml", Self.other)
        let one = try FlowcProcess.run(["graph", "Flows", "--flow", "Auth"], in: directory.path)
        let overview = try FlowcProcess.run(["graph", "Flows", "--overview"], in: directory.path)
        #expect(one.status == 0 && overview.status == 0)
        for text in [one.stdout, overview.stdout] {
            #expect(text.components(separatedBy: "digraph").count == 2, "one digraph")
            if ExternalTools.hasGraphviz, let dot = ExternalTools.which("dot") {
                let rendered = try ExternalTools.run(dot, ["-Tsvg"], input: text)
                #expect(rendered.status == 0, "\(rendered.stderr)")
                #expect(rendered.stdout.components(separatedBy: "<svg").count == 2, "one SVG document")
            }
        }
        let mermaid = try FlowcProcess.run(
            ["graph", "Flows", "--flow", "Other", "--format", "mermaid"], in: directory.path)
        #expect(mermaid.status == 0)
        if ExternalTools.hasMermaid {
            let file = try directory.write("other.mmd", mermaid.stdout)
            #expect(try ExternalTools.mermaidProblems([file]).isEmpty)
        }
    }

    /// A diagram says nothing of a file that exists only in flowc's own repository.
    @Test func diagramsNameNoFileOfFlowcsRepository() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.clean)
        for arguments in [["--format", "dot"], ["--format", "mermaid"], ["--overview"]] {
            let output = try FlowcProcess.run(["graph", "Flows"] + arguments, in: directory.path)
            #expect(output.status == 0)
            #expect(output.stdout.contains("Generated; do not edit."))
            #expect(!output.stdout.contains("docs/"), "\(arguments)")
        }
    }

    @Test func errorsAreSpelledOneWay() throws {
        let cases: [[String]] = [
            ["lint", "--frobnicate"], ["lint", "/nonexistent/flows"], ["generate", "."], ["graph", "--format", "png"],
            ["lint", "--config", "a.yaml", "--no-config"],
        ]
        for arguments in cases {
            let output = try FlowcProcess.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: "), "\(arguments): \(output.stderr)")
            #expect(!output.stderr.contains("Error:"), "\(arguments): \(output.stderr)")
        }
    }

    @Test func capitalVPrintsTheVersion() throws {
        let short = try FlowcProcess.run(["-V"])
        let long = try FlowcProcess.run(["--version"])
        #expect(short.status == 0)
        #expect(short.stdout == FlowcVersion.current + "\n")
        #expect(short.stdout == long.stdout)
    }

    /// The README says how to install completions; the command it names works.
    @Test func shellCompletionsAreDocumentedAndWork() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("flowc --generate-completion-script zsh"))
        for shell in ["bash", "zsh", "fish"] {
            let output = try FlowcProcess.run(["--generate-completion-script", shell])
            #expect(output.status == 0)
            #expect(output.stdout.contains("generate") && output.stdout.contains("stdin-name"), "\(shell)")
            // `flowc explain` completes check ids.
            #expect(
                output.stdout.contains("unreachable-step") && output.stdout.contains("dialog-without-cancel"),
                "\(shell)")
        }
    }
}
