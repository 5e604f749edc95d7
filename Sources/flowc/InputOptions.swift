import ArgumentParser
import FlowCompiler

/// What lint, generate and graph read: the flow files (or standard input) and the project's flowc.yaml.
struct InputOptions: ParsableArguments {
    @Argument(help: "Flow files, or directories to search for *.flow.yaml files; '-' reads a flow from standard input.")
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("The path diagnostics give the flow read from standard input ('-').", valueName: "path"))
    var stdinName: String?

    @Option(
        help: ArgumentHelp(
            """
            A flowc.yaml with the project's options (default: the nearest flowc.yaml at or above the inputs, up to \
            the package's or repository's root, else those of the targets below them, each at or above its flows); \
            the command line wins over it.
            """, valueName: "file"))
    var config: String?

    @Flag(help: "Read no flowc.yaml, not even one found beside or above the inputs.")
    var noConfig = false

    @Option(
        name: .customLong("interface"),
        help: ArgumentHelp(
            """
            The flow files of a module this one depends on, as MODULE=PATH (a flow file or a directory; repeat \
            for more): their flows can be started, are checked with the others, and are neither generated nor \
            reported here; the generated code imports MODULE.
            """, valueName: "module=path"))
    var interfaces: [String] = []

    /// `--interface` as module and path, in the order given.
    var interfaceModules: [(module: String, path: String)] {
        interfaces.compactMap { item in
            guard let equals = item.firstIndex(of: "=") else { return nil }
            return (String(item[..<equals]), String(item[item.index(after: equals)...]))
        }
    }

    /// `--config`, else the file found at or above the inputs; none with `--no-config`.
    var configPath: String? {
        if noConfig { return nil }
        return config ?? ConfigDiscovery.nearest(to: paths, standardInputName: stdinName)
    }

    func validate() throws {
        for item in interfaces {
            let module = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard module.count == 2, Names.isModulePath(String(module[0])), !module[0].contains("."),
                !module[1].isEmpty
            else {
                throw ValidationError(
                    "--interface '\(item)': write the module and its flow files as MODULE=PATH, like "
                        + "--interface Feature=Sources/Feature/Flows")
            }
        }
        if noConfig && config != nil { throw ValidationError("--config and --no-config cannot be used together") }
        if stdinName != nil && !paths.contains("-") {
            throw ValidationError("--stdin-name names the flow read from standard input: add '-' to the paths")
        }
    }
}
