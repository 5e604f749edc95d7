/// What navigation allows in each flow of the program: which steps are reached, which can still end their
/// flow with an outcome, which may be shown inside a modal, and which screens are below a step on every path.
///
/// Shared by unreachable-step, dead-end, no-exit, pop-target and dismiss-outside-modal, and by the diagrams
/// (to mark unreachable steps and dead ends). Computed once per program (`NavigationAnalysis.of(program)`),
/// in time linear in the size of the program (dominators: near-linear); nothing recurses, so a 20,000-step
/// flow is walked like a small one. The model of navigation is decisions.md's; `ExitGraph` and `StackGraph`
/// explain how `back`, `dismiss` and `popTo` are followed.
///
/// Subflow and tabs steps (decisions.md, "When a child flow ends"): the child runs above the step that started
/// it (on the parent's stack when pushed, in a modal of its own when presented as sheet or fullScreen). When
/// the child ends, its screens go first; then the step's handler acts from where the step was, as if from the
/// step below it: `abandoned: back` removes nothing more, `{ to: x }` shows x from the step below (not inside
/// the closed modal), `dismiss` closes the modal holding that stack, `replace` replaces that stack. So after
/// its child ends a subflow or tabs step is transparent, like a decision. When a child is left by `back` or
/// `dismiss` at its first step (a cancellation), the parent goes on as if the step was removed.
public final class NavigationAnalysis {
    /// Parallel to `program.flows`.
    public let flows: [FlowNavigation]

    /// The analysis of `program`, computed on first use.
    public static func of(_ program: Program) -> NavigationAnalysis {
        program.cached(NavigationAnalysis.self) { NavigationAnalysis($0) }
    }

    public init(_ program: Program) {
        let graphs = program.flows.map(StepGraph.init)
        let reachable = graphs.map { $0.reachableSteps() }
        let analyzed = program.flows.indices.map { program.flows[$0].isComplete && graphs[$0].start != nil }
        let reachabilityKnown = program.flows.indices.map { f in
            analyzed[f] && !zip(reachable[f], graphs[f].hasUnknownGoTarget).contains { $0 && $1 }
        }
        let modal = Self.modalSteps(program, graphs, reachable: reachable, reachabilityKnown: reachabilityKnown)
        let exits = ExitAnalysis(program, graphs, reachable: reachable, analyzed: analyzed, modal: modal)

        var flows: [FlowNavigation] = []
        for (f, flow) in program.flows.enumerated() {
            let graph = graphs[f]
            let count = graph.stepCount
            var entry = [Bool](repeating: false, count: count)
            if let start = graph.start { entry[start] = true }
            for screen in graph.deepLinked { entry[screen] = true }
            let canReachOutcome = (0..<count).map { !analyzed[f] || exits.canReachOutcome(f, $0) }
            let hasNoExit = (0..<count).map {
                analyzed[f] && !flow.outcomes.isEmpty && reachable[f][$0] && !canReachOutcome[$0]
            }
            let trapped = hasNoExit.indices.filter { hasNoExit[$0] }
            flows.append(
                FlowNavigation(
                    isAnalyzed: analyzed[f],
                    reachabilityIsKnown: reachabilityKnown[f],
                    isEntryPoint: entry,
                    reachable: reachable[f],
                    canReachOutcome: canReachOutcome,
                    canLeaveFlow: (0..<count).map { !analyzed[f] || exits.canLeave(f, $0) },
                    mayBeInModal: modal[f],
                    isDeadEnd: flow.steps.map(\.isDeadEnd),
                    hasNoExit: hasNoExit,
                    noExitReasons: trapped.isEmpty ? [:] : exits.reasons(f, program.flows[f], steps: trapped),
                    stack: analyzed[f] ? StackGraph(graph, reachable: reachable[f]) : nil))
        }
        self.flows = flows
    }

