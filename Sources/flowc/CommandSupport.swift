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
    static func load(_ paths: [String]) throws -> [SourceFile] {
        do {
            return try FileDiscovery.read(FileDiscovery.flowFiles(in: paths))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// What every command starts with: the project's flowc.yaml, the flow files, the checked program, and every
/// diagnostic of both, sorted.
struct CheckedInput {
    let project: ConfigInput
    let result: Compiler.Result
    let diagnostics: [Diagnostic]
    /// Every file read (flows and flowc.yaml), for the snippets of a text report.
    let sources: [SourceFile]

    /// Unreadable paths exit 2 (bad usage); problems in the files are in `diagnostics`.
    static func load(paths: [String], config: String?, root: String?) throws -> CheckedInput {
        let project = try ConfigInput.load(config)
        let files = try StageTimes.measure("find and read the files") { try Input.load(paths) }
        let result = Compiler.check(files, options: project.options(root: root))
        let input = CheckedInput(
            project: project, result: result, diagnostics: project.merged(with: result),
            sources: files + project.sources)
        KeptUntilExit.keep(input)
        return input
    }
}

/// What a command reads lives until the process ends, and is never freed: the operating system takes the
/// memory back at once, while freeing a large program node by node costs as much as a check (compilers do the
/// same: clang's -disable-free).
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) { values.append(value) }
}
