/// The ways a deep link opens from the root down, as the generated code takes them: the flows a link is opened from,
/// the first path from each to the linked screen's flow, and the input values a child flow on that path needs from
/// somewhere else than the link and the flow that starts it. deeplink-never-opens and deeplink-dropped read the same
/// paths, so they agree with each other and with the generated code.
struct LinkPaths {
    let program: Program
    let graph: FlowGraph
    /// The flows a link is opened from: the `--root`, else every flow no other flow starts.
    let roots: [Int]
    /// By position in `roots`, made on first use: a program of many standalone flows costs no search per flow.
    private var trees: [LinkTree?]

    init(_ program: Program) {
        self.program = program
        graph = program.flowGraph
        roots = Self.roots(program, graph)
        trees = Array(repeating: nil, count: roots.count)
    }

    /// Whether any screen of the program has a link: else the checks of links have nothing to do.
    static func hasLinks(_ program: Program) -> Bool {
        program.flows.contains { $0.steps.contains { $0.isScreen && !$0.deeplinks.isEmpty } }
    }

    /// Each link of a screen of a flow that is not a root (a root's own links need nothing from above), in the
    /// order of the program.
    func childLinks() -> [(flow: Int, screen: Step, link: DeepLink)] {
        var links: [(flow: Int, screen: Step, link: DeepLink)] = []
        let isRoot = Set(roots)
        for (f, flow) in program.flows.enumerated() where !isRoot.contains(f) {
            for step in flow.steps where step.isScreen {
                for link in step.deeplinks where link.path != nil { links.append((f, step, link)) }
            }
        }
        return links
    }

    /// The edges from root `r` (a position in `roots`) down to `flow`, root first; nil when the root starts no flow
    /// or does not reach it.
    mutating func path(fromRoot r: Int, to flow: Int) -> [(parent: Int, edge: FlowGraph.Edge)]? {
        guard !graph.edges[roots[r]].isEmpty else { return nil }
        if trees[r] == nil { trees[r] = LinkTree(root: roots[r], graph: graph) }
        return trees[r]?.path(to: flow)
    }

    /// The first required input of the child `edge` starts that neither a constant of its step (`args`), nor a
    /// placeholder of `link` (a list from a query placeholder, which reads every value of a repeated item), nor
    /// the input of `parent` (the flow that starts it) fills: the value only a running child can lend; nil when
    /// there is none.
    func unfilledInput(of edge: FlowGraph.Edge, startedBy parent: Int, link: DeepLink) -> Param? {
        guard let child = edge.target else { return nil }
        let placeholders = Set(link.placeholders)
        let queryPlaceholders = Set(link.query.map(\.placeholder))
        let enclosing = program.flows[parent].input
        let constants = Set(program.flows[parent].steps[edge.step].args.map(\.name.value))
        for input in program.flows[child].input {
            guard let expected = input.type.expr, !expected.isOptional else { continue }
            let name = input.name.value
            if constants.contains(name) { continue }
            if placeholders.contains(name), DeepLinkValueType(expected) != nil { continue }
            if queryPlaceholders.contains(name), DeepLinkValueType.listElement(expected) != nil { continue }
            if enclosing.contains(where: { $0.name.value == name && ($0.type.expr?.canFill(expected) ?? true) }) {
                continue
            }
            return input
        }
        return nil
    }

    private static func roots(_ program: Program, _ graph: FlowGraph) -> [Int] {
        if let root = program.root { return program.index(ofFlow: root).map { [$0] } ?? [] }
        var started = [Bool](repeating: false, count: program.flows.count)
        for edges in graph.edges {
            for edge in edges { if let target = edge.target { started[target] = true } }
        }
        return started.indices.filter { !started[$0] }
    }

    /// The first path from one root to each flow, as the generated code finds it (`FlowGraph.firstEdges`).
    private struct LinkTree {
        let first: [(parent: Int, edge: Int)?]
        let graph: FlowGraph

        init(root: Int, graph: FlowGraph) {
            self.graph = graph
            first = graph.firstEdges(from: root)
        }

        func path(to flow: Int) -> [(parent: Int, edge: FlowGraph.Edge)]? {
            guard first[flow] != nil else { return nil }
            var path: [(parent: Int, edge: FlowGraph.Edge)] = []
            var current = flow
            while let (parent, e) = first[current], e >= 0 {
                path.append((parent, graph.edges[parent][e]))
                current = parent
            }
            return path.reversed()
        }
    }
}
