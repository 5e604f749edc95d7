import Foundation
import PackagePlugin

/// Generates the Swift coordinators of a target's `*.flow.yaml` files while the target builds.
///
/// One build command per flow file writes that flow's Swift file; the runtime and the hosts are libraries the target
/// depends on (FlowcRuntime, FlowcUIKit, FlowcSwiftUI), not generated. Each command declares exactly what its output depends on, so the build system reruns it only when needed
/// (docs/adoption.md, "How the plugin builds"):
///
/// - `<name>.flow.swift` from `<name>.flow.yaml`: inputs are the flow file, the files of every flow it starts
///   (directly or not: the generated code names their input, outcome and decision types), `flowc.yaml` and the
///   template overrides. So an unchanged build runs nothing, and editing one flow reruns its command and those of
///   the flows that start it, not the others. The first flow file's command reports flowc.yaml's problems.
///
/// Output names come from the input paths, never from what the files say (SwiftPM plans again only when files are
/// added or removed, not when one is edited). Which flow starts which is found by a line scan of `flow:` and
/// `tabs:`; every command still compiles the whole program, so a scan that is out of date only costs a rerun
/// that did not happen, and flowc warns about it.
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

        let dependencies = PlanDependencies(flows)
        var commands: [Command] = []
        let names = OutputNames(flows)
        for (index, flow) in flows.enumerated() {
            let output = workDirectory.appending(path: names.names[index])
            let inputs = dependencies.closure(of: index).map { flows[$0] }
            var arguments = ["generate"] + flows.map(\.path) + ["--output", workDirectory.path]
            arguments += commonArguments
            arguments += ["--plugin-flow", flow.path, "--plugin-output-name", names.names[index]]
            for input in inputs where input != flow { arguments += ["--plugin-input", input.path] }
            commands.append(
                .buildCommand(
                    displayName: "flowc: generating \(names.names[index]) from \(flow.lastPathComponent)",
                    executable: flowc, arguments: arguments,
                    inputFiles: inputs + shared, outputFiles: [output]))
        }
        return commands
    }
}
