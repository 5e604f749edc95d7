// Constants a transition or subflow step passes (`args`, format v2): Swift literals, and each case of an app's enum
// declared at the line of the flow file that writes it, so that Swift reports a case that does not exist there.

extension FlowViewModelBuilder {
    /// The Swift expression of a constant: a literal, or the constant declared for an enum case.
    func literalExpression(_ literal: Literal) -> String {
        switch literal.kind {
        case .string: return SwiftNames.stringLiteral(literal.value.value)
        case .int: return literal.value.value
        case .double:
            // Swift wants a digit before the point: `.5` is `0.5`.
            let text = literal.value.value
            if text.hasPrefix(".") { return "0" + text }
            if text.hasPrefix("-.") || text.hasPrefix("+.") { return String(text.prefix(1)) + "0" + text.dropFirst() }
            return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "nil"
        case .enumCase: return "Self.\(literalConstantName(literal))"
        }
    }

    /// `literal12x7`: named for the constant's line and column, one per place in the file.
    func literalConstantName(_ literal: Literal) -> String {
        "literal\(literal.value.location.line)x\(literal.value.location.column)"
    }

    /// The enum cases the flow's transitions pass, each with the type of the value it fills, once, in the order of
    /// the file.
    func literalCases() throws(GenerationError) -> [FlowViewModel.LiteralCase] {
        var cases: [String: FlowViewModel.LiteralCase] = [:]
        for resolution in values.resolutions where resolution.flow == flowIndex {
            guard let step = resolution.step, let handler = resolution.handler else { continue }
            let transition = flow.steps[step].handlers[handler].transition
            guard !transition.args.isEmpty || flow.steps.contains(where: { !$0.args.isEmpty }) else { continue }
            for binding in resolution.bindings {
                guard let literal = binding.source?.literal, literal.kind == .enumCase else { continue }
                let name = literalConstantName(literal)
                guard cases[name] == nil else { continue }
                cases[name] = FlowViewModel.LiteralCase(
                    name: name, type: try typeName(binding.target.type), value: literal.value.value,
                    fileLiteral: SwiftNames.stringLiteral(literal.value.location.file),
                    line: literal.value.location.line)
            }
        }
        return cases.values.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }
}
