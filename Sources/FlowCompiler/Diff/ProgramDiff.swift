/// Compares two checked versions of a program (`flowc diff --against REF`): every change that matters to what users
/// or other code already have, in four categories (links, restoration, API, behaviour), each in its own file.
///
/// Flows and steps are matched by name, never by file or order: moving a flow to another file, reordering steps,
/// keys or transitions, comments, summaries and YAML style change nothing here. Both programs must be free of
/// errors (the CLI refuses a broken one): the comparisons rely on names resolving.
public enum ProgramDiff {
    public struct Result: Sendable {
        /// Sorted by category, then place (`FlowChange.ordered`).
        public var changes: [FlowChange]
        /// `diff: accept:` entries that matched no change: stale, to be removed.
        public var staleAcceptances: [DiffAcceptance]
    }

    public static func compare(old: Program, new: Program, accepting acceptances: [DiffAcceptance] = []) -> Result {
        let pair = ProgramPair(old: old, new: new)
        var changes =
            LinkChanges.find(pair) + RestorationChanges.find(pair) + APIChanges.find(pair)
            + BehaviourChanges.find(pair)
        var used = [Bool](repeating: false, count: acceptances.count)
        for c in changes.indices {
            if let a = acceptances.indices.first(where: { Self.accepts(acceptances[$0], changes[c]) }) {
                changes[c].acceptedBecause = acceptances[a].reason.value
                used[a] = true
            }
        }
        changes.sort(by: FlowChange.ordered)
        return Result(
            changes: changes, staleAcceptances: acceptances.indices.filter { !used[$0] }.map { acceptances[$0] })
    }

    /// An entry accepts a change of its id whose subject has every key the entry gives, with the same value.
    static func accepts(_ acceptance: DiffAcceptance, _ change: FlowChange) -> Bool {
        acceptance.change.value == change.kind.rawValue
            && acceptance.subject.allSatisfy { key, value in change.subject.value(of: key) == value.value }
    }
}

/// The two versions, with what several comparisons look up: the flows of each by name (the program's own flows:
/// another module's interface flows are that module's to compare).
struct ProgramPair {
    let old: Program
    let new: Program

    /// The old version's own flows, in its order.
    var oldFlows: [Flow] { old.flows.filter { old.module(of: $0) == nil } }
    var newFlows: [Flow] { new.flows.filter { new.module(of: $0) == nil } }

    /// The old version's flows that an app can have saved a state of: those the root starts (the root's state holds
    /// them all), or every flow without a root.
    func savedFlows() -> [Flow] {
        guard let root = old.root, let index = old.index(ofFlow: root) else { return oldFlows }
        let reached = old.flowGraph.reachable(from: index)
        return old.flows.indices.filter { reached[$0] }.map { old.flows[$0] }
    }

    /// The rename of step `step` of flow `flow` the new version's flowc.yaml declares (`restoration: renamedSteps`).
    func renamed(_ step: String, inFlow flow: String) -> StepRename? {
        new.stepRenames.first { $0.flow.value == flow && $0.from.value == step }
    }

    /// By flow name, `Flow.step` of every subflow and tabs step of the new version that starts it, for messages:
    /// who must change with it.
    func startersByFlow() -> [String: [String]] {
        var starters: [String: [String]] = [:]
        for parent in newFlows {
            for step in parent.steps {
                for child in step.childFlows {
                    starters[child.value, default: []].append("\(parent.name.value).\(step.id.value)")
                }
            }
        }
        return starters
    }
}

extension Array where Element == String {
    /// `'a', 'b' and 3 more`: a list for a message, cut after `limit` names.
    func quotedList(limit: Int = 5) -> String {
        let shown = prefix(limit).map { "'\($0)'" }
        let rest = count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more" }
        if shown.count <= 1 { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
