import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc [options]`: draws the diagrams of the flows of each
/// target that has `*.flow.yaml` files, and with `--sources` writes the generated Swift too, into the package
/// directory (to read them, review them, or check them in).
///
///     --target NAME        only this target (repeatable; default: every target with flow files)
///     --format dot|mermaid the diagrams' format (default: flowc.yaml's diagrams.format, else mermaid)
///     --output DIR         where to write, relative to the package (default: flowc-output/<target>)
///     --sources            also write the generated Swift sources (into <output>/sources)
///
/// Diagrams go to `<output>/diagrams` (or flowc.yaml's `diagrams.output`): one per flow, plus the app overview
/// unless flowc.yaml says `overview: false`. Files are rewritten only when they change. The flows are linted once
/// first (each problem printed once); with an error, nothing is written for that target (`CommandRuns`).
@main
struct FlowcCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request: CommandRequest
        do {
            request = try CommandRequest.parse(arguments)
        } catch {
            throw PluginFailure(error.description)
        }
        if request.help {
            print(Self.help)
            return
        }
        let (targetNames, format, output, sources) = (request.targets, request.format, request.output, request.sources)

        let flowc = try context.tool(named: "flowc").url
        let targets: [SourceModuleTarget]
        if targetNames.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        } else {
            targets = try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
        }
        var done = 0
        var failed: [String] = []
        for target in targets {
            let files = target.sourceFiles.map(\.url)
            let flows = files.filter { $0.path.hasSuffix(".flow.yaml") || $0.path.hasSuffix(".flow.yml") }
                .map(\.path).sorted()
            if flows.isEmpty {
                if !targetNames.isEmpty { Diagnostics.warning("target '\(target.name)' has no *.flow.yaml file") }
                continue
            }
            let config = files.filter { $0.lastPathComponent == "flowc.yaml" }
                .sorted { $0.path.count < $1.path.count }.first
            let root = context.package.directoryURL.appending(path: output ?? "flowc-output/\(target.name)")
            let settings = DiagramSettings(config)
            let diagrams = settings.output ?? root.appending(path: "diagrams")
            let runs = CommandRuns(
                flows: flows, config: config?.path, format: format ?? settings.format ?? "mermaid",
                diagrams: diagrams.path, overview: settings.overview,
                sources: sources ? root.appending(path: "sources").path : nil)
            let outcome = try runs.perform(target: target.name) { try Self.run(flowc, $0) }
            failed += outcome.failures
            done += 1
            guard outcome.wrote else { continue }
            print(
                "flowc: \(target.name): diagrams in \(Self.relative(diagrams, to: context.package.directoryURL))"
                    + (sources
                        ? ", sources in \(Self.relative(root.appending(path: "sources"), to: context.package.directoryURL))"
                        : ""))
        }
        if done == 0 {
            Diagnostics.warning("no target has *.flow.yaml files; nothing to do")
        }
        if !failed.isEmpty {
            throw PluginFailure(failed.joined(separator: "\n"))
        }
    }

    static let help = """
        usage: \(CommandRequest.usage)

          --target NAME         only this target (repeatable; default: every target with *.flow.yaml files)
          --format dot|mermaid  the diagrams' format (default: flowc.yaml's diagrams.format, else mermaid)
          --output DIR          where to write, relative to the package (default: flowc-output/<target>)
          --sources             also write the generated Swift sources (into <output>/sources)

        The flows are linted first; with an error (or a warning when flowc.yaml says 'strict: true'), nothing is
        written for that target.
        """

    /// Runs flowc with the plugin's standard output and error, so its diagnostics reach the user as they are.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The `diagrams:` options of flowc.yaml that decide where and how often the plugin runs `flowc graph` (format and
/// expandSubflows flowc reads itself). A plain line scan: flowc validates the file.
struct DiagramSettings {
    var format: String?
    var overview = true
    var output: URL?

    init(_ config: URL?) {
        guard let config, let text = try? String(contentsOf: config, encoding: .utf8) else { return }
        var inDiagrams = false
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(raw.prefix { $0 != "#" })
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.isEmpty { continue }
            if !line.hasPrefix(" ") {
                inDiagrams = content.hasPrefix("diagrams:")
                continue
            }
            guard inDiagrams, let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon]
            var value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            switch key {
            case "format": format = value
            case "overview": overview = !["false", "no", "off", "n"].contains(value.lowercased())
            case "output":
                output =
                    value.hasPrefix("/")
                    ? URL(fileURLWithPath: value) : config.deletingLastPathComponent().appending(path: value)
            default: break
            }
        }
    }
}
