/// How each subflow and tabs step handles the outcomes (and, format v2, the requests) of the flows it starts: the
/// outcomes no handler takes (unhandled-outcome), the requests no handler takes (unhandled-request) and the handlers
/// that take neither (unknown-handler). A handler of the parent's own app event takes none of them. Both checks read one matching,
/// so a handler is never both "unknown" and, for the outcome it meant, "missing".
///
/// Names are compared as they read after invalid-name's fix (`Done:` handles `done`): a handler only in the
/// wrong case is reported once, by invalid-name, with the fix that makes it match.
struct OutcomeHandling {
    /// An outcome of a child flow that no handler of the step takes.
    struct Missing {
        var flow: Int
        var step: Int
        /// The child flow, as its index in `program.flows`.
        var child: Int
        /// The outcome, as its index in the child's `outcomes`; past them, a request, at that index less the
        /// number of outcomes in the child's `requests`.
        var outcome: Int
    }

    enum Problem {
        /// The child flow has no outcome of that name (for a tabs handler: of the flow its key names).
        case noSuchOutcome(child: Int, outcome: String)
        /// A subflow step's handler written `Child.outcome`; a subflow step names the outcome alone.
        case qualified(child: Int, outcome: String)
        /// A tabs handler whose flow is not one of the step's tabs.
        case notATab(flow: String, outcome: String)
        /// A tabs handler not written `Flow.outcome`.
        case notTabForm
    }

    /// A handler of a subflow or tabs step that takes no outcome of its children.
    struct Stray {
        var flow: Int
        var step: Int
        var handler: Int
        var problem: Problem
    }

    private struct ChildOutcome: Hashable {
        var child: Int
        var outcome: Int
    }

    /// In program order, then the author's order.
    let missing: [Missing]
    let stray: [Stray]

