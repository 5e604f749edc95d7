import ArgumentParser
import FlowCompiler
import Foundation

/// The project's flowc.yaml (`--config FILE`, or the nearest at or above the inputs). Options on the command line win over it; its problems are reported
/// with the flows' problems, by the same reporter, and count the same way.
struct ConfigInput {
    var config = Config()
    /// The file, for snippets in the report.
    var sources: [SourceFile] = []
    var diagnostics: [Diagnostic] = []
    /// The flowc.yaml files of several targets below the inputs (`ConfigDiscovery.below`), read and checked but
    /// not applied to the whole program: each one's `strict` applies to its own flows only (`strictFiles`).
    var targets: [String] = []
    /// The flow files whose target's flowc.yaml says `strict: true`, when there are several.
    var strictFiles: Set<String> = []
    /// The options of those files that apply to one target only, and so are not applied: `root`, `generate`,
    /// `restoration` (`diagrams` and `diff` are graph's and diff's, which name their own).
    var unapplied: [String] = []

    /// No path: no options. A file that cannot be read is bad usage (exit 2), like a flow file.
    static func load(_ path: String?) throws -> ConfigInput {
        guard let path else { return ConfigInput() }
        let file: SourceFile
        do {
            guard let read = try FileDiscovery.read([path]).first else { return ConfigInput() }
            file = read
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        return read(file)
    }

    /// The flowc.yaml files of the targets below the inputs, for each flow file (`ConfigDiscovery.below`). One
    /// that every flow file found is under is the project's, as if found above them; several are each read and
    /// checked, and each one's `strict` applies to its flows.
    static func load(targets: [String: String], flowFiles: [String]) throws -> ConfigInput {
        let paths = Set(targets.values).sorted()
        if paths.count == 1, flowFiles.allSatisfy({ targets[$0] != nil || $0 == "-" }) { return try load(paths[0]) }
        var input = ConfigInput()
        for path in paths {
            let one = try load(path)
            input.sources += one.sources
            input.diagnostics += one.diagnostics
            input.targets.append(path)
            let config = one.config
            let generate = config.generate
            for (key, isSet) in [
                ("root", config.root != nil),
                (
                    "generate",
                    generate.accessLevel != nil || generate.typePrefix != nil || !generate.imports.isEmpty
                        || generate.templates != nil || generate.sourceLocations != nil || generate.stringsBundle != nil
                ),
                ("restoration", !config.restoration.renamedSteps.isEmpty),
            ] where isSet && !input.unapplied.contains(key) {
                input.unapplied.append(key)
            }
            if one.config.strict?.value == true {
                input.strictFiles.formUnion(targets.filter { $0.value == path }.keys)
            }
        }
        return input
    }

    /// Several targets' flowc.yaml: said on stderr, with what is applied and what is not.
    var targetsNote: String? {
        guard !unapplied.isEmpty else { return nil }
        return "note: the flows are in several targets, each with its own flowc.yaml or none ("
            + targets.joined(separator: ", ") + "): each one's problems are reported and its 'strict' applies to "
            + "its flows, but " + unapplied.map { "'\($0)'" }.joined(separator: ", ")
            + (unapplied.count == 1 ? " is" : " are") + " one target's, and not applied here: lint a target's "
            + "folder to apply " + (unapplied.count == 1 ? "it" : "them")
    }

    static func read(_ file: SourceFile) -> ConfigInput {
        let (config, diagnostics) = ConfigReader.load(file)
        return ConfigInput(config: config, sources: [file], diagnostics: diagnostics)
    }

    /// The compiler's options: `--root` if given, else the file's `root`, reported at its place when unknown.
    func options(root: String?) -> Compiler.Options {
        let prefix = config.generate.typePrefix?.value ?? ""
        var options: Compiler.Options =
            root.map { .init(root: $0, typePrefix: prefix) }
            ?? .init(root: config.root?.value, rootLocation: config.root?.location, typePrefix: prefix)
        options.stepRenames = config.restoration.renamedSteps
        return options
    }

    /// The config's problems and the flows', in one sorted list.
    func merged(with result: Compiler.Result) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return result.diagnostics }
        return (diagnostics + result.diagnostics).sorted(by: Diagnostic.ordered)
    }
}
