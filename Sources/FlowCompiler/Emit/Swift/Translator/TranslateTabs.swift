// Tabs steps: the state of each tab container, and the tabs a deep link makes anew.

extension FlowViewModelBuilder {
    /// The tabs of a tabs step: each flow with the property holding its state (`materials`), told apart by a number
    /// when a flow is listed twice.
    func tabs(of step: Step) -> [(flow: String, property: String, local: String)] {
        var taken: Set<String> = ["selectedTab"]
        var result: [(flow: String, property: String, local: String)] = []
        for tab in step.childFlows {
            let base = SwiftNames.tabProperty(ofFlow: tab.value)
            var property = base
            var counter = 2
            while !taken.insert(property).inserted {
                property = base + "\(counter)"
                counter += 1
            }
            result.append((tab.value, property, property + "Tab"))
        }
        return result
    }

    func tabsModels() throws(GenerationError) -> [FlowViewModel.Tabs] {
        var models: [FlowViewModel.Tabs] = []
        for step in flow.steps {
            guard case .tabs = step.kind else { continue }
            let tabs = tabs(of: step)
            let fields = tabs.map {
                FlowViewModel.Field(
                    name: escaped($0.property), label: label($0.property), type: flowType($0.flow, "State"))
            }
            var inits: [CodeLines] = []
            if !access.isEmpty {
                inits.append(
                    CodeLines(
                        lines: memberwiseInit(
                            [.init(name: "selectedTab", label: "selectedTab", type: "Int")] + fields, column: 4)))
            }
            let tabList = tabs.enumerated().map { "\($0.offset) for \($0.element.flow)" }.joined(separator: ", ")
            let (newParameterLines, newLines) = try newTabsLines(step)
            models.append(
                FlowViewModel.Tabs(
                    stepName: step.id.value,
                    typeName: memberTypeName(ofStep: step.id.value),
                    doc: SwiftNames.docLines(step.summary),
                    tabList: tabList,
                    fields: fields,
                    inits: inits,
                    newTabsHelper: newTabsHelper(step),
                    newParameterLines: newParameterLines,
                    newLines: newLines,
                    isFirst: models.isEmpty))
        }
        return models
    }

    func newTabsHelper(_ step: Step) -> String {
        "new" + (Names.upperCamel(step.id.value) ?? step.id.value) + "Tabs"
    }

    /// The parameters and body of the helper making a tabs route for a deep link: each tab's state the one given
    /// (the linked tab's, whose input came from the link first) or a new one, its input by name from the flow's
    /// input; nil when a tab's input cannot be made so.
    func newTabsLines(_ step: Step) throws(GenerationError) -> (parameters: [String], body: [String]) {
        var taken: Set<String> = ["input"]
        var parameters = ["input: \(type("Input")),"]
        var guards: [String] = []
        var states: [SwiftCode] = [.text("selectedTab: 0")]
        for tab in tabs(of: step) {
            guard let child = program.flow(tab.flow) else { continue }
            let local = SwiftNames.local(tab.property, taken: &taken)
            let stateType = flowType(child.name.value, "State")
            let head = label(tab.property) == local ? local : "\(label(tab.property)) \(local)"
            parameters.append("\(head): \(stateType)? = nil,")
            if let input = linkInput(of: child) {
                states.append(
                    prefixed("\(label(tab.property)): \(local) ?? ", stateExpression(child.name.value, input)))
            } else {
                guards.append("guard let \(local) else { return nil }")
                states.append(.text("\(label(tab.property)): \(local)"))
            }
        }
        parameters[parameters.count - 1].removeLast()
        let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
        let value = SwiftCode.list(".\(escaped(step.id.value))(", [.list("\(tabsType)(", states, ")")], ")")
        if guards.isEmpty { return (parameters, value.lines(at: 4)) }
        return (parameters, guards + prefixed("return ", value).lines(at: 4))
    }
}
