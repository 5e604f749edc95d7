import ArgumentParser
import FlowCompiler
import Foundation

extension DiffReport.Format: ExpressibleByArgument {}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Reports what a change of the flows breaks for users and other flows: links, restoration, API, behaviour.",
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
        let lookup: PreviousVersion.ConfigLookup =
            input.noConfig ? .none : input.config.map { .file($0) } ?? .nearest
        do {
            previous = try PreviousVersion.load(against, inputs: input.paths, config: lookup)
        } catch {
            var message = "error: \(error.description)\n"
            if let hint = error.hint { message += "note: \(hint)\n" }
            FileHandle.standardError.write(Data(message.utf8))
            throw ExitCode(2)
        }
        // A root the new flowc.yaml gives, the old version lacks: which flows and steps count differs. (A new
        // flowc.yaml of `diff: accept:` entries alone changes nothing there.)
        if previous.config == nil, root == nil, new.project.config.root != nil,
            let path = new.project.sources.first?.path
        {
            FileHandle.standardError.write(
                Data(
                    ("warning: the old version (\(against)) has no flowc.yaml, the new one reads \(path): the old "
                        + "version is compared without its options (no root)\n").utf8))
        }
        let oldProject = previous.config.map(ConfigInput.read) ?? ConfigInput()
        let old = CheckedInput.check(previous.flows, project: oldProject, root: root, strict: nil)
        // A comparison needs both programs whole: names that do not resolve would show up as changes.
        for (checked, version) in [(new, DiffReport.Blocked.Version.new), (old, .old)] {
            let errors = checked.diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty else { continue }
            let report = DiffReport(
                blocked: .init(version, errors: errors, sources: checked.sources), against: against)
            FileHandle.standardOutput.write(Data(report.render(reporter).utf8))
            let name = version == .old ? "the old version (\(against))" : "the new version"
            var message = "error: \(name) has \(errors.count) error\(errors.count == 1 ? "" : "s"): no diff\n"
            if version == .old { message += "note: \(DiffReport.newerBaseNote)\n" }
            FileHandle.standardError.write(Data(message.utf8))
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
