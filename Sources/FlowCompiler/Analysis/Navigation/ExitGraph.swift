/// Where navigation can go from each step of one flow, following `back`, `dismiss` and `popTo` as they really
/// happen: the graph behind no-exit.
///
/// A plain step graph cannot say where `back` leads: that depends on what is below the current screen. So each
/// step S has four nodes:
/// - `at(S)`: S is shown (or, for a decision, being answered);
/// - `popping(S)`: S is being popped, so the question is what is below it;
/// - `dismissing(S)`: the modal holding S's stack is being closed, so the question is who presented it;
/// - `backing(D)`, for a decision D: `back` was chosen, so the screen that led to D is popped.
/// and the flow has four sinks: an outcome (`exit`), leaving the flow by `back` or by `dismiss` at its first
/// step (a cancellation the parent sees, not an outcome), and `unknown` for what cannot be judged: a target
/// naming no step, a `popTo` to a step never shown, a `dismiss` with no modal to close, a dead-end screen, a
/// child flow that could not be read or whose outcome is left unhandled. `unknown` counts as able to reach
/// everything, so a mistake another check reports does not make this one report more.
///
/// What is below X is found from the transitions that enter X, W → X with presentation p: for push, sheet or
/// fullScreen it is W (when W is a decision, subflow or tabs step, which is not on a stack by then, whatever
/// was below it); for replace, X
/// was the only screen of W's stack, so it is whoever presented that stack. Closing X's modal walks back down
/// X's stack to the first screen of the modal, then to its presenter. Only transitions from reachable steps
/// count, plus a deep link's [start, screen] where no way of transitions builds its stack. This over-approximates the stacks that really occur (it does
/// not remember which W entered X), so "no outcome can be reached" is only claimed when it holds for every
/// history. Nodes + edges are O(steps + transitions).
struct ExitGraph {
    enum State: Int {
        case at = 0
        case popping, dismissing, backing
    }

    static let statesPerStep = 4
    let stepCount: Int
    var nodeCount: Int { stepCount * Self.statesPerStep + 4 }
    var exit: Int { stepCount * Self.statesPerStep }
    var leaveByBack: Int { exit + 1 }
    var leaveByDismiss: Int { exit + 2 }
    var unknown: Int { exit + 3 }

    func node(_ step: Int, _ state: State) -> Int { Self.node(step, state) }
    static func node(_ step: Int, _ state: State) -> Int { step * statesPerStep + state.rawValue }
    /// The step and state of a node that is not a sink.
    static func step(ofStepNode node: Int) -> (step: Int, state: State) {
        (node / statesPerStep, State(rawValue: node % statesPerStep)!)
    }
    /// The step of a node, with its state, or nil for a sink.
    func step(of node: Int) -> (step: Int, state: State)? {
        node < exit ? Self.step(ofStepNode: node) : nil
    }

    private(set) var edges: [(from: Int, to: Int)] = []

    /// - Parameters:
    ///   - isOpaque: whether what follows a step cannot be judged (a dead end; a subflow or tabs step one of
    ///     whose child flows is unknown, unread, or has an outcome the step does not handle).
    ///   - mayBeInModal: whether `dismiss` from a step has a modal to close.
    ///   - links: the stacks the flow's deep links open on (`LinkStacks`).
    init(
        _ flow: Flow, _ graph: StepGraph, reachable: [Bool], isOpaque: (Int) -> Bool, mayBeInModal: [Bool],
        links: LinkStacks?
    ) {
        stepCount = graph.stepCount
        edges.reserveCapacity(3 * graph.edges.count + graph.targets.targets.count + 3)
        // `below(X, from: state)`: where popping (or closing the modal of) X leads, for each way X was entered:
        // by each transition from a reachable step, then by a deep link. A link opens X on the stack of a way of
        // transitions (already counted) or, when none builds it, on [start, X], X shown as its own `present`
        // says (LinkStacks, as the generated code does).
        for x in 0..<stepCount where reachable[x] {
            if graph.isRoot[x] {
                edges.append((node(x, .popping), leaveByBack))
                edges.append((node(x, .backing), leaveByBack))
                edges.append((node(x, .dismissing), leaveByDismiss))
            }
            for index in graph.incoming[x] where reachable[graph.edges[index].source] {
                addEntry(of: x, by: graph.edges[index], graph)
            }
            if let start = graph.start, x != start, !flow.steps[x].deeplinks.isEmpty,
                links?.isBuiltByTransitions(x) != true
            {
                let own = flow.steps[x].defaultPresentation
                addEntry(
                    of: x, from: start, own == .replace ? .push : own, sourceStays: !graph.isTransparent[start], graph)
            }
        }
        for s in 0..<stepCount where reachable[s] {
            let from = node(s, .at)
            let handlers = flow.steps[s].handlers
            // The system back (format v2) pops the screen as `back` does, where it has a way to.
            if graph.hasImplicitBack(s, flow) {
                Self.forEachReturn(.back, at: s, graph, mayBeInModal: mayBeInModal[s]) {
                    edges.append((from, $0 ?? unknown))
                }
            }
            for h in handlers.indices where graph.canHappen(handlers[h], at: s) {
                switch handlers[h].transition.kind {
                case .go:
                    edges.append((from, graph.targets.target(ofHandler: h, of: s).map { node($0, .at) } ?? unknown))
                case .popTo:
                    // A popTo to a step never shown is pop-target's to report; do not judge past it.
                    let target = graph.targets.target(ofHandler: h, of: s).flatMap { reachable[$0] ? $0 : nil }
                    edges.append((from, target.map { node($0, .at) } ?? unknown))
                case .back, .dismiss:
                    Self.forEachReturn(handlers[h].transition.kind, at: s, graph, mayBeInModal: mayBeInModal[s]) {
                        edges.append((from, $0 ?? unknown))
                    }
                case .finish:
                    edges.append((from, exit))
                case .request, .showTab:
                    // The flow stays where it is (a request: the parent's graph says what follows; a tab shown:
                    // the tabs step stays, with its tabs).
                    break
                }
            }
            if isOpaque(s) { edges.append((from, unknown)) }
        }
    }