    init(_ program: Program) {
        var missing: [Missing] = []
        var stray: [Stray] = []
        // Per child flow, its outcomes by normalized name; built on first use so each flow is indexed once.
        var outcomeIndex = [[String: Int]?](repeating: nil, count: program.flows.count)
        func outcomes(of child: Int) -> [String: Int] {
            if let index = outcomeIndex[child] { return index }
            var index: [String: Int] = [:]
            let flow = program.flows[child]
            for (position, outcome) in (flow.outcomes + flow.requests).enumerated() {
                let name = NameFix.normalizedLower(outcome.name.value)
                if index[name] == nil { index[name] = position }
            }
            outcomeIndex[child] = index
            return index
        }

        for (flowIndex, flow) in program.flows.enumerated() {
            for (stepIndex, step) in flow.steps.enumerated() {
                switch step.kind {
                case .screen, .decision:
                    continue

                case .subflow(let childName):
                    // A child no flow defines is unknown-flow's to report; its outcomes are unknown. A child two
                    // flows define may be either (duplicate-flow): judging its handlers by the first would be noise.
                    guard let child = program.index(ofFlow: childName.value), !program.isAmbiguous(childName.value)
                    else { continue }
                    let byName = outcomes(of: child)
                    var handled = Set<Int>()
                    for (handlerIndex, handler) in step.handlers.enumerated() where !handler.isAppEvent {
                        let key = handler.event.value
                        if let outcome = byName[NameFix.normalizedLower(key)] {
                            handled.insert(outcome)
                        } else if let parts = NameFix.tabKey(key),
                            NameFix.normalizedUpper(parts.flow) == NameFix.normalizedUpper(childName.value),
                            let outcome = byName[NameFix.normalizedLower(parts.outcome)]
                        {
                            // Meant for that outcome: reported as written the wrong way, not as missing too.
                            handled.insert(outcome)
                            let name = program.flows[child].message(at: outcome).name.value
                            stray.append(
                                .init(
                                    flow: flowIndex, step: stepIndex, handler: handlerIndex,
                                    problem: .qualified(child: child, outcome: name)))
                        } else {
                            stray.append(
                                .init(
                                    flow: flowIndex, step: stepIndex, handler: handlerIndex,
                                    problem: .noSuchOutcome(child: child, outcome: key)))
                        }
                    }
                    for outcome in program.flows[child].messageIndices where !handled.contains(outcome) {
                        missing.append(.init(flow: flowIndex, step: stepIndex, child: child, outcome: outcome))
                    }

                case .tabs(let tabNames):
                    // Tab name (normalized) → its flow, or nil when no flow has that name (unknown-flow).
                    var tabs: [String: Int?] = [:]
                    var tabOrder: [Int] = []
                    var seenTabs = Set<Int>()
                    for name in tabNames {
                        let key = NameFix.normalizedUpper(name.value)
                        guard tabs[key] == nil else { continue }
                        // An ambiguous tab flow is left unjudged, like an unknown one.
                        let child = program.isAmbiguous(name.value) ? nil : program.index(ofFlow: name.value)
                        tabs[key] = .some(child)
                        if let child, seenTabs.insert(child).inserted { tabOrder.append(child) }
                    }
                    var handled = Set<ChildOutcome>()
                    for (handlerIndex, handler) in step.handlers.enumerated()
                    where !handler.isAppEvent && !program.isContainerEvent(handler, of: step) {
                        guard let parts = NameFix.tabKey(handler.event.value) else {
                            stray.append(
                                .init(
                                    flow: flowIndex, step: stepIndex, handler: handlerIndex,
                                    problem: .notTabForm))
                            continue
                        }
                        guard let tab = tabs[NameFix.normalizedUpper(parts.flow)] else {
                            stray.append(
                                .init(
                                    flow: flowIndex, step: stepIndex, handler: handlerIndex,
                                    problem: .notATab(flow: parts.flow, outcome: parts.outcome)))
                            continue
                        }
                        guard let child = tab else { continue }
                        if let outcome = outcomes(of: child)[NameFix.normalizedLower(parts.outcome)] {
                            handled.insert(ChildOutcome(child: child, outcome: outcome))
                        } else {
                            stray.append(
                                .init(
                                    flow: flowIndex, step: stepIndex, handler: handlerIndex,
                                    problem: .noSuchOutcome(child: child, outcome: parts.outcome)))
                        }
                    }
                    for child in tabOrder {
                        for outcome in program.flows[child].messageIndices
                        where !handled.contains(ChildOutcome(child: child, outcome: outcome)) {
                            missing.append(.init(flow: flowIndex, step: stepIndex, child: child, outcome: outcome))
                        }
                    }
                }
            }
        }
        self.missing = missing
        self.stray = stray
    }
}

extension Flow {
    /// The positions of the flow's outcomes, then of its requests: what a parent handles.
    var messageIndices: Range<Int> { 0..<(outcomes.count + requests.count) }

    /// The outcome at `index`, or past the outcomes, the request.
    func message(at index: Int) -> Outcome {
        index < outcomes.count ? outcomes[index] : requests[index - outcomes.count]
    }
}

extension Program {
    /// The child flow and its outcome that `handler` of a subflow or tabs step `step` handles, by their exact names;
    /// nil for a screen or decision, an unknown or ambiguous (duplicate-flow) child, or an outcome it does not have.
    func outcome(handledBy handler: Handler, of step: Step) -> (flow: Flow, outcome: Outcome)? {
        let childName: String
        let outcomeName: String
        switch step.kind {
        case .screen, .decision:
            return nil
        case .subflow(let name):
            (childName, outcomeName) = (name.value, handler.event.value)
        case .tabs(let names):
            guard let key = handler.tabOutcome, names.contains(where: { $0.value == key.flow }) else { return nil }
            (childName, outcomeName) = key
        }
        guard let index = index(ofFlow: childName), !isAmbiguous(childName),
            let outcome = flows[index].outcome(outcomeName) ?? flows[index].request(outcomeName)
        else { return nil }
        return (flows[index], outcome)
    }
}
