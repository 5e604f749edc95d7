/// The exit graphs of every analyzed flow, and which of their nodes can reach an outcome or leave the flow.
///
/// One backward breadth-first search over all flows at once: a subflow step can go on when its child can be
/// left at its first step, which is known only once the child is analyzed, and flows may start each other in
/// a cycle. So the edges "the child was left: pop the subflow step" (or close its modal) are switched on when
/// the child's start is found to reach a leave sink, and what had already reached their target is carried over.
/// Each node gets each of its three marks at most once: linear in all flows' sizes.
///
/// The search state is kept in flat arrays over all flows' nodes (and steps), each flow's part starting at its
/// base: one array lookup per node visited, where an array per flow would be looked up, and retained, twice.
struct ExitAnalysis {
    private static let leaveByBack: UInt8 = 1
    private static let leaveByDismiss: UInt8 = 2
    private static let outcome: UInt8 = 4

    private let graphs: [ExitGraph?]
    private let isAnalyzed: [Bool]
    /// By flow: where its nodes begin among all nodes, and its steps among all steps.
    private let nodeBase: [Int]
    private let stepBase: [Int]
    /// By node of any flow.
    private let marks: [UInt8]
    /// By step of any flow: its child was left at its first step by `back`, by `dismiss`.
    private let poppedWhenLeft: [Bool]
    private let closedWhenLeft: [Bool]
    /// By step of any flow: what closing the modal a child runs in does to the step (`closedState`).
    private let closedStates: [ExitGraph.State]

    init(
        _ program: Program, _ flowGraphs: [StepGraph], reachable: [[Bool]], analyzed: [Bool], modal: [[Bool]],
        links: [LinkStacks?]
    ) {
        // Subflow and tabs steps, by the child flow they start.
        var starters = [[(flow: Int, step: Int)]](repeating: [], count: program.flows.count)
        var graphs: [ExitGraph?] = []
        var nodeBase: [Int] = []
        var stepBase: [Int] = []
        var closedStates: [ExitGraph.State] = []
        var reverseEdges: [(from: Int, to: Int)] = []
        // The flow each node (of all flows' graphs, in a row) belongs to.
        var flowOfNode: [Int32] = []
        for (f, flow) in program.flows.enumerated() {
            nodeBase.append(flowOfNode.count)
            stepBase.append(closedStates.count)
            for s in 0..<flowGraphs[f].stepCount {
                closedStates.append(Self.closedState(flowGraphs[f], s))
            }
            guard analyzed[f] else {
                graphs.append(nil)
                continue
            }
            let graph = ExitGraph(
                flow, flowGraphs[f], reachable: reachable[f],
                isOpaque: { Self.isOpaque(flow, flowGraphs[f], $0, program, analyzed: analyzed) },
                mayBeInModal: modal[f],
                links: links[f])
            graphs.append(graph)
            let base = flowOfNode.count
            for edge in graph.edges { reverseEdges.append((base + edge.to, base + edge.from)) }
            flowOfNode.append(contentsOf: repeatElement(Int32(f), count: graph.nodeCount))
            for s in flow.steps.indices where reachable[f][s] && flow.steps[s].startsChildFlows {
                for child in flow.steps[s].childFlows {
                    if let c = program.index(ofFlow: child.value) { starters[c].append((f, s)) }
                }
            }
        }
        let nodeCount = flowOfNode.count
        let reverse = Adjacency(nodeCount: nodeCount, edges: reverseEdges)
        reverseEdges = []

        var marks = [UInt8](repeating: 0, count: nodeCount)
        var poppedWhenLeft = [Bool](repeating: false, count: closedStates.count)
        var closedWhenLeft = poppedWhenLeft
        // Nodes (of all flows) and the marks they just got, packed in one integer (`node << 3 | marks`). A node is
        // queued only with a mark it did not have, and there are three marks: 3 × nodes places always suffice.
        // The marks and the queue, read and written for every edge of every flow, are raw buffers (no bounds or
        // uniqueness check).
        var queue = [Int](repeating: 0, count: 3 * nodeCount)
        marks.withUnsafeMutableBufferPointer { marks in
            queue.withUnsafeMutableBufferPointer { queue in
                var tail = 0
                func mark(_ node: Int, _ new: UInt8) {
                    let added = new & ~marks[node]
                    guard added != 0 else { return }
                    marks[node] |= added
                    queue[tail] = node << 3 | Int(added)
                    tail += 1
                }
                for (f, graph) in graphs.enumerated() {
                    guard let graph else { continue }
                    mark(nodeBase[f] + graph.exit, Self.outcome)
                    mark(nodeBase[f] + graph.leaveByBack, Self.leaveByBack)
                    mark(nodeBase[f] + graph.leaveByDismiss, Self.leaveByDismiss)
                    mark(nodeBase[f] + graph.unknown, Self.outcome | Self.leaveByBack | Self.leaveByDismiss)
                }
                var head = 0
                while head < tail {
                    let global = queue[head] >> 3
                    let added = UInt8(truncatingIfNeeded: queue[head] & 7)
                    head += 1
                    for edge in reverse.edges(of: global) { mark(reverse.target(edge), added) }
                    let f = Int(flowOfNode[global])
                    let node = global - nodeBase[f]
                    // A sink has no step.
                    guard node < flowGraphs[f].stepCount * ExitGraph.statesPerStep else { continue }
                    let (step, state) = ExitGraph.step(ofStepNode: node)
                    let at = nodeBase[f] + ExitGraph.node(step, .at)
                    if state == .popping && poppedWhenLeft[stepBase[f] + step] { mark(at, added) }
                    if state == closedStates[stepBase[f] + step] && closedWhenLeft[stepBase[f] + step] {
                        mark(at, added)
                    }
                    if state == .at, flowGraphs[f].isRoot[step] {
                        for (p, s) in starters[f] where analyzed[p] {
                            let parentAt = nodeBase[p] + ExitGraph.node(s, .at)
                            if added & Self.leaveByBack != 0 && !poppedWhenLeft[stepBase[p] + s] {
                                poppedWhenLeft[stepBase[p] + s] = true
                                mark(parentAt, marks[nodeBase[p] + ExitGraph.node(s, .popping)])
                            }
                            if added & Self.leaveByDismiss != 0 && !closedWhenLeft[stepBase[p] + s] {
                                closedWhenLeft[stepBase[p] + s] = true
                                let closed = ExitGraph.node(s, closedStates[stepBase[p] + s])
                                mark(parentAt, marks[nodeBase[p] + closed])
                            }
                        }
                    }
                }
            }
        }
        self.graphs = graphs
        self.isAnalyzed = analyzed
        self.nodeBase = nodeBase
        self.stepBase = stepBase
        self.marks = marks
        self.poppedWhenLeft = poppedWhenLeft
        self.closedWhenLeft = closedWhenLeft
        self.closedStates = closedStates
    }

