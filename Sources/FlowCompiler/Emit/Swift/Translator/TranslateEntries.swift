// Entries (format v2): the ways into a flow besides its start, each a stack of screens built from the flow's input,
// and the state a subflow step that chooses one starts its child in.

extension FlowViewModelBuilder {
    /// The cases of `state(at:input:)`: `case .privacy: FlowState(input: input, path: [(.list, .push), …])`.
    func entryCases() throws(GenerationError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for entry in flow.entries {
            var items: [SwiftCode] = []
            for (position, id) in entry.steps.enumerated() {
                guard let index = flow.index(ofStep: id.value) else {
                    throw GenerationError(location: id.location, message: "unknown step '\(id.value)'")
                }
                let style = position == 0 ? "push" : flow.steps[index].defaultPresentation.rawValue
                items.append(.list("(", [try linkRoute(index), .text(".\(style)")], ")"))
            }
            let path = SwiftCode.list(open: "[", items: items, close: "]", alwaysBreaks: false)
            let state = SwiftCode.list("FlowState(", [.text("input: input"), prefixed("path: ", path)], ")")
            let pattern = "case .\(escaped(entry.name.value)):"
            let flat = pattern + " " + state.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                cases.append(SwitchCase(patternLines: [flat], bodyLines: []))
            } else {
                var lines = state.lines(at: 6)
                // A broken collection literal with several elements takes a trailing comma (the lint wants it).
                if items.count > 1 { lines = addTrailingComma(lines, beforeClosing: "]") }
                cases.append(SwitchCase(patternLines: [pattern], bodyLines: lines))
            }
        }
        return cases
    }

    /// `Child Flow.state(at: .privacy, input: ChildInput(…))`: the state a subflow step with `entry:` starts its
    /// child in.
    func entryStateExpression(_ child: String, entry: String, _ input: [SwiftCode]) -> SwiftCode {
        let inputValue = SwiftCode.list("\(flowType(child, "Input"))(", input, ")")
        return .list(
            "\(flowType(child, "Flow")).state(", [.text("at: .\(escaped(entry))"), prefixed("input: ", inputValue)], ")"
        )
    }
}
