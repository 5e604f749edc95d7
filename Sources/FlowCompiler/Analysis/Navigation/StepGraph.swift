/// A `go` transition (an `on:` entry, a decision's choice or a child outcome's handler) whose target is a step
/// of the flow.
struct GoEdge {
    var source: Int
    var target: Int
    /// Where the target sits once it is shown, for what lies below later steps: the transition's `present`,
    /// else the target's, else push. A transparent target (a decision, or a subflow or tabs step, whose child
    /// has ended by the time its handler runs) is never on a stack, so entering one counts as push: the
    /// transition it takes says how the next step is shown (decisions.md).
    var presentation: Presentation
    /// How the target itself is shown: for a subflow or tabs step, where its child runs (a sheet or
    /// fullScreen subflow runs in a modal of its own).
    var shownAs: Presentation
    /// The transition's index in the source step's handlers, to name its event; -1 for the edge between two
    /// steps of an entry's stack (`entries:`), which no handler takes.
    var handler: Int
    /// `{ dismiss: { to: … } }`: the source's modal closes first, and the target is shown from the screen that
    /// presented it (not known here: each analysis says how it follows such an edge).
    var closesModal = false
    /// The source stays on the stack below the target, with what it shows: a screen's event, or at a subflow or tabs
    /// step a child's request or an app event (format v2), whose flows go on running below the target. False for a
    /// decision's choice or a child's outcome: the source is gone when the target shows.
    var keepsSource = true
}

/// One flow's steps as a graph of resolved `go` transitions, indexed both ways: every navigation analysis
/// walks these edges, so they are resolved (step ids to indices) once.
struct StepGraph {
    let stepCount: Int
    let start: Int?
    /// The steps a flow can begin with: its start, and the bottom of each entry's stack (`entries:`, format v2).
    let roots: [Int]
    let isRoot: [Bool]
    /// Each entry whose steps are all screens of the flow, as step indices, bottom to top.
    let entryStacks: [(name: String, steps: [Int])]
    let isDecision: [Bool]
    /// Alerts and confirmation dialogs: their buttons act from the screen they were shown on (`waysShown(ofAlert:)`).
    let isAlert: [Bool]
    /// Decisions, subflow and tabs steps: never on a stack when a later step is shown (decisions.md: a child's
    /// screens go before its parent's handler runs), so what is below a step entered from one of them is what
    /// was below it.
    let isTransparent: [Bool]
    /// Subflow or tabs steps entered as sheet or fullScreen (their child's modal), and entered otherwise.
    let entersModally: [Bool]
    let entersInline: [Bool]
    /// Screens other than the start that have a deep link (`LinkStacks` says on which stack a link opens them).
    let deepLinked: [Int]
    let edges: [GoEdge]
    /// Indices into `edges`, by source step.
    let outgoing: Adjacency
    /// Indices into `edges`, by target step.
    let incoming: Adjacency
    /// Steps with a `go` naming no step of the flow (unknown-step reports those): what they lead to is unknown.
    let hasUnknownGoTarget: [Bool]
    /// The step each `go` and `popTo` names.
    let targets: TransitionTargets.Flow
    /// Screens the system can take the user back from on every way they are shown (`SystemBack`): an implicit
    /// `back`, unless the screen says what the system back does (`on: systemBack:`). Set once every flow's graph
    /// is built, since a flow's first screen depends on how its parents start it.
    private(set) var systemBackWayOut: [Bool]
    /// Screens with no way on: no event but `systemBack`, not terminal, and no implicit way out.
    private(set) var isDeadEnd: [Bool]

