import Foundation
import PackagePlugin

/// Generates the Swift coordinators of a target's `*.flow.yaml` files while the target builds.
///
/// The commands declare exactly what they read and write, so the build system reruns only what an edit touches
/// (docs/adoption.md, "How the build plugin works"):
///
/// - **the check**: every flow file, `flowc.yaml` and the templates in; a stamp and every flow's interface file
///   out. It reports the problems of the target's flows as `flowc lint` does, each once, and when there is no
///   error writes the interfaces and the stamp, each only when its bytes change (the stamp's never do): no other
///   command runs on a program with errors;
/// - **one command per flow**: its flow file, the stamp and the interface files of the flows it starts in;
///   `<name>.flow.swift` out. The interface (name, input, outcomes, requests, app events, entries, tab item) is all
///   a starter's code needs of a flow: so an edit inside a flow reruns the check and that flow's command, not the
///   commands of the flows that start it.
///
/// Output names come from the input paths, never from what the files say (SwiftPM plans again only when files are
/// added or removed, not when one is edited). Which flow starts which is found by a line scan of `flow:` and
/// `tabs:`; a scan that missed one (a flow now starts one the plan does not list) costs a warning: the flow's
/// command reads that flow's interface, which the check wrote, all the same.
@main
struct FlowcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        // What the generated code needs of the target, said here with its fix rather than as Swift's errors in a
        // file under .build. (A target without a Swift file never gets here: SwiftPM builds no such target and
        // runs none of its plugins, so `flowc init` always writes one.)
        if files.contains(where: BuildPlan.isFlowFile) {
            if !Self.reaches("FlowcRuntime", from: target) {
                Diagnostics.error(
                    "\(target.name) uses FlowcBuildPlugin but does not depend on FlowcRuntime, which the code "
                        + "generated from its flows imports: add .product(name: \"FlowcRuntime\", package: \"flowc\") "
                        + "to its dependencies in Package.swift (package: the identity of flowc's package)")
            }
        }
        return try BuildPlan(
            files: files, targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
            flowc: try context.tool(named: "flowc").url, interfaces: Self.interfaces(of: target),
            moduleConfigs: Self.moduleConfigs(of: target),
            hasResources: target.sourceFiles.contains { $0.type == .resource }
        ).commands()
    }

    /// Whether the target depends on the target named `name`, directly or not.
    static func reaches(_ name: String, from target: SourceModuleTarget) -> Bool {
        dependencies(of: target).contains { $0.name == name }
    }

    /// The flow files of the modules the target depends on, directly or not, with each module's name: the flows
    /// its own flows may start.
    static func interfaces(of target: SourceModuleTarget) -> [(module: String, file: URL)] {
        dependencies(of: target).compactMap { $0 as? SourceModuleTarget }.flatMap { module in
            module.sourceFiles.map(\.url).filter(BuildPlan.isFlowFile).sorted { $0.path < $1.path }
                .map { (module.moduleName, $0) }
        }
    }

    /// The flowc.yaml of each module the target depends on that has flows (the nearest to its root when several).
    static func moduleConfigs(of target: SourceModuleTarget) -> [String: URL] {
        var configs: [String: URL] = [:]
        for module in dependencies(of: target).compactMap({ $0 as? SourceModuleTarget }) {
            let files = module.sourceFiles.map(\.url)
            guard files.contains(where: BuildPlan.isFlowFile) else { continue }
            configs[module.moduleName] = files.filter { $0.lastPathComponent == "flowc.yaml" }
                .min { $0.path.count < $1.path.count }
        }
        return configs
    }

    /// The targets the target depends on, directly or not (through targets and products), each once, nearest
    /// first.
    static func dependencies(of target: SourceModuleTarget) -> [any Target] {
        var found: [any Target] = []
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
            found.append(next)
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
    /// The flowc.yaml of each module of `interfaces` that has one: whether its generated code is public.
    let moduleConfigs: [String: URL]
    /// Whether the target has resources, so SwiftPM gives it `Bundle.module`: its flows' strings table is there.
    let hasResources: Bool

    static func isFlowFile(_ url: URL) -> Bool { url.path.hasSuffix(".flow.yaml") || url.path.hasSuffix(".flow.yml") }

    init(
        files: [URL], targetName: String, workDirectory: URL, flowc: URL,
        interfaces: [(module: String, file: URL)] = [], moduleConfigs: [String: URL] = [:], hasResources: Bool = false
    ) throws {
        self.hasResources = hasResources
        self.moduleConfigs = moduleConfigs
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
        // A package target's texts are in its resource bundle, which SwiftPM makes when it has resources.
        if hasResources && !options.setsStringsBundle { commonArguments += ["--strings-bundle", "module"] }

        let names = OutputNames(flows)
        // The interfaces are Swift files of comments: SwiftPM compiles a plugin's Swift outputs and would copy any
        // other file into the app as a resource.
        let interfaceDirectory = workDirectory.appending(path: "interfaces")
        var interfaceNames = names.names.map { String($0.dropLast(".swift".count)) + ".interface.swift" }
        // A dependency's flows: checked with this target's, not generated again (their module has their code). The
        // check reads them and writes their interfaces (named with their module), for the commands of this
        // target's flows that start them.
        let byModule = Dictionary(grouping: interfaces, by: \.module).sorted { $0.key < $1.key }
        var moduleFiles: [URL] = []
        var moduleArguments: [String] = []
        for (module, entries) in byModule {
            moduleFiles += entries.map(\.file)
            moduleArguments += entries.flatMap { ["--interface", "\(module)=\($0.file.path)"] }
            interfaceNames += OutputNames(entries.map(\.file)).names.map {
                String($0.dropLast(".swift".count)) + ".\(module).interface.swift"
            }
        }
        let interfaceFiles = interfaceNames.map { interfaceDirectory.appending(path: $0) }
        // The check: every flow file in, this target's and its dependencies'; the stamp and every flow's interface
        // out, in the order of the flow files then of the dependencies' (the order flowc maps them in). Its
        // problems are the program's, reported once.
        let stamp = workDirectory.appending(path: "flowc-check.swift")
        var checkArguments = ["generate"] + flows.map(\.path) + ["--output", workDirectory.path]
        checkArguments += moduleArguments + ["--plugin-check", stamp.path]
        checkArguments += interfaceFiles.flatMap { ["--plugin-interface", $0.path] }
        var commands: [Command] = [
            .buildCommand(
                displayName: "flowc: checking the \(flows.count) flow files of \(targetName)", executable: flowc,
                // The modules' flowc.yaml say whether their flows can be started here (ModuleAccessScan).
                arguments: checkArguments + commonArguments,
                inputFiles: flows + moduleFiles + moduleConfigs.values.sorted { $0.path < $1.path } + shared,
                outputFiles: [stamp] + interfaceFiles)
        ]
        // A command per flow: its flow file, the stamp and the interfaces of the flows it starts (of this target or
        // a dependency) in; its Swift file out. The interfaces are the check's outputs, so no flow's command waits
        // for another's, and an edit of a dependency's flow reruns only the commands of the flows that start it.
        let dependencies = PlanDependencies(flows + moduleFiles)
        // A flow of another module whose code is internal cannot be started here: said at the line that starts it.
        let modules = byModule.flatMap { module, entries in entries.map { _ in module } }
        let problems = ModuleAccessScan.problems(
            flows: Array(zip(flows, dependencies.scans)),
            interfaces: Array(zip(modules, dependencies.scans.dropFirst(flows.count))), configs: moduleConfigs)
        for problem in problems {
            Diagnostics.error(problem.message, file: problem.file.path, line: problem.line)
        }
        for (index, flow) in flows.enumerated() {
            let started = dependencies.children(of: index).filter { $0 != index }
            var arguments = ["generate", flow.path, "--output", workDirectory.path] + commonArguments
            arguments += ["--plugin-flow", flow.path, "--plugin-output-name", names.names[index]]
            arguments += ["--plugin-interface-directory", interfaceDirectory.path]
            for child in started { arguments += ["--plugin-interface", interfaceFiles[child].path] }
            commands.append(
                .buildCommand(
                    displayName: "flowc: generating \(names.names[index]) from \(flow.lastPathComponent)",
                    executable: flowc, arguments: arguments,
                    inputFiles: [flow, stamp] + started.map { interfaceFiles[$0] } + shared,
                    outputFiles: [workDirectory.appending(path: names.names[index])]))
        }
        return commands
    }
}
