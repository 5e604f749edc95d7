/// The `back` and `dismiss` transitions that can leave the root flow's stack empty: what root-flow-ends reports.
///
/// The root flow has no parent to go back to. When it is left (format.md, "How navigation works": `back` or
/// `dismiss` at the bottom of its stack, or closing the modal its start decision opened), the runtime ends it
/// (`FlowState.applying` returns `.leave`) and the app shows nothing. A child flow that is left is cancelled, and
/// its parent removes the subflow or tabs step as by `back` (as by `dismiss` when the child was closed by it): when
/// that step was the bottom of the parent's stack, the parent is left too, and so on up to the root.
///
/// So, down from the root, a flow F *empties the root when left by back* (or by dismiss) when F is the root, or
/// when a reachable subflow or tabs step S starting F, in a flow P that empties the root when left in some way w,
/// leads at once to leaving P by w once F is left that way (ExitAnalysis: `popping(S)`, or S's closed state).
/// "At once" is the part of the flow's ExitGraph that says what lies below (its `popping`, `dismissing` and
/// `backing` nodes) up to a leave sink: a screen found below stays on screen, and nothing is left. Then a `back` or
/// `dismiss` handler of a reachable step of F that leads at once to leaving F in a way that empties the root is a
/// finding. The ExitGraph follows every way a step can have been entered, each of which really happens (by
/// transitions from the start, or by the flow's own deep links).
///
/// Each flow reached gets one backward search per leave sink, and each (flow, way) pair is marked once: linear in
/// the size of the program.
struct RootEnds {
    /// How a flow is left: by `back` at the bottom of its stack, or by `dismiss` with no modal of its own to close.
    enum Leave: Int {
        case back = 0
        case dismiss
    }

    /// One way a flow's bottom goes: in `flow`, the step `bottom` (a screen popped, or a subflow or tabs step
    /// removed) was the bottom of the stack, so the flow is left by `leave`.
    struct Hop {
        var flow: Int
        var bottom: Int
        var leave: Leave
    }

    /// A `back` or `dismiss` handler (`handler` of `step` of `flow`) that can end the root flow. `chain` runs
    /// from the flow of the handler up to the root: each hop's flow is cancelled, which removes the next hop's
    /// bottom step, until the root is left.
    struct Finding {
        var flow: Int
        var step: Int
        var handler: Int
        var chain: [Hop]
        /// The chain goes on above its last hop (it is cut at `shownHops`, so that flows nested thousands deep
        /// cost no more per finding).
        var isShortened = false
        /// The handler is no `back` or `dismiss` but shows a sheet with nothing of the root below (a start
        /// decision's choice, a handler after a child at the bottom ended, the button of an alert a start
        /// decision shows first, or a `replace` inside such a sheet): the user can pull it down, which
        /// closes the modal as `dismiss` would (the runtime's `FlowLayout`: nothing is left below it).
        var presentsSheet = false
    }

    private(set) var findings: [Finding] = []

