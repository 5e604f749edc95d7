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
