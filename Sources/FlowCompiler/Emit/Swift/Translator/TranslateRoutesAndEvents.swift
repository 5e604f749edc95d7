// Routes and events: a case per step, what `flowStep` says of each route, how a route is decoded, and the events each screen sends.

extension FlowViewModelBuilder {
    func kindName(_ step: Step) -> String {
        switch step.kind {
        case .screen: step.isAlert ? "alert" : "screen"
        case .subflow: "subflow"
        case .tabs: "tabs"
        case .decision: "task"
        }
    }

    func routeDeclaration(_ step: Step) throws(GenerationError) -> [String] {
        switch step.kind {
        case .screen, .decision:
            return try caseDeclaration(step.id.value, step.params, column: 2)
        case .subflow(let child):
            return ["case \(escaped(step.id.value))(\(flowType(child.value, "State")))"]
        case .tabs:
            return ["case \(escaped(step.id.value))(\(type("Tabs")).\(memberTypeName(ofStep: step.id.value)))"]
        }
    }

    /// The step's case of `step(_:)`: `case .detail(let id, let tab): .screen("detail", id, tab)`, a subflow or tabs
    /// step's `.subflow("pay", state)`.
    func stepInfo(_ step: Step) -> SwitchCase {
        let literal = SwiftNames.stringLiteral(step.id.value)
        let values = step.isScreen || step.isDecision ? step.params.map(\.name.value) : ["state"]
        let pattern = casePattern(step.id.value, values, used: values)
        let info = SwiftCode.call(".\(kindName(step))", [.text(literal)] + values.map { SwiftCode.text(local($0)) })
        let flat = pattern.flat + " " + info.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: info.lines(at: 6))
    }

    /// The step's case of the route's decoding: `case "detail": self = try .detail(id: values.next(), …)`; a step
    /// renamed in flowc.yaml matches its old ids too (`case "verifyCode", "verifyCod":`).
    func routeCoding(_ step: Step) -> FlowViewModel.RouteCoding {
        let name = escaped(step.id.value)
        let literal = ([step.id.value] + renamedSteps.oldIDs(ofStep: step.id.value, inFlow: flow.name.value))
            .map(SwiftNames.stringLiteral).joined(separator: ", ")
        if step.isScreen || step.isDecision {
            let params = step.params.map(\.name.value)
            if params.isEmpty { return .init(decodeLines: ["case \(literal): self = .\(name)"]) }
            let decoded = SwiftCode.call(
                "self = try .\(name)", params.map { SwiftCode.text("\(label($0)): values.next()") })
            let flat = "case \(literal): " + decoded.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return .init(decodeLines: [flat]) }
            // Too long for one line: the decoding goes under its case, as swift-format lays it out.
            return .init(decodeLines: ["case \(literal):"] + decoded.lines(at: 6).map { "  " + $0 })
        }
        return .init(decodeLines: ["case \(literal): self = try .\(name)(values.next())"])
    }

    func eventCase(_ step: Step) -> FlowViewModel.EventCase {
        let name = step.id.value
        switch step.kind {
        case .decision:
            return .init(
                doc: ["/// The app's answer to async decision `\(name)`, once its work ends (sent by the runtime)."],
                caseName: escaped(name), payloadType: "\(type("Choice")).\(memberTypeName(ofStep: name))")
        case .screen:
            return .init(
                doc: [], caseName: escaped(name),
                payloadType: memberTypeName(ofStep: name))
        case .subflow(let child):
            return .init(
                doc: ["/// The \(child.value) flow of step `\(name)` ended with an outcome (sent by the runtime)."],
                caseName: escaped(name), payloadType: flowType(child.value, "Outcome"))
        case .tabs:
            return .init(
                doc: ["/// A tab flow of step `\(name)` ended with an outcome (sent by the runtime)."],
                caseName: escaped(name), payloadType: memberTypeName(ofStep: name))
        }
    }

    /// A subflow step's case for its child's requests (format v2), `chatsRequest(ChatsRequest)`; nil when the child
    /// makes none.
    func requestEventCase(_ step: Step) -> FlowViewModel.EventCase? {
        guard case .subflow(let child) = step.kind, program.flow(child.value)?.requests.isEmpty == false else {
            return nil
        }
        let name = step.id.value
        return .init(
            doc: ["/// The \(child.value) flow of step `\(name)` asks for something (sent by the runtime)."],
            caseName: escaped(GeneratedNames.requestCase(ofStep: name)), payloadType: flowType(child.value, "Request"))
    }

    func eventTypes(_ steps: [Step]) throws(GenerationError) -> [FlowViewModel.EventType] {
        var types: [FlowViewModel.EventType] = []
        for step in steps {
            let name = step.id.value
            switch step.kind {
            case .decision:
                // An async decision's events are its choices: the `<Flow>Choice` enum.
                break
            case .screen:
                // App events are the flow's `appEvent` case, not the screen's.
                let cases = try step.handlers.filter { !$0.isAppEvent }.map { handler throws(GenerationError) in
                    CodeLines(lines: try caseDeclaration(handler.event.value, handler.transition.with, column: 4))
                }
                types.append(
                    .init(
                        doc: [], typeName: memberTypeName(ofStep: name),
                        cases: cases))
            case .tabs:
                var cases: [CodeLines] = []
                for tab in tabOutcomes(step) {
                    cases.append(
                        CodeLines(
                            lines: try caseDeclaration(tab.caseName, tab.outcome.payload, column: 4, escaping: false)))
                }
                // The tab container's own events (format v2), sent by the app: `.main(.done)`.
                for handler in step.handlers where program.isContainerEvent(handler, of: step) {
                    cases.append(
                        CodeLines(lines: try caseDeclaration(handler.event.value, handler.transition.with, column: 4)))
                }
                types.append(
                    .init(
                        doc: ["/// How the tab flows of step `\(name)` end."],
                        typeName: memberTypeName(ofStep: name), cases: cases))
            case .subflow:
                break
            }
        }
        return types
    }

    func caseDeclaration(
        _ name: String, _ params: [Param], column: Int, escaping: Bool
    ) throws(GenerationError) -> [String] {
        let items = try params.map { param throws(GenerationError) in
            SwiftCode.text("\(label(param.name.value)): \(try typeName(param.type))")
        }
        return SwiftCode.call(name, items, prefix: "case ").lines(at: column)
    }

    /// The outcomes and requests of a tabs step's flows, one event case each (a flow listed twice in `tabs:` counts
    /// once).
    func tabOutcomes(_ step: Step) -> [(flow: String, outcome: Outcome, caseName: String, isRequest: Bool)] {
        var result: [(flow: String, outcome: Outcome, caseName: String, isRequest: Bool)] = []
        var seen = Set<String>()
        for tab in step.childFlows where seen.insert(tab.value).inserted {
            guard let child = program.flow(tab.value) else { continue }
            for (messages, isRequest) in [(child.outcomes, false), (child.requests, true)] {
                for outcome in messages {
                    let caseName = SwiftNames.tabOutcomeCase(flow: tab.value, outcome: outcome.name.value)
                    result.append((tab.value, outcome, caseName, isRequest))
                }
            }
        }
        return result
    }
}