    /// May a step be shown inside a sheet or fullScreen modal, on some path? One breadth-first pass over the
    /// whole program: a step is in a modal when a transition presents it as sheet or fullScreen, when it is
    /// pushed or replaced (or answered, for a decision) from a step in a modal, when it is a deep-linked screen
    /// above a start in a modal, or when it is the start of a flow that a subflow or tabs step in a modal
    /// starts (a subflow presented as sheet or fullScreen is itself in the modal it opens).
    private static func modalSteps(
        _ program: Program, _ graphs: [StepGraph], reachable: [[Bool]], reachabilityKnown: [Bool]
    ) -> [[Bool]] {
        var modal = graphs.map { [Bool](repeating: false, count: $0.stepCount) }
        var queue: [(flow: Int, step: Int)] = []
        func mark(_ flow: Int, _ step: Int) {
            guard !modal[flow][step] else { return }
            modal[flow][step] = true
            queue.append((flow, step))
        }
        // Where the reachable steps are not known (read errors, unknown targets), every step counts: a modal
        // missed would make dismiss-outside-modal report what may be fine.
        func isSource(_ flow: Int, _ step: Int) -> Bool { !reachabilityKnown[flow] || reachable[flow][step] }
        for (f, graph) in graphs.enumerated() {
            for edge in graph.edges where isSource(f, edge.source) {
                if edge.presentation.isModal { mark(f, edge.target) }
                // A subflow shown as sheet or fullScreen runs its child in a modal of its own; the step itself
                // is gone when its handler runs, so only the child's start is in that modal.
                if edge.shownAs.isModal, !edge.presentation.isModal {
                    for child in program.flows[f].steps[edge.target].childFlows {
                        if let c = program.index(ofFlow: child.value), let start = graphs[c].start { mark(c, start) }
                    }
                }
            }
        }
        var head = 0
        while head < queue.count {
            let (f, step) = queue[head]
            head += 1
            guard isSource(f, step) else { continue }
            let graph = graphs[f]
            for index in graph.outgoing[step] where !graph.edges[index].presentation.isModal {
                mark(f, graph.edges[index].target)
            }
            if step == graph.start {
                for screen in graph.deepLinked { mark(f, screen) }
            }
            for child in program.flows[f].steps[step].childFlows {
                if let c = program.index(ofFlow: child.value), let start = graphs[c].start { mark(c, start) }
            }
        }
        return modal
    }
}

/// The navigation facts of one flow, by step index (as in `flow.steps`).
public struct FlowNavigation: Sendable {
    /// False when the flow had read errors or its start names no step: nothing below is then reported as a
    /// problem (every step counts as reachable, able to exit, and so on).
    public let isAnalyzed: Bool
    /// False also when a reachable step has a transition to an unknown step: what it reaches is unknown.
    public let reachabilityIsKnown: Bool
    /// The start and the deep-linked screens.
    public let isEntryPoint: [Bool]
    /// Reached from an entry point by transitions (`back`, `dismiss`, `popTo` reach nothing new).
    public let reachable: [Bool]
    /// Some path from the step, following back/dismiss/popTo to what can be below, finishes the flow. Only
    /// meaningful for reachable steps.
    public let canReachOutcome: [Bool]
    /// Some path from the step leaves the flow by `back` or `dismiss` at its first step (a cancellation).
    public let canLeaveFlow: [Bool]
    /// The step may be shown inside a sheet or fullScreen modal (of this flow or of an enclosing one).
    public let mayBeInModal: [Bool]
    /// A screen with no transitions that is not marked terminal (dead-end reports it; no-exit does not judge
    /// what it would lead to).
    public let isDeadEnd: [Bool]
    /// A reachable step of a flow with outcomes from which no outcome can be reached.
    public let hasNoExit: [Bool]
    let noExitReasons: [Int: NoExitReason]
    let stack: StackGraph?

    /// Whether unreachable-step reports the step.
    public func isUnreachable(_ step: Int) -> Bool { reachabilityIsKnown && !reachable[step] }

    /// Why a step that `hasNoExit` cannot reach an outcome.
    public func noExitReason(_ step: Int) -> NoExitReason? { noExitReasons[step] }

    /// Whether the screen `target` is on the stack below `step` on every path to `step` (across the modals of
    /// the flow): where `popTo` may return. True when the flow could not be analyzed.
    public func isAlwaysBelow(_ target: Int, _ step: Int) -> Bool {
        guard let stack else { return true }
        return stack.isAlwaysBelow(target, step)
    }
}

/// The exit graphs of every analyzed flow, and which of their nodes can reach an outcome or leave the flow.
///
/// One backward breadth-first search over all flows at once: a subflow step can go on when its child can be
/// left at its first step, which is known only once the child is analyzed, and flows may start each other in
/// a cycle. So the edges "the child was left: pop the subflow step" (or close its modal) are switched on when
/// the child's start is found to reach a leave sink, and what had already reached their target is carried over.
/// Each node gets each of its three marks at most once: linear in all flows' sizes.
private struct ExitAnalysis {
    private static let leaveByBack: UInt8 = 1
    private static let leaveByDismiss: UInt8 = 2
    private static let outcome: UInt8 = 4

    private var graphs: [ExitGraph?]
    private var marks: [[UInt8]]
    private var poppedWhenLeft: [[Bool]]
    private let entersModally: [[Bool]]
    private let entersInline: [[Bool]]
    private var closedWhenLeft: [[Bool]]

