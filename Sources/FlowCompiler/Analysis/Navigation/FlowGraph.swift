/// A `go` transition (an `on:` entry, a decision's choice or a child outcome's handler) whose target is a step
/// of the flow.
struct GoEdge {
    var source: Int
    var target: Int
    /// How the target is shown: the transition's `present`, else the target's, else push. A decision shows
    /// nothing and is never on a stack, so entering one counts as push: the choice it takes says how the next
    /// step is shown (decisions.md).
    var presentation: Presentation
}

/// One flow's steps as a graph of resolved `go` transitions, indexed both ways: every navigation analysis
/// walks these edges, so they are resolved (step ids to indices) once.
struct FlowGraph {
    let stepCount: Int
    let start: Int?
    let isDecision: [Bool]
    /// Screens other than the start that have a deep link: a link opens them on the stack [start, screen].
    let deepLinked: [Int]
    let edges: [GoEdge]
    /// Indices into `edges`, by source step.
    let outgoing: Adjacency
    /// Indices into `edges`, by target step.
    let incoming: Adjacency
    /// Steps with a `go` naming no step of the flow (unknown-step reports those): what they lead to is unknown.
    let hasUnknownGoTarget: [Bool]

    init(_ flow: Flow) {
        let count = flow.steps.count
        stepCount = count
        start = flow.startIndex
        isDecision = flow.steps.map(\.isDecision)
        deepLinked = flow.steps.indices.filter { !flow.steps[$0].deeplinks.isEmpty && $0 != flow.startIndex }
        var edges: [GoEdge] = []
        var unknown = [Bool](repeating: false, count: count)
        for (source, step) in flow.steps.enumerated() {
            for handler in step.handlers {
                let transition = handler.transition
                switch transition.kind {
                case .go(let name):
                    guard let target = flow.index(ofStep: name.value) else {
                        unknown[source] = true
                        continue
                    }
                    let presentation =
                        flow.steps[target].isDecision
                        ? .push : transition.present?.value ?? flow.steps[target].defaultPresentation
                    edges.append(GoEdge(source: source, target: target, presentation: presentation))
                case .back, .dismiss, .finish, .popTo:
                    break
                }
            }
        }
        self.edges = edges
        hasUnknownGoTarget = unknown
        outgoing = Adjacency(nodeCount: count, edges: edges.indices.map { (edges[$0].source, $0) })
        incoming = Adjacency(nodeCount: count, edges: edges.indices.map { (edges[$0].target, $0) })
    }

    /// Forward reachability: from the start and every deep-linked screen (the entry points) along `go`
    /// transitions. `back`, `dismiss` and `popTo` only return to steps already shown, so they reach nothing new.
    func reachableSteps() -> [Bool] {
        var reached = [Bool](repeating: false, count: stepCount)
        var queue: [Int] = []
        for entry in (start.map { [$0] } ?? []) + deepLinked where !reached[entry] {
            reached[entry] = true
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let step = queue[head]
            head += 1
            for edge in outgoing[step] where !reached[edges[edge].target] {
                reached[edges[edge].target] = true
                queue.append(edges[edge].target)
            }
        }
        return reached
    }
}
