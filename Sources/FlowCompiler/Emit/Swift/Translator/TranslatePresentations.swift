// Presentations beyond a style (format v2: `present: { style:, detents:, anchor:, compact:, transition: }`): what
// `presentationOptions(at:)` says of each step that has them, for the hosts.

extension FlowViewModelBuilder {
    /// The cases of `presentationOptions(at:)`, one per step with options; nil when no step has any.
    func presentationOptionCases() -> [SwitchCase]? {
        let cases = flow.steps.compactMap { step -> SwitchCase? in
            guard step.isScreen, !step.isAlert, let options = step.presentationOptions else { return nil }
            var arguments: [SwiftCode] = []
            if !options.detents.isEmpty {
                let detents = options.detents.map { "." + $0.value.rawValue }.joined(separator: ", ")
                arguments.append(.text("detents: [\(detents)]"))
            }
            if let anchor = options.anchor {
                arguments.append(.text("anchor: \(SwiftNames.stringLiteral(anchor.value))"))
            }
            if let compact = options.compact { arguments.append(.text("compact: .\(compact.value.rawValue)")) }
            if options.crossDissolve?.value == true { arguments.append(.text("crossDissolve: true")) }
            guard !arguments.isEmpty else { return nil }
            let pattern = casePattern(
                step.id.value, step.params.map(\.name.value), used: [], prefix: "case ", suffix: ":")
            let value = SwiftCode.call("FlowPresentationOptions", arguments)
            let flat = pattern.flat + " " + value.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                return SwitchCase(patternLines: [flat], bodyLines: [])
            }
            return SwitchCase(patternLines: [pattern.flat], bodyLines: value.lines(at: 6))
        }
        return cases.isEmpty ? nil : cases
    }
}

extension FlowViewModelBuilder {
    /// The cases of `presentations(of:)` (`StepPresentations`): the steps grouped by their styles, `case "list",
    /// "detail": [.push]`, so that a restored step is shown as the flow shows it now; nil when no step has one.
    func restoredPresentationCases() -> [String]? {
        let styles = StepPresentations(flow).styles
        var groups: [(styles: [String], steps: [String])] = []
        for (index, list) in styles.enumerated() where !list.isEmpty {
            let step = SwiftNames.stringLiteral(flow.steps[index].id.value)
            if let group = groups.firstIndex(where: { $0.styles == list }) {
                groups[group].steps.append(step)
            } else {
                groups.append((list, [step]))
            }
        }
        guard !groups.isEmpty else { return nil }
        return groups.flatMap { group in
            let value = "[" + group.styles.map { "." + $0 }.joined(separator: ", ") + "]"
            return SwiftCode.list("case ", group.steps.map { SwiftCode.text($0) }, ": \(value)").lines(at: 4)
        }
    }
}
