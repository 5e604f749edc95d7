// Deep links: the flow's own links, their back stacks, and the edges to the flows it holds.

extension FlowViewModelBuilder {
    var linkedScreens: [(index: Int, step: Step, link: DeepLink)] {
        flow.steps.indices.flatMap { index in
            flow.steps[index].isScreen ? flow.steps[index].deeplinks.map { (index, flow.steps[index], $0) } : []
        }
    }

    /// The back stack a link builds in this flow to show a step (`LinkStacks`), the step last.
    func linkStack(to step: Int) -> [LinkStacks.Entry] {
        NavigationAnalysis.of(program).flows[flowIndex].linkStack(to: step) ?? [.init(step: step, style: .push)]
    }

    /// The route of a step below a link's target: the start's from the flow's input as the flow starts it, another
    /// screen's params by name from the flow's input, or nil (`LinkStacks` keeps to screens that can be built so).
    func linkRoute(_ stepIndex: Int) throws(GenerationError) -> SwiftCode {
        let step = flow.steps[stepIndex]
        if stepIndex == flow.startIndex {
            return try routeExpression(step, bindings: values.start(ofFlow: flowIndex)?.bindings ?? [])
        }
        let arguments = step.params.map { param -> SwiftCode in
            let value = LinkStacks.inputValue(filling: param, of: flow).map { "input.\(escaped($0.name.value))" }
            return .text("\(label(param.name.value)): \(value ?? "nil")")
        }
        return .call("." + escaped(step.id.value), arguments)
    }

    func linkPatternsLines() -> [String] {
        let patterns = linkedScreens.map { SwiftCode.text(SwiftNames.stringLiteral($0.link.text.value)) }
        let head = "\(access)static let linkPatterns: [String] = "
        if patterns.isEmpty { return [head + "[]"] }
        let flat = head + "[" + patterns.map(\.flat).joined(separator: ", ") + "]"
        if 2 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
        return [head + "["] + patterns.map { "  " + $0.flat + "," } + ["]"]
    }

    func deepLinkCases() throws(GenerationError) -> [FlowViewModel.DeepLinkCase] {
        var cases: [FlowViewModel.DeepLinkCase] = []
        for (stepIndex, step, link) in linkedScreens {
            let literal = SwiftNames.stringLiteral(link.text.value)
            let placeholders = Set(link.placeholders)
            var conditions: [String] = []
            var arguments: [SwiftCode] = []
            for param in step.params {
                let name = param.name.value
                if placeholders.contains(name) {
                    conditions.append(linkCondition(name, try typeExpr(param.type)))
                    arguments.append(.text("\(label(name)): \(local(name))"))
                } else if let type = param.type.expr, DeepLinkValueType.listElement(type) != nil {
                    // A list the link does not read (format v2).
                    arguments.append(.text("\(label(name)): []"))
                } else if Flow.takesFromInput(param, flow.input) {
                    // A live value (format v2) comes from the flow's input.
                    arguments.append(.text("\(label(name)): input.\(escaped(name))"))
                } else {
                    arguments.append(.text("\(label(name)): nil"))
                }
            }
            let conditionLines = linkConditionLines(literal, conditions)
            let route = SwiftCode.call("." + escaped(step.id.value), arguments)
            let path = try linkStack(to: stepIndex).map { entry throws(GenerationError) in
                SwiftCode.list(
                    "(",
                    [entry.step == stepIndex ? route : try linkRoute(entry.step), .text("." + entry.style.rawValue)],
                    ")")
            }
            let pathCode = SwiftCode.list(open: "path: [", items: path, close: "]", alwaysBreaks: false)
            let state = SwiftCode.list("return \(type("State"))(", [.text("input: input"), pathCode], ")")
            var stateLines = state.lines(at: 6)
            // A broken collection literal with several elements takes a trailing comma (the lint wants it).
            if path.count > 1, stateLines.count > 1 {
                stateLines = addTrailingComma(stateLines, beforeClosing: "]")
            }
            cases.append(.init(conditionLines: conditionLines, stateLines: stateLines))
        }
        return cases
    }

    /// Adds a comma after the last element of a broken array literal (the line before its closing `]`).
    func addTrailingComma(_ lines: [String], beforeClosing closing: String) -> [String] {
        var lines = lines
        guard let close = lines.lastIndex(where: { $0.trimmingLeadingSpaces.hasPrefix(closing) }), close > 0 else {
            return lines
        }
        if !lines[close - 1].hasSuffix(",") && !lines[close - 1].hasSuffix("[") {
            lines[close - 1] += ","
        }
        return lines
    }

