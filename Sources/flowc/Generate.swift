import ArgumentParser
import FlowCompiler
import Foundation

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates Swift coordinators from flow files.",
        discussion: """
            Lints first: with any error, nothing is written and the diagnostics are printed as 'flowc lint' prints \
            them. Writes FlowRuntime.swift, one <Flow>.swift per flow, FlowUIKitHost.swift and \
            FlowSwiftUIHost.swift (see --adapters) into the output directory, each atomically and only when its \
            content changed. The options of flowc.yaml (--config, else the nearest at or above the inputs) apply \
            where the command line gives none; with --strict or its 'strict: true', a warning fails the run too.
            Exit status: 0 written, 1 problems found, 2 bad usage or unreadable input.
            """)

    enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
        case `public`, package, `internal`
    }

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The directory to write the Swift files to.")
    var output: String

    @Option(help: "The access level of the generated declarations: public, package or internal (default).")
    var accessLevel: AccessLevel?

    @Option(help: "A directory of templates replacing the built-in ones of the same file name.")
    var templates: String?

    @Option(help: "The root flow of the app; flows it cannot reach are reported.")
    var root: String?

    @Option(help: "The adapters to write: uikit, swiftui, both (uikit,swiftui, the default) or none.")
    var adapters: AdapterList?

    @Flag(
        inversion: .prefixedNo,
        help: "Declare the app's types a flow writes at the flow file's lines (#sourceLocation), so Swift reports a wrong one there (default; flowc.yaml: 'sourceLocations').")
    var sourceLocations: Bool?

    @Flag(help: "Report warnings as errors: nothing is written when the flows have one (flowc.yaml: 'strict: true').")
    var strict = false

    @Flag(inversion: .prefixedNo, help: "Colour the diagnostics (default: when writing to a terminal).")
    var color: Bool?

    /// The command plugin lints first and reports there; its generate run does not print the same problems again.
    @Flag(help: .private)
    var skipReport = false

    // The build plugin's options (docs/adoption.md, "How the build plugin works"): one command per flow file writes
    // that flow's file only, and one more the runtime and adapters.

    @Option(help: .private)
    var pluginFlow: String?

    @Option(help: .private)
    var pluginOutputName: String?

    @Option(help: .private)
    var pluginInput: [String] = []

    @Flag(help: .private)
    var pluginSupport = false

    func run() throws {
        let checked = try CheckedInput.load(input, root: root, strict: strict)
        let (project, result, diagnostics) = (checked.project, checked.result, checked.diagnostics)
        let sources = checked.sources
        if pluginSupport {
            return try generateSupport(project, diagnostics: diagnostics, sources: sources)
        }
        if let pluginFlow {
            return try generateFlow(pluginFlow, project, result: result, diagnostics: diagnostics, sources: sources)
        }
        report(diagnostics, sources: sources)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }

        let outputs = try StageTimes.measure("generate the Swift code") {
            try generate(result.program, project, outputs: supportOutputs(project).union(.flows))
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

    private func report(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        guard !diagnostics.isEmpty, !skipReport else { return }
        let colored = Terminal.wantsColor(color)
        let report = TextReporter(colored: colored, sources: sources).render(diagnostics)
        FileHandle.standardOutput.write(Data(report.utf8))
    }

    /// The adapters to write: `--adapters`, else flowc.yaml's, else all.
    private func adapterSet(_ project: ConfigInput) -> [Config.Adapter] {
        adapters?.adapters ?? project.config.generate.adapters?.value ?? Config.Adapter.allCases
    }

    /// The runtime and the adapters chosen.
    private func supportOutputs(_ project: ConfigInput) -> SwiftGenerator.Outputs {
        var outputs: SwiftGenerator.Outputs = .runtime
        for adapter in adapterSet(project) {
            outputs.insert(adapter == .uikit ? .uiKit : .swiftUI)
        }
        return outputs
    }

    /// The files of the program that `outputs` names, with the options of the command line and of flowc.yaml; only
    /// their templates are parsed. A flow's build command leaves template errors to the runtime's command, which
    /// parses every template (`checkAllTemplates`) and reports them once.
    private func generate(
        _ program: Program, _ project: ConfigInput, outputs: SwiftGenerator.Outputs, quietTemplates: Bool = false,
        checkAllTemplates: Bool = false
    ) throws -> [OutputFile] {
        let generate = project.config.generate
        let templateDirectory = templates ?? generate.templates.map { project.config.resolve($0.value) }
        let templateSet: TemplateSet
        do {
            templateSet = try TemplateSet.load(overridingWith: templateDirectory, rendering: checkAllTemplates ? TemplateSet.templateNames : outputs.templateNames)
        } catch {
            let message = quietTemplates ? "note: not generated: the templates have errors (reported with the runtime)" : error.description
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
                }, root: program.root)
        }
        do {
            return try SwiftGenerator.generate(
                program,
                options: .init(
                    access: access, templates: templateSet, outputs: outputs,
                    sourceLocations: sourceLocations ?? generate.sourceLocations?.value ?? true))
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    private func write(_ files: [OutputFile]) throws {
        do {
            try OutputWriter(directory: output).write(files)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    // MARK: - The build plugin's commands

    /// `--plugin-flow FILE`: writes the Swift file of the flow in FILE only, as `--plugin-output-name`. Every command
    /// lints the whole program (the paths are every flow file of the target) but prints only the problems in its
    /// own file, so each problem appears once in the build log; it fails when its flow or a flow it starts, directly
    /// or not, has an error. `--plugin-input` lists the other files the build plan gave the command as inputs: a
    /// flow it now starts that is not among them means the plan is out of date (SwiftPM plans again only when files
    /// are added or removed), which is worth a warning.
    private func generateFlow(
        _ path: String, _ project: ConfigInput, result: Compiler.Result, diagnostics: [Diagnostic],
        sources: [SourceFile]
    ) throws {
        report(diagnostics.filter { $0.location.file == path }, sources: sources)
        let stderr = FileHandle.standardError
        guard let index = result.program.flows.firstIndex(where: { $0.file == path }) else {
            if !diagnostics.contains(where: { $0.location.file == path && $0.severity == .error }) {
                stderr.write(Data("\(path): error: not a flow file of this program\n".utf8))
            }
            throw ExitCode(1)
        }
        let flow = result.program.flows[index]
        let dependencies = FlowDependencies(result.program)
        let needed = dependencies.files(ofFlow: index)
        let configFile = project.sources.first?.path
        let blocking = Set(
            diagnostics.filter { $0.severity == .error && $0.location.file != path }
                .map(\.location.file).filter { needed.contains($0) || $0 == configFile })
        if !blocking.isEmpty {
            let names = blocking.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            stderr.write(
                Data("note: the code of flow '\(flow.name.value)' is not generated: \(names) has errors (reported with it)\n".utf8))
            throw ExitCode(1)
        }
        if diagnostics.contains(where: { $0.severity == .error && $0.location.file == path }) { throw ExitCode(1) }

        let declared = Set(pluginInput + [path])
        let missing = needed.filter { !declared.contains($0) }
        if !missing.isEmpty {
            let location = flow.name.location
            let names = missing.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            stderr.write(
                Data(
                    ("\(location): warning: the build plan is out of date: flow '\(flow.name.value)' now starts flows of "
                        + "\(names), which its build command does not list as inputs; its code is right now, but an edit "
                        + "of \(missing.count == 1 ? "that file" : "those files") will not regenerate it until SwiftPM plans "
                        + "the build again (it does when a file is added or removed, or when Package.swift changes: "
                        + "touch Package.swift)\n").utf8))
        }

        let generated = try generate(dependencies.subprogram(ofFlow: index), project, outputs: .flows, quietTemplates: true)
        guard let file = generated.first(where: { $0.path == GeneratedNames.fileName(ofFlow: flow.name.value) }) else {
            stderr.write(Data("error: no code was generated for flow '\(flow.name.value)'\n".utf8))
            throw ExitCode(1)
        }
        try write([OutputFile(path: pluginOutputName ?? file.path, contents: file.contents)])
    }

    /// `--plugin-support`: writes the runtime and the adapters only; they depend on no flow. Problems of flowc.yaml
    /// are reported here (once), problems of flows by the flows' commands.
    private func generateSupport(_ project: ConfigInput, diagnostics: [Diagnostic], sources: [SourceFile]) throws {
        let configFile = project.sources.first?.path
        let own = diagnostics.filter { $0.location.file == configFile }
        report(own, sources: sources)
        if own.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        if let planned = adapters?.adapters, let configured = project.config.generate.adapters,
            Set(planned) != Set(configured.value)
        {
            let list = { (adapters: [Config.Adapter]) in adapters.map(\.rawValue).joined(separator: ", ") }
            FileHandle.standardError.write(
                Data(
                    ("\(configured.location): warning: the build plan is out of date: it writes the adapters "
                        + "[\(list(planned))], flowc.yaml asks for [\(list(configured.value))]; SwiftPM plans the build "
                        + "again when a file is added or removed, or when Package.swift changes: touch Package.swift\n")
                        .utf8))
        }
        try write(try generate(Program(flows: []), project, outputs: supportOutputs(project), checkAllTemplates: true))
    }
}

/// `--adapters uikit,swiftui`, `--adapters swiftui`, `--adapters none`.
struct AdapterList: ExpressibleByArgument {
    var adapters: [Config.Adapter]

    init?(argument: String) {
        if argument == "none" {
            adapters = []
            return
        }
        var adapters: [Config.Adapter] = []
        for name in argument.split(separator: ",") {
            guard let adapter = Config.Adapter(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !adapters.contains(adapter) { adapters.append(adapter) }
        }
        self.adapters = adapters
    }

    static var allValueStrings: [String] { ["uikit", "swiftui", "uikit,swiftui", "none"] }
}
