import ArgumentParser
import FlowCompiler
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks flow files and reports every problem.",
        discussion: "Exit status: 0 clean, 1 problems found, 2 bad usage or unreadable input.")

    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @Argument(help: "Flow files, or directories to search for *.flow.yaml files.")
    var paths: [String] = ["."]

    @Option(help: "Output format: text, json, github (workflow annotations) or sarif (2.1.0).")
    var reporter: Reporter = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(help: "The root flow of the app; flows it cannot reach are reported.")
    var root: String?

    @Option(help: "A flowc.yaml with the project's options (its 'root'); the command line wins over it.")
    var config: String?

    @Flag(inversion: .prefixedNo, help: "Colour the text report (default: when writing to a terminal).")
    var color: Bool?

    func run() throws {
        let input = try CheckedInput.load(paths: paths, config: config, root: root)
        let diagnostics = input.diagnostics
        let output: String
        switch reporter {
        case .text:
            let colored = Terminal.wantsColor(color)
            output = TextReporter(colored: colored, sources: input.sources).render(diagnostics)
        case .json: output = JSONReporter.render(diagnostics)
        case .github: output = GitHubReporter.render(diagnostics)
        case .sarif: output = SARIFReporter.render(diagnostics, version: FlowcVersion.current)
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
    }
}
