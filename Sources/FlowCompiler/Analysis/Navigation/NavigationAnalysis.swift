/// What navigation allows in each flow of the program: which steps are reached, which can still end their
/// flow with an outcome, which may be shown inside a modal, and which screens are below a step on every path.
///
/// Shared by unreachable-step, dead-end, no-exit, pop-target, dismiss-outside-modal and root-flow-ends (which
/// follows the same exit graphs up to the root flow: `RootEnds`), and by the diagrams
/// (to mark unreachable steps and dead ends). Computed once per program (`NavigationAnalysis.of(program)`),
/// in time linear in the size of the program (dominators: near-linear); nothing recurses, so a 20,000-step
/// flow is walked like a small one. The model of navigation is decisions.md's; `ExitGraph` and `StackGraph`
/// explain how `back`, `dismiss` and `popTo` are followed.
///
/// Subflow and tabs steps (decisions.md, "When a child flow ends"): the child runs above the step that started
/// it (on the parent's stack when pushed, in a modal of its own when presented as sheet or fullScreen). When
/// the child ends, its screens go first; then the step's handler acts from where the step was, as if from the
/// step below it: `abandoned: back` removes nothing more, `{ to: x }` shows x from the step below (not inside
/// the closed modal), `dismiss` closes the modal holding that stack (for a step presented as sheet or
/// fullScreen, its own modal, closed already: `dismiss` then does what `back` does), `replace` replaces that
/// stack. So after its child ends a subflow or tabs step is transparent, like a decision. When a child is left
/// by `back` or `dismiss` at its first step (a cancellation), the parent goes on as if the step was removed.
///
/// A start decision that presents its target (as sheet or fullScreen) opens a modal of the flow's own, over
/// whatever is below the flow: `back` or `dismiss` on its first screen closes it, and with it the flow, as
/// `back` from the flow's first screen would (so `dismiss` there leads to the leave-by-back sink).
public final class NavigationAnalysis: Sendable {
    /// Parallel to `program.flows`.
    public let flows: [FlowNavigation]
    /// With a root flow (`--root`): the `back` and `dismiss` transitions that can end it (root-flow-ends).
    let rootEnds: [RootEnds.Finding]

    /// The analysis of `program`, computed on first use.
    public static func of(_ program: Program) -> NavigationAnalysis {
        program.cached(NavigationAnalysis.self) { NavigationAnalysis($0) }
    }

