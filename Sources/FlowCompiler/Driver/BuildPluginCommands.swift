import Foundation

/// What each command of the build plugin does once the whole program is checked (docs/adoption.md, "How the build
/// plugin works"): which problems it reports, what it generates, and why it writes nothing when it does not.
/// `flowc generate --plugin-flow` only carries it out: the policy lives here, where it is tested without a process.
///
/// Every command is given every flow file of the target and checks the whole program, but reports only its own
/// file's problems (flowc.yaml's: the first flow file's command), so each problem appears once in the build log.
public enum BuildPluginCommands {
    /// The id of the warning that the build plan SwiftPM made no longer matches the flows or flowc.yaml.
    public static let stalePlanID = "stale-build-plan"

    /// What a command does.
    public struct Decision {
        /// What the command reports, sorted: its share of the program's problems, and its own warnings.
        public var diagnostics: [Diagnostic]
        public var action: Action
        /// The command reports what all commands share, flowc.yaml's and the templates' problems: the first flow
        /// file's command does; the others only note that there are some.
        public var reportsShared = false
    }

    public enum Action {
        /// Generate the files of `program`; the command writes `file` of them only.
        case generate(Program, file: String)
        /// Write nothing and fail. `note` says why when no diagnostic the command reports does (the problem is
        /// reported by another command); `usageError` when the command was given a file that holds no flow.
        case fail(note: String?, usageError: String?)
    }

    /// A flow's command (`--plugin-flow path`): writes the Swift file of the flow in `path` only. It fails when its
    /// flow, a flow it starts (directly or not), or flowc.yaml has an error. The command of the program's first flow
    /// file reports flowc.yaml's problems too: every command reads flowc.yaml, one says what is wrong with it. `declaredInputs` are the other files the
    /// build plan gave the command as inputs: a flow it now starts that is not among them means the plan is out of
    /// date (SwiftPM plans again only when files are added or removed), which is a warning; the code written is
    /// right either way.
    public static func flow(
        _ path: String, declaredInputs: [String], configFile: String?, program: Program, diagnostics: [Diagnostic]
    ) -> Decision {
        let reportsShared = program.flows.first?.file == path
        var own = diagnostics.filter {
            $0.location.file == path || (reportsShared && configFile != nil && $0.location.file == configFile)
        }
        let ownErrors = own.contains { $0.severity == .error }
        guard let index = program.flows.firstIndex(where: { $0.file == path }) else {
            // A file whose errors kept it from being a flow says why itself.
            return Decision(
                diagnostics: own,
                action: .fail(
                    note: nil, usageError: ownErrors ? nil : "\(path): error: not a flow file of this program"))
        }
        let flow = program.flows[index]
        let dependencies = FlowDependencies(program)
        let needed = dependencies.files(ofFlow: index)
        let blocking = Set(
            diagnostics.filter { $0.severity == .error && $0.location.file != path }
                .map(\.location.file).filter { needed.contains($0) || (!reportsShared && $0 == configFile) })
        if !blocking.isEmpty {
            let names = blocking.sorted().map(fileName).joined(separator: ", ")
            let note =
                "note: the code of flow '\(flow.name.value)' is not generated: \(names) has errors (reported with it)"
            return Decision(diagnostics: own, action: .fail(note: note, usageError: nil), reportsShared: reportsShared)
        }
        if ownErrors {
            return Decision(diagnostics: own, action: .fail(note: nil, usageError: nil), reportsShared: reportsShared)
        }

        let declared = Set(declaredInputs + [path])
        let missing = needed.filter { !declared.contains($0) }
        if !missing.isEmpty {
            own.append(undeclaredFlows(missing, startedBy: flow))
            own.sort(by: Diagnostic.ordered)
        }
        return Decision(
            diagnostics: own,
            action: .generate(
                dependencies.subprogram(ofFlow: index), file: GeneratedNames.fileName(ofFlow: flow.name.value)),
            reportsShared: reportsShared)
    }

    // MARK: - The warnings

    /// How to make SwiftPM plan again, the fix of the warning.
    static let replanNote = Diagnostic.Note(
        "SwiftPM plans the build again when a file is added or removed, or when Package.swift changes: touch "
            + "Package.swift")

    static func undeclaredFlows(_ missing: [String], startedBy flow: Flow) -> Diagnostic {
        let names = missing.map(fileName).joined(separator: ", ")
        return Diagnostic(
            id: stalePlanID, severity: .warning,
            message: "the build plan is out of date: flow '\(flow.name.value)' now starts flows of \(names), which its "
                + "build command does not list as inputs",
            at: flow.name.location,
            notes: [
                Diagnostic.Note(
                    "its code is right now, but an edit of \(missing.count == 1 ? "that file" : "those files") will "
                        + "not regenerate it until SwiftPM plans the build again"),
                replanNote,
            ])
    }

    private static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
