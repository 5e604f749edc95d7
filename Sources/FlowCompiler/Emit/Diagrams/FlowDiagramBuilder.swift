/// Builds the diagram of one flow: its steps and outcomes as nodes, every handler as an edge, in the author's
/// order. With `expandSubflows`, subflow and tab steps are drawn as clusters holding the child flow, whose
/// outcome nodes connect to the parent's handlers.
struct FlowDiagramBuilder {
    /// Expansion stops once the diagram holds this many nodes: an app's whole tree inline is not readable.
    static let expansionNodeLimit = 1_500

    private let program: Program
    private let problems: ProblemSteps
    private let expand: Bool
    private var diagram: Diagram
    private var counters: [String: Int] = [:]
    private var notedCycles: Set<String> = []
    private var notedLimit = false

    static func build(_ flow: Flow, in program: Program, problems: ProblemSteps, expand: Bool) -> Diagram {
        var title = flow.name.value
        if let summary = flow.summary, !summary.isEmpty { title += "\n" + summary }
        var builder = FlowDiagramBuilder(
            program: program, problems: problems, expand: expand, diagram: Diagram(name: flow.name.value, title: title))
        _ = builder.body(of: flow, cluster: nil, path: [flow.name.value])
        return builder.diagram
    }

    private init(program: Program, problems: ProblemSteps, expand: Bool, diagram: Diagram) {
        self.program = program
        self.problems = problems
        self.expand = expand
        self.diagram = diagram
    }

    /// What a parent needs from a drawn flow: where to enter it and where each outcome ends it.
    private struct Body {
        var entry: String
        var outcomes: [String: String]
    }

    /// The nodes and edges of one flow (the top one, or a child inside its cluster).
    private struct Scope {
        var flow: Flow
        var cluster: Int?
        var stepIDs: [String]
        var outcomeIDs: [String: String] = [:]
        var missingIDs: [String: String] = [:]
        var exitID: String?
        var manyID: String?
        /// Expanded subflow steps: the child's body, whose outcome nodes the handlers leave from.
        var subflows: [Int: Body] = [:]
        var tabs: [Int: [String: Body]] = [:]
    }

    private mutating func nextID(_ prefix: String) -> String {
        let number = counters[prefix, default: 0]
        counters[prefix] = number + 1
        return "\(prefix)\(number)"
    }

    private mutating func body(of flow: Flow, cluster: Int?, path: [String]) -> Body {
        var scope = Scope(flow: flow, cluster: cluster, stepIDs: [])
        scope.stepIDs = flow.steps.map { _ in nextID("s") }
        let start = nextID("m")
        diagram.nodes.append(
            .init(
                id: start, kind: .start, label: "", tooltip: "start of \(flow.name.value)",
                cluster: cluster, order: -1))
        for (index, step) in flow.steps.enumerated() {
            addStep(step, at: index, in: &scope, path: path)
        }
        // Requests (format v2): where the flow asks its parent, drawn as exits, which a parent's handlers leave
        // from as from outcomes.
        for request in flow.requests where scope.outcomeIDs[request.name.value] == nil {
            let id = nextID("t")
            scope.outcomeIDs[request.name.value] = id
            diagram.nodes.append(
                .init(
                    id: id, kind: .exit, label: "asks: \(request.name.value)",
                    tooltip: "a request to the flow that runs \(flow.name.value); \(flow.name.value) goes on",
                    cluster: cluster, order: flow.steps.count))
        }
        for outcome in flow.outcomes where scope.outcomeIDs[outcome.name.value] == nil {
            let id = nextID("t")
            scope.outcomeIDs[outcome.name.value] = id
            let payload = outcome.payload.map { "\($0.name.value): \($0.type.spelling)" }.joined(separator: ", ")
            diagram.nodes.append(
                .init(
                    id: id, kind: .outcome, label: outcome.name.value,
                    tooltip: payload.isEmpty ? nil : "{ \(payload) }",
                    cluster: cluster, order: flow.steps.count))
        }
        if let startIndex = flow.startIndex {
            edge(start, scope.stepIDs[startIndex], "", .plain)
        } else if let name = flow.start?.value {
            edge(start, missing("step", name, in: &scope), "", .plain)
        }
        let returns = ReturnTargets(flow, program)
        for (index, step) in flow.steps.enumerated() {
            // A flow-wide handler is drawn once, from the app event's node, not from every step.
            for handler in step.handlers where !handler.isFlowWide {
                addHandler(handler, of: index, step: step, returns: returns, in: &scope)
            }
        }
        addFlowWideHandlers(flow, in: &scope)
        groupHubLeaves(flow, ids: scope.stepIDs, cluster: cluster)
        return Body(entry: start, outcomes: scope.outcomeIDs)
    }