    init(_ flow: Flow, _ targets: TransitionTargets.Flow, _ program: Program) {
        let count = flow.steps.count
        stepCount = count
        start = flow.startIndex
        isDecision = flow.steps.map(\.isDecision)
        isAlert = flow.steps.map(\.isAlert)
        let transparent = flow.steps.map { !$0.isScreen }
        isTransparent = transparent
        deepLinked = flow.steps.indices.filter { !flow.steps[$0].deeplinks.isEmpty && $0 != flow.startIndex }
        var edges: [GoEdge] = []
        var unknown = [Bool](repeating: false, count: count)
        edges.reserveCapacity(targets.targets.count)
        for source in 0..<count {
            let handlers = flow.steps[source].handlers
            for h in handlers.indices {
                switch handlers[h].transition.kind {
                case .go:
                    guard let target = targets.target(ofHandler: h, of: source) else {
                        unknown[source] = true
                        continue
                    }
                    // An alert shows over the current screen as a modal of its own, with no system back (lint
                    // refuses a `present` into one).
                    let shownAs: Presentation =
                        flow.steps[target].isDecision
                        ? .push
                        : flow.steps[target].isAlert
                            ? .fullScreen
                            : handlers[h].transition.present?.value ?? flow.steps[target].defaultPresentation
                    edges.append(
                        GoEdge(
                            source: source, target: target, presentation: transparent[target] ? .push : shownAs,
                            shownAs: shownAs, handler: h,
                            // An alert's button closes it, then acts from the screen below.
                            closesModal: handlers[h].transition.closesModalFirst != nil || flow.steps[source].isAlert,
                            keepsSource: !transparent[source]
                                || program.keepsChildFlows(handlers[h], of: flow.steps[source], in: flow)))
                case .back, .dismiss, .finish, .popTo, .request, .showTab:
                    break
                }
            }
        }
        // An entry's stack: each step shown on the one below it, as its own `present` says.
        var entryStacks: [(name: String, steps: [Int])] = []
        for entry in flow.entries {
            let steps = entry.steps.compactMap { flow.index(ofStep: $0.value) }
            guard !steps.isEmpty, steps.count == entry.steps.count, steps.allSatisfy({ flow.steps[$0].isScreen }) else {
                continue
            }
            entryStacks.append((entry.name.value, steps))
            for (below, above) in zip(steps, steps.dropFirst()) {
                let own = flow.steps[above].defaultPresentation
                edges.append(GoEdge(source: below, target: above, presentation: own, shownAs: own, handler: -1))
            }
        }
        self.entryStacks = entryStacks
        var roots = flow.startIndex.map { [$0] } ?? []
        for entry in entryStacks where !roots.contains(entry.steps[0]) { roots.append(entry.steps[0]) }
        self.roots = roots
        var isRoot = [Bool](repeating: false, count: count)
        for root in roots { isRoot[root] = true }
        self.isRoot = isRoot
        self.edges = edges
        self.targets = targets
        systemBackWayOut = [Bool](repeating: false, count: count)
        isDeadEnd = [Bool](repeating: false, count: count)
        var modally = [Bool](repeating: false, count: count)
        var inline = [Bool](repeating: false, count: count)
        for edge in edges where flow.steps[edge.target].startsChildFlows {
            if edge.shownAs.isModal { modally[edge.target] = true } else { inline[edge.target] = true }
        }
        if let start = flow.startIndex { inline[start] = true }
        entersModally = modally
        entersInline = inline
        hasUnknownGoTarget = unknown
        outgoing = Adjacency(nodeCount: count, edges: edges.indices.map { (edges[$0].source, $0) })
        incoming = Adjacency(nodeCount: count, edges: edges.indices.map { (edges[$0].target, $0) })
    }

    /// The ways alert `alert` is shown, each from the step its buttons then act from: an alert's button closes it,
    /// then acts from the screen below (format.md, "Alerts and confirmation dialogs"), so an alert another alert's
    /// button shows is shown from where that one was.
    func waysShown(ofAlert alert: Int) -> [GoEdge] {
        var ways: [GoEdge] = []
        var seen: Set<Int> = [alert]
        var queue = [alert]
        while let shown = queue.popLast() {
            for index in incoming.edges(of: shown) {
                let edge = edges[incoming.target(index)]
                guard edge.closesModal, isAlert[edge.source] else {
                    ways.append(edge)
                    continue
                }
                if seen.insert(edge.source).inserted { queue.append(edge.source) }
            }
        }
        return ways
    }

