/// How missing-value and type-mismatch name the places of a value resolution, so both speak alike.
enum ValueFlowWording {
    /// The transition a resolution belongs to; nil for a flow's start.
    static func handler(_ resolution: ValueFlow.Resolution, in program: Program) -> (step: Step, handler: Handler)? {
        guard let stepIndex = resolution.step, let handlerIndex = resolution.handler,
            program.flows.indices.contains(resolution.flow)
        else { return nil }
        let steps = program.flows[resolution.flow].steps
        guard steps.indices.contains(stepIndex), steps[stepIndex].handlers.indices.contains(handlerIndex) else {
            return nil
        }
        return (steps[stepIndex], steps[stepIndex].handlers[handlerIndex])
    }

    /// "param 'phone' of step 'verifyCode'", "input 'userId' of flow 'Profile'", "'userId' in the payload of
    /// outcome 'signedIn'".
    static func target(_ binding: ValueFlow.Binding) -> String {
        let name = binding.target.name.value
        switch binding.destination {
        case .stepParams(let step): return "param '\(name)' of step '\(step)'"
        case .childInput(_, let flow): return "input '\(name)' of flow '\(flow)'"
        case .outcomePayload(let outcome): return "'\(name)' in the payload of outcome '\(outcome)'"
        case .requestPayload(let request): return "'\(name)' in the payload of request '\(request)'"
        }
    }

    /// `phone: String`, with the canonical spelling when the type parsed.
    static func declaration(_ param: Param) -> String {
        "\(param.name.value): \(param.type.expr?.description ?? param.type.spelling)"
    }

    static func type(_ ref: TypeRef?) -> String { ref.map { $0.expr?.description ?? $0.spelling } ?? "nil" }

    /// The note at the declaration of what must be filled.
    static func declaredNote(_ binding: ValueFlow.Binding) -> Diagnostic.Note {
        let what: String
        switch binding.destination {
        case .stepParams: what = "param"
        case .childInput: what = "input"
        case .outcomePayload, .requestPayload: what = "payload field"
        }
        return .init("\(what) '\(declaration(binding.target))' is declared here", at: binding.target.name.location)
    }

    /// "the event's 'with'", "the params of step 'login'", "the input of flow 'Auth'", ….
    static func source(_ source: ValueFlow.Source, _ resolution: ValueFlow.Resolution, in program: Program) -> String {
        switch source.kind {
        case .literal:
            guard let (_, handler) = handler(resolution, in: program) else { return "the 'args'" }
            let own = handler.transition.args.contains { $0.name.value == source.name }
            return own ? "the 'args' of '\(handler.event.value)'" : "the 'args' of the subflow step it enters"
        case .with:
            guard let (step, handler) = handler(resolution, in: program) else { return "the 'with'" }
            if handler.isAppEvent { return "the payload of app event '\(handler.event.value)'" }
            switch step.kind {
            case .screen: return "the event's 'with'"
            case .decision: return "the choice's 'with'"
            case .subflow, .tabs: return "the 'with' of '\(handler.event.value)'"
            }
        case .param:
            let step = handler(resolution, in: program)?.step.id.value ?? "?"
            return "the params of step '\(step)'"
        case .input:
            return "the input of flow '\(program.flows[resolution.flow].name.value)'"
        case .childPayload:
            guard let child = source.childOutcome else { return "the child's outcome" }
            let what = program.flow(child.flow)?.request(child.outcome) != nil ? "request" : "outcome"
            return "the payload of \(what) '\(child.outcome)' of flow '\(child.flow)'"
        case .nilValue:
            return "nil"
        }
    }

    /// On a handler of a child's outcome: that outcome's value named `name`, with where the outcome is, when the
    /// child flow and outcome exist.
    static func childPayloadValue(
        named name: String, _ resolution: ValueFlow.Resolution, in program: Program
    ) -> (value: Param, outcome: String, flow: String)? {
        guard let (step, handler) = handler(resolution, in: program),
            let (child, outcome) = program.outcome(handledBy: handler, of: step),
            let value = outcome.payload.first(where: { $0.name.value == name })
        else { return nil }
        return (value, outcome.name.value, child.name.value)
    }

    /// How to provide `param` on this transition: in its `with` (or, at the start, in the flow's input).
    /// At a decision's choice, `explainDecision` prefixes why the values before the decision do not count.
    static func provideHint(
        _ param: Param, _ resolution: ValueFlow.Resolution, in program: Program, explainDecision: Bool = true
    ) -> String {
        let declaration = declaration(param)
        guard let (step, handler) = handler(resolution, in: program) else {
            return "add '\(declaration)' to the input of flow '\(program.flows[resolution.flow].name.value)'"
        }
        let event = handler.event.value
        // A child's outcome handler: the value belongs in that outcome's payload, where the child sets it.
        if handler.transition.with.isEmpty {
            switch step.kind {
            case .subflow(let child):
                return "add '\(declaration)' to the payload of outcome '\(event)' of flow '\(child.value)'"
            case .tabs:
                if let (child, outcome) = handler.tabOutcome {
                    return "add '\(declaration)' to the payload of outcome '\(outcome)' of flow '\(child)'"
                }
            case .screen, .decision:
                break
            }
        }
        if let decision = resolution.decision {
            let hint = "add '\(declaration)' to the 'with' of choice '\(event)'"
            return explainDecision ? "values do not pass through decision '\(decision)'; \(hint)" : hint
        }
        let transition = handler.transition
        guard transition.with.isEmpty else { return "add '\(declaration)' to the 'with' of '\(event)'" }
        switch transition.kind {
        case .go(let target):
            let present = transition.present.map { ", present: \($0.value.rawValue)" } ?? ""
            return "send it with '\(event)': '{ to: \(target.value)\(present), with: { \(declaration) } }'"
        case .finish(let outcome):
            return "send it with '\(event)': '{ finish: \(outcome.value), with: { \(declaration) } }'"
        case .request(let request):
            return "send it with '\(event)': '{ request: \(request.value), with: { \(declaration) } }'"
        case .back, .dismiss, .popTo, .showTab:
            return "add '\(declaration)' to the 'with' of '\(event)'"
        }
    }
}
