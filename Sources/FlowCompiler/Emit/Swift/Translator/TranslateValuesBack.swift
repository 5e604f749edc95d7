// Values handed back (format v2): the values each screen with `receives:` gets (`<Flow>Received.<Step>`), and the
// function that builds them from each event that reveals it, from `ValuesBack`'s deliveries: the very bindings
// missing-value, type-mismatch and unreceived-value judged.

extension FlowViewModelBuilder {
    func receivedModels() throws(GenerationError) -> [FlowViewModel.Received] {
        let deliveries = ValuesBack.of(program).deliveries.filter { $0.flow == flowIndex }
        var models: [FlowViewModel.Received] = []
        for (index, step) in flow.steps.enumerated() where step.isScreen && !step.receives.isEmpty {
            let fields = try step.receives.map { param throws(GenerationError) in
                FlowViewModel.Field(
                    name: escaped(param.name.value), label: label(param.name.value), type: try typeName(param.type))
            }
            let valuesType = memberTypeName(ofStep: step.id.value)
            var cases: [SwitchCase] = []
            for delivery in deliveries where delivery.receiver == index {
                cases.append(try receivedCase(delivery, typeName: valuesType))
            }
            models.append(
                FlowViewModel.Received(
                    stepName: step.id.value, typeName: valuesType, helperName: "receivedBy" + valuesType,
                    fields: fields, inits: access.isEmpty ? [] : [CodeLines(lines: memberwiseInit(fields, column: 4))],
                    cases: cases, isFirst: models.isEmpty))
        }
        return models
    }

    /// `case .picker(.picked(let topic)): FlowReceived.List(topic: topic)`: the event of the handler that hands the
    /// values back (a screen's event, or the outcome of the child a subflow or tabs step ran), and the receiver's
    /// values.
    private func receivedCase(_ delivery: ValuesBack.Delivery, typeName: String) throws(GenerationError) -> SwitchCase {
        let source = flow.steps[delivery.step]
        let handler = source.handlers[delivery.handler]
        let used = delivery.bindings.compactMap { $0.status == .provided ? $0.target.name.value : nil }
        guard !source.isDecision else {
            throw GenerationError(
                location: handler.event.location,
                message: "values handed back from a decision cannot be generated: hand them back from a screen")
        }
        // The event as the transition table reads it.
        guard let event = try eventPattern(handler, of: source, usedWith: used, usedPayload: { _ in used }) else {
            throw GenerationError(location: handler.event.location, message: "unknown outcome")
        }
        let pattern = SwiftCode.list("case ", [event], ":")
        let arguments = delivery.bindings.map { binding in
            let name = binding.target.name.value
            return SwiftCode.text("\(label(name)): \(binding.status == .provided ? local(name) : "nil")")
        }
        let values = SwiftCode.call("\(type("Received")).\(typeName)", arguments)
        let flat = pattern.flat + " " + values.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: values.lines(at: 6))
    }
}