    /// Takes `SystemBack`'s answer for this flow.
    mutating func setSystemBackWayOut(_ waysOut: [Bool], of flow: Flow) {
        systemBackWayOut = waysOut
        isDeadEnd = flow.steps.indices.map { s in
            let step = flow.steps[s]
            return step.isScreen && !step.terminal && !waysOut[s]
                && step.handlers.allSatisfy { $0.event.value == Handler.systemBack }
        }
    }

    /// Whether `handler` of `step` can happen: a `systemBack` handler only where the system can take the user back.
    func canHappen(_ handler: Handler, at step: Int) -> Bool {
        handler.event.value != Handler.systemBack || systemBackWayOut[step]
    }

    /// Whether the system back of `step` pops it as `back` would: it has the way out and says nothing else.
    func hasImplicitBack(_ step: Int, _ flow: Flow) -> Bool {
        systemBackWayOut[step] && flow.steps[step].systemBackHandler == nil
    }

    /// Forward reachability: from the roots (the start, each entry's bottom) and every deep-linked screen (the
    /// entry points) along `go` transitions and entries' stacks. `back`, `dismiss` and `popTo` only return to steps already shown, so they reach nothing new.
    func reachableSteps() -> [Bool] {
        var reached = [Bool](repeating: false, count: stepCount)
        var queue: [Int] = []
        for entry in roots + deepLinked where !reached[entry] {
            reached[entry] = true
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let step = queue[head]
            head += 1
            for position in outgoing.edges(of: step) {
                let target = edges[outgoing.target(position)].target
                guard !reached[target] else { continue }
                reached[target] = true
                queue.append(target)
            }
        }
        return reached
    }
}

extension Program {
    /// Whether `handler` of `step` (a step of `flow`) leaves the step's child flows running: an app event, a
    /// child's request, a tab container's own event, or a tab flow's outcome whose handler shows a modal over the
    /// tabs (format v2; the tab that ended starts again). Any other child's outcome ends that child first.
    func keepsChildFlows(_ handler: Handler, of step: Step, in flow: Flow) -> Bool {
        if handler.isAppEvent { return true }
        switch step.kind {
        case .subflow(let child):
            guard let child = self.flow(child.value) else { return false }
            return child.outcome(handler.event.value) == nil && child.request(handler.event.value) != nil
        case .tabs:
            if isContainerEvent(handler, of: step) { return true }
            guard let key = handler.tabOutcome, let tab = self.flow(key.flow) else { return false }
            if tab.outcome(key.outcome) == nil { return tab.request(key.outcome) != nil }
            return showsModal(handler.transition, in: flow)
        case .screen, .decision:
            return false
        }
    }

    /// Whether `transition` shows a step of `flow` as a modal (a sheet, full screen, a popover…, or an alert).
    private func showsModal(_ transition: Transition, in flow: Flow) -> Bool {
        guard case .go(let target) = transition.kind, let step = flow.step(target.value), !step.isDecision else {
            return false
        }
        return step.isAlert || (transition.present?.value ?? step.defaultPresentation).isModal
    }
}

extension Program {
    /// Whether `handler` of tabs step `step` is an event of the tab container itself (format v2: a Done button over
    /// a library of tabs): not `Flow.outcome`, not an app event, and no outcome or request of a tab flow of that
    /// name (that is a tab's outcome written without its flow, unknown-handler's to report).
    func isContainerEvent(_ handler: Handler, of step: Step) -> Bool {
        guard case .tabs(let names) = step.kind, handler.tabOutcome == nil, !handler.isAppEvent,
            handler.event.value != Handler.systemBack
        else { return false }
        let key = NameFix.normalizedLower(handler.event.value)
        return !names.contains { name in
            guard let child = flow(name.value) else { return false }
            return (child.outcomes + child.requests).contains { NameFix.normalizedLower($0.name.value) == key }
        }
    }
}

extension Step {
    /// Whether `childFlows` is not empty, without building it.
    var startsChildFlows: Bool {
        switch kind {
        case .subflow: return true
        case .tabs(let flows): return !flows.isEmpty
        case .screen, .decision: return false
        }
    }
}
