/// Which steps of one flow trap the user on *some* way of reaching them: no outcome can be reached from the
/// step with the stack that way leaves below it. no-exit reports those, so that a step gets the same answer
/// whatever other ways lead to it (two identical screens, one of them also reached from a screen that can finish
/// the flow, are both reported).
///
/// `ExitAnalysis` answers "can *some* history reach an outcome": it does not remember which step entered a
/// screen, so `back` from a screen may return to any of them. Here the stack below is followed exactly, in two
/// passes, each linear in steps + transitions (a step's bits only grow, a handful of times):
///
/// 1. What a step can do on its own, whatever lies below it (`reach`): end the flow (`outcome`), pop the screen
///    it is shown on (`pop`: for a screen itself, for a decision the screen it is decided on), close the modal
///    holding that screen (`close`), or, for a decision, subflow or tabs step or an alert, show that screen again
///    (`resume`: an alert's `back` and `dismiss` only close it; its other buttons act from that screen).
///    Going up and coming back is part of it: a screen pushed from it that is popped shows it again.
/// 2. Which stacks each step is reached with, forward from the start and the deep links, abstracted to three
///    facts about the stack `c` under the step (for a screen, the stack it is on top of; for a decision, subflow
///    or tabs step, the stack of the screen it acts from): `a` no outcome can be reached from `c`, `p` none from
///    `c` popped, `k` none from `c` with its modal closed (leaving the flow counts as no outcome). `seen[step]`
///    holds, for each set of these facts, whether some way of reaching the step has all of them at once.
///
/// A step is trapped on some way when it cannot end the flow on its own, and that way makes every other way on
/// fail too: `pop` needs `p`, `close` needs `k`, `resume` needs `a`. `popTo` returns to a screen somewhere below,
/// which this does not follow: it counts as an outcome unless its target can never reach one, so a `popTo` never
/// makes a step reported. What `ExitGraph` leaves unjudged (an unknown target, a dead end, a child flow left
/// unhandled) counts as an outcome too.
struct HistoryTraps {
    /// A reachable step that some way of reaching traps.
    let trapped: [Bool]
    /// For each (step, fact set), what set it first: the same step with other facts, a step before it, or an entry;
    /// and, for a step before it, the transition taken (its index in `graph.edges`).
    private let origin: [Int32]
    private let originEdge: [Int32]
    private let verdictFacts: [UInt8]

    private static let outcome: UInt8 = 1, pop: UInt8 = 2, close: UInt8 = 4, resume: UInt8 = 8
    // Facts, as bits of a fact set; a fact set is a bit of `seen`.
    private static let a = 1, p = 2, k = 4
    /// Not a fact: the way shows the step with the system back (see pass 2); with the facts, 16 sets.
    private static let b = 8, sets = 16
    private static let fromEntry: Int32 = -1, fromDeepLink: Int32 = -2, unset: Int32 = -3

    /// For a screen shown by push, by sheet or fullScreen, by replace (in that order), and each fact set of the
    /// stack it is shown from: the fact sets (a bit each, without `a`) its own stack then has. Pushed, popping it
    /// shows that stack (`p` needs `a`) and closing its modal closes that stack's (`k` needs `k`); in a sheet,
    /// both show that stack; replacing, both close that stack's modal.
    private static let shown: [[UInt8]] = [(a, k), (a, a), (k, k)].map { popped, closed in
        (0..<8).map { set in
            var sets: UInt8 = 0
            for targetSet in 0..<8 where targetSet & a == 0 {
                let needs = (targetSet & p != 0 ? popped : 0) | (targetSet & k != 0 ? closed : 0)
                if needs | set == set { sets |= 1 << targetSet }
            }
            return sets
        }
    }