    /// A flow's hubs (format v2): each step that pushes more screens with no events (left by the system back)
    /// than a row holds, with those screens in the author's order. Drawn side by side they would make one rank a
    /// list wide.
    static func hubs(_ flow: Flow) -> [(hub: Int, leaves: [Int])] {
        var hubs: [(hub: Int, leaves: [Int])] = []
        var placed = Set<Int>()
        for (index, step) in flow.steps.enumerated() {
            var leaves: [Int] = []
            for handler in step.handlers {
                guard case .go(let name) = handler.transition.kind, let target = flow.index(ofStep: name.value),
                    target != flow.startIndex, !placed.contains(target), !leaves.contains(target),
                    (handler.transition.present?.value ?? flow.steps[target].defaultPresentation) == .push
                else { continue }
                let leaf = flow.steps[target]
                if leaf.isScreen, !leaf.isAlert,
                    leaf.handlers.allSatisfy({ $0.event.value == Handler.systemBack || $0.isFlowWide })
                {
                    leaves.append(target)
                }
            }
            guard leaves.count > rowSize else { continue }
            placed.formUnion(leaves)
            hubs.append((index, leaves))
        }
        return hubs
    }

    /// Draws each hub's leaves as one group: a frame holding them in rows of `rowSize`, each leaf naming the events
    /// that open it, and one edge from the hub to the frame instead of one per leaf.
    private mutating func groupHubLeaves(_ flow: Flow, ids: [String], cluster: Int?) {
        for (hub, leaves) in Self.hubs(flow) {
            let hubID = ids[hub]
            let leafIDs = Set(leaves.map { ids[$0] })
            var events: [String: [String]] = [:]
            diagram.edges.removeAll { edge in
                guard edge.from == hubID, leafIDs.contains(edge.to), edge.style == .push else { return false }
                events[edge.to, default: []].append(edge.label)
                return true
            }
            diagram.clusters.append(
                .init(
                    id: nextID("g"),
                    label: "\(flow.steps[hub].id.value): \(leaves.count) screens, each left by the system back",
                    parent: cluster))
            let group = diagram.clusters.count - 1
            for index in diagram.nodes.indices where leafIDs.contains(diagram.nodes[index].id) {
                diagram.nodes[index].cluster = group
                if let opened = events[diagram.nodes[index].id] {
                    diagram.nodes[index].label += "\n← " + opened.joined(separator: ", ")
                }
            }
            diagram.edges.append(
                .init(
                    from: hubID, to: ids[leaves[0]], label: "\(leaves.count) screens", style: .push,
                    toCluster: diagram.clusters[group].id))
            diagram.rows += stride(from: 0, to: leaves.count, by: Self.rowSize).map { first in
                leaves[first..<min(first + Self.rowSize, leaves.count)].map { ids[$0] }
            }
        }
    }

    /// How many leaves of a hub one row holds.
    static let rowSize = 6