    public init(_ program: Program) {
        let targets = program.transitionTargets
        var graphs = program.flows.indices.map { StepGraph(program.flows[$0], targets.flows[$0], program) }
        let reachable = graphs.map { $0.reachableSteps() }
        let analyzed = program.flows.indices.map { program.flows[$0].isComplete && graphs[$0].start != nil }
        let systemBack = SystemBack(program, graphs, reachable: reachable, analyzed: analyzed)
        for f in graphs.indices { graphs[f].setSystemBackWayOut(systemBack.waysOut[f], of: program.flows[f]) }
        let reachabilityKnown = program.flows.indices.map { f in
            analyzed[f] && !zip(reachable[f], graphs[f].hasUnknownGoTarget).contains { $0 && $1 }
        }
        let modal = Self.modalSteps(program, graphs, reachable: reachable, reachabilityKnown: reachabilityKnown)
        let linkStacks = program.flows.indices.map { analyzed[$0] ? LinkStacks(program.flows[$0], graphs[$0]) : nil }
        let exits = ExitAnalysis(
            program, graphs, reachable: reachable, analyzed: analyzed, modal: modal, links: linkStacks)

        var flows: [FlowNavigation] = []
        for (f, flow) in program.flows.enumerated() {
            let graph = graphs[f]
            let count = graph.stepCount
            var entry = [Bool](repeating: false, count: count)
            for root in graph.roots { entry[root] = true }
            for screen in graph.deepLinked { entry[screen] = true }
            let canReachOutcome = (0..<count).map { !analyzed[f] || exits.canReachOutcome(f, $0) }
            let checked = analyzed[f] && !flow.outcomes.isEmpty
            // Trapped on every way in (`ExitAnalysis`), or on some way in (`HistoryTraps`): the verdict is the
            // step's, whatever else leads to it.
            let traps =
                checked
                ? HistoryTraps(
                    flow, graph, reachable: reachable[f], mayBeInModal: modal[f],
                    isOpaque: { ExitAnalysis.isOpaque(flow, graph, $0, program, analyzed: analyzed) },
                    childLeft: { exits.whenChildLeft(f, $0) }, targetCanReachOutcome: { canReachOutcome[$0] },
                    links: linkStacks[f])
                : nil
            let hasNoExit = (0..<count).map {
                checked && reachable[f][$0] && (!canReachOutcome[$0] || traps?.trapped[$0] == true)
            }
            let trapped = hasNoExit.indices.filter { hasNoExit[$0] && !canReachOutcome[$0] }
            var reasons = trapped.isEmpty ? [:] : exits.reasons(f, program.flows[f], steps: trapped)
            for step in hasNoExit.indices where hasNoExit[step] && canReachOutcome[step] {
                if let way = traps?.way(to: step, in: flow, graph) {
                    reasons[step] = .trappedOnTheWay(
                        NoExitWay(
                            steps: way.steps.map(\.step), events: way.steps.map(\.event), viaDeepLink: way.viaDeepLink))
                }
            }
            let links = linkStacks[f]
            var revealed: [HandlerID: RevealedScreens] = [:]
            if let exitGraph = exits.graph(f) {
                var forward: Adjacency?
                for s in flow.steps.indices where reachable[f][s] {
                    for h in flow.steps[s].handlers.indices {
                        let transition = flow.steps[s].handlers[h].transition
                        let closes = transition.closesModalFirst != nil
                        guard transition.handsValuesBack && transition.target == nil || closes else { continue }
                        if forward == nil {
                            forward = Adjacency(nodeCount: exitGraph.nodeCount, edges: exitGraph.edges)
                        }
                        revealed[HandlerID(step: s, handler: h)] = RevealedScreens.of(
                            closes ? .dismiss : transition.kind, at: s, exitGraph, forward: forward!, graph,
                            mayBeInModal: modal[f][s])
                    }
                }
            }
            flows.append(
                FlowNavigation(
                    isAnalyzed: analyzed[f],
                    reachabilityIsKnown: reachabilityKnown[f],
                    isEntryPoint: entry,
                    reachable: reachable[f],
                    canReachOutcome: canReachOutcome,
                    canLeaveFlow: (0..<count).map { !analyzed[f] || exits.canLeave(f, $0) },
                    mayBeInModal: modal[f],
                    runsChildInModal: graph.entersModally,
                    isDeadEnd: graph.isDeadEnd,
                    hasSystemBackWayOut: graph.systemBackWayOut,
                    firstScreenHasSystemBack: systemBack.firstScreenHasSystemBack[f],
                    revealed: revealed,
                    hasNoExit: hasNoExit,
                    noExitReasons: reasons,
                    stack: analyzed[f] ? StackGraph(graph, reachable: reachable[f], links: links) : nil,
                    links: links))
        }
        self.flows = flows
        rootEnds =
            program.root.flatMap(program.index(ofFlow:)).map {
                RootEnds(
                    root: $0, program, graphs, reachable: reachable, analyzed: analyzed, modal: modal, exits: exits,
                    firstScreenHasSystemBack: systemBack.firstScreenHasSystemBack
                ).findings
            } ?? []
    }

