import ArgumentParser
import FlowCompiler
import Foundation

extension DiffReport.Format: ExpressibleByArgument {}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Reports what a change of the flows breaks for users and other flows: links, restoration, API.",
        discussion: """
            Compares the flows at PATH with the same flows in REF: a directory of flows, or a git revision of \
            the repository holding PATH (read with git, no checkout). Each change has a category (links, \
            restoration, api, behaviour), an id, a severity (breaking or compatible) and the place in each \
            version; breaks listed under 'diff: accept:' in flowc.yaml, each with a reason, are reported as \
            accepted and fail nothing. Both versions must lint without errors. docs/diff.md lists every change.
            Exit status: 0 nothing fails, 1 a change fails (--fail-on) or a version has errors, 2 bad usage.
            """)

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, any
    }

    @OptionGroup var input: InputOptions

    @Option(
        help: ArgumentHelp(
            "The old version: a directory of flows, or a git revision (HEAD, main, a tag…).", valueName: "ref"))
    var against: String

    @Option(help: "The root flow of the app, for both versions (default: each version's flowc.yaml).")
    var root: String?

    @Option(help: "Output format: text, json, github (workflow annotations), sarif (2.1.0) or markdown (a PR comment).")
    var reporter: DiffReport.Format = .text

    @Option(help: "What fails the run: breaking changes (default), or any change, compatible ones included.")
    var failOn: FailOn = .breaking

    func validate() throws {
        if input.paths.contains("-") {
            throw ValidationError("diff compares files: it cannot read standard input ('-')")
        }
        if !input.interfaces.isEmpty {
            throw ValidationError("diff compares a program's own flows: --interface is not supported")
        }
    }

    func run() throws {
        let new = try CheckedInput.load(input, root: root)
        let previous: PreviousVersion.Files
        do {
            previous = try PreviousVersion.load(against, inputs: input.paths, config: input.configPath)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        let oldProject = input.noConfig ? ConfigInput() : previous.config.map(ConfigInput.read) ?? ConfigInput()
        let old = CheckedInput.check(previous.flows, project: oldProject, root: root, strict: nil)
        // A comparison needs both programs whole: names that do not resolve would show up as changes.
        for (checked, name) in [(new, "the new version"), (old, "the old version (\(against))")] {
            let errors = checked.diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty else { continue }
            let report = ReportOptions.lintReport(reporter, errors, sources: checked.sources)
            FileHandle.standardOutput.write(Data(report.utf8))
            FileHandle.standardError.write(
                Data("error: \(name) has \(errors.count) error\(errors.count == 1 ? "" : "s"): no diff\n".utf8))
            throw ExitCode(1)
        }
        let result = ProgramDiff.compare(
            old: old.result.program, new: new.result.program, accepting: new.project.config.diff.accept)
        let report = DiffReport(result, against: against, failOn: failOn == .any ? .compatible : .breaking)
        FileHandle.standardOutput.write(Data(report.render(reporter).utf8))
        if result.changes.isEmpty && reporter == .text {
            let flows = new.result.program.flows.count
            FileHandle.standardError.write(
                Data("no changes against \(against) (\(flows) flow\(flows == 1 ? "" : "s") compared)\n".utf8))
        }
        if report.fails { throw ExitCode(1) }
    }
}
