import ArgumentParser
import FlowCompiler
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks flow files and reports every problem.",
        discussion: """
            A clean run prints one line on stderr saying what it checked (--quiet: nothing). With --fix, the \
            fix-its flowc is sure of (a misspelt name with a single close candidate) are applied to the files, \
            each written atomically; the changes are listed on stderr, then what is left is reported.
            Exit status: 0 clean, 1 problems found, 2 bad usage or unreadable input.
            """)

    @OptionGroup var input: InputOptions

    @OptionGroup var check: CheckOptions

    @Flag(help: "Apply the fix-its flowc is sure of to the files, then report what is left.")
    var fix = false

    @Flag(name: .shortAndLong, help: "Print nothing on stderr when the flows are clean.")
    var quiet = false

    @OptionGroup var report: ReportOptions

    func validate() throws {
        if fix && input.paths.contains("-") {
            throw ValidationError("--fix rewrites files: it cannot fix standard input ('-')")
        }
    }

    func run() throws {
        var checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
        if fix { checked = try applyFixes(checked) }
        let diagnostics = checked.diagnostics
        if let note = checked.project.targetsNote, !quiet {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        let output = report.render(diagnostics, sources: checked.sources)
        FileHandle.standardOutput.write(Data(output.utf8))
        if diagnostics.isEmpty && !quiet {
            // The run's own flows: another module's (--interface) were checked with them, but are that module's.
            let program = checked.result.program
            let summary = CleanSummary.line(
                flows: program.flows.filter { program.module(of: $0) == nil }.count, files: checked.files.count,
                config: checked.project.sources.isEmpty
                    ? nil : checked.project.sources.map(\.path).joined(separator: ", "))
            FileHandle.standardError.write(Data((summary + "\n").utf8))
        }
        // Strict runs report warnings as errors already.
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// Applies the safe fix-its, writes the files that changed (each atomically), lists the changes, and returns
    /// the check of the new texts. The text report lists them on stdout, where what is left follows, each line
    /// `file:line:column:` (one stream for an editor or a CI log); a machine-readable report keeps stdout its own
    /// and lists them on stderr. The counts go to stderr, as a clean run's line does.
    private func applyFixes(_ checked: CheckedInput) throws -> CheckedInput {
        let fixed = FixApplier.fixAll(checked.sources) {
            checked.checkAgain($0, root: check.root, strict: check.strict).diagnostics
        }
        let stderr = FileHandle.standardError
        do {
            try fixed.write()
        } catch {
            stderr.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let changes = fixed.changes.map { $0.description + "\n" }.joined()
        if report.reporter == .text {
            print(changes, terminator: "")
        } else {
            stderr.write(Data(changes.utf8))
        }
        if !fixed.changes.isEmpty || !quiet { stderr.write(Data((fixed.summary + "\n").utf8)) }
        guard !fixed.files.isEmpty else { return checked }
        let changed = Dictionary(uniqueKeysWithValues: fixed.files.map { ($0.path, $0) })
        return checked.checkAgain(
            checked.sources.map { changed[$0.path] ?? $0 }, root: check.root, strict: check.strict)
    }
}