    init(
        _ flow: Flow, _ graph: StepGraph, reachable: [Bool], mayBeInModal: [Bool], isOpaque: (Int) -> Bool,
        childLeft: (Int) -> (returns: Bool, closes: Bool), targetCanReachOutcome: (Int) -> Bool,
        links: LinkStacks?
    ) {
        let count = graph.stepCount
        let transparent = Self.transparent(flow, graph)
        // A subflow or tabs step that shows something above its running child (a request's or an app event's
        // handler, format v2) is below that as a screen is: what it shows returns to it, and it goes on from there.
        var isScreen = transparent.map { !$0 }
        for edge in graph.edges where Self.keepsSource(edge, graph) { isScreen[edge.source] = true }
        let reach = Self.reach(
            flow, graph, reachable: reachable, mayBeInModal: mayBeInModal, isOpaque: isOpaque, childLeft: childLeft,
            targetCanReachOutcome: targetCanReachOutcome)

        // Pass 2: the fact sets each step is reached with, each with `b`: on that way the screen has the system back
        // (for a decision, subflow or tabs step: a screen is right below where it acts), which `reach`, a step's own
        // answer for every way, may not have (a screen both pushed and shown full screen has it on one way only).
        // `seen` is closed under subsets of the facts (all facts at once imply fewer of them), so a look-up is one
        // bit.
        let hasPop = Self.hasPop(flow)
        func reachOn(_ step: Int, _ set: Int) -> UInt8 {
            reach[step] | (set & Self.b != 0 && hasPop[step] ? Self.pop : 0)
        }
        /// Whether the step entered by `edge`, from a way of its source with fact set `set`, has the system back on
        /// that way: pushed on a screen or first in a sheet the user pulls down.
        func back(by edge: GoEdge, from set: Int) -> Int {
            let screenBelow = Self.keepsSource(edge, graph) || set & Self.b != 0
            switch edge.shownAs {
            case .push: return screenBelow ? Self.b : 0
            case .replace: return 0
            case let modal:
                if transparent[edge.target] { return screenBelow ? Self.b : 0 }
                return modal.isUserDismissable ? Self.b : 0
            }
        }
        var seen = [UInt16](repeating: 0, count: count)
        var pending = [UInt16](repeating: 0, count: count)  // fact sets added since the step was last followed
        var origin = [Int32](repeating: Self.unset, count: count * Self.sets)
        var originEdge = [Int32](repeating: -1, count: count * Self.sets)
        var queue: [Int] = []
        func add(_ step: Int, _ set: Int, from source: Int32, by edge: Int32 = -1) {
            guard seen[step] & (1 << set) == 0 else { return }
            seen[step] |= 1 << set
            origin[step * Self.sets + set] = source
            originEdge[step * Self.sets + set] = edge
            if pending[step] == 0 { queue.append(step) }
            pending[step] |= 1 << set
            // On a screen's own stack, `a` holds when the screen cannot end the flow on its own and each way
            // down it has fails: with `p` if it can pop itself, with `k` if it can close its modal.
            let bits = reachOn(step, set)
            if isScreen[step], set & Self.a == 0, bits & Self.outcome == 0 {
                let needed = (bits & Self.pop != 0 ? Self.p : 0) | (bits & Self.close != 0 ? Self.k : 0)
                for other in 0..<8 where other & Self.a == 0 && other | needed == set & 7 {
                    add(step, other | Self.a | set & Self.b, from: Int32(step * Self.sets + set))
                }
            }
        }
        /// Adds the fact sets `produced` (a bit per set of facts) to `target`, each with back bit `back`.
        func addAll(_ produced: UInt8, back: Int, to target: Int, from source: Int32, by edge: Int32 = -1) {
            var produced = produced
            while produced != 0 {
                let facts = produced.trailingZeroBitCount
                produced &= produced - 1
                add(target, facts | back, from: source, by: edge)
            }
        }
        // A link opens its screen on the stack of a way of transitions (followed below like any other) or, when no
        // such way builds it, on [start, screen], the screen shown as its own `present` says (LinkStacks, as the
        // generated code does): an edge from the start, followed each time the start gets new facts.
        let linkedFromStart = graph.deepLinked.filter { reachable[$0] && links?.isBuiltByTransitions($0) != true }
        for root in graph.roots where reachable[root] {
            // Below the start (or an entry's bottom) there is nothing: popping it or closing its modal leaves the
            // flow.
            for set in 0..<8 where isScreen[root] ? set & Self.a == 0 : true { add(root, set, from: Self.fromEntry) }
        }
        var head = 0
        while head < queue.count {
            let step = queue[head]
            head += 1
            let known = pending[step]
            pending[step] = 0
            if step == graph.start {
                for screen in linkedFromStart {
                    let own = flow.steps[screen].defaultPresentation
                    let shown = Self.shown[own.isModal ? 1 : 0]
                    let back = own.isModal ? (own.isUserDismissable ? Self.b : 0) : (isScreen[step] ? Self.b : 0)
                    for set in 0..<Self.sets where known & (1 << set) != 0 {
                        addAll(shown[set & 7], back: back, to: screen, from: Self.fromDeepLink)
                    }
                }
            }
            for position in graph.outgoing.edges(of: step) {
                let edgeIndex = graph.outgoing.target(position)
                let edge = graph.edges[edgeIndex]
                let target = edge.target
                // A close-and-go-on is not followed (pass 1 counts it as `popTo`): its stack is the presenter's. An
                // alert's button acts from the screen below it, as a decision's choice does.
                guard reachable[target], !edge.closesModal || graph.isAlert[step] else { continue }
                let shown = Self.shown[edge.presentation == .push ? 0 : edge.presentation == .replace ? 2 : 1]
                for set in 0..<Self.sets where known & (1 << set) != 0 {
                    let produced = transparent[target] ? UInt8(1 << (set & 7)) : shown[set & 7]
                    addAll(
                        produced, back: back(by: edge, from: set), to: target, from: Int32(step * Self.sets + set),
                        by: Int32(edgeIndex))
                }
            }
        }

        var trapped = [Bool](repeating: false, count: count)
        var verdictFacts = [UInt8](repeating: 0, count: count)
        for step in 0..<count where reachable[step] {
            for back in [0, Self.b] where !trapped[step] {
                let bits = reachOn(step, back)
                guard bits & Self.outcome == 0 else { continue }
                var facts = (bits & Self.pop != 0 ? Self.p : 0) | (bits & Self.close != 0 ? Self.k : 0)
                if isScreen[step] { facts = Self.a } else if bits & Self.resume != 0 { facts |= Self.a }
                trapped[step] = seen[step] & (1 << (facts | back)) != 0
                verdictFacts[step] = UInt8(facts | back)
            }
        }
        self.trapped = trapped
        self.origin = origin
        self.originEdge = originEdge
        self.verdictFacts = verdictFacts
    }