    private mutating func addStep(_ step: Step, at index: Int, in scope: inout Scope, path: [String]) {
        var label = [step.id.value]
        let kind: Diagram.NodeKind
        switch step.kind {
        case .screen:
            kind = step.terminal ? .terminalScreen : .screen
            if let alert = step.alert { label.append("\(alert.style.rawValue): \(alert.title.value)") }
            label += step.deeplinks.map { "link: \($0.text.value)" }
        case .decision:
            kind = .decision
        case .subflow(let name):
            kind = .subflow
            let shown = step.present.map { $0.value == .push ? "" : " (\($0.value.rawValue))" } ?? ""
            if let child = expandable(name.value, path: path) {
                let cluster = addCluster(
                    "\(step.id.value): flow \(name.value)\(shown)", step: step, child: child,
                    in: scope)
                let body = body(of: child, cluster: cluster, path: path + [name.value])
                scope.subflows[index] = body
                scope.stepIDs[index] = body.entry
                return
            }
            label.append("flow: \(name.value)\(shown)")
            if expand, path.contains(name.value) { label.append("(cycle: not expanded)") }
        case .tabs(let flows):
            kind = .tabs
            label.append("tabs: " + flows.map(\.value).joined(separator: " | "))
        }
        // The system back is every pushed screen's, and not drawn; a step that forbids it says so.
        if step.forbidsSystemBack != nil { label.append("⊘ no system back") }
        let found = problems.problems(of: step)
        if !found.isEmpty {
            label.append("⚠ " + found.map { String($0.prefix { $0 != ":" }) }.joined(separator: ", "))
        }
        diagram.nodes.append(
            .init(
                id: scope.stepIDs[index], kind: kind, label: label.joined(separator: "\n"),
                tooltip: tooltip(step.summary, found), problem: !found.isEmpty,
                cluster: scope.cluster, order: index))
        if case .tabs(let flows) = step.kind {
            for name in flows {
                guard let child = expandable(name.value, path: path) else { continue }
                let cluster = addCluster("\(step.id.value): tab \(name.value)", step: nil, child: child, in: scope)
                let body = body(of: child, cluster: cluster, path: path + [name.value])
                scope.tabs[index, default: [:]][name.value] = body
                edge(scope.stepIDs[index], body.entry, "tab", .plain)
            }
        }
    }

    private mutating func addCluster(_ label: String, step: Step?, child: Flow, in scope: Scope) -> Int {
        let found = step.map { problems.problems(of: $0) } ?? []
        var text = [child.summary, step?.summary].compactMap { $0 }
        text += found
        diagram.clusters.append(
            .init(
                id: nextID("g"), label: label + (found.isEmpty ? "" : "\n⚠ problem"),
                tooltip: text.isEmpty ? nil : text.joined(separator: "\n"),
                problem: !found.isEmpty, parent: scope.cluster))
        return diagram.clusters.count - 1
    }

    /// The flow to draw inline, when expanding and it is known, not already being drawn, and within the limit.
    private mutating func expandable(_ name: String, path: [String]) -> Flow? {
        guard expand, let flow = program.flow(name) else { return nil }
        if path.contains(name) {
            if notedCycles.insert(name).inserted {
                diagram.notes.append(
                    "flow \(name) starts itself (through \(path.joined(separator: " > "))): drawn once")
            }
            return nil
        }
        if diagram.nodes.count >= Self.expansionNodeLimit {
            if !notedLimit {
                notedLimit = true
                diagram.notes.append("subflows past \(Self.expansionNodeLimit) nodes are not expanded")
            }
            return nil
        }
        return flow
    }

    private mutating func addHandler(
        _ handler: Handler, of index: Int, step: Step, returns: ReturnTargets, in scope: inout Scope
    ) {
        // An app event (format v2) leaves from the step itself, named as the app's.
        let event = handler.isAppEvent ? "app: \(handler.event.value)" : handler.event.value
        var source = scope.stepIDs[index]
        if handler.isAppEvent {
            // Not a child's: the step's own.
        } else if let child = scope.subflows[index] {
            source = child.outcomes[event] ?? missing("outcome", event, in: &scope)
        } else if let tab = handler.tabOutcome, let child = scope.tabs[index]?[tab.flow] {
            source = child.outcomes[tab.outcome] ?? missing("outcome", event, in: &scope)
        }
        let flow = scope.flow
        switch handler.transition.kind {
        case .go(let name):
            guard let target = flow.index(ofStep: name.value) else {
                edge(source, missing("step", name.value, in: &scope), event, .push)
                return
            }
            let present =
                handler.transition.present?.value
                ?? (flow.steps[target].isDecision ? .push : flow.steps[target].defaultPresentation)
            let style: Diagram.EdgeStyle =
                switch present {
                case .push: .push
                case .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover: .modal
                case .replace: .replace
                }
            edge(source, scope.stepIDs[target], event, style)
        case .back:
            for target in returns.back[index] {
                edge(source, returnNode(target, in: &scope), event == "back" ? "back" : "\(event) (back)", .back)
            }
        case .dismiss:
            for target in returns.dismiss[index] {
                edge(
                    source, returnNode(target, in: &scope), event == "dismiss" ? "dismiss" : "\(event) (dismiss)",
                    .back)
            }
        case .popTo(let name):
            let target =
                flow.index(ofStep: name.value).map { scope.stepIDs[$0] } ?? missing("step", name.value, in: &scope)
            edge(source, target, "\(event) (popTo)", .back)
        case .finish(let name):
            edge(source, scope.outcomeIDs[name.value] ?? missing("outcome", name.value, in: &scope), event, .finish)
        case .request(let name):
            edge(source, scope.outcomeIDs[name.value] ?? missing("request", name.value, in: &scope), event, .finish)
        case .showTab(let name):
            // Back to the tabs, on tab `name`; the ended tab starts again.
            edge(source, scope.stepIDs[index], "\(event) (tab \(name.value))", .back)
        }
    }

