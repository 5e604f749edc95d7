// The transition table: one case per handler of `switch (event, route)`, the start, and the Swift of each action.

extension FlowViewModelBuilder {
    func startLines() throws(GenerationError) -> [String] {
        guard let startIndex = flow.startIndex else {
            throw GenerationError(location: flow.start?.location, message: "the flow '\(flowName)' has no start step")
        }
        let step = flow.steps[startIndex]
        let bindings = values.start(ofFlow: flowIndex)?.bindings ?? []
        if step.isDecision && !step.isAsyncDecision {
            return decideCall(step, arguments: try arguments(step.params, bindings: bindings), prefix: "").lines(at: 4)
        }
        let route = try routeExpression(step, bindings: bindings)
        return SwiftCode.list(".show(", [route, .text(".push")], ")").lines(at: 4)
    }

    /// The step's cases of the transition table, `switch (event, route)`: one per handler, binding the event's
    /// values and the step's params that handler uses, `case (.detail(.open(let id)), .detail(_, let tab)): …`.
    func actionCases(stepIndex: Int) throws(GenerationError) -> [SwitchCase] {
        let step = flow.steps[stepIndex]
        let name = step.id.value
        let params = step.params.map(\.name.value)
        var cases: [SwitchCase] = []
        for (index, written) in step.handlers.enumerated() {
            // An alert's button closes it first, then acts from the screen below: a close-and-go-on.
            var handler = written
            if step.isAlert, case .go = handler.transition.kind {
                handler.transition.closesModalFirst = handler.event.location
            }
            // Bindings are built on each read of `Resolution.bindings`: once per transition here.
            let resolution = values.resolution(flow: flowIndex, step: stepIndex, handler: index)?.bindings
            guard
                let event = try eventPattern(
                    handler, of: step, usedWith: usedNames(resolution, kind: .with),
                    usedPayload: { outcome throws(GenerationError) in
                        try payloadNames(handler, bindings: resolution, outcome: outcome, step: step)
                    })
            else { continue }
            let route = casePattern(name, params, used: usedNames(resolution, kind: .param), prefix: "", suffix: "")
            let pattern = SwiftCode.list("case (", [event, route], "):")
            let action = try actionCode(handler, of: step, bindings: resolution, prefix: "")
            let flat = pattern.flat + " " + action.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                cases.append(SwitchCase(patternLines: [flat], bodyLines: []))
            } else {
                cases.append(SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: action.lines(at: 6)))
            }
        }
        return cases
    }

    /// The pattern of the flow's event that `handler` of `step` takes, binding the values in `usedWith` (of a
    /// screen's event, a tab container's own, an app event) or those `usedPayload` names of a child's outcome or
    /// request: `.detail(.open(let id))`, `.quiz(.passed(_, let score))`, `.roomRequest(.call(let id))`,
    /// `.home(.chatsShowSettings)`, `.appEvent(.authError(let message))`. Nil when the child has no such outcome.
    /// The transition table and the values handed back read events alike.
    func eventPattern(
        _ handler: Handler, of step: Step, usedWith: [String],
        usedPayload: (Outcome) throws(GenerationError) -> [String]
    ) throws(GenerationError) -> SwiftCode? {
        let name = step.id.value
        var stepCase = ".\(escaped(name))("
        let event: SwiftCode
        switch step.kind {
        case _ where handler.isAppEvent:
            return appEventPattern(handler, used: usedWith)
        case .screen, .decision:
            event = casePattern(
                handler.event.value, handler.transition.with.map(\.name.value), used: usedWith, prefix: "", suffix: "")
        case .subflow(let child):
            let childFlow = program.flow(child.value)
            guard let outcome = childFlow?.outcome(handler.event.value) ?? childFlow?.request(handler.event.value)
            else { return nil }
            if childFlow?.outcome(handler.event.value) == nil {
                stepCase = ".\(escaped(GeneratedNames.requestCase(ofStep: name)))("
            }
            event = casePattern(
                outcome.name.value, outcome.payload.map(\.name.value), used: try usedPayload(outcome), prefix: "",
                suffix: "")
        case .tabs where program.isContainerEvent(handler, of: step):
            event = casePattern(
                handler.event.value, handler.transition.with.map(\.name.value), used: usedWith, prefix: "", suffix: "")
        case .tabs:
            guard let key = handler.tabOutcome,
                let tab = tabOutcomes(step).first(where: { $0.flow == key.flow && $0.outcome.name.value == key.outcome }
                )
            else { return nil }
            event = casePattern(
                tab.caseName, tab.outcome.payload.map(\.name.value), used: try usedPayload(tab.outcome), prefix: "",
                suffix: "", escaping: false)
        }
        return .list(stepCase, [event], ")")
    }

    func actionCases() throws(GenerationError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for index in flow.steps.indices where flow.steps[index].isOnStack {
            cases += try actionCases(stepIndex: index)
        }
        return cases
    }

    /// Whether `switch (event, route)` needs a `default`: unless the flow has one step and its cases handle every
    /// event of it, an event can meet a route it has no case for (Swift rejects a `default` that cannot happen).
    func actionNeedsDefault(handled: Int) -> Bool {
        let stackSteps = flow.steps.filter(\.isOnStack)
        guard stackSteps.count == 1, let step = stackSteps.first else { return true }
        switch step.kind {
        case .screen, .decision:
            return handled < step.handlers.filter { !$0.isAppEvent }.count + flow.appEvents.count
        case .subflow(let child):
            let messages = program.flow(child.value).map { $0.outcomes.count + $0.requests.count } ?? 0
            return handled < messages + flow.appEvents.count
        case .tabs:
            let containerEvents = step.handlers.filter { program.isContainerEvent($0, of: step) }.count
            return handled < tabOutcomes(step).count + containerEvents + flow.appEvents.count
        }
    }

    /// The payload values a handler of a child outcome binds: those the target takes from the payload, and the
    /// handler's own `with` values, which can only come from the payload too.
    func payloadNames(
        _ handler: Handler, bindings resolution: [ValueFlow.Binding]?, outcome: Outcome, step: Step
    ) throws(GenerationError) -> [String] {
        var used = usedNames(resolution, kind: .childPayload)
        for name in usedNames(resolution, kind: .with) {
            guard outcome.payload.contains(where: { $0.name.value == name }) else {
                throw GenerationError(
                    location: handler.event.location,
                    message:
                        "'with' value '\(name)' of the handler '\(handler.event.value)' of step '\(step.id.value)' "
                        + "cannot be generated: nothing sends it (the child's outcome has no value '\(name)')")
            }
            if !used.contains(name) { used.append(name) }
        }
        return used
    }

    /// The names of the values of one source kind a transition uses.
    /// (A short list: the few names of one transition, where a set would cost more than it saves.)
    func usedNames(_ resolution: [ValueFlow.Binding]?, kind: ValueFlow.SourceKind) -> [String] {
        guard let resolution else { return [] }
        return resolution.withUnsafeBufferPointer { bindings in
            var names: [String] = []
            for index in bindings.indices where bindings[index].source?.kind == kind {
                if let name = bindings[index].source?.name { names.append(name) }
            }
            return names
        }
    }

    /// `case .name(let a, _):` binding the used values; `case .name:` when none is used.
    func casePattern(
        _ name: String, _ values: [String], used: [String], prefix: String = "case ", suffix: String = ":",
        escaping: Bool = true
    ) -> SwiftCode {
        let caseName = escaping ? escaped(name) : name
        guard values.contains(where: used.contains) else { return .text("\(prefix).\(caseName)\(suffix)") }
        let items = values.map { SwiftCode.text(used.contains($0) ? "let \(local($0))" : "_") }
        return .list("\(prefix).\(caseName)(", items, ")\(suffix)")
    }

    /// The action of a transition: `.show(route, .push)`, `.replace(route)`, `.back`, `.finish(.o(…))` …
    func actionCode(
        _ handler: Handler, of step: Step, bindings resolution: [ValueFlow.Binding]?, prefix: String
    ) throws(GenerationError) -> SwiftCode {
        let transition = handler.transition
        if transition.closesModalFirst != nil {
            // Close and go on (format v2): the rest of the action, run from the screen that presented the modal.
            var rest = handler
            rest.transition.closesModalFirst = nil
            return .list(
                prefix + ".dismissAndThen(", [try actionCode(rest, of: step, bindings: resolution, prefix: "")], ")")
        }
        switch transition.kind {
        case .showTab(let name):
            // The tab's index in its step (format v2); lint makes sure the handler is a tabs step's.
            let index = step.childFlows.firstIndex { $0.value == name.value } ?? 0
            return .text(prefix + ".showTab(\(index))")
        case .back:
            return .text(prefix + ".back")
        case .dismiss:
            return .text(prefix + ".dismiss")
        case .popTo(let target):
            return .text(prefix + ".popTo(\(SwiftNames.stringLiteral(target.value)))")
        case .finish(let outcomeName):
            guard let outcome = flow.outcome(outcomeName.value) else {
                throw GenerationError(location: outcomeName.location, message: "unknown outcome '\(outcomeName.value)'")
            }
            let arguments = try arguments(outcome.payload, bindings: try bindings(resolution, at: handler))
            return .list(prefix + ".finish(", [.call("." + escaped(outcome.name.value), arguments)], ")")
        case .request(let requestName):
            guard let request = flow.request(requestName.value) else {
                throw GenerationError(location: requestName.location, message: "unknown request '\(requestName.value)'")
            }
            let arguments = try arguments(request.payload, bindings: try bindings(resolution, at: handler))
            return .list(prefix + ".request(", [.call("." + escaped(request.name.value), arguments)], ")")
        case .go(let targetName):
            // The step read in place (a step is large to copy).
            guard let targetIndex = flow.index(ofStep: targetName.value) else {
                throw GenerationError(location: targetName.location, message: "unknown step '\(targetName.value)'")
            }
            if flow.steps[targetIndex].isDecision && !flow.steps[targetIndex].isAsyncDecision {
                let step = flow.steps[targetIndex]
                let values = try arguments(step.params, bindings: try bindings(resolution, at: handler))
                return decideCall(step, arguments: values, prefix: prefix)
            }
            let route = try routeExpression(flow.steps[targetIndex], bindings: try bindings(resolution, at: handler))
            if let alert = flow.steps[targetIndex].alert {
                return .list(prefix + ".show(", [route, .text("." + alert.style.rawValue)], ")")
            }
            let present = transition.present?.value ?? flow.steps[targetIndex].defaultPresentation
            if present == .replace {
                return .list(prefix + ".replace(", [route], ")")
            }
            return .list(prefix + ".show(", [route, .text("." + present.rawValue)], ")")
        }
    }

    func bindings(
        _ resolution: [ValueFlow.Binding]?, at handler: Handler
    ) throws(GenerationError) -> [ValueFlow.Binding] {
        guard let resolution else {
            throw GenerationError(
                location: handler.event.location, message: "the values of '\(handler.event.value)' cannot be resolved")
        }
        return resolution
    }

    /// The route entering `step` with the values `bindings` give (in `ValueFlow`'s order: the step's params, or
    /// each child flow's input).
    func routeExpression(_ step: Step, bindings: [ValueFlow.Binding]) throws(GenerationError) -> SwiftCode {
        let name = "." + escaped(step.id.value)
        switch step.kind {
        case .screen, .decision:
            return .call(name, try arguments(step.params, bindings: bindings))
        case .subflow(let childName):
            guard let child = program.flow(childName.value) else {
                throw GenerationError(location: childName.location, message: "unknown flow '\(childName.value)'")
            }
            let input = try arguments(child.input, bindings: bindings)
            if let entry = step.entry, child.entry(entry.value) != nil {
                return .list(name + "(", [entryStateExpression(child.name.value, entry: entry.value, input)], ")")
            }
            return .list(name + "(", [stateExpression(child.name.value, input)], ")")
        case .tabs:
            var remaining = bindings[...]
            var states: [SwiftCode] = [.text("selectedTab: 0")]
            // Format v2: `selectedTab:` names the value holding the index of the tab shown first.
            if !step.params.isEmpty {
                let bound = Array(remaining.prefix(step.params.count))
                states = [.text("selectedTab: " + (try value(of: step.params, at: 0, bindings: bound)))]
                remaining = remaining.dropFirst(step.params.count)
            }
            for tab in tabs(of: step) {
                guard let child = program.flow(tab.flow) else {
                    throw GenerationError(location: step.id.location, message: "unknown flow '\(tab.flow)'")
                }
                let count = child.input.count
                let input = try arguments(child.input, bindings: Array(remaining.prefix(count)))
                remaining = remaining.dropFirst(count)
                states.append(prefixed("\(label(tab.property)): ", stateExpression(child.name.value, input)))
            }
            let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
            return .list(name + "(", [.list("\(tabsType)(", states, ")")], ")")
        }
    }

    /// `ChildState(input: ChildInput(a: …))`.
    func stateExpression(_ child: String, _ input: [SwiftCode]) -> SwiftCode {
        let inputValue = SwiftCode.list("\(flowType(child, "Input"))(", input, ")")
        return .list("\(flowType(child, "State"))(", [prefixed("input: ", inputValue)], ")")
    }

    func prefixed(_ prefix: String, _ code: SwiftCode) -> SwiftCode {
        switch code {
        case .text(let text): .text(prefix + text)
        case .list(let open, let items, let close, let alwaysBreaks):
            .list(open: prefix + open, items: items, close: close, alwaysBreaks: alwaysBreaks)
        case .chain(let head, let items, let separator): .chain(head: prefix + head, items: items, separator: separator)
        }
    }

    /// `label: value` for each of `params`, the values from `bindings` matched by name in order.
    func arguments(_ params: [Param], bindings: [ValueFlow.Binding]) throws(GenerationError) -> [SwiftCode] {
        var result: [SwiftCode] = []
        result.reserveCapacity(params.count)
        for index in params.indices {
            let value = try value(of: params, at: index, bindings: bindings)
            result.append(.text("\(label(params[index].name.value)): \(value)"))
        }
        return result
    }

    /// The Swift value filling `params[index]`: the binding of the same name, at the same position, else the first.
    func value(of params: [Param], at index: Int, bindings: [ValueFlow.Binding]) throws(GenerationError) -> String {
        let name = params[index].name.value
        // Read in place: a binding is large.
        let found: (kind: ValueFlow.SourceKind, name: String, literal: Literal?)? =
            bindings
            .withUnsafeBufferPointer { bindings in
                var position = index < bindings.count && bindings[index].target.name.value == name ? index : nil
                if position == nil { position = bindings.indices.first { bindings[$0].target.name.value == name } }
                guard let position,
                    bindings[position].status == .provided || bindings[position].status == .nilFilled,
                    let source = bindings[position].source
                else { return nil }
                return (source.kind, source.name, source.literal)
            }
        guard let found else {
            throw GenerationError(
                location: params[index].name.location, message: "no value for '\(name)' (run 'flowc lint')")
        }
        switch found.kind {
        case .literal: return found.literal.map(literalExpression) ?? "nil"
        case .with, .param, .childPayload: return local(found.name)
        case .input: return "input.\(escaped(found.name))"
        case .nilValue: return "nil"
        }
    }
}