    /// Calls `body` with each node a `back` or `dismiss` handler of step `s` leads to, or with nil for a `dismiss`
    /// that may find no modal to close (dismiss-outside-modal's to report). The root-ends check starts from the
    /// same nodes, so both follow a handler alike.
    static func forEachReturn(
        _ kind: Transition.Kind, at s: Int, _ graph: StepGraph, mayBeInModal: Bool, _ body: (Int?) -> Void
    ) {
        switch kind {
        case .back:
            body(node(s, graph.isDecision[s] ? .backing : .popping))
        case .dismiss:
            // A handler of a subflow or tabs step presented as a modal: that modal closed with the
            // child, so `dismiss` does what `back` does; entered otherwise, it closes the modal below.
            if graph.entersModally[s] { body(node(s, .popping)) }
            if !graph.entersModally[s] || graph.entersInline[s] {
                body(mayBeInModal ? node(s, .dismissing) : nil)
            }
        case .go, .finish, .popTo, .request, .showTab:
            break
        }
    }

    /// The edges of X entered from W by `edge`: what is below X then. After a close-and-go-on, what is below X is
    /// what W's `dismiss` shows, as `forEachReturn` follows it (at a subflow or tabs step shown as a modal, the
    /// child's modal is gone already: what was below the step); over-approximated, for a replace or a modal: the
    /// same.
    private mutating func addEntry(of x: Int, by edge: GoEdge, _ graph: StepGraph) {
        guard edge.closesModal else {
            return addEntry(of: x, from: edge.source, edge.presentation, sourceStays: edge.keepsSource, graph)
        }
        if graph.isAlert[edge.source] {
            // An alert's button acts from the screen W the alert was shown on, as W's own transition would (the
            // alert closes first): X is entered from W, on each way the alert was.
            for into in graph.waysShown(ofAlert: edge.source) {
                addEntry(of: x, from: into.source, edge.presentation, sourceStays: into.keepsSource, graph)
            }
            return
        }
        Self.forEachReturn(.dismiss, at: edge.source, graph, mayBeInModal: true) { presenter in
            guard let presenter else { return }
            edges.append((node(x, .popping), presenter))
            edges.append((node(x, .dismissing), presenter))
            edges.append((node(x, .backing), presenter))
        }
    }

    /// The edges of X entered from W with `presentation`: what is below X then.
    private mutating func addEntry(
        of x: Int, from w: Int, _ presentation: Presentation, sourceStays: Bool, _ graph: StepGraph
    ) {
        let underneath = sourceStays ? node(w, .at) : node(w, .popping)
        switch presentation {
        case .push:
            edges.append((node(x, .popping), underneath))
            edges.append((node(x, .dismissing), node(w, .dismissing)))
        case .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover:
            edges.append((node(x, .popping), underneath))
            edges.append((node(x, .dismissing), underneath))
        case .replace:
            edges.append((node(x, .popping), node(w, .dismissing)))
            edges.append((node(x, .dismissing), node(w, .dismissing)))
        }
        // `back` chosen by a decision pops the screen that led to it.
        edges.append((node(x, .backing), sourceStays ? node(w, .popping) : node(w, .backing)))
    }
}