    /// Whether what follows a step cannot be judged: a dead end; a subflow or tabs step one of whose child flows
    /// is unknown, unread, or has an outcome the step does not handle.
    static func isOpaque(_ flow: Flow, _ graph: StepGraph, _ s: Int, _ program: Program, analyzed: [Bool]) -> Bool {
        if graph.isDeadEnd[s] { return true }
        guard flow.steps[s].startsChildFlows else { return false }
        let step = flow.steps[s]
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

    /// Where a parent goes on when its child closes the modal it runs in (`dismiss` at the child's first step):
    /// a child in a modal of its own (sheet or fullScreen subflow) just ends, as if the step was popped; a child
    /// on the parent's stack closes the modal that holds that stack.
    static func closedState(_ graph: StepGraph, _ step: Int) -> ExitGraph.State {
        graph.entersModally[step] && !graph.entersInline[step] ? .popping : .dismissing
    }

    /// The exit graph of flow `f`; nil when the flow is not analyzed.
    func graph(_ f: Int) -> ExitGraph? { graphs[f] }

    /// The marks of step `step` of flow `f` being shown.
    private func marksAt(_ f: Int, _ step: Int) -> UInt8 { marks[nodeBase[f] + ExitGraph.node(step, .at)] }

    func canReachOutcome(_ f: Int, _ step: Int) -> Bool {
        !isAnalyzed[f] || marksAt(f, step) & Self.outcome != 0
    }

    func canLeave(_ f: Int, _ step: Int) -> Bool {
        !isAnalyzed[f] || marksAt(f, step) & (Self.leaveByBack | Self.leaveByDismiss) != 0
    }

    /// How the subflow or tabs step `step` of flow `f` goes on when its child is left at its first step: its
    /// screen is shown again (the child was popped, or closed in a modal of its own), or the modal holding that
    /// screen is closed.
    func whenChildLeft(_ f: Int, _ step: Int) -> (returns: Bool, closes: Bool) {
        let index = stepBase[f] + step
        let closed = closedWhenLeft[index]
        return (
            poppedWhenLeft[index] || (closed && closedStates[index] == .popping),
            closed && closedStates[index] == .dismissing
        )
    }

    func reasons(_ f: Int, _ flow: Flow, steps: [Int]) -> [Int: NoExitReason] {
        guard let graph = graphs[f] else { return [:] }
        var edges = graph.edges
        for step in 0..<graph.stepCount {
            if poppedWhenLeft[stepBase[f] + step] { edges.append((graph.node(step, .at), graph.node(step, .popping))) }
            if closedWhenLeft[stepBase[f] + step] {
                edges.append((graph.node(step, .at), graph.node(step, closedStates[stepBase[f] + step])))
            }
        }
        let successors = Adjacency(nodeCount: graph.nodeCount, edges: edges)
        return ExitGraph.reasons(
            flow, graph: graph, successors: successors,
            canExit: { marks[nodeBase[f] + $0] & Self.outcome != 0 }, steps: steps)
    }
}