    init(_ program: Program, _ flowGraphs: [StepGraph], reachable: [[Bool]], analyzed: [Bool], modal: [[Bool]]) {
        // Subflow and tabs steps, by the child flow they start.
        var starters = [[(flow: Int, step: Int)]](repeating: [], count: program.flows.count)
        var graphs: [ExitGraph?] = []
        for (f, flow) in program.flows.enumerated() {
            guard analyzed[f] else {
                graphs.append(nil)
                continue
            }
            func isOpaque(_ s: Int) -> Bool {
                let step = flow.steps[s]
                if step.isDeadEnd { return true }
                guard !step.childFlows.isEmpty else { return false }
                let handled = Set(step.handlers.map(\.event.value))
                let isTabs = if case .tabs = step.kind { true } else { false }
                for child in step.childFlows {
                    guard let c = program.index(ofFlow: child.value), analyzed[c] else { return true }
                    for outcome in program.flows[c].outcomes {
                        let key = isTabs ? "\(child.value).\(outcome.name.value)" : outcome.name.value
                        if !handled.contains(key) { return true }
                    }
                }
                return false
            }
            let graph = ExitGraph(
                flow, flowGraphs[f], reachable: reachable[f], isOpaque: isOpaque, mayBeInModal: modal[f])
            graphs.append(graph)
            for (s, step) in flow.steps.enumerated() where reachable[f][s] {
                for child in step.childFlows {
                    if let c = program.index(ofFlow: child.value) { starters[c].append((f, s)) }
                }
            }
        }
        self.graphs = graphs
        entersModally = flowGraphs.map(\.entersModally)
        entersInline = flowGraphs.map(\.entersInline)
        marks = graphs.map { [UInt8](repeating: 0, count: $0?.nodeCount ?? 0) }
        poppedWhenLeft = flowGraphs.map { [Bool](repeating: false, count: $0.stepCount) }
        closedWhenLeft = poppedWhenLeft
        let reverse = graphs.map { graph in
            graph.map { Adjacency(nodeCount: $0.nodeCount, edges: $0.edges.map { ($0.to, $0.from) }) }
        }

        var queue: [(flow: Int, node: Int, marks: UInt8)] = []
        func mark(_ f: Int, _ node: Int, _ new: UInt8) {
            let added = new & ~marks[f][node]
            guard added != 0 else { return }
            marks[f][node] |= added
            queue.append((f, node, added))
        }
        for (f, graph) in graphs.enumerated() {
            guard let graph else { continue }
            mark(f, graph.exit, Self.outcome)
            mark(f, graph.leaveByBack, Self.leaveByBack)
            mark(f, graph.leaveByDismiss, Self.leaveByDismiss)
            mark(f, graph.unknown, Self.outcome | Self.leaveByBack | Self.leaveByDismiss)
        }
        var head = 0
        while head < queue.count {
            let (f, node, added) = queue[head]
            head += 1
            guard let graph = graphs[f], let reverse = reverse[f] else { continue }
            for predecessor in reverse[node] { mark(f, predecessor, added) }
            if let (step, state) = graph.step(of: node) {
                if state == .popping && poppedWhenLeft[f][step] { mark(f, graph.node(step, .at), added) }
                if state == closedState(f, step) && closedWhenLeft[f][step] { mark(f, graph.node(step, .at), added) }
                if state == .at, step == flowGraphs[f].start {
                    for (p, s) in starters[f] {
                        guard let parent = graphs[p] else { continue }
                        if added & Self.leaveByBack != 0 && !poppedWhenLeft[p][s] {
                            poppedWhenLeft[p][s] = true
                            mark(p, parent.node(s, .at), marks[p][parent.node(s, .popping)])
                        }
                        if added & Self.leaveByDismiss != 0 && !closedWhenLeft[p][s] {
                            closedWhenLeft[p][s] = true
                            mark(p, parent.node(s, .at), marks[p][parent.node(s, closedState(p, s))])
                        }
                    }
                }
            }
        }
    }

    /// Where a parent goes on when its child closes the modal it runs in (`dismiss` at the child's first step):
    /// a child in a modal of its own (sheet or fullScreen subflow) just ends, as if the step was popped; a child
    /// on the parent's stack closes the modal that holds that stack.
    private func closedState(_ f: Int, _ step: Int) -> ExitGraph.State {
        entersModally[f][step] && !entersInline[f][step] ? .popping : .dismissing
    }

    func canReachOutcome(_ f: Int, _ step: Int) -> Bool {
        guard let graph = graphs[f] else { return true }
        return marks[f][graph.node(step, .at)] & Self.outcome != 0
    }

    func canLeave(_ f: Int, _ step: Int) -> Bool {
        guard let graph = graphs[f] else { return true }
        return marks[f][graph.node(step, .at)] & (Self.leaveByBack | Self.leaveByDismiss) != 0
    }

    func reasons(_ f: Int, _ flow: Flow, steps: [Int]) -> [Int: NoExitReason] {
        guard let graph = graphs[f] else { return [:] }
        var edges = graph.edges
        for step in 0..<graph.stepCount {
            if poppedWhenLeft[f][step] { edges.append((graph.node(step, .at), graph.node(step, .popping))) }
            if closedWhenLeft[f][step] { edges.append((graph.node(step, .at), graph.node(step, closedState(f, step)))) }
        }
        let successors = Adjacency(nodeCount: graph.nodeCount, edges: edges)
        return ExitGraph.reasons(
            flow, graph: graph, successors: successors,
            canExit: { marks[f][$0] & Self.outcome != 0 }, steps: steps)
    }
}

extension Step {
    /// A screen with no transitions that is not marked terminal.
    var isDeadEnd: Bool { isScreen && !terminal && handlers.isEmpty }
}
