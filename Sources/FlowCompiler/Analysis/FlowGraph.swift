/// Which flows start which: for every flow, its subflow and tabs steps with the child flows they start, in the
/// author's order. The checks about flows as a whole (cycles, flows the root cannot reach, outcomes a parent
/// must handle) and the app overview diagram all read this one graph.
public struct FlowGraph: Sendable {
    public struct Edge: Sendable {
        /// The subflow or tabs step, as its index in the parent's `steps`.
        public var step: Int
        /// The child's name where it is written: the value of `flow:` or one entry of `tabs:`.
        public var child: Located<String>
        /// The child flow, as its index in `program.flows`; nil when no flow has that name (unknown-flow).
        public var target: Int?
        /// Whether the edge is one tab of a tabs step (else the step is a subflow).
        public var isTab: Bool
    }

    /// By flow index: the edges leaving that flow, in the author's order (steps, then tabs within a step).
    public let edges: [[Edge]]

    public init(_ program: Program) {
        edges = program.flows.map { flow in
            var edges: [Edge] = []
            for (stepIndex, step) in flow.steps.enumerated() {
                let isTab: Bool
                switch step.kind {
                case .subflow: isTab = false
                case .tabs: isTab = true
                case .screen, .decision: continue
                }
                for child in step.childFlows {
                    edges.append(
                        Edge(step: stepIndex, child: child, target: program.index(ofFlow: child.value), isTab: isTab))
                }
            }
            return edges
        }
    }

    /// The flows `flow` starts, each once, in the order of their first edge.
    public func children(of flow: Int) -> [Int] {
        var seen = Set<Int>()
        return edges[flow].compactMap { edge in
            guard let target = edge.target, seen.insert(target).inserted else { return nil }
            return target
        }
    }

    /// Whether each flow can be reached from `root` through subflow and tabs steps (the root itself included).
    public func reachable(from root: Int) -> [Bool] {
        firstEdges(from: root).map { $0 != nil }
    }

    /// By flow, the edge that first reaches it from `root`, breadth first through the edges in the author's
    /// order (the way the generated code looks for the flow a deep link opens): `(parent, index into
    /// edges[parent])`; `(root, -1)` for the root itself, nil for a flow `root` does not reach.
    func firstEdges(from root: Int) -> [(parent: Int, edge: Int)?] {
        var first = [(parent: Int, edge: Int)?](repeating: nil, count: edges.count)
        first[root] = (root, -1)
        var queue = [root]
        var next = 0
        while next < queue.count {
            let flow = queue[next]
            next += 1
            for (e, edge) in edges[flow].enumerated() {
                guard let target = edge.target, first[target] == nil else { continue }
                first[target] = (flow, e)
                queue.append(target)
            }
        }
        return first
    }

    /// The strongly connected components (Tarjan's algorithm), each as its flows in program order; the
    /// components come in reverse topological order (a component before the ones that start it).
    ///
    /// Iterative, with an explicit stack, so a long chain of flows cannot overflow the call stack.
    public func stronglyConnectedComponents() -> [[Int]] {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        // The depth-first path: a flow and the position of the next edge to follow from it.
        var path: [(flow: Int, edge: Int)] = []

        for start in 0..<count where index[start] < 0 {
            index[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true
            path.append((start, 0))

            while let (flow, edge) = path.last {
                if edge < edges[flow].count {
                    path[path.count - 1].edge += 1
                    guard let target = edges[flow][edge].target else { continue }
                    if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        path.append((target, 0))
                    } else if onStack[target] {
                        lowLink[flow] = min(lowLink[flow], index[target])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last {
                    lowLink[parent.flow] = min(lowLink[parent.flow], lowLink[flow])
                }
                if lowLink[flow] == index[flow] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == flow { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components
    }
}

extension Program {
    /// The flow graph, built once per program.
    public var flowGraph: FlowGraph { cached(FlowGraph.self) { FlowGraph($0) } }
}