/// Why a step cannot reach an outcome: what the no-exit diagnostic explains.
public enum NoExitReason: Sendable, Equatable {
    /// A terminal screen with no events: the flow stops there.
    case terminal
    /// Nothing goes on from the step (e.g. a subflow whose child has no outcome and no way back).
    case noWayOn
    /// Every way on comes back to the step itself.
    case onlyItself
    /// The step is one of these steps (author's order), which only lead to one another.
    case loop([Int])
    /// Every way on ends among steps that cannot reach an outcome either, such as this one.
    case leadsTo(Int)
    /// The ways on end by leaving the flow with `back` or `dismiss` at its first step: a cancellation.
    case leavesFlow
    /// The ways on end somewhere no step names (only popping through decisions).
    case trapped
    /// Reached this way, the step cannot reach an outcome, though reached another way it can: what `back` and
    /// `dismiss` return to is what the way in left below it.
    case trappedOnTheWay(NoExitWay)
}

/// A way of reaching a step, from an entry point: the steps in order, each with the event or choice taken from it
/// (nil for the last).
public struct NoExitWay: Sendable, Equatable {
    public var steps: [Int]
    public var events: [String?]
    /// It begins with a deep link to its first step after the start.
    public var viaDeepLink: Bool
}

extension ExitGraph {
    /// For each step that cannot reach an outcome, why. Strongly connected components (Tarjan, with an
    /// explicit stack) of the part of the graph that cannot reach an outcome, in the order Tarjan completes
    /// them (successors first): a component with no way out is where paths end; every other one is explained
    /// by one such component it leads to. Linear in the graph.
    static func reasons(
        _ flow: Flow, graph exitGraph: ExitGraph, successors: Adjacency, canExit: (Int) -> Bool, steps: [Int]
    ) -> [Int: NoExitReason] {
        let count = exitGraph.nodeCount
        let none = -1
        var index = [Int](repeating: none, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: none, count: count)
        var componentWitness: [Int] = []  // by component: the bottom component it leads to
        var componentMembers: [[Int]] = []
        var componentIsBottom: [Bool] = []
        var stack: [Int] = []
        var counter = 0

        for root in steps.map({ exitGraph.node($0, .at) }) where index[root] == none {
            var walk: [(node: Int, next: Int)] = []
            func visit(_ node: Int) {
                index[node] = counter
                low[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                walk.append((node, successors[node].startIndex))
            }
            visit(root)
            while let top = walk.last {
                let next = successors[top.node]
                if top.next < next.endIndex {
                    walk[walk.count - 1].next += 1
                    let successor = next[top.next]
                    if canExit(successor) { continue }
                    if index[successor] == none {
                        visit(successor)
                    } else if onStack[successor] {
                        low[top.node] = min(low[top.node], index[successor])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last { low[parent.node] = min(low[parent.node], low[top.node]) }
                guard low[top.node] == index[top.node] else { continue }
                let id = componentMembers.count
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = id
                    members.append(member)
                    if member == top.node { break }
                }
                var witness = id
                var bottom = true
                for member in members {
                    for successor in successors[member] where !canExit(successor) && component[successor] != id {
                        if bottom { witness = componentWitness[component[successor]] }
                        bottom = false
                    }
                }
                componentMembers.append(members)
                componentWitness.append(witness)
                componentIsBottom.append(bottom)
            }
        }

        func screensOf(_ id: Int) -> [Int] {
            componentMembers[id].compactMap { node in
                exitGraph.step(of: node).flatMap { $0.state == .at ? $0.step : nil }
            }.sorted()
        }
        var reasons: [Int: NoExitReason] = [:]
        for step in steps {
            let at = exitGraph.node(step, .at)
            let own = component[at]
            guard own != none else { continue }
            let candidate = flow.steps[step]
            if candidate.isScreen && candidate.terminal && candidate.handlers.isEmpty {
                reasons[step] = .terminal
                continue
            }
            let witness = componentWitness[own]
            let members = componentMembers[witness]
            if members.contains(exitGraph.leaveByBack) || members.contains(exitGraph.leaveByDismiss) {
                reasons[step] = .leavesFlow
            } else if witness == own {
                let steps = screensOf(own)
                if successors[at].isEmpty {
                    reasons[step] = .noWayOn
                } else if steps.count <= 1 {
                    reasons[step] = .onlyItself
                } else {
                    reasons[step] = .loop(steps)
                }
            } else if let first = screensOf(witness).first {
                reasons[step] = .leadsTo(first)
            } else {
                reasons[step] = .trapped
            }
        }
        return reasons
    }
}
