// Decision steps: the question the app answers, its choices, and the helper that applies a choice.

extension FlowViewModelBuilder {
    func decisionModel(_ step: Step, isFirst: Bool) throws(GenerationError) -> FlowViewModel.Decision {
        let name = step.id.value
        let typeName = memberTypeName(ofStep: name)
        let stepIndex = flow.index(ofStep: name) ?? 0
        var choices: [FlowViewModel.Choice] = []
        for (handlerIndex, handler) in step.handlers.enumerated() {
            let declaration = try caseDeclaration(handler.event.value, handler.transition.with, column: 4)
            // Bindings are built on each read of `Resolution.bindings`: once per transition here.
            let resolution = values.resolution(flow: flowIndex, step: stepIndex, handler: handlerIndex)?.bindings
            let used = usedNames(resolution, kind: .with)
            let pattern = casePattern(handler.event.value, handler.transition.with.map(\.name.value), used: used)
            let action = try actionCode(handler, bindings: resolution, prefix: "")
            let flat = pattern.flat + " " + action.flat
            let fits = 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength
            choices.append(
                .init(
                    lines: declaration, patternLines: fits ? [flat] : pattern.lines(at: 4),
                    actionLines: fits ? [] : action.lines(at: 6)))
        }
        let question = SwiftCode.list(
            "func \(escaped(name))(", [.text("input: \(type("Input"))")], ") -> \(type("Choice")).\(typeName)")
        return .init(
            doc: SwiftNames.docLines(step.summary),
            typeName: typeName,
            methodName: escaped(name),
            helperName: decideHelper(name),
            questionLines: question.lines(at: 2),
            choices: choices,
            isFirst: isFirst)
    }

    func decideHelper(_ step: String) -> String {
        "decide" + (Names.upperCamel(step) ?? step)
    }
}