    /// May a step be shown inside a sheet or fullScreen modal, on some path? One breadth-first pass over the
    /// whole program: a step is in a modal when a transition presents it as sheet or fullScreen, when it is
    /// pushed or replaced (or answered, for a decision) from a step in a modal, when it is a deep-linked screen
    /// above a start in a modal or one whose own `present` is a modal, or when it is the start of a flow that a
    /// subflow or tabs step in a modal
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
            // A link that no way of transitions builds opens its screen on `[start, screen]`, shown as the
            // screen's own `present` says (LinkStacks): a sheet there is a modal the screen may close.
            for screen in graph.deepLinked where program.flows[f].steps[screen].defaultPresentation.isModal {
                mark(f, screen)
            }
            for edge in graph.edges where isSource(f, edge.source) {
                if edge.presentation.isModal { mark(f, edge.target) }
                // A subflow shown as sheet or fullScreen runs its child in a modal of its own; the step itself
                // is gone when its handler runs, so only the child's start is in that modal.
                if edge.shownAs.isModal, !edge.presentation.isModal {
                    for child in program.flows[f].steps[edge.target].childFlows {
                        if let c = program.index(ofFlow: child.value) { for root in graphs[c].roots { mark(c, root) } }
                    }
                }
            }
        }
        // Alerts shown over a step in a modal: their buttons act from there (an alert another one's button shows, too).
        var overModal = graphs.map { [Bool](repeating: false, count: $0.stepCount) }
        var alerts: [(flow: Int, step: Int)] = []
        var head = 0
        while head < queue.count || !alerts.isEmpty {
            if let (f, alert) = alerts.popLast() {
                // An alert's button that goes to a step closes the alert first: the step is shown from the screen
                // below the alert, in a modal when that screen is (NavigationRules), whatever the alert is in.
                for index in graphs[f].outgoing.edges(of: alert) {
                    let button = graphs[f].edges[graphs[f].outgoing.target(index)]
                    guard button.closesModal else { continue }
                    if program.flows[f].steps[button.target].isAlert {
                        if !overModal[f][button.target] {
                            overModal[f][button.target] = true
                            alerts.append((f, button.target))
                        }
                    } else if !button.presentation.isModal {
                        mark(f, button.target)
                    }
                }
                continue
            }
            let (f, step) = queue[head]
            head += 1
            guard isSource(f, step) else { continue }
            // The graph is read in place: a copy of it per step would retain each of its arrays.
            for index in graphs[f].outgoing.edges(of: step) {
                let edge = graphs[f].edges[graphs[f].outgoing.target(index)]
                if program.flows[f].steps[step].isAlert, edge.closesModal { continue }
                if !edge.presentation.isModal { mark(f, edge.target) }
                if program.flows[f].steps[edge.target].isAlert, !overModal[f][edge.target] {
                    overModal[f][edge.target] = true
                    alerts.append((f, edge.target))
                }
            }
            if step == graphs[f].start {
                for screen in graphs[f].deepLinked { mark(f, screen) }
            }
            guard program.flows[f].steps[step].startsChildFlows else { continue }
            for child in program.flows[f].steps[step].childFlows {
                if let c = program.index(ofFlow: child.value) { for root in graphs[c].roots { mark(c, root) } }
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
    /// A subflow or tabs step that some transition presents as sheet or fullScreen: its child runs in a modal of
    /// its own, and `dismiss` in the step's handlers closes that modal (as `back` does).
    public let runsChildInModal: [Bool]
    /// A screen with no way on that is not marked terminal: no event (but `systemBack`), and no way the system can
    /// take the user back on some way it is shown (dead-end reports it; no-exit does not judge what it would lead to).
    public let isDeadEnd: [Bool]
    /// A screen the system can take the user back from on every way it is shown (`SystemBack`).
    public let hasSystemBackWayOut: [Bool]
    /// The flow's first screen, pushed on its parent's stack, has the system back (`SystemBack`).
    let firstScreenHasSystemBack: Bool
    /// For each `back` or `dismiss` of a reachable step that hands values back, and each close-and-go-on: the
    /// screens it can reveal (for a close-and-go-on, the screens it goes on from).
    let revealed: [HandlerID: RevealedScreens]
    /// A reachable step of a flow with outcomes from which no outcome can be reached.
    public let hasNoExit: [Bool]
    let noExitReasons: [Int: NoExitReason]
    let stack: StackGraph?
    let links: LinkStacks?

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

    /// The screens a `back` or `dismiss` handler that hands values back can reveal, or a close-and-go-on goes on
    /// from; nil for other handlers, and when the flow could not be analyzed.
    func revealedScreens(byHandler handler: Int, of step: Int) -> RevealedScreens? {
        revealed[HandlerID(step: step, handler: handler)]
    }

    /// The back stack a deep link builds in the flow to show `step` (`LinkStacks`); nil when the flow could not
    /// be analyzed.
    func linkStack(to step: Int) -> [LinkStacks.Entry]? { links?.stack(to: step) }
}

/// One handler of a flow: its step's index and its own among the step's handlers.
struct HandlerID: Hashable, Sendable {
    var step: Int
    var handler: Int
}
