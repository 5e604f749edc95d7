// Requests and app events (format v2): the flow's `<Flow>Request` and `<Flow>AppEvent` enums, and which events
// leave a subflow or tabs step's flows running (`keepsChildFlows(on:)`).

extension FlowViewModelBuilder {
    /// `<Flow>Request`'s cases; nil when the flow makes no requests.
    func requestCases() throws(GenerationError) -> [CodeLines]? {
        guard !flow.requests.isEmpty else { return nil }
        return try flow.requests.map { request throws(GenerationError) in
            CodeLines(lines: try caseDeclaration(request.name.value, request.payload, column: 2))
        }
    }

    /// `<Flow>AppEvent`'s cases; nil when the flow declares no app events.
    func appEventCases() throws(GenerationError) -> [CodeLines]? {
        guard !flow.appEvents.isEmpty else { return nil }
        return try flow.appEvents.map { event throws(GenerationError) in
            CodeLines(lines: try caseDeclaration(event.name.value, event.payload, column: 2))
        }
    }

    /// Whether the handler of a tab flow's outcome at tabs step `step` shows a modal over the tabs, keeping them.
    private func keepsTabs(
        _ step: Step, after tab: (flow: String, outcome: Outcome, caseName: String, isRequest: Bool)
    ) -> Bool {
        let handler = step.handlers.first {
            $0.tabOutcome?.flow == tab.flow && $0.tabOutcome?.outcome == tab.outcome.name.value
        }
        return handler.map { program.keepsChildFlows($0, of: step, in: flow) } ?? false
    }

    /// The patterns of the events that leave a subflow or tabs step's flows running: the app events, each child's
    /// requests, the tab containers' own events, and the tab outcomes whose handlers show a modal over the tabs.
    /// Nil when there are none (the runtime's default: every such event is how a child ended).
    func keepsChildFlowsPatterns() -> [String]? {
        guard flow.steps.contains(where: \.startsChildFlows) else { return nil }
        var patterns: [String] = []
        if !flow.appEvents.isEmpty { patterns.append(".\(GeneratedNames.appEventCase)") }
        for step in flow.steps {
            switch step.kind {
            case .subflow:
                if requestEventCase(step) != nil {
                    patterns.append(".\(escaped(GeneratedNames.requestCase(ofStep: step.id.value)))")
                }
            case .tabs:
                for tab in tabOutcomes(step) where tab.isRequest || keepsTabs(step, after: tab) {
                    patterns.append(".\(escaped(step.id.value))(.\(tab.caseName))")
                }
                for handler in step.handlers where program.isContainerEvent(handler, of: step) {
                    patterns.append(".\(escaped(step.id.value))(.\(escaped(handler.event.value)))")
                }
            case .screen, .decision:
                break
            }
        }
        return patterns.isEmpty ? nil : patterns
    }

    /// The event pattern of a handler of an app event: `.appEvent(.authError(let message))`.
    func appEventPattern(_ handler: Handler, used: [String]) -> SwiftCode {
        let event = casePattern(
            handler.event.value, handler.transition.with.map(\.name.value), used: used, prefix: "", suffix: "")
        return .list(".\(GeneratedNames.appEventCase)(", [event], ")")
    }
}