    init(
        root: Int, _ program: Program, _ graphs: [StepGraph], reachable: [[Bool]], analyzed: [Bool], modal: [[Bool]],
        exits: ExitAnalysis, firstScreenHasSystemBack: [Bool]
    ) {
        guard analyzed[root] else { return }
        let flowCount = program.flows.count
        // By flow and way of leaving: the node toward that leave sink for each node that gets there at once.
        var toSink = [[[Int32]]?](repeating: nil, count: flowCount)
        // By flow and way of leaving: how the flow came to empty the root (nil for the root itself).
        var marked = [[Bool]](repeating: [false, false], count: flowCount)
        var via = [[Hop?]](repeating: [nil, nil], count: flowCount)
        var queue: [(flow: Int, leave: Leave)] = [(root, .back), (root, .dismiss)]
        marked[root] = [true, true]

        func paths(_ f: Int) -> [[Int32]] {
            if let known = toSink[f] { return known }
            let found = Self.pathsToLeaving(exits.graph(f)!)
            toSink[f] = found
            return found
        }

        var head = 0
        while head < queue.count {
            let (p, leave) = queue[head]
            head += 1
            let next = paths(p)[leave.rawValue]
            let flow = program.flows[p]
            for s in flow.steps.indices where reachable[p][s] && flow.steps[s].startsChildFlows {
                // A child left by `back` pops its step; left by `dismiss`, it closes what holds the step.
                for (childLeave, state) in [
                    (Leave.back, ExitGraph.State.popping), (.dismiss, ExitAnalysis.closedState(graphs[p], s)),
                ] where next[ExitGraph.node(s, state)] != Self.none {
                    for child in flow.steps[s].childFlows {
                        guard let c = program.index(ofFlow: child.value), analyzed[c],
                            !marked[c][childLeave.rawValue]
                        else { continue }
                        marked[c][childLeave.rawValue] = true
                        via[c][childLeave.rawValue] = Hop(flow: p, bottom: s, leave: leave)
                        queue.append((c, childLeave))
                    }
                }
            }
        }

        for f in 0..<flowCount where marked[f] != [false, false] {
            let flow = program.flows[f]
            let sinks = paths(f)
            for s in flow.steps.indices where reachable[f][s] {
                for h in flow.steps[s].handlers.indices where graphs[f].canHappen(flow.steps[s].handlers[h], at: s) {
                    var found: Hop?
                    ExitGraph.forEachReturn(
                        flow.steps[s].handlers[h].transition.kind, at: s, graphs[f], mayBeInModal: modal[f][s]
                    ) { node in
                        guard found == nil, let node else { return }
                        for leave in [Leave.back, .dismiss] where marked[f][leave.rawValue] {
                            guard sinks[leave.rawValue][node] != Self.none else { continue }
                            found = Hop(flow: f, bottom: Self.bottom(from: node, sinks[leave.rawValue]), leave: leave)
                            return
                        }
                    }
                    // An alert's button closes it first, then acts from what is below it (format.md, "Alerts and
                    // confirmation dialogs"): for an alert a start decision shows, nothing of the flow.
                    let isAlert = flow.steps[s].isAlert
                    let sheet =
                        found == nil && (graphs[f].isTransparent[s] || isAlert)
                        && !program.keepsChildFlows(flow.steps[s].handlers[h], of: flow.steps[s], in: flow)
                        && Self.presentsSheet(flow, s, h, graphs[f])
                    if sheet {
                        // What is below the sheet is what is below `s`: nothing, when popping `s` (closing the
                        // alert `s`) leaves the flow.
                        let below = ExitGraph.node(s, isAlert ? .dismissing : .popping)
                        for leave in [Leave.back, .dismiss] where found == nil && marked[f][leave.rawValue] {
                            if sinks[leave.rawValue][below] != Self.none {
                                found = Hop(flow: f, bottom: s, leave: leave)
                            }
                        }
                    }
                    guard let first = found else { continue }
                    var chain = [first]
                    while chain.count < Self.shownHops, let up = via[chain.last!.flow][chain.last!.leave.rawValue] {
                        chain.append(up)
                    }
                    findings.append(
                        Finding(
                            flow: f, step: s, handler: h, chain: chain,
                            isShortened: via[chain.last!.flow][chain.last!.leave.rawValue] != nil, presentsSheet: sheet)
                    )
                }
            }
            // A `replace` inside the flow's own first sheet puts its target there, still a sheet (`NavigationRules`):
            // when the user can pull the target down, that closes the flow as `back` from its first screen would.
            // Reported where the moves that show the sheet itself are not (one mistake, one error: presenting the
            // sheet full screen fixes both).
            guard marked[f][Leave.back.rawValue],
                !findings.contains(where: { $0.flow == f && $0.presentsSheet })
            else { continue }
            for (s, h) in ReturnTargets(flow, program, firstScreenHasSystemBack: firstScreenHasSystemBack[f])
                .replacesFirstSheet
            where reachable[f][s] && !findings.contains(where: { $0.flow == f && $0.step == s && $0.handler == h }) {
                var chain = [Hop(flow: f, bottom: s, leave: .back)]
                while chain.count < Self.shownHops, let up = via[chain.last!.flow][chain.last!.leave.rawValue] {
                    chain.append(up)
                }
                findings.append(
                    Finding(
                        flow: f, step: s, handler: h, chain: chain,
                        isShortened: via[chain.last!.flow][chain.last!.leave.rawValue] != nil, presentsSheet: true))
            }
        }
    }

    /// Whether handler `h` of step `s` shows a screen or subflow as a sheet the user can pull down (a decision it leads
    /// to shows nothing; a step that says `systemBack: false` keeps its sheet from being pulled down).
    private static func presentsSheet(_ flow: Flow, _ s: Int, _ h: Int, _ graph: StepGraph) -> Bool {
        let transition = flow.steps[s].handlers[h].transition
        guard case .go = transition.kind, let target = graph.targets.target(ofHandler: h, of: s),
            !flow.steps[target].isDecision, flow.steps[target].allowsSystemBack
        else { return false }
        return (transition.present?.value ?? flow.steps[target].defaultPresentation).isUserDismissable
    }

    /// The most hops of a chain a finding shows.
    static let shownHops = 6

    private static let none: Int32 = -1
    private static let sink: Int32 = -2

    /// For each way of leaving: by node, the next node on a way to that leave sink that passes only through what
    /// lies below (no `at` node: a screen shown stops the way), `sink` for the sink itself, `none` for no way.
    private static func pathsToLeaving(_ graph: ExitGraph) -> [[Int32]] {
        let reverse = Adjacency(nodeCount: graph.nodeCount, edges: graph.edges.map { ($0.to, $0.from) })
        return [graph.leaveByBack, graph.leaveByDismiss].map { sinkNode in
            var next = [Int32](repeating: none, count: graph.nodeCount)
            next[sinkNode] = sink
            var queue = [sinkNode]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for position in reverse.edges(of: node) {
                    let previous = reverse.target(position)
                    guard next[previous] == none, let (_, state) = graph.step(of: previous), state != .at
                    else { continue }
                    next[previous] = Int32(node)
                    queue.append(previous)
                }
            }
            return next
        }
    }

    /// The step that goes first on the way from `node` to the sink: the first one popped, or whose stack is
    /// closed (a decision's `backing` only says who led to it).
    private static func bottom(from node: Int, _ next: [Int32]) -> Int {
        var current = node
        while true {
            let (step, state) = ExitGraph.step(ofStepNode: current)
            let following = Int(next[current])
            guard state == .backing, next[following] != sink else { return step }
            current = following
        }
    }
}
