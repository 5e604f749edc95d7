import ArgumentParser
import FlowCompiler
import Foundation

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates Swift coordinators from flow files.",
        discussion: """
            Lints first: with any error, nothing is written and the diagnostics are printed as 'flowc lint' prints \
            them. Writes one <Flow>.swift per flow into the output directory, each atomically and only when its \
            content changed; the code imports FlowcRuntime, the library the app depends on. The options of flowc.yaml (--config, else the nearest at or above the inputs) apply \
            where the command line gives none; with --strict or its 'strict: true', a warning fails the run too.
            Exit status: 0 written, 1 problems found, 2 bad usage or unreadable input.
            """)

    enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
        case `public`, package, `internal`
    }

    @OptionGroup var input: InputOptions

    @OptionGroup var check: CheckOptions

    @Option(name: .shortAndLong, help: "The directory to write the Swift files to.")
    var output: String

    @Option(help: "The access level of the generated declarations: public, package or internal (default).")
    var accessLevel: AccessLevel?

    @Option(help: "A directory of templates replacing the built-in ones of the same file name.")
    var templates: String?

    @OptionGroup var report: ReportOptions

    @Flag(
        inversion: .prefixedNo,
        help:
            "Declare the app's types a flow writes at the flow file's lines (#sourceLocation), so Swift reports a wrong one there (default; flowc.yaml: 'sourceLocations')."
    )
    var sourceLocations: Bool?

    /// The command plugin lints first and reports there; its generate run does not print the same problems again.
    @Flag(help: .private)
    var skipReport = false

    // The build plugin's options (docs/adoption.md, "How the build plugin works"): one command per flow file writes
    // that flow's file only. What they do is `BuildPluginCommands`'.

    @Option(help: .private)
    var pluginFlow: String?

    @Option(help: .private)
    var pluginOutputName: String?

    @Option(help: .private)
    var pluginInput: [String] = []

    func run() throws {
        let checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
        if let pluginFlow {
            // The interface files are the command's inputs too (the plugin lists them).
            let decision = BuildPluginCommands.flow(
                pluginFlow, declaredInputs: pluginInput + checked.result.program.interfaceModules.keys,
                configFile: checked.project.sources.first?.path,
                program: checked.result.program, diagnostics: checked.diagnostics)
            return try carryOut(decision, checked)
        }
        emit(checked.diagnostics, checked)
        if checked.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }

        let outputs = try StageTimes.measure("generate the Swift code") {
            try generate(checked.result.program, checked.project)
        }
        KeptUntilExit.keep(outputs)
        do {
            let report = try StageTimes.measure("write the files") { () throws(OutputWriter.Failure) in
                try OutputWriter(directory: output).write(outputs)
            }
            FileHandle.standardError.write(Data((report.summary(in: output) + "\n").utf8))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    private func emit(_ diagnostics: [Diagnostic], _ checked: CheckedInput) {
        guard !diagnostics.isEmpty, !skipReport else { return }
        FileHandle.standardOutput.write(Data(report.render(diagnostics, sources: checked.sources).utf8))
    }

    /// The files of the program, with the options of the command line and of flowc.yaml.
    /// `quietTemplates`: a build command that leaves the templates' errors to the one that reports them.
    private func generate(_ program: Program, _ project: ConfigInput, quietTemplates: Bool = false) throws
        -> [OutputFile]
    {
        let generate = project.config.generate
        let templateDirectory = templates ?? generate.templates.map { project.config.resolve($0.value) }
        let templateSet: TemplateSet
        do {
            templateSet = try TemplateSet.load(overridingWith: templateDirectory)
        } catch {
            let message =
                quietTemplates
                ? "note: not generated: the templates have errors (reported with the first flow file)"
                : error.description
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            throw ExitCode(1)
        }
        let access =
            accessLevel.flatMap { SwiftGenerator.AccessLevel(rawValue: $0.rawValue) } ?? generate.accessLevel?.value
            ?? .internal
        // flowc.yaml's imports go into every flow file, after the flow's own.
        var program = program
        if !generate.imports.isEmpty {
            program = Program(
                flows: program.flows.map { flow in
                    var flow = flow
                    flow.imports += generate.imports
                    return flow
                }, root: program.root, typePrefix: program.typePrefix, interfaceModules: program.interfaceModules)
        }
        do {
            return try SwiftGenerator.generate(
                program,
                options: .init(
                    access: access, templates: templateSet,
                    sourceLocations: sourceLocations ?? generate.sourceLocations?.value ?? true))
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    // MARK: - The build plugin's commands

    /// Reports what the command reports, then writes its files or fails.
    private func carryOut(_ decision: BuildPluginCommands.Decision, _ checked: CheckedInput) throws {
        emit(decision.diagnostics, checked)
        let stderr = FileHandle.standardError
        switch decision.action {
        case .fail(let note, let usageError):
            if let message = note ?? usageError { stderr.write(Data("\(message)\n".utf8)) }
            throw ExitCode(1)
        case .generate(let program, let file):
            let generated = try generate(program, checked.project, quietTemplates: !decision.reportsShared)
            guard let flowFile = generated.first(where: { $0.path == file }) else {
                stderr.write(Data("error: no code was generated for \(file)\n".utf8))
                throw ExitCode(1)
            }
            let files = [OutputFile(path: pluginOutputName ?? flowFile.path, contents: flowFile.contents)]
            do {
                try OutputWriter(directory: output).write(files)
            } catch {
                stderr.write(Data("error: \(error.description)\n".utf8))
                throw ExitCode(1)
            }
        }
    }
}
