import ArgumentParser
import FlowCompiler
import Foundation

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draws flows as Graphviz DOT or Mermaid diagrams.",
        discussion: """
            One diagram per flow, or with --overview one diagram of the app: which flow starts which, through \
            which steps and outcomes. With --output and no --flow, the app's overview is drawn beside the flows' \
            diagrams, as the command plugin does (--no-overview, or flowc.yaml's 'diagrams: overview: false': \
            the flows' alone). The flows are linted first and the problems printed to stderr as \
            'flowc lint' prints them; the diagrams are drawn anyway, with unreachable steps, dead ends and steps \
            without exit in red.

            Without --output the diagram goes to stdout, as one document: give one flow (a program of one flow, \
            or --flow NAME) or --overview; several diagrams need --output DIR. With --output, one file per \
            diagram (Auth.dot, app-overview.mmd, Big.part-2.mmd …), each rewritten only when it changed. Large \
            flows are folded, split or laid out with sfdp; a warning on stderr says so.

            Exit status: 0 drawn; 1 drawn, but lint found errors (0 with --allow-errors); 2 bad usage, \
            unreadable input, or output that cannot be written (then no file is written).
            """)

    @OptionGroup var input: InputOptions

    @Option(help: "dot (Graphviz, the default) or mermaid.")
    var format: DiagramFormat?

    @Option(name: .shortAndLong, help: "Write one file per diagram into this directory instead of stdout.")
    var output: String?

    @Flag(
        inversion: .prefixedNo,
        help:
            "--overview: draw the app's coordinator hierarchy instead of one diagram per flow; --no-overview: the flows' diagrams alone (with --output, both are drawn by default)."
    )
    var overview: Bool?

    @Option(help: "The root flow of the app, drawn at the top of the overview (default: flows no flow starts).")
    var root: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw subflows and tabs inline, as clusters holding the child flow (cycles are drawn once).")
    var expandSubflows: Bool?

    @Option(name: .customLong("flow"), help: "Draw only this flow (repeatable).")
    var flows: [String] = []

    @Flag(help: "Exit 0 even when lint found errors (the diagrams are drawn either way).")
    var allowErrors = false

    @Flag(inversion: .prefixedNo, help: "Colour the lint report (default: when stderr is a terminal).")
    var color: Bool?

    /// The command plugin lints first and reports there; its graph runs do not print the same problems again.
    @Flag(help: .private)
    var skipReport = false

    func run() throws {
        let checked = try CheckedInput.load(input, root: root)
        let (project, result, diagnostics) = (checked.project, checked.result, checked.diagnostics)
        let stderr = FileHandle.standardError
        if let note = project.targetsNote, !skipReport { stderr.write(Data((note + "\n").utf8)) }
        if !diagnostics.isEmpty && !skipReport {
            let colored = Terminal.wantsColor(color, descriptor: STDERR_FILENO)
            stderr.write(Data(TextReporter(colored: colored, sources: checked.sources).render(diagnostics).utf8))
        }
        let format = self.format ?? project.config.diagrams.format?.value ?? .dot
        let expandSubflows = self.expandSubflows ?? project.config.diagrams.expandSubflows?.value ?? false
        let known = result.program.flows.map(\.name.value)
        // A root from flowc.yaml that names no flow is an unknown-flow error at its place (reported above).
        for name in flows + (root.map { [$0] } ?? []) where !known.contains(name) {
            var message = "error: no flow named '\(name)'"
            if let suggestion = Names.suggestion(for: name, among: known) {
                message += "; did you mean '\(suggestion)'?"
            }
            stderr.write(Data((message + "\n").utf8))
            throw ExitCode(2)
        }
        let request = DiagramRequest(
            format: format, overview: overview == true, expandSubflows: expandSubflows, flows: flows)
        // Into a folder, every flow's diagram and the app's overview, as the command plugin draws them.
        let alsoOverview =
            overview == nil && output != nil && flows.isEmpty && project.config.diagrams.overview?.value != false
        var drawn = StageTimes.measure("draw the diagrams") {
            DiagramGenerator.render(result.program, diagnostics: diagnostics, request: request)
        }
        if alsoOverview {
            var overviewRequest = request
            overviewRequest.overview = true
            let app = DiagramGenerator.render(result.program, diagnostics: diagnostics, request: overviewRequest)
            drawn.files += app.files
            drawn.warnings += app.warnings
        }
        KeptUntilExit.keep(drawn)
        for warning in drawn.warnings {
            stderr.write(Data("warning: \(warning)\n".utf8))
        }
        if let output {
            do {
                let report = try StageTimes.measure("write the files") { () throws(OutputWriter.Failure) in
                    try OutputWriter(directory: output).write(drawn.files)
                }
                stderr.write(Data((report.summary(in: output) + "\n").utf8))
            } catch {
                stderr.write(Data("error: nothing written: \(error.description)\n".utf8))
                throw ExitCode(2)
            }
        } else if drawn.files.count > 1 {
            // `dot` and Mermaid read one document; several in one stream render as several pictures in one file.
            let names = drawn.files.map(\.path)
            let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
            stderr.write(
                Data(
                    ("error: \(names.count) diagrams (\(shown)) cannot go to stdout as one document; write them with "
                        + "--output DIR, draw one with --flow NAME, or the whole app with --overview\n").utf8))
            throw ExitCode(2)
        } else {
            FileHandle.standardOutput.write(Data((drawn.files.first?.text ?? "").utf8))
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if hasErrors && !allowErrors { throw ExitCode(1) }
    }
}

extension DiagramFormat: ExpressibleByArgument {}