    /// The flow's own `on:` (format v2): one node per app event it handles ("app: authError, at any step"), with
    /// the handler's edge from it.
    private mutating func addFlowWideHandlers(_ flow: Flow, in scope: inout Scope) {
        for handler in flow.flowWideHandlers {
            let id = nextID("m")
            diagram.nodes.append(
                .init(
                    id: id, kind: .exit, label: "app: \(handler.event.value)",
                    tooltip: "an app event, handled at every step of \(flow.name.value) that does not handle it itself",
                    cluster: scope.cluster, order: -1))
            switch handler.transition.kind {
            case .go(let name):
                let target = flow.index(ofStep: name.value).map { scope.stepIDs[$0] }
                edge(id, target ?? missing("step", name.value, in: &scope), "", .push)
            case .finish(let name):
                edge(id, scope.outcomeIDs[name.value] ?? missing("outcome", name.value, in: &scope), "", .finish)
            case .request(let name):
                edge(id, scope.outcomeIDs[name.value] ?? missing("request", name.value, in: &scope), "", .finish)
            case .popTo(let name):
                let target = flow.index(ofStep: name.value).map { scope.stepIDs[$0] }
                edge(id, target ?? missing("step", name.value, in: &scope), "popTo", .back)
            case .back, .dismiss, .showTab:
                break
            }
        }
    }

    private mutating func returnNode(_ target: ReturnTargets.Target, in scope: inout Scope) -> String {
        switch target {
        case .step(let index):
            return scope.stepIDs[index]
        case .leave:
            if let id = scope.exitID { return id }
            let id = nextID("m")
            scope.exitID = id
            diagram.nodes.append(
                .init(
                    id: id, kind: .exit, label: "leaves \(scope.flow.name.value)",
                    tooltip: "back to the coordinator that started \(scope.flow.name.value)",
                    cluster: scope.cluster, order: scope.flow.steps.count))
            return id
        case .many:
            if let id = scope.manyID { return id }
            let id = nextID("m")
            scope.manyID = id
            diagram.nodes.append(
                .init(
                    id: id, kind: .exit, label: "one of several steps",
                    tooltip: "returns to one of more than \(ReturnTargets.limit) steps",
                    cluster: scope.cluster, order: scope.flow.steps.count))
            return id
        }
    }

    /// A node for a name that resolves to nothing: drawn (dashed, red) instead of crashing or dropping the edge.
    private mutating func missing(_ what: String, _ name: String, in scope: inout Scope) -> String {
        let key = what + " " + name
        if let id = scope.missingIDs[key] { return id }
        let id = nextID("u")
        scope.missingIDs[key] = id
        diagram.nodes.append(
            .init(
                id: id, kind: .missing, label: "unknown \(what) '\(name)'",
                tooltip: "no \(what) named '\(name)' in \(scope.flow.name.value)", problem: true,
                cluster: scope.cluster, order: scope.flow.steps.count))
        return id
    }

    private mutating func edge(_ from: String, _ to: String, _ label: String, _ style: Diagram.EdgeStyle) {
        diagram.edges.append(.init(from: from, to: to, label: label, style: style))
    }

    private func tooltip(_ summary: String?, _ problems: [String]) -> String? {
        let lines = [summary].compactMap { $0 } + problems
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