    /// A way of reaching a trapped step that traps it: the steps from an entry point to it, each with the event
    /// or choice that leaves it (nil for the last). `viaDeepLink` when it starts with a deep link to its first step.
    func way(
        to step: Int, in flow: Flow, _ graph: StepGraph
    ) -> (steps: [(step: Int, event: String?)], viaDeepLink: Bool)? {
        guard trapped[step] else { return nil }
        var way: [(step: Int, event: String?)] = [(step, nil)]
        var key = step * Self.sets + Int(verdictFacts[step])
        // Each origin was set before the key it explains, so the walk ends; the bound is only a guard.
        var budget = origin.count
        while origin[key] >= 0, budget > 0 {
            budget -= 1
            let edge = Int(originEdge[key])
            key = Int(origin[key])
            let previous = key / Self.sets
            guard previous != way.last?.step || edge >= 0 else { continue }
            let handler = edge >= 0 ? graph.edges[edge].handler : -1
            let event = handler >= 0 ? flow.steps[previous].handlers[handler].event.value : nil
            way.append((previous, event))
        }
        let viaDeepLink = origin[key] == Self.fromDeepLink
        if viaDeepLink, let start = graph.start { way.append((start, nil)) }
        return (Array(way.reversed()), viaDeepLink)
    }

    /// The steps that act from the screen below them rather than being one: decisions, subflow and tabs steps (their
    /// child gone by the time their handler runs), and alerts (a button closes the alert, then acts from the screen it
    /// was shown over, `NavigationRules`).
    private static func transparent(_ flow: Flow, _ graph: StepGraph) -> [Bool] {
        graph.isTransparent.indices.map { graph.isTransparent[$0] || graph.isAlert[$0] }
    }

    /// The screens whose system back, where they have it, pops them as `back` would.
    private static func hasPop(_ flow: Flow) -> [Bool] {
        flow.steps.map { $0.isScreen && !$0.isAlert && $0.allowsSystemBack && $0.systemBackHandler == nil }
    }

    /// Whether the source of `edge` stays below its target: not an alert, which its button closes first.
    private static func keepsSource(_ edge: GoEdge, _ graph: StepGraph) -> Bool {
        edge.keepsSource && !graph.isAlert[edge.source]
    }

