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

    @Option(
        help:
            "Where the flows' alert texts and tab titles are looked up: 'own' (the module's own bundle, default) or 'module' (Bundle.module, a Swift package target with resources; the build plugin chooses it then). flowc.yaml: 'stringsBundle'."
    )
    var stringsBundle: SwiftGenerator.StringsBundle?

    /// The command plugin lints first and reports there; its generate run does not print the same problems again.
    @Flag(help: .private)
    var skipReport = false

    // The build plugin's options (docs/adoption.md, "How the build plugin works"). What they do is
    // `BuildPluginCommands`'.

    /// The check of the flows: reports their problems, and when there is no error writes this stamp file and the
    /// flows' interface files.
    @Option(help: .private)
    var pluginCheck: String?

    /// The check: the interface file of each flow file given, in their order, then of each `--interface` file. A
    /// flow's command: the interface files of the flows it starts.
    @Option(help: .private)
    var pluginInterface: [String] = []

    /// A flow's command: the path of its flow file (the one given) and the name of its Swift file.
    @Option(help: .private)
    var pluginFlow: String?

    @Option(help: .private)
    var pluginOutputName: String?

    /// A flow's command: the folder of the interface files the check writes, where it finds one the plan missed.
    @Option(help: .private)
    var pluginInterfaceDirectory: String?

    func run() throws {
        if let pluginCheck { return try checkForPlugin(stamp: pluginCheck) }
        if let pluginFlow { return try generateForPlugin(pluginFlow) }
        let checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
        if !checked.project.unapplied.isEmpty {
            FileHandle.standardError.write(
                Data(
                    ("error: the flows are in several targets, each with its own flowc.yaml or none ("
                        + checked.project.targets.joined(separator: ", ") + ") and their "
                        + checked.project.unapplied.map { "'\($0)'" }.joined(separator: ", ")
                        + " cannot all apply: generate one target's folder at a time, or name the options with "
                        + "--config\n").utf8))
            throw ExitCode(2)
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
        emit(diagnostics, sources: checked.sources)
    }

    private func emit(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        guard !diagnostics.isEmpty, !skipReport else { return }
        FileHandle.standardOutput.write(Data(report.render(diagnostics, sources: sources).utf8))
    }

    /// The files of the program, with the options of the command line and of flowc.yaml.
    /// `quietTemplates`: a build command that leaves the templates' errors to the one that reports them.
    private func generate(
        _ program: Program, _ project: ConfigInput, only: Set<String>? = nil, quietTemplates: Bool = false
    ) throws -> [OutputFile] {
        let generate = project.config.generate
        let templateSet = try templateSet(project, quiet: quietTemplates)
        let access =
            accessLevel.flatMap { SwiftGenerator.AccessLevel(rawValue: $0.rawValue) } ?? generate.accessLevel?.value
            ?? .internal
        // flowc.yaml's imports go into every flow file, after the flow's own.
        let program = program.addingImports(generate.imports)
        do {
            return try SwiftGenerator.generate(
                program,
                options: .init(
                    access: access, templates: templateSet,
                    sourceLocations: sourceLocations ?? generate.sourceLocations?.value ?? true,
                    renamedSteps: project.config.restoration.renamedSteps,
                    stringsBundle: stringsBundle ?? generate.stringsBundle?.value ?? .own), only: only)
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The templates, the built-in ones with the project's over them. `quiet`: a build command that leaves their
    /// errors to the check, which reports them.
    private func templateSet(_ project: ConfigInput, quiet: Bool) throws -> TemplateSet {
        let templateDirectory = templates ?? project.config.generate.templates.map { project.config.resolve($0.value) }
        do {
            return try TemplateSet.load(overridingWith: templateDirectory)
        } catch {
            let message =
                quiet
                ? "note: not generated: the templates have errors (the check of the flows reports them)"
                : error.description
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            throw ExitCode(1)
        }
    }

    // MARK: - The build plugin's commands

    /// The check of the flows: every problem, as lint reports it, and the templates'; when none is an error, each
    /// flow's interface file and the stamp, each written only when its bytes change.
    private func checkForPlugin(stamp: String) throws {
        let checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
        emit(checked.diagnostics, checked)
        if checked.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        _ = try templateSet(checked.project, quiet: false)
        let program = checked.result.program
        var interfaces: [String: [OutputFile]] = [:]
        // This target's flow files, then its dependencies' (`--interface`), each with its interface file.
        for (path, output) in zip(input.paths + input.interfaceModules.map(\.path), pluginInterface) {
            guard let flow = program.flows.first(where: { $0.file == path }) else { continue }
            let interface = FlowInterface(flow, module: program.module(of: flow))
            let file = OutputFile(path: (output as NSString).lastPathComponent, contents: interface.encoded)
            interfaces[(output as NSString).deletingLastPathComponent, default: []].append(file)
        }
        for (directory, files) in interfaces.sorted(by: { $0.key < $1.key }) { try write(files, in: directory) }
        try write(
            [OutputFile(path: (stamp as NSString).lastPathComponent, text: BuildPluginCommands.checkStamp)],
            in: (stamp as NSString).deletingLastPathComponent)
    }

    /// A flow's command: its Swift file, from its flow file and the interfaces of the flows it starts.
    private func generateForPlugin(_ path: String) throws {
        let project = try ConfigInput.load(input.configPath)
        let files = try Input.load(input)
        let options = project.options(root: nil)
        let read = Compiler.read(files, options: options)
        let unit = BuildPluginCommands.unit(
            flows: read.flows, problems: read.diagnostics + project.diagnostics,
            declared: try pluginInterface.map(readInterface), typePrefix: options.typePrefix,
            lookUp: { name in pluginInterfaceDirectory.flatMap { Self.findInterface(of: name, in: $0) } })
        emit(unit.diagnostics, sources: files + project.sources)
        if let failure = unit.failure {
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            throw ExitCode(1)
        }
        guard read.flows.count == 1, let flow = read.flows.first, flow.file == path else {
            FileHandle.standardError.write(Data("error: \(path): a flow's command reads its one flow file\n".utf8))
            throw ExitCode(2)
        }
        let generated = try generate(unit.program, project, only: unit.generated, quietTemplates: true)
        guard let file = generated.first(where: { $0.path == GeneratedNames.fileName(ofFlow: flow.name.value) })
        else {
            FileHandle.standardError.write(Data("error: no code was generated for \(path)\n".utf8))
            throw ExitCode(1)
        }
        try write([OutputFile(path: pluginOutputName ?? file.path, contents: file.contents)], in: output)
    }

    private func readInterface(_ path: String) throws -> FlowInterface {
        guard let bytes = FileManager.default.contents(atPath: path), let interface = FlowInterface.decode(Array(bytes))
        else {
            FileHandle.standardError.write(
                Data("error: \(path) is no flow interface of this flowc: build again to write it\n".utf8))
            throw ExitCode(1)
        }
        return interface
    }

    /// The interface of flow `name` among the interface files of `directory`, for a plan that is out of date.
    private static func findInterface(of name: String, in directory: String) -> FlowInterface? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for file in names.sorted() where file.hasSuffix(".interface.swift") {
            if let bytes = FileManager.default.contents(atPath: directory + "/" + file),
                let interface = FlowInterface.decode(Array(bytes)), interface.flow == name
            {
                return interface
            }
        }
        return nil
    }

    private func write(_ files: [OutputFile], in directory: String) throws {
        do {
            try OutputWriter(directory: directory).write(files)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension SwiftGenerator.StringsBundle: ExpressibleByArgument {}
