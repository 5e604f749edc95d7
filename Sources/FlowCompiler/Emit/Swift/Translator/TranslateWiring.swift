// The wiring: which flows the flow starts, and how its wiring holds theirs.

extension FlowViewModelBuilder {
    /// The flows this flow starts (each subflow step's, each tab's), once each in the flow file's order; not the
    /// flow itself, which its wiring wires again with `self`.
    func wiringChildren() -> [FlowViewModel.WiringChild] {
        var names: [String] = []
        for step in flow.steps {
            for child in step.childFlows where child.value != flowName && !names.contains(child.value) {
                names.append(child.value)
            }
        }
        return names.enumerated().map { index, name in
            FlowViewModel.WiringChild(
                name: wiringProperty(name), typeName: flowType(name, "Wiring"), flowName: name,
                comma: index == names.count - 1 ? "" : ",")
        }
    }

    /// The wiring's property for a child flow: its name in lowerCamelCase (`Auth` → `auth`), escaped; a flow named
    /// `Screens` or `Decisions` gets `screensFlow`, `decisionsFlow`, as the wiring's own properties have those names.
    func wiringProperty(_ flowName: String) -> String {
        let name = flowName.prefix(1).lowercased() + flowName.dropFirst()
        return escaped(name == "screens" || name == "decisions" ? name + "Flow" : name)
    }

    /// The wiring of a child flow, as the flow's `child(for:wiring:)` uses it: the same wiring for the flow itself.
    func childWiring(_ flowName: String) -> String {
        flowName == self.flowName ? "wiring" : "wiring.\(wiringProperty(flowName))()"
    }
}