    /// The child flow's input filled by name from this flow's input, for a deep link's back stack; nil when a
    /// value it needs is not there (the link then opens only where that flow already runs).
    func linkInput(of child: Flow) -> [SwiftCode]? {
        var arguments: [SwiftCode] = []
        for param in child.input {
            guard let expected = param.type.expr else { return nil }
            if let source = flow.input.first(where: { $0.name.value == param.name.value }),
                let provided = source.type.expr, provided.canFill(expected)
            {
                arguments.append(.text("\(label(param.name.value)): input.\(escaped(source.name.value))"))
            } else if expected.isOptional {
                arguments.append(.text("\(label(param.name.value)): nil"))
            } else {
                return nil
            }
        }
        return arguments
    }

    /// `linkPresentation(showing:from:)`'s cases (format v2): each screen with a transition to a deep-linked screen,
    /// by how it shows it, `case ("search", "detail"), ("list", "detail"): .push`: a link to that screen opens on
    /// top of it when it is on top. Nil when there is none.
    func linkPresentationCases() -> [String]? {
        var pairs: [(presentation: String, pair: String)] = []
        for source in flow.steps where source.isScreen && !source.isAlert {
            for handler in source.handlers where handler.transition.closesModalFirst == nil && !handler.isAppEvent {
                guard case .go(let name) = handler.transition.kind, let target = flow.step(name.value),
                    target.isScreen, !target.isAlert, !target.deeplinks.isEmpty
                else { continue }
                let presentation = handler.transition.present?.value ?? target.defaultPresentation
                guard presentation != .replace else { continue }
                let pair =
                    "(\(SwiftNames.stringLiteral(source.id.value)), \(SwiftNames.stringLiteral(target.id.value)))"
                guard !pairs.contains(where: { $0.pair == pair }) else { continue }
                pairs.append((presentation.rawValue, pair))
            }
        }
        guard !pairs.isEmpty else { return nil }
        var cases: [String] = []
        for presentation in Presentation.allCases.map(\.rawValue) {
            let group = pairs.filter { $0.presentation == presentation }.map(\.pair)
            guard !group.isEmpty else { continue }
            let items = group.map { SwiftCode.text($0) }
            cases += SwiftCode.list("case ", items, ": .\(presentation)").lines(at: 4)
        }
        return cases
    }

    /// `let id: UUID = match.value("id")`: placeholder `name` read as `type` (`optionalValue` for an optional,
    /// `values` for a list, format v2).
    func linkCondition(_ name: String, _ type: TypeExpr) -> String {
        let reader =
            DeepLinkValueType.listElement(type) != nil ? "values" : type.isOptional ? "optionalValue" : "value"
        return "let \(local(name)): \(type) = match.\(reader)(\(SwiftNames.stringLiteral(name)))"
    }

    /// `if let match = link.match("/x/{id}"), let id: … {`, broken one condition a line when it is too long.
    func linkConditionLines(_ literal: String, _ conditions: [String]) -> [String] {
        if conditions.isEmpty { return ["if link.match(\(literal)) != nil {"] }
        let flat = (["if let match = link.match(\(literal))"] + conditions).joined(separator: ", ") + " {"
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
        return ["if let match = link.match(\(literal)),"]
            + conditions.enumerated().map { "  " + $0.element + ($0.offset < conditions.count - 1 ? "," : "") }
            + ["{"]
    }

    func linkEdges() throws(GenerationError) -> [FlowViewModel.LinkEdge] {
        var edges: [FlowViewModel.LinkEdge] = []
        let residents = program.residentSteps
        for (stepIndex, step) in flow.steps.enumerated() {
            let name = escaped(step.id.value)
            guard step.startsChildFlows else { continue }
            let stack = linkStack(to: stepIndex)
            let style = stack.last?.style.rawValue ?? "push"
            let belowLines = try linkStackBelow(stack.dropLast())
            let lends = residents.lendsInput(flow: flowIndex, step: stepIndex)
            switch step.kind {
            case .subflow(let childName):
                guard let child = program.flow(childName.value) else { continue }
                edges.append(
                    .init(
                        childFlow: child.name.value, childFlowType: flowType(child.name.value, "Flow"),
                        stepLiteral: SwiftNames.stringLiteral(step.id.value),
                        style: style,
                        belowLines: belowLines,
                        lendsInput: lends,
                        holds: step.holdsLinks != nil,
                        inputLines: try inputClosure(child, lends: lends, constants: step.args),
                        stateLines: ["if case .\(name)(let state) = route { state } else { nil }"],
                        routeParameters: "state, _, _",
                        routeLines: [".\(name)(state)"]))
            case .tabs:
                for (index, tab) in tabs(of: step).enumerated() {
                    guard let child = program.flow(tab.flow) else { continue }
                    let property = escaped(tab.property)
                    edges.append(
                        .init(
                            childFlow: child.name.value, childFlowType: flowType(child.name.value, "Flow"),
                            stepLiteral: SwiftNames.stringLiteral(step.id.value),
                            style: style,
                            belowLines: belowLines,
                            lendsInput: lends,
                            holds: step.holdsLinks != nil,
                            inputLines: try inputClosure(child, lends: lends, constants: step.args),
                            stateLines: [
                                "guard case .\(name)(let tabs) = route else { return nil }", "return tabs.\(property)",
                            ],
                            routeParameters: "state, current, input",
                            routeLines: tabsGuard(
                                "case .\(name)(var tabs)? = current ?? Self.\(newTabsHelper(step))(input: input, "
                                    + "\(label(tab.property)): state)") + [
                                    "tabs.selectedTab = \(index)",
                                    "tabs.\(property) = state",
                                    "return .\(name)(tabs)",
                                ]))
                }
            case .screen, .decision:
                continue
            }
        }
        if edges.count > 1 {
            for index in edges.indices { edges[index].comma = "," }
        }
        return edges
    }

