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

    // The build plugin's options (docs/adoption.md, "How the build plugin works"). What they do is
    // `BuildPluginCommands`'.

    /// The check of the program: reports its problems, and writes this stamp file when there is no error.
    @Option(help: .private)
    var pluginCheck: String?

    /// A flow's command: the paths of its flow files (the ones given), each with the name of its Swift file and the
    /// path of its interface file, in that order.
    @Option(help: .private)
    var pluginFlow: [String] = []

    @Option(help: .private)
    var pluginOutputName: [String] = []

    @Option(help: .private)
    var pluginInterfaceOutput: [String] = []

    /// The interface files of the flows the command's flows start.
    @Option(help: .private)
    var pluginInterface: [String] = []

    func validate() throws {
        guard !pluginFlow.isEmpty else { return }
        guard pluginOutputName.count == pluginFlow.count, pluginInterfaceOutput.count == pluginFlow.count else {
            throw ValidationError("--plugin-flow needs one --plugin-output-name and one --plugin-interface-output each")
        }
    }

    func run() throws {
        if let pluginCheck { return try checkForPlugin(stamp: pluginCheck) }
        if !pluginFlow.isEmpty { return try generateForPlugin() }
        let checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
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
                    sourceLocations: sourceLocations ?? generate.sourceLocations?.value ?? true), only: only)
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

    /// The check of the program: every problem, as lint reports it, and the templates'; the stamp when none is an
    /// error.
    private func checkForPlugin(stamp: String) throws {
        let checked = try CheckedInput.load(input, root: check.root, strict: check.strict)
        emit(checked.diagnostics, checked)
        if checked.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        _ = try templateSet(checked.project, quiet: false)
        try write(
            [OutputFile(path: (stamp as NSString).lastPathComponent, text: BuildPluginCommands.checkStamp)],
            in: (stamp as NSString).deletingLastPathComponent)
    }

    /// A flow's command: its flows' Swift files from them and the interfaces of the flows they start, then their
    /// interface files (each written only when it changes, which is what spares the commands of the flows that
    /// start them).
    private func generateForPlugin() throws {
        let project = try ConfigInput.load(input.configPath)
        let files = try Input.load(input)
        let modules = try Input.interfaces(input)
        let options = project.options(root: nil)
        let read = Compiler.read(files, options: options)
        // Only the other modules' flows that these flows start are read (their name is on their `flow:` line).
        let started = Set(read.flows.flatMap { $0.steps.flatMap(\.childFlows).map(\.value) })
        let moduleFiles = modules.files.filter { UnreadFile($0).flowName.map(started.contains) ?? true }
        let moduleFlows = Compiler.read(moduleFiles, options: options).flows
        let interfaceDirectory = pluginInterfaceOutput.first.map { ($0 as NSString).deletingLastPathComponent }
        let unit = BuildPluginCommands.unit(
            flows: read.flows, problems: read.diagnostics + project.diagnostics, modules: moduleFlows,
            declared: try pluginInterface.map(readInterface), typePrefix: options.typePrefix,
            interfaceModules: modules.modules,
            lookUp: { name in interfaceDirectory.flatMap { Self.findInterface(of: name, in: $0) } })
        let sources = files + project.sources
        emit(unit.diagnostics, sources: sources)
        if let failure = unit.failure {
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            throw ExitCode(1)
        }
        let generated = try generate(unit.program, project, only: unit.generated, quietTemplates: true)
        var swiftFiles: [OutputFile] = []
        var interfaces: [(directory: String, file: OutputFile)] = []
        for (index, flow) in read.flows.enumerated() {
            guard let position = pluginFlow.firstIndex(of: flow.file) else {
                FileHandle.standardError.write(Data("error: \(flow.file) is not a --plugin-flow\n".utf8))
                throw ExitCode(2)
            }
            let name = GeneratedNames.fileName(ofFlow: flow.name.value)
            guard let file = generated.first(where: { $0.path == name }) else { continue }
            swiftFiles.append(OutputFile(path: pluginOutputName[position], contents: file.contents))
            let path = pluginInterfaceOutput[position] as NSString
            interfaces.append(
                (
                    path.deletingLastPathComponent,
                    OutputFile(path: path.lastPathComponent, contents: unit.interfaces[index].encoded)
                ))
        }
        try write(swiftFiles, in: output)
        for (directory, file) in interfaces { try write([file], in: directory) }
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
        for file in names.sorted() where file.hasSuffix(".interface") {
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
