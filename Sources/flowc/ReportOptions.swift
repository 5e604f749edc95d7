import ArgumentParser
import FlowCompiler

/// How lint and generate print the problems they find.
struct ReportOptions: ParsableArguments {
    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @Option(help: "Output format: text, json, github (workflow annotations) or sarif (2.1.0).")
    var reporter: Reporter = .text

    @Flag(inversion: .prefixedNo, help: "Colour the text report (default: when writing to a terminal).")
    var color: Bool?

    /// The report of `diagnostics` for standard output; `sources` give the text report its source lines.
    func render(_ diagnostics: [Diagnostic], sources: [SourceFile]) -> String {
        switch reporter {
        case .text: TextReporter(colored: Terminal.wantsColor(color), sources: sources).render(diagnostics)
        case .json: JSONReporter.render(diagnostics)
        case .github: GitHubReporter.render(diagnostics)
        case .sarif: SARIFReporter.render(diagnostics, version: FlowcVersion.current)
        }
    }
}
