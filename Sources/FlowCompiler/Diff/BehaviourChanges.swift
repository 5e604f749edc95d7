/// Behaviour: where users could go in the old version and cannot in the new one. A step reached from its flow's
/// start, entries and deep links (`NavigationAnalysis`: what unreachable-step reports), in a flow the root starts
/// when there is a root, that is unreachable or gone; an outcome that steps could lead to and no longer can.
enum BehaviourChanges {
    static func find(_ pair: ProgramPair) -> [FlowChange] {
        let oldFlows = Started(pair.old)
        let newFlows = Started(pair.new)
        let oldNavigation = NavigationAnalysis.of(pair.old)
        let newNavigation = NavigationAnalysis.of(pair.new)
        var changes: [FlowChange] = []
        for (o, old) in pair.old.flows.enumerated() where pair.old.module(of: old) == nil && oldFlows.started[o] {
            guard let n = pair.new.index(ofFlow: old.name.value) else { continue }  // api-flow-removed says it
            let new = pair.new.flows[n]
            guard newFlows.started[n] else {
                changes.append(
                    FlowChange(
                        .behaviourFlowUnreachable, .breaking, .init(flow: new.name.value),
                        "flow '\(new.name.value)' is no longer started from the root flow '\(pair.new.root ?? "")': "
                            + "none of its screens can be reached", old: old.name.location, new: new.name.location))
                continue
            }
            let before = oldNavigation.flows[o]
            let after = newNavigation.flows[n]
            guard before.isAnalyzed, before.reachabilityIsKnown, after.isAnalyzed else { continue }
            var kept: [(old: Int, new: Int)] = []
            for s in old.steps.indices where before.reachable[s] {
                let step = old.steps[s]
                // A step renamed in flowc.yaml (`restoration: renamedSteps`) is the same screen under its new id.
                let t =
                    new.index(ofStep: step.id.value)
                    ?? pair.renamed(step.id.value, inFlow: new.name.value).flatMap { new.index(ofStep: $0.to.value) }
                if let t, !after.isUnreachable(t) {
                    kept.append((s, t))
                    continue
                }
                // A decision is no screen: what users miss is the screens after it, reported on their own.
                guard !step.isDecision else { continue }
                let subject = FlowChange.Subject(flow: new.name.value, step: step.id.value)
                let what = "step '\(step.id.value)' of flow '\(new.name.value)'"
                changes.append(
                    t == nil
                        ? FlowChange(
                            .behaviourStepRemoved, .breaking, subject, "\(what) was removed: users could reach it",
                            old: step.id.location, new: new.name.location)
                        : FlowChange(
                            .behaviourStepUnreachable, .breaking, subject,
                            "\(what) can no longer be reached: no transition or deep link leads to it",
                            hint: "add a way to it, or remove it", old: step.id.location,
                            new: t.map { new.steps[$0].id.location }))
            }
            changes += lostOutcomes(old, pair.old, before, new, pair.new, after, kept: kept)
        }
        return changes
    }

    /// Each outcome of both versions that a step kept (reachable in both) could lead to and no longer can: one change
    /// per outcome, naming the steps.
    private static func lostOutcomes(
        _ old: Flow, _ oldProgram: Program, _ before: FlowNavigation, _ new: Flow, _ newProgram: Program,
        _ after: FlowNavigation, kept: [(old: Int, new: Int)]
    ) -> [FlowChange] {
        guard !old.outcomes.isEmpty, !new.outcomes.isEmpty else { return [] }
        let oldReach = OutcomePaths(old, oldProgram, systemBack: before.hasSystemBackWayOut)
        let newReach = OutcomePaths(new, newProgram, systemBack: after.hasSystemBackWayOut)
        var changes: [FlowChange] = []
        for outcome in old.outcomes {
            guard let now = new.outcome(outcome.name.value) else { continue }  // api-outcome-removed says it
            let was = oldReach.steps(reaching: outcome.name.value)
            let isNow = newReach.steps(reaching: outcome.name.value)
            let lost = kept.filter { was[$0.old] && !isNow[$0.new] }.map { pair -> String in
                let id = new.steps[pair.new].id.value
                return pair.new == new.startIndex ? "\(id) (the start)" : id
            }
            guard !lost.isEmpty else { continue }
            changes.append(
                FlowChange(
                    .behaviourOutcomeLost, .breaking, .init(flow: new.name.value, outcome: outcome.name.value),
                    "flow '\(new.name.value)' can no longer end with '\(outcome.name.value)' from "
                        + "\(lost.quotedList()): users there have no way to it any more",
                    hint: "restore a path to a step that finishes with it", old: outcome.name.location,
                    new: now.name.location))
        }
        return changes
    }

    /// Whether each flow is started by the program's root (every flow when there is no root).
    private struct Started {
        let started: [Bool]

        init(_ program: Program) {
            if let root = program.root, let index = program.index(ofFlow: root) {
                started = program.flowGraph.reachable(from: index)
            } else {
                started = [Bool](repeating: true, count: program.flows.count)
            }
        }
    }
}

/// For each outcome of a flow, the steps from which some path finishes the flow with it. `NavigationAnalysis` knows
/// whether a step can reach any outcome; the diff needs each one, so this follows the same step graph backwards,
/// once per outcome: `go` edges, `back` or `dismiss` (and the system back) to the step below (a source of an edge
/// into the step that stays under it, or the start for a deep-linked screen), and `popTo` to its target.
struct OutcomePaths {
    private let flow: Flow
    private let reverse: Adjacency

    init(_ flow: Flow, _ program: Program, systemBack: [Bool]) {
        self.flow = flow
        let index = program.index(ofFlow: flow.name.value) ?? 0
        let graph = StepGraph(flow, program.transitionTargets.flows[index], program)
        var edges: [(from: Int, to: Int)] = []
        let goesBack = flow.steps.indices.map { s in
            systemBack[s]
                || flow.steps[s].handlers.contains {
                    switch $0.transition.kind {
                    case .back, .dismiss: return true
                    default: return false
                    }
                }
        }
        for edge in graph.edges {
            edges.append((edge.target, edge.source))
            if edge.keepsSource && goesBack[edge.target] { edges.append((edge.source, edge.target)) }
        }
        // A deep link opens its screen above the start (`LinkStacks`): its back leads there.
        if let start = graph.start {
            for screen in graph.deepLinked where goesBack[screen] { edges.append((start, screen)) }
        }
        for s in flow.steps.indices {
            for h in flow.steps[s].handlers.indices {
                if case .popTo = flow.steps[s].handlers[h].transition.kind,
                    let target = graph.targets.target(ofHandler: h, of: s)
                {
                    edges.append((target, s))
                }
            }
        }
        reverse = Adjacency(nodeCount: flow.steps.count, edges: edges)
    }

    /// By step, whether a path from it finishes the flow with `outcome`.
    func steps(reaching outcome: String) -> [Bool] {
        var reached = [Bool](repeating: false, count: flow.steps.count)
        var queue: [Int] = []
        for s in flow.steps.indices
        where flow.steps[s].handlers.contains(where: {
            if case .finish(let name) = $0.transition.kind { return name.value == outcome } else { return false }
        }) {
            reached[s] = true
            queue.append(s)
        }
        var head = 0
        while head < queue.count {
            let step = queue[head]
            head += 1
            for position in reverse.edges(of: step) where !reached[reverse.target(position)] {
                reached[reverse.target(position)] = true
                queue.append(reverse.target(position))
            }
        }
        return reached
    }
}
