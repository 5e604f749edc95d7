import Foundation

/// What the build plugin's commands do (docs/adoption.md, "How the build plugin works"). `flowc generate --plugin-check`
/// and `--plugin-flow` only carry it out: the policy lives here, where it is tested without a process.
///
/// A target's build has two kinds of command:
/// - **the check**, over every flow file of the target: it reports the program's problems exactly as
///   `flowc lint` does, each once, and when there is no error writes every flow's interface (`FlowInterface`) and
///   its stamp, each only when its bytes change (the stamp's never do). Every other command reads the stamp, so
///   none runs on a program with errors, and all run after the interfaces are written;
/// - **one command per flow**: it reads its flow file and the interfaces of the flows it starts, and writes its
///   Swift file. So an edit that keeps a flow's interface reruns the check and that flow's command, and no command
///   of a flow that starts it.
public enum BuildPluginCommands {
    /// The id of the warning that the build plan SwiftPM made no longer matches the flows or flowc.yaml.
    public static let stalePlanID = "stale-build-plan"

    /// The check's stamp. The same bytes every time: rewritten, it would rerun every flow's command.
    public static let checkStamp = "// flowc checked the flows of this target: they have no error.\n"

    /// What a flow's command generates from, once its files are read.
    public struct Unit {
        /// The command's flows and the stubs of the flows they start.
        public var program: Program
        /// The names of the flows whose code the command writes: its own.
        public var generated: Set<String>
        /// What the command reports: only warnings that the plan is out of date (the check reports the rest).
        public var diagnostics: [Diagnostic]
        /// Why it writes nothing, when it cannot generate: a note, the problem being the check's to report.
        public var failure: String?
    }

    /// A flow's command: `flows` are its own flows as read (one per command; the policy takes several), with
    /// `problems`, the reading problems of their files; `declared` the interfaces the plan gave it, of this
    /// target's flows or a dependency's. A flow it starts that is neither these nor its own is looked up with
    /// `lookUp`, among the interface files the check wrote: the plan's line scan missed it or is out of date, which
    /// is a warning, and the code is right all the same.
    public static func unit(
        flows: [Flow], problems: [Diagnostic], declared: [FlowInterface], typePrefix: String = "",
        lookUp: (String) -> FlowInterface? = { _ in nil }
    ) -> Unit {
        let own = Set(flows.map(\.name.value))
        var unit = Unit(program: Program(flows: []), generated: own, diagnostics: [])
        if let error = problems.first(where: { $0.severity == .error }) {
            unit.failure =
                "note: not generated: \(fileName(error.location.file)) has errors (the check of the flows reports them)"
            return unit
        }
        var read: [String: FlowInterface] = [:]
        let byName = Dictionary(declared.map { ($0.flow, $0) }, uniquingKeysWith: { first, _ in first })
        for flow in flows {
            var undeclared: [String] = []
            for child in flow.steps.flatMap(\.childFlows).map(\.value) where !own.contains(child) {
                guard read[child] == nil else { continue }
                if let interface = byName[child] {
                    read[child] = interface
                } else if let interface = lookUp(child) {
                    read[child] = interface
                    undeclared.append(interface.file)
                } else {
                    unit.diagnostics.append(undeclaredFlows([child], startedBy: flow, found: false))
                    unit.failure = "note: not generated: the interface of flow '\(child)' is not there"
                }
            }
            if !undeclared.isEmpty {
                unit.diagnostics.append(undeclaredFlows(undeclared, startedBy: flow, found: true))
            }
        }
        unit.diagnostics.sort(by: Diagnostic.ordered)
        let interfaces = read.keys.sorted().compactMap { read[$0] }
        // A dependency's flow is named with its module in the code (`Program.module(of:)`).
        let modules = interfaces.compactMap { interface in interface.module.map { (interface.file, $0) } }
        unit.program = Program(
            flows: flows + interfaces.map { $0.stub() }, typePrefix: typePrefix,
            interfaceModules: Dictionary(modules, uniquingKeysWith: { first, _ in first }))
        return unit
    }

    // MARK: - The warnings

    /// How to make SwiftPM plan again, the fix of the warning.
    static let replanNote = Diagnostic.Note(
        "SwiftPM plans the build again when a file is added or removed, or when Package.swift changes: touch "
            + "Package.swift")

    /// `found`: the interface was there all the same (the code is right); else the flow's code is not written.
    static func undeclaredFlows(_ missing: [String], startedBy flow: Flow, found: Bool) -> Diagnostic {
        let names = missing.map(fileName).joined(separator: ", ")
        let consequence =
            found
            ? "its code is right now, but an edit of \(missing.count == 1 ? "that file" : "those files") will not "
                + "regenerate it until SwiftPM plans the build again"
            : "its code cannot be generated until SwiftPM plans the build again"
        return Diagnostic(
            id: stalePlanID, severity: .warning,
            message: "the build plan is out of date: flow '\(flow.name.value)' now starts "
                + (found ? "flows of \(names)" : "flow '\(names)'")
                + ", which its build command does not list as inputs",
            at: flow.name.location, notes: [Diagnostic.Note(consequence), replanNote])
    }

    private static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
