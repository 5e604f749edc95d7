import ArgumentParser
import FlowCompiler
import Foundation

/// Colour for text reports: as asked (`--color`/`--no-color`), else only on a terminal and never with NO_COLOR.
enum Terminal {
    static func wantsColor(_ flag: Bool?, descriptor: Int32 = STDOUT_FILENO) -> Bool {
        flag ?? (isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
    }
}

/// Reading the inputs: a path that does not exist or cannot be read is bad usage (exit 2), not a lint problem.
enum Input {
    static func load(_ options: InputOptions) throws -> [SourceFile] {
        do {
            return try FileDiscovery.load(options.paths, standardInputName: options.stdinName)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The flow files of `--interface`, each with its module.
    static func interfaces(_ options: InputOptions) throws -> (files: [SourceFile], modules: [String: String]) {
        var files: [SourceFile] = []
        var modules: [String: String] = [:]
        do {
            for (module, path) in options.interfaceModules {
                for file in try FileDiscovery.load([path]) where modules[file.path] == nil {
                    files.append(file)
                    modules[file.path] = module
                }
            }
        } catch {
            FileHandle.standardError.write(Data("error: --interface: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        return (files, modules)
    }
}

/// What every command starts with: the project's flowc.yaml, the flow files, the checked program, and every
/// diagnostic of both, sorted.
struct CheckedInput {
    let project: ConfigInput
    let result: Compiler.Result
    let diagnostics: [Diagnostic]
    /// The flow files read.
    let files: [SourceFile]
    /// Every file read (flows and flowc.yaml), for the snippets of a text report.
    var sources: [SourceFile] { files + project.sources }

    /// Unreadable paths exit 2 (bad usage); problems in the files are in `diagnostics`. `strict`: nil for a
    /// command without strict runs (graph), else `--strict`, which flowc.yaml's `strict: true` also turns on.
    static func load(_ options: InputOptions, root: String?, strict: Bool? = nil) throws -> CheckedInput {
        let files = try StageTimes.measure("find and read the files") { try Input.load(options) }
        let project =
            options.configPath == nil && !options.noConfig
            ? try ConfigInput.load(
                targets: ConfigDiscovery.below(options.paths, flowFiles: files.map(\.path)),
                flowFiles: files.map(\.path))
            : try ConfigInput.load(options.configPath)
        let interfaces = try Input.interfaces(options)
        return check(files, project: project, root: root, strict: strict, interfaces: interfaces)
    }

    static func check(
        _ files: [SourceFile], project: ConfigInput, root: String?, strict: Bool?,
        interfaces: (files: [SourceFile], modules: [String: String]) = ([], [:])
    ) -> CheckedInput {
        var options = project.options(root: root)
        options.interfaceModules = interfaces.modules
        let result = Compiler.check(
            files + interfaces.files.filter { !files.map(\.path).contains($0.path) }, options: options)
        var diagnostics = project.merged(with: result)
        if let strict, strict || project.config.strict?.value == true {
            diagnostics = Diagnostic.warningsAsErrors(diagnostics)
        } else if strict != nil, !project.strictFiles.isEmpty {
            // Several targets' flowc.yaml: each one's strict is its own flows'.
            let (strictOnes, others) = (
                diagnostics.filter { project.strictFiles.contains($0.location.file) },
                diagnostics.filter { !project.strictFiles.contains($0.location.file) }
            )
            diagnostics = (Diagnostic.warningsAsErrors(strictOnes) + others).sorted(by: Diagnostic.ordered)
        }
        let input = CheckedInput(project: project, result: result, diagnostics: diagnostics, files: files)
        KeptUntilExit.keep(input)
        return input
    }

    /// The program a writing command (tests, scaffold) works on: the check's problems printed as `report` says,
    /// exit 1 on an error; flowc.yaml's imports added to every flow.
    static func programToWrite(
        _ options: InputOptions, check: CheckOptions, report: ReportOptions
    ) throws -> Program {
        let checked = try load(options, root: check.root, strict: check.strict)
        if !checked.diagnostics.isEmpty {
            FileHandle.standardOutput.write(Data(report.render(checked.diagnostics, sources: checked.sources).utf8))
        }
        if checked.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        return checked.result.program.addingImports(checked.project.config.generate.imports)
    }

    /// The same check on new texts of the same files (`lint --fix`): flowc.yaml's among them is read again.
    func checkAgain(_ sources: [SourceFile], root: String?, strict: Bool?) -> CheckedInput {
        let configPaths = Set(project.sources.map(\.path))
        var project = self.project
        if project.targets.isEmpty {
            project = sources.first { configPaths.contains($0.path) }.map(ConfigInput.read) ?? project
        } else {
            // Several targets' flowc.yaml: each read again, for its problems.
            let read = sources.filter { configPaths.contains($0.path) }.map(ConfigInput.read)
            project.sources = read.flatMap(\.sources)
            project.diagnostics = read.flatMap(\.diagnostics)
        }
        return Self.check(
            sources.filter { !configPaths.contains($0.path) }, project: project, root: root, strict: strict)
    }
}

/// What a command reads lives until the process ends, and is never freed: the operating system takes the
/// memory back at once, while freeing a large program node by node costs as much as a check (compilers do the
/// same: clang's -disable-free).
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) { values.append(value) }
}