    /// `guard <condition> else { return nil }` in a link edge's route closure, broken as swift-format breaks it
    /// when too long.
    func tabsGuard(_ condition: String) -> [String] {
        let flat = "guard \(condition) else {"
        if 10 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat, "  return nil", "}"] }
        return ["guard", "  " + condition, "else {", "  return nil", "}"]
    }

    /// The closure making the steps below a subflow or tabs step on a link's back stack, from the flow's input.
    func linkStackBelow(_ entries: ArraySlice<LinkStacks.Entry>) throws(GenerationError) -> [String] {
        if entries.isEmpty { return ["below: { _ in [] },"] }
        var items: [SwiftCode] = []
        for entry in entries {
            items.append(.list("(", [try linkRoute(entry.step), .text("." + entry.style.rawValue)], ")"))
        }
        let list = SwiftCode.list(open: "[", items: items, close: "]", alwaysBreaks: false)
        let flat = "below: { input in \(list.flat) },"
        if 8 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
        var lines = list.lines(at: 10)
        if items.count > 1 { lines = addTrailingComma(lines, beforeClosing: "]") }
        return ["below: { input in"] + lines.map { "  " + $0 } + ["},"]
    }

    /// The closure filling the child flow's input for a deep link's back stack: each value by name from the step's
    /// `constants` (its `args`, as every way into the step), then from the link's values (when a link can carry its
    /// type: a list from a query placeholder's repeated item), then from the input of the child running in that place (when the step `lends` it), then from this
    /// flow's input; nil when a needed value is in none of them.
    func inputClosure(_ child: Flow, lends: Bool, constants: [Literal] = []) throws(GenerationError) -> [String] {
        var taken = Set<String>()
        var guards: [String] = []
        var arguments: [SwiftCode] = []
        for param in child.input {
            guard let expected = param.type.expr else { return ["input: { _, _, _ in nil },"] }
            let name = param.name.value
            if let constant = constants.first(where: { $0.name.value == name }) {
                arguments.append(.text("\(label(name)): \(literalExpression(constant))"))
                continue
            }
            var sources: [String] = []
            if DeepLinkValueType(expected) != nil { sources.append("link.value(\(SwiftNames.stringLiteral(name)))") }
            // A list from a query placeholder's repeated item (format v2); nil for a link that reads no such item.
            if DeepLinkValueType.listElement(expected) != nil {
                sources.append("link.list(\(SwiftNames.stringLiteral(name)))")
            }
            if lends { sources.append("current?.\(escaped(name))") }
            var isTotal = false
            if let source = flow.input.first(where: { $0.name.value == name }), let provided = source.type.expr,
                provided.canFill(expected)
            {
                sources.append("input.\(escaped(source.name.value))")
                isTotal = !provided.isOptional
            }
            let value = sources.joined(separator: " ?? ")
            if sources.isEmpty {
                guard expected.isOptional else { return ["input: { _, _, _ in nil },"] }
                arguments.append(.text("\(label(name)): nil"))
            } else if expected.isOptional || isTotal {
                arguments.append(.text("\(label(name)): \(value)"))
            } else {
                let local = SwiftNames.local(name, taken: &taken)
                // Spelled as the input holds it: an app type through its alias, a live one as `FlowLive<T>`.
                guards.append("guard let \(local): \(try typeName(param.type)) = \(value) else { return nil }")
                arguments.append(.text("\(label(name)): \(local)"))
            }
        }
        let value = SwiftCode.list("\(flowType(child.name.value, "Input"))(", arguments, ")")
        let head = "input: { input, link, current in"
        if guards.isEmpty {
            let flat = "\(head) \(value.flat) },"
            if 8 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
            return [head] + value.lines(at: 10).map { "  " + $0 } + ["},"]
        }
        return [head] + guards.map { "  " + $0 } + prefixed("return ", value).lines(at: 10).map { "  " + $0 } + ["},"]
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
