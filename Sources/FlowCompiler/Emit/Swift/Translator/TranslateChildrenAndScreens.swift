// Children and screens: the child flows a subflow or tabs route runs, and the screens the app makes.

extension FlowViewModelBuilder {
    func childCases(_ steps: [Step]) throws(GenerationError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for step in steps {
            if let child = try childCase(step) { cases.append(child) }
        }
        return cases
    }

    /// A subflow or tabs step's case of the flow's `child(for:wiring:)`; other steps run no flow (its `default`).
    func childCase(_ step: Step) throws(GenerationError) -> SwitchCase? {
        let name = escaped(step.id.value)
        switch step.kind {
        case .screen, .decision:
            return nil
        case .subflow(let child):
            let coordinator = SwiftCode.text(
                "FlowCoordinator(state: state, wiring: \(childWiring(child.value)))")
            var arguments: [SwiftCode] = [
                coordinator, .text("route: \(type("Route")).\(name)"), .text("outcome: \(type("Event")).\(name)"),
            ]
            if requestEventCase(step) != nil {
                arguments.append(
                    .text("request: \(type("Event")).\(escaped(GeneratedNames.requestCase(ofStep: step.id.value)))"))
            }
            let call = SwiftCode.list("return FlowChild(", arguments, ")")
            return SwitchCase(patternLines: ["case .\(name)(let state):"], bodyLines: call.lines(at: 6))
        case .tabs:
            var body: [String] = []
            var tabItems: [[String]] = []
            var stateItems: [SwiftCode] = [.text("selectedTab: selectedTab")]
            let outcomes = tabOutcomes(step)
            for tab in tabs(of: step) {
                let tabLocal = escaped(tab.local)
                body += SwiftCode.text(
                    "let \(tabLocal) = FlowCoordinator(state: tabs.\(escaped(tab.property)), wiring: \(childWiring(tab.flow)))"
                ).lines(at: 6)
                let cases = outcomes.filter { $0.flow == tab.flow && !$0.isRequest }
                let requests = outcomes.filter { $0.flow == tab.flow && $0.isRequest }
                if !requests.isEmpty {
                    // Two closures: both labelled.
                    var lines = ["FlowChildTab("]
                    lines.append("  \(tabLocal),")
                    lines += tabMessageClosure(cases, label: "outcome", step: name, trailing: ",").map { "  " + $0 }
                    lines += tabMessageClosure(requests, label: "request", step: name, trailing: "").map { "  " + $0 }
                    lines.append("),")
                    tabItems.append(lines)
                } else if cases.isEmpty {
                    tabItems.append(["FlowChildTab(\(tabLocal), outcome: nil),"])
                } else {
                    var lines = ["FlowChildTab(\(tabLocal)) { outcome in", "  switch outcome {"]
                    lines += tabMessageCases(cases, step: name, column: 10)
                    lines += ["  }", "},"]
                    tabItems.append(lines)
                }
                stateItems.append(.text("\(label(tab.property)): \(tabLocal).state"))
            }
            let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
            body.append("return FlowChild(")
            body.append("  tabs: [")
            body += tabItems.flatMap { $0.map { "    " + $0 } }
            body.append("  ],")
            body.append("  selectedTab: tabs.selectedTab")
            body.append(") { selectedTab in")
            body += SwiftCode.list(".\(name)(", [.list("\(tabsType)(", stateItems, ")")], ")").lines(at: 8).map {
                "  " + $0
            }
            body.append("}")
            return SwitchCase(patternLines: ["case .\(name)(let tabs):"], bodyLines: body)
        }
    }

    /// `outcome: { outcome in switch outcome { … } }` for a tab whose flow makes requests too (format v2), or
    /// `outcome: nil` when it has no outcomes.
    private func tabMessageClosure(
        _ cases: [(flow: String, outcome: Outcome, caseName: String, isRequest: Bool)], label: String,
        step name: String,
        trailing: String
    ) -> [String] {
        guard !cases.isEmpty else { return ["\(label): nil\(trailing)"] }
        var lines = ["\(label): { \(label) in", "  switch \(label) {"]
        lines += tabMessageCases(cases, step: name, column: 12)
        lines += ["  }", "}\(trailing)"]
        return lines
    }

    /// One case per outcome or request of a tab's closure, `  case .done(let id): .main(.feedDone(id: id))`, its
    /// lines indented for a closure that starts at `column`.
    private func tabMessageCases(
        _ cases: [(flow: String, outcome: Outcome, caseName: String, isRequest: Bool)], step name: String, column: Int
    ) -> [String] {
        var lines: [String] = []
        for message in cases {
            let payload = message.outcome.payload.map(\.name.value)
            let pattern = casePattern(message.outcome.name.value, payload, used: payload, suffix: ":")
            let arguments = payload.map { SwiftCode.text("\(label($0)): \(local($0))") }
            let event = SwiftCode.list(".\(name)(", [.call("." + message.caseName, arguments)], ")")
            let flat = "  \(pattern.flat) \(event.flat)"
            if column + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                lines.append(flat)
            } else {
                lines += pattern.lines(at: column + 2).map { "  " + $0 }
                lines += event.lines(at: column + 4).map { "    " + $0 }
            }
        }
        return lines
    }

    /// A screen's case of the flow's `screen(for:of:screens:)`, a switch expression: the route's values handed to
    /// the app's screens with the screen's sender, `case .detail(let id): screens.detail(id: id, send: send(…))`.
    /// Other steps make no screen (the switch's `default`).
    func screenCase(_ step: Step) -> SwitchCase? {
        // An alert is no screen of the app's: the hosts present it from `alert(at:)`.
        guard step.isScreen, !step.isAlert else { return nil }
        let name = escaped(step.id.value)
        let params = step.params.map(\.name.value)
        let pattern = casePattern(step.id.value, params, used: params)
        // A live value (format v2) reaches the screen as itself, out of its `FlowLive`.
        let live = Set(step.params.filter { $0.type.expr?.isLive == true }.map(\.name.value))
        var arguments =
            params.map { SwiftCode.text("\(label($0)): \(local($0))\(live.contains($0) ? ".value" : "")") }
            + [.text("send: send(\(type("Event")).\(name))")]
        if !step.receives.isEmpty {
            arguments.append(.text("receive: receive(receivedBy\(memberTypeName(ofStep: step.id.value)))"))
        }
        let call = SwiftCode.call("screens.\(name)", arguments)
        let flat = pattern.flat + " " + call.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: call.lines(at: 6))
    }

    /// A screen's method of `<Flow>Screens`: its params, then its sender; on one line when it fits.
    func factoryDeclaration(_ step: Step) throws(GenerationError) -> [String] {
        let name = step.id.value
        var parameters: [SwiftCode] = []
        parameters.reserveCapacity(step.params.count + 1)
        for param in step.params {
            parameters.append(.text("\(label(param.name.value)): \(try valueTypeName(param.type))"))
        }
        // A param named `send` keeps its label; the sender then gets its own parameter name.
        let sender = step.params.contains { $0.name.value == "send" } ? "send sender" : "send"
        parameters.append(.text("\(sender): FlowSender<\(type("Event")).\(memberTypeName(ofStep: name))>"))
        if !step.receives.isEmpty {
            let receiver = step.params.contains { $0.name.value == "receive" } ? "receive receiver" : "receive"
            parameters.append(
                .text("\(receiver): FlowReceiver<\(type("Received")).\(memberTypeName(ofStep: name))>"))
        }
        return SwiftCode.list("func \(escaped(name))(", parameters, ") -> Screen").lines(at: 2)
    }
}
