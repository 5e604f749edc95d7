import Foundation
import PackagePlugin

/// Generates the Swift coordinators of a target's `*.flow.yaml` files while the target builds.
///
/// The commands declare exactly what they read and write, so the build system reruns only what an edit touches
/// (docs/adoption.md, "How the build plugin works"):
///
/// - **the check**: every flow file, `flowc.yaml` and the templates in, a stamp out. It reports the problems of the
///   target's flows as `flowc lint` does, each once, and writes the stamp (always the same bytes) only when there is
///   no error, so no other command runs on a program with errors;
/// - **one command per flow** (per group of flows that start each other in a cycle): its flow file, the stamp and
///   the interface files of the flows it starts in; `<name>.flow.swift` and its own interface file out. The
///   interface (name, input, outcomes, requests, app events, entries, tab item) is all a starter's code needs of a
///   flow, and flowc rewrites it only when it changes: so an edit inside a flow reruns the check and that flow's
///   command, not the commands of the flows that start it.
///
/// Output names come from the input paths, never from what the files say (SwiftPM plans again only when files are
/// added or removed, not when one is edited). Which flow starts which is found by a line scan of `flow:` and
/// `tabs:`; a scan that is out of date (a flow now starts one the plan does not list) gets a warning from flowc.
@main
struct FlowcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try BuildPlan(
            files: files, targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
            flowc: try context.tool(named: "flowc").url, interfaces: Self.interfaces(of: target)
        ).commands()
    }

    /// The flow files of the modules the target depends on, directly or not, with each module's name: the flows
    /// its own flows may start.
    static func interfaces(of target: SourceModuleTarget) -> [(module: String, file: URL)] {
        var found: [(module: String, file: URL)] = []
        var seen: Set<String> = [target.id]
        var queue: [any Target] = []
        func enqueue(_ dependencies: [TargetDependency]) {
            for dependency in dependencies {
                switch dependency {
                case .target(let target): queue.append(target)
                case .product(let product): queue += product.targets
                @unknown default: break
                }
            }
        }
        enqueue(target.dependencies)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if let module = next as? SourceModuleTarget {
                let flows = module.sourceFiles.map(\.url).filter(BuildPlan.isFlowFile).sorted { $0.path < $1.path }
                found += flows.map { (module.moduleName, $0) }
            }
            enqueue(next.dependencies)
        }
        return found
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FlowcBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            return try BuildPlan(
                files: files, targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                flowc: try context.tool(named: "flowc").url, interfaces: []
            ).commands()
        }
    }
#endif

/// The commands for one target.
struct BuildPlan {
    let flows: [URL]
    let config: URL?
    let targetName: String
    let workDirectory: URL
    let flowc: URL
    /// The flow files of the modules the target depends on (`--interface`): inputs of every command.
    let interfaces: [(module: String, file: URL)]

    static func isFlowFile(_ url: URL) -> Bool { url.path.hasSuffix(".flow.yaml") || url.path.hasSuffix(".flow.yml") }

    init(
        files: [URL], targetName: String, workDirectory: URL, flowc: URL,
        interfaces: [(module: String, file: URL)] = []
    ) throws {
        self.flows = files.filter(Self.isFlowFile).sorted { $0.path < $1.path }
        self.interfaces = interfaces
        let configs = files.filter { $0.lastPathComponent == "flowc.yaml" }.sorted { $0.path.count < $1.path.count }
        if configs.count > 1 {
            Diagnostics.warning(
                "\(targetName): several flowc.yaml files; using \(configs[0].path), ignoring "
                    + configs.dropFirst().map(\.path).joined(separator: ", "))
        }
        self.config = configs.first
        self.targetName = targetName
        self.workDirectory = workDirectory
        self.flowc = flowc
    }

    func commands() throws -> [Command] {
        guard !flows.isEmpty else {
            if config != nil {
                Diagnostics.warning(
                    "\(targetName) has a flowc.yaml but no *.flow.yaml file: FlowcBuildPlugin has nothing to do")
            }
            return []
        }
        let options = ConfigScan(config)
        var shared: [URL] = []
        if let config { shared.append(config) }
        shared += options.templateFiles

        var commonArguments: [String] = []
        // Without a flowc.yaml in the target, none: flowc would otherwise find one above the target, which the
        // plan does not list as an input.
        commonArguments += config.map { ["--config", $0.path] } ?? ["--no-config"]
        commonArguments += ["--no-color"]
        // A dependency's flows: checked with this target's, not generated again (their module has their code).
        for interface in interfaces {
            commonArguments += ["--interface", "\(interface.module)=\(interface.file.path)"]
        }
        shared += interfaces.map(\.file)

        let names = OutputNames(flows)
        let interfaceDirectory = workDirectory.appending(path: "interfaces")
        let interfaceFiles = names.names.map { name in
            interfaceDirectory.appending(path: String(name.dropLast(".swift".count)) + ".interface")
        }
        // The check: every flow file in, the stamp out. Its problems are the program's, reported once.
        let stamp = workDirectory.appending(path: "flowc-check.stamp")
        var commands: [Command] = [
            .buildCommand(
                displayName: "flowc: checking the \(flows.count) flow files of \(targetName)",
                executable: flowc,
                arguments: ["generate"] + flows.map(\.path) + [
                    "--output", workDirectory.path, "--plugin-check", stamp.path,
                ]
                    + commonArguments,
                inputFiles: flows + shared, outputFiles: [stamp])
        ]
        // A command per unit (a flow, or flows that start each other): its flow files, the stamp and the interfaces
        // of the flows it starts in; its Swift files and its flows' interfaces out.
        let dependencies = PlanDependencies(flows)
        for unit in dependencies.units() {
            let started = Set(unit.flatMap(dependencies.children(of:))).subtracting(unit).sorted()
            var arguments = ["generate"] + unit.map { flows[$0].path } + ["--output", workDirectory.path]
            arguments += commonArguments
            for member in unit {
                arguments += ["--plugin-flow", flows[member].path, "--plugin-output-name", names.names[member]]
                arguments += ["--plugin-interface-output", interfaceFiles[member].path]
            }
            for child in started { arguments += ["--plugin-interface", interfaceFiles[child].path] }
            let what = unit.map { names.names[$0] }.joined(separator: ", ")
            let from = unit.map { flows[$0].lastPathComponent }.joined(separator: ", ")
            commands.append(
                .buildCommand(
                    displayName: "flowc: generating \(what) from \(from)", executable: flowc, arguments: arguments,
                    inputFiles: unit.map { flows[$0] } + [stamp] + started.map { interfaceFiles[$0] } + shared,
                    outputFiles: unit.map { workDirectory.appending(path: names.names[$0]) }
                        + unit.map { interfaceFiles[$0] }))
        }
        return commands
    }
}