    /// Pass 1: what each step can do whatever lies below it. Backward from what handlers do, over the `go`
    /// transitions: a least fixpoint in which each step's four bits only grow.
    private static func reach(
        _ flow: Flow, _ graph: StepGraph, reachable: [Bool], mayBeInModal: [Bool], isOpaque: (Int) -> Bool,
        childLeft: (Int) -> (returns: Bool, closes: Bool), targetCanReachOutcome: (Int) -> Bool
    ) -> [UInt8] {
        let count = graph.stepCount
        let transparent = transparent(flow, graph)
        let hasPop = hasPop(flow)
        var reach = [UInt8](repeating: 0, count: count)
        for step in 0..<count where reachable[step] {
            var bits: UInt8 = isOpaque(step) ? outcome : 0
            // The system back pops the screen, as the exit graph has it.
            if graph.hasImplicitBack(step, flow) { bits |= pop }
            let handlers = flow.steps[step].handlers
            for h in handlers.indices where graph.canHappen(handlers[h], at: step) {
                switch handlers[h].transition.kind {
                case .finish:
                    bits |= outcome
                case .request, .showTab:
                    // The flow stays where it is: the parent's handler is the parent's to judge; a tab shown keeps
                    // the tabs step.
                    break
                case .go where handlers[h].transition.closesModalFirst != nil && !flow.steps[step].isAlert:
                    // Shown on the presenter's stack, which this does not follow: as a popTo, an outcome unless
                    // the target can never reach one. (An alert's button closes only the alert, then acts from the
                    // screen below it, as a decision's choice does: the `go` edges below follow it.)
                    let target = graph.targets.target(ofHandler: h, of: step)
                    if target.map({ !reachable[$0] || targetCanReachOutcome($0) }) ?? true { bits |= outcome }
                case .go:
                    if graph.targets.target(ofHandler: h, of: step) == nil { bits |= outcome }
                case .popTo:
                    let target = graph.targets.target(ofHandler: h, of: step)
                    if target.map({ !reachable[$0] || targetCanReachOutcome($0) }) ?? true { bits |= outcome }
                case .back where flow.steps[step].isAlert, .dismiss where flow.steps[step].isAlert:
                    // They only close the alert: the screen below shows again.
                    bits |= resume
                case .back, .dismiss:
                    // Where the exit graph sends the handler (one rule for both analyses): popping a screen pops
                    // it, a decision's `back` pops the screen it is decided on, popping a subflow or tabs step (its
                    // child's modal closed) shows its screen again; closing a modal closes it, and a `dismiss`
                    // with no modal to close is dismiss-outside-modal's (not judged).
                    ExitGraph.forEachReturn(
                        handlers[h].transition.kind, at: step, graph, mayBeInModal: mayBeInModal[step]
                    ) { node in
                        guard let node else {
                            bits |= outcome
                            return
                        }
                        switch ExitGraph.step(ofStepNode: node).state {
                        case .dismissing: bits |= close
                        case .popping where flow.steps[step].startsChildFlows: bits |= resume
                        case .popping, .backing, .at: bits |= pop
                        }
                    }
                }
            }
            if flow.steps[step].startsChildFlows {
                let left = childLeft(step)
                if left.returns { bits |= resume }
                if left.closes { bits |= close }
            }
            // On a screen, showing itself again changes nothing.
            reach[step] = transparent[step] ? bits : bits & ~resume
        }
        // A screen that can pop itself on some way in gives that way's source something, even with no bits of its own.
        var queue = (0..<count).filter { reachable[$0] && (reach[$0] != 0 || hasPop[$0]) }
        var queued = [Bool](repeating: false, count: count)
        for step in queue { queued[step] = true }
        var head = 0
        while head < queue.count {
            let target = queue[head]
            head += 1
            queued[target] = false
            for position in graph.incoming.edges(of: target) {
                let edge = graph.edges[graph.incoming.target(position)]
                let source = edge.source
                guard reachable[source], !edge.closesModal || graph.isAlert[source] else { continue }
                var bits = reach[target]
                // On this way the screen may have the system back though not on every way (`reach` has it only
                // then): pushed on a screen, or first in a sheet the user pulls down.
                if hasPop[target], edge.shownAs.isUserDismissable || edge.shownAs == .push && keepsSource(edge, graph) {
                    bits |= pop
                }
                if !transparent[target] {
                    // The target is a screen above the source's screen: popping or closing it shows that again.
                    let popped = bits & pop != 0
                    let closed = bits & close != 0
                    bits &= outcome
                    switch edge.presentation {
                    case .push:
                        if popped { bits |= resume }
                        if closed { bits |= close }
                    case .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover:
                        if popped || closed { bits |= resume }
                    case .replace:
                        if popped || closed { bits |= close }
                    }
                }
                if Self.keepsSource(edge, graph) { bits &= ~resume }
                guard bits & ~reach[source] != 0 else { continue }
                reach[source] |= bits
                if !queued[source] {
                    queued[source] = true
                    queue.append(source)
                }
            }
        }
        return reach
    }
}
